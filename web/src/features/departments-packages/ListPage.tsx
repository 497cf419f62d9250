import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ListStatus } from '../../api/types';
import { ErrorNotice } from '../../components/ErrorNotice';
import { SearchInput, StatusSelect } from '../../components/ListFilters';
import { Pages } from '../../components/Pages';
import { ListTable } from '../../components/ScrollableTable';
import { formatMoney, formatNumber, type AppLocale } from '../../lib/format';
import { can, useCurrentUser } from '../../lib/session';
import { useCurrency } from '../../lib/organisation-query';
import { useList, type ListItem, type ListKind } from './api/useLists';
import { ListItemActions } from './ListItemActions';
import { ListItemDialog } from './ListItemDialog';

const PAGE_SIZE = 20;
const WRITES: Record<ListKind, string> = { departments: 'org:write_hr', packages: 'packages:write' };

/** The organisation's departments or benefit packages: member counts, search, status; for HR new, edit, archive, restore. */
export function ListPage({ kind }: { kind: ListKind }) {
  const intl = useIntl();
  const locale = intl.locale as AppLocale;
  const { data: user } = useCurrentUser();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<ListStatus | null>(null);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ListItem | 'new' | null>(null);
  const list = useList(kind, { page, page_size: PAGE_SIZE, ...(q ? { q } : {}), ...(status ? { status } : {}) });
  const currency = useCurrency();
  const writes = can(user, WRITES[kind]);
  const columns = ['code', 'name', ...(kind === 'packages' ? ['allowance'] : []), 'members', 'status', ...(writes ? ['actions'] : [])];

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>
          <FormattedMessage id={`lists.${kind}.title`} />
        </Title>
        {writes && (
          <Button onClick={() => setEditing('new')} disabled={!currency.data}>
            <FormattedMessage id={`lists.${kind}.new`} />
          </Button>
        )}
      </Group>
      <Group align="flex-end">
        <SearchInput
          label={intl.formatMessage({ id: 'lists.search' })}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <StatusSelect
          statuses={['active', 'archived'] as const}
          messagePrefix="lists.status"
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
      </Group>
      <ErrorNotice error={list.error ?? currency.error} />
      <ListTable
        minWidth={kind === 'packages' ? 760 : 620}
        label={intl.formatMessage({ id: `lists.${kind}.title` })}
        columns={columns}
        messagePrefix="lists.column"
      >
        {list.data?.items.map((item) => (
          <Table.Tr key={item.id}>
            <Table.Td>{item.code}</Table.Td>
            <Table.Td>
              <Text inherit>{item.name}</Text>
              {'description' in item && item.description && (
                <Text size="sm" c="dimmed">
                  {item.description}
                </Text>
              )}
            </Table.Td>
            {kind === 'packages' && (
              <Table.Td>
                {'allowance_amount' in item && item.allowance_amount ? (
                  formatMoney(locale, item.allowance_amount)
                ) : (
                  <FormattedMessage id="lists.allowance.unset" />
                )}
              </Table.Td>
            )}
            <Table.Td>{formatNumber(locale, item.member_count)}</Table.Td>
            <Table.Td>
              <Badge color={item.status === 'active' ? 'green' : 'gray'} variant="light" style={{ minWidth: 'max-content' }}>
                <FormattedMessage id={`lists.status.${item.status}`} />
              </Badge>
            </Table.Td>
            {writes && (
              <Table.Td>
                <ListItemActions kind={kind} item={item} onEdit={setEditing} />
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </ListTable>
      <Text size="sm" c="dimmed" role="status">
        <FormattedMessage id={`lists.${kind}.count`} values={{ count: list.data?.total_items ?? 0 }} />
      </Text>
      <Pages total={list.data?.total_pages ?? 0} value={page} onChange={setPage} />
      {editing && currency.data && (
        <ListItemDialog
          kind={kind}
          currency={currency.data}
          {...(editing === 'new' ? {} : { item: editing })}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
