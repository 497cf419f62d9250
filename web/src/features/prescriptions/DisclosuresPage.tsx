import { Button, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorNotice } from '../../components/ErrorNotice';
import { ListTable } from '../../components/ScrollableTable';
import { formatDateTime, type AppLocale } from '../../lib/format';
import { useMyDisclosures } from './api/usePrescriptions';

/** Who looked at the member's clinical detail (prescriptions, orders' items, photos), and when. */
export default function DisclosuresPage() {
  const intl = useIntl();
  const locale = intl.locale as AppLocale;
  const log = useMyDisclosures();
  const items = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack maw={720}>
      <Title order={1}>
        <FormattedMessage id="disclosures.title" />
      </Title>
      <Text c="dimmed">
        <FormattedMessage id="disclosures.intro" />
      </Text>
      {log.isPending && <Loader aria-label={intl.formatMessage({ id: 'common.loading' })} />}
      <ErrorNotice error={log.error} />
      {log.data && items.length === 0 && (
        <Text>
          <FormattedMessage id="disclosures.none" />
        </Text>
      )}
      {items.length > 0 && (
        <ListTable
          label={intl.formatMessage({ id: 'disclosures.title' })}
          minWidth={420}
          columns={['who', 'what', 'at']}
          messagePrefix="disclosures.column"
        >
          {items.map((item) => (
            <Table.Tr key={`${item.at}${item.resource_id}${item.what}`}>
              <Table.Td>{item.actor.full_name}</Table.Td>
              <Table.Td>
                <FormattedMessage id={`disclosures.what.${item.what}`} />
              </Table.Td>
              <Table.Td>{formatDateTime(locale, item.at)}</Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      )}
      {log.hasNextPage && (
        <Button variant="default" loading={log.isFetchingNextPage} onClick={() => log.fetchNextPage()}>
          <FormattedMessage id="common.more" />
        </Button>
      )}
    </Stack>
  );
}
