import { Anchor, Badge, Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/locale';
import { can, useCurrentUser } from '../../lib/session';
import { MemberFormDialog } from './MemberFormDialog';
import { ErrorNotice } from '../../components/ErrorNotice';
import { SearchInput, StatusSelect } from '../../components/ListFilters';
import { Pages } from '../../components/Pages';
import { ListTable } from '../../components/ScrollableTable';
import { useFinishedImports, useMembers } from './api/useMembers';

const PAGE_SIZE = 20;

/** The organisation's members: search, filters by status and by the import that created them. */
export default function MembersPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const [params, setParams] = useSearchParams();
  const importJobId = params.get('import_job_id');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<'active' | 'inactive' | null>(null);
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  const imports = useFinishedImports();
  const members = useMembers({
    page,
    page_size: PAGE_SIZE,
    ...(q ? { q } : {}),
    ...(status ? { status } : {}),
    ...(importJobId ? { import_job_id: importJobId } : {}),
  });

  const chooseImport = (id: string | null) => {
    setPage(1);
    setParams(id ? { import_job_id: id } : {}, { replace: true });
  };

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>
          <FormattedMessage id="members.title" />
        </Title>
        {can(user, 'members:write') && (
          <Button onClick={() => setAdding(true)}>
            <FormattedMessage id="member.new" />
          </Button>
        )}
      </Group>
      {adding && <MemberFormDialog onClose={() => setAdding(false)} onSaved={(member) => navigate(`/members/${member.id}`)} />}
      <Group align="flex-end">
        <SearchInput
          label={intl.formatMessage({ id: 'members.search' })}
          placeholder={intl.formatMessage({ id: 'members.search.placeholder' })}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <StatusSelect
          statuses={['active', 'inactive'] as const}
          messagePrefix="members.status"
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
        <Select
          label={intl.formatMessage({ id: 'members.import' })}
          placeholder={intl.formatMessage({ id: 'imports.filter.any' })}
          data={(imports.data ?? []).map((job) => ({ value: job.id, label: job.file_name }))}
          value={importJobId}
          onChange={chooseImport}
          clearable
          searchable
        />
      </Group>
      <ErrorNotice error={members.error ?? imports.error} />
      <ListTable
        minWidth={720}
        label={intl.formatMessage({ id: 'members.title' })}
        columns={['external_id', 'full_name', 'email', 'phone', 'department', 'status']}
        messagePrefix="members.column"
      >
        {members.data?.items.map((member) => (
          <Table.Tr key={member.id}>
            <Table.Td>{member.external_id}</Table.Td>
            <Table.Td>
              <Anchor component={Link} to={`/members/${member.id}`}>
                {member.full_name}
              </Anchor>
            </Table.Td>
            <Table.Td>{member.email ?? ''}</Table.Td>
            <Table.Td>{member.phone ?? ''}</Table.Td>
            <Table.Td>{member.department ?? ''}</Table.Td>
            <Table.Td>
              <Badge color={member.status === 'active' ? 'green' : 'gray'} variant="light">
                <FormattedMessage id={`members.status.${member.status}`} />
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <Text size="sm" c="dimmed" role="status">
        {members.data?.total_is_estimate ? (
          <FormattedMessage id="members.countEstimate" values={{ shown: formatNumber(locale, members.data.total_items) }} />
        ) : (
          <FormattedMessage id="members.count" values={{ count: members.data?.total_items ?? 0 }} />
        )}
      </Text>
      <Pages total={members.data?.total_pages ?? 0} value={page} onChange={setPage} />
    </Stack>
  );
}
