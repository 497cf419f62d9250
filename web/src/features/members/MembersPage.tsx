import { Anchor, Badge, Button, Group, NativeSelect, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatMoney, formatPhone } from '../../lib/format';
import { useLocale } from '../../lib/locale';
import { can, useCurrentUser } from '../../lib/session';
import { MemberFormDialog } from './MemberFormDialog';
import { ErrorNotice } from '../../components/ErrorNotice';
import { AnySelect, SearchInput, StatusSelect } from '../../components/ListFilters';
import { Pages } from '../../components/Pages';
import { ListTable } from '../../components/ScrollableTable';
import { useFinishedImports, useMembers } from './api/useMembers';
import { useCurrency } from '../../lib/organisation-query';
import { useDepartments, usePackages } from './api/useReferences';
import { type DirectoryFilters, exportHref, filterQuery, MEMBER_SORTS, type MemberSort } from './logic/directory';

const PAGE_SIZE = 20;

/** The organisation's members: search, filters (status, department, package, import), an order, the list as a CSV file. */
export default function MembersPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const [params, setParams] = useSearchParams();
  const importJobId = params.get('import_job_id');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<'active' | 'inactive' | null>(null);
  const [department, setDepartment] = useState<string | null>(null);
  const [pkg, setPackage] = useState<string | null>(null);
  const [sort, setSort] = useState<MemberSort>('-created_at');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  const imports = useFinishedImports();
  const departments = useDepartments();
  const packages = usePackages();
  const currency = useCurrency();
  const filters: DirectoryFilters = { q, status, department, package: pkg, importJobId, sort };
  const members = useMembers({ page, page_size: PAGE_SIZE, ...filterQuery(filters) });
  /** A filter's change, and the list back at its first page. */
  const changing =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setPage(1);
    };

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
        <Group gap="sm">
          <Button component="a" variant="default" href={exportHref(filters)} download>
            <FormattedMessage id="members.export" />
          </Button>
          {can(user, 'members:write') && (
            <Button onClick={() => setAdding(true)}>
              <FormattedMessage id="member.new" />
            </Button>
          )}
        </Group>
      </Group>
      {adding && <MemberFormDialog onClose={() => setAdding(false)} onSaved={(member) => navigate(`/members/${member.id}`)} />}
      <Group align="flex-end" gap="sm">
        <SearchInput
          label={intl.formatMessage({ id: 'members.search' })}
          placeholder={intl.formatMessage({ id: 'members.search.placeholder' })}
          value={search}
          onChange={changing(setSearch)}
        />
        <StatusSelect
          statuses={['active', 'inactive'] as const}
          messagePrefix="members.status"
          value={status}
          onChange={changing(setStatus)}
        />
        <AnySelect
          label={intl.formatMessage({ id: 'members.column.department' })}
          options={(departments.data ?? []).map((d) => ({ value: d.code, label: d.name }))}
          value={department}
          onChange={changing(setDepartment)}
        />
        <AnySelect
          label={intl.formatMessage({ id: 'members.column.package' })}
          options={(packages.data ?? []).map((p) => ({ value: p.code, label: `${p.name} (${p.code})` }))}
          value={pkg}
          onChange={changing(setPackage)}
        />
        <NativeSelect
          label={intl.formatMessage({ id: 'members.sort' })}
          data={MEMBER_SORTS.map((value) => ({ value, label: intl.formatMessage({ id: `members.sort.${value}` }) }))}
          value={sort}
          onChange={(event) => changing(setSort)(event.currentTarget.value as MemberSort)}
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
        minWidth={900}
        label={intl.formatMessage({ id: 'members.title' })}
        columns={['external_id', 'full_name', 'phone', 'department', 'package', 'allowance', 'status']}
        messagePrefix="members.column"
      >
        {members.data?.items.map((member) => (
          <Table.Tr key={member.id}>
            <Table.Td>{member.external_id}</Table.Td>
            <Table.Td>
              <Anchor component={Link} to={`/members/${member.id}`}>
                {member.full_name}
              </Anchor>
              {member.email && (
                <Text size="xs" c="dimmed">
                  {member.email}
                </Text>
              )}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{member.phone ? formatPhone(member.phone) : ''}</Table.Td>
            <Table.Td>{member.department ?? ''}</Table.Td>
            <Table.Td>{member.package_code ?? ''}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap', textAlign: 'end' }}>
              {currency.data ? formatMoney(locale, { amount: member.allowance_amount, currency: currency.data }) : member.allowance_amount}
            </Table.Td>
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
          <FormattedMessage id="members.countEstimate" values={{ count: members.data.total_items }} />
        ) : (
          <FormattedMessage id="members.count" values={{ count: members.data?.total_items ?? 0 }} />
        )}
      </Text>
      <Pages total={members.data?.total_pages ?? 0} value={page} onChange={setPage} />
    </Stack>
  );
}
