import { Button, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorNotice } from '../../components/ErrorNotice';
import { DisclosureTable } from '../../components/DisclosureTable';
import { useMyDisclosures } from './api/usePrescriptions';
import { Loading } from '../../components/Loading';

/** Who looked at the member's clinical detail (prescriptions, orders' items, photos), and when. */
export default function DisclosuresPage() {
  const intl = useIntl();
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
      {log.isPending && <Loading />}
      <ErrorNotice error={log.error} />
      {log.data && items.length === 0 && (
        <Text>
          <FormattedMessage id="disclosures.none" />
        </Text>
      )}
      {items.length > 0 && <DisclosureTable label={intl.formatMessage({ id: 'disclosures.title' })} items={items} />}
      {log.hasNextPage && (
        <Button variant="default" loading={log.isFetchingNextPage} onClick={() => log.fetchNextPage()}>
          <FormattedMessage id="common.more" />
        </Button>
      )}
    </Stack>
  );
}
