import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ListStatus, Provider, ProviderKind } from '../../api/types';
import { ErrorNotice } from '../../components/ErrorNotice';
import { AnySelect, SearchInput, StatusSelect } from '../../components/ListFilters';
import { Pages } from '../../components/Pages';
import { ListTable } from '../../components/ScrollableTable';
import { apiErrorMessage } from '../../lib/api-error-message';
import { notify } from '../../lib/notify';
import { can, useCurrentUser } from '../../lib/session';
import { useMayImport } from '../../lib/datasets';
import { useArchiveProvider, useProviders } from './api/useProviders';
import { PROVIDER_KINDS } from './logic/provider-form';
import { ProviderDialog } from './ProviderDialog';

const PAGE_SIZE = 20;

/** The organisation's contracted providers: search, kind, status; for finance new, edit, archive, restore and an import. */
export default function ProvidersPage() {
  const intl = useIntl();
  const { data: user } = useCurrentUser();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [kind, setKind] = useState<ProviderKind | null>(null);
  const [status, setStatus] = useState<ListStatus | null>(null);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Provider | 'new' | null>(null);
  const list = useProviders({ page, page_size: PAGE_SIZE, ...(q ? { q } : {}), ...(kind ? { kind } : {}), ...(status ? { status } : {}) });
  const writes = can(user, 'finance:write');
  const imports = useMayImport('providers');
  const archive = useArchiveProvider();
  const act = (provider: Provider, archived: boolean) =>
    archive.mutate(
      { id: provider.id, archived },
      {
        onError: (error) => notify(intl, 'red', apiErrorMessage(intl, error)),
        onSuccess: () =>
          notify(intl, 'green', intl.formatMessage({ id: archived ? 'lists.archived' : 'lists.restored' }, { name: provider.name })),
      },
    );

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>
          <FormattedMessage id="providers.title" />
        </Title>
        <Group>
          {imports && (
            <Button variant="default" component={Link} to="/imports/new?dataset=providers">
              <FormattedMessage id="providers.import" />
            </Button>
          )}
          {writes && (
            <Button onClick={() => setEditing('new')}>
              <FormattedMessage id="providers.new" />
            </Button>
          )}
        </Group>
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
        <AnySelect
          label={intl.formatMessage({ id: 'field.kind' })}
          options={PROVIDER_KINDS.map((k) => ({ value: k, label: intl.formatMessage({ id: `providers.kind.${k}` }) }))}
          value={kind}
          onChange={(value) => {
            setKind(value);
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
      <ErrorNotice error={list.error} />
      <ListTable
        minWidth={720}
        label={intl.formatMessage({ id: 'providers.title' })}
        columns={['code', 'name', 'kind', 'contact', 'status', ...(writes ? ['actions'] : [])]}
        messagePrefix="providers.column"
      >
        {list.data?.items.map((provider) => (
          <Table.Tr key={provider.id}>
            <Table.Td>{provider.code}</Table.Td>
            <Table.Td>{provider.name}</Table.Td>
            <Table.Td>
              <FormattedMessage id={`providers.kind.${provider.kind}`} />
            </Table.Td>
            <Table.Td>
              <Text inherit style={{ overflowWrap: 'anywhere' }}>
                {[provider.phone, provider.email].filter(Boolean).join(' · ') || '—'}
              </Text>
            </Table.Td>
            <Table.Td>
              <Badge color={provider.status === 'active' ? 'green' : 'gray'} variant="light" style={{ minWidth: 'max-content' }}>
                <FormattedMessage id={`lists.status.${provider.status}`} />
              </Badge>
            </Table.Td>
            {writes && (
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => setEditing(provider)}
                    aria-label={intl.formatMessage({ id: 'lists.edit.label' }, { name: provider.name })}
                  >
                    <FormattedMessage id="people.edit" />
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color={provider.status === 'active' ? 'red' : undefined}
                    loading={archive.isPending && archive.variables?.id === provider.id}
                    onClick={() => act(provider, provider.status === 'active')}
                    aria-label={intl.formatMessage(
                      { id: provider.status === 'active' ? 'lists.archive.label' : 'lists.restore.label' },
                      { name: provider.name },
                    )}
                  >
                    <FormattedMessage id={provider.status === 'active' ? 'lists.archive' : 'lists.restore'} />
                  </Button>
                </Group>
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </ListTable>
      <Text size="sm" c="dimmed" role="status">
        <FormattedMessage id="providers.count" values={{ count: list.data?.total_items ?? 0 }} />
      </Text>
      <Pages total={list.data?.total_pages ?? 0} value={page} onChange={setPage} />
      {editing && <ProviderDialog {...(editing === 'new' ? {} : { provider: editing })} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
