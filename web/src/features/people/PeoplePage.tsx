import { Badge, Button, Checkbox, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useDates } from '../../lib/dates';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Person, PersonStatus, Role } from '../../api/types';
import { ErrorNotice } from '../../components/ErrorNotice';
import { SearchInput } from '../../components/ListFilters';
import { Pages } from '../../components/Pages';
import { ListTable } from '../../components/ScrollableTable';
import { useCurrentUser } from '../../lib/session';
import { useActiveSuperUsers, usePeople } from './api/usePeople';
import { DeactivateDialog } from './DeactivateDialog';
import { EditPersonDialog } from './EditPersonDialog';
import { InviteDialog } from './InviteDialog';
import { isLastSuperUser } from './logic/person-controls';
import { PersonActions } from './PersonActions';

const PAGE_SIZE = 20;
const STATUS_COLOURS: Record<PersonStatus, string> = { invited: 'blue', active: 'green', deactivated: 'gray' };
const ROLES: Role[] = ['SUPER_USER', 'HR_ADMIN', 'FINANCE', 'MEMBER'];

/** The organisation's people (super users only): search, filters, invitations, roles, deactivation. */
export default function PeoplePage() {
  const intl = useIntl();
  const { data: me } = useCurrentUser();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [role, setRole] = useState<Role | null>(null);
  const [status, setStatus] = useState<PersonStatus | null>(null);
  // Members' own accounts can outnumber the staff a thousand to one: the staff come first.
  const [withMembers, setWithMembers] = useState(false);
  const [page, setPage] = useState(1);
  const [inviting, invitation] = useDisclosure(false);
  const [editing, setEditing] = useState<Person | null>(null);
  const [deactivating, setDeactivating] = useState<Person | null>(null);
  const people = usePeople({
    page,
    page_size: PAGE_SIZE,
    ...(q ? { q } : {}),
    ...(role ? { role } : {}),
    ...(status ? { status } : {}),
    ...(withMembers || role === 'MEMBER' ? {} : { staff: true }),
  });
  const superUsers = useActiveSuperUsers();
  const dates = useDates();
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>
          <FormattedMessage id="people.title" />
        </Title>
        <Button onClick={invitation.open}>
          <FormattedMessage id="people.invite" />
        </Button>
      </Group>
      <Group align="flex-end">
        <SearchInput
          label={intl.formatMessage({ id: 'people.search' })}
          placeholder={intl.formatMessage({ id: 'people.search.placeholder' })}
          value={search}
          onChange={filtered(setSearch)}
        />
        <Select
          label={intl.formatMessage({ id: 'people.filter.role' })}
          placeholder={intl.formatMessage({ id: 'imports.filter.any' })}
          data={ROLES.map((value) => ({ value, label: intl.formatMessage({ id: `role.${value}` }) }))}
          value={role}
          onChange={(value) => filtered(setRole)(value as Role | null)}
          clearable
        />
        <Select
          label={intl.formatMessage({ id: 'people.filter.status' })}
          placeholder={intl.formatMessage({ id: 'imports.filter.any' })}
          data={(['invited', 'active', 'deactivated'] as const).map((value) => ({
            value,
            label: intl.formatMessage({ id: `people.status.${value}` }),
          }))}
          value={status}
          onChange={(value) => filtered(setStatus)(value as PersonStatus | null)}
          clearable
        />
        <Checkbox
          label={intl.formatMessage({ id: 'people.filter.members' })}
          checked={withMembers || role === 'MEMBER'}
          disabled={role === 'MEMBER'}
          onChange={(e) => filtered(setWithMembers)(e.currentTarget.checked)}
          mb={8}
        />
      </Group>
      <ErrorNotice error={people.error} />
      <ListTable
        minWidth={860}
        label={intl.formatMessage({ id: 'people.title' })}
        columns={['name', 'contact', 'roles', 'status', 'last_sign_in', 'actions']}
        messagePrefix="people.column"
      >
        {people.data?.items.map((person) => (
          <Table.Tr key={person.id}>
            <Table.Td>
              {person.full_name}
              {person.id === me?.id && (
                <Text span size="sm" c="dimmed">
                  {' '}
                  (<FormattedMessage id="people.you" />)
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Stack gap={0}>
                {person.email && <Text size="sm">{person.email}</Text>}
                {person.phone && <Text size="sm">{person.phone}</Text>}
              </Stack>
            </Table.Td>
            <Table.Td>{person.roles.map((r) => intl.formatMessage({ id: `role.${r}` })).join(', ')}</Table.Td>
            <Table.Td>
              {/* A badge's label is cut to fit by default: a status must be read whole. */}
              <Badge color={STATUS_COLOURS[person.status]} variant="light" style={{ minWidth: 'max-content' }}>
                <FormattedMessage id={`people.status.${person.status}`} />
              </Badge>
            </Table.Td>
            <Table.Td>{person.last_sign_in_at ? dates.dateTime(person.last_sign_in_at) : <FormattedMessage id="people.never" />}</Table.Td>
            <Table.Td>
              <PersonActions
                person={person}
                myId={me?.id}
                activeSuperUsers={superUsers.data}
                onEdit={setEditing}
                onDeactivate={setDeactivating}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <Text size="sm" c="dimmed" role="status">
        <FormattedMessage id="people.count" values={{ count: people.data?.total_items ?? 0 }} />
      </Text>
      <Pages total={people.data?.total_pages ?? 0} value={page} onChange={setPage} />
      <InviteDialog opened={inviting} onClose={invitation.close} defaultLocale={me?.locale ?? 'en'} />
      {editing && (
        <EditPersonDialog person={editing} lastSuperUser={isLastSuperUser(editing, superUsers.data)} onClose={() => setEditing(null)} />
      )}
      {deactivating && <DeactivateDialog person={deactivating} onClose={() => setDeactivating(null)} />}
    </Stack>
  );
}
