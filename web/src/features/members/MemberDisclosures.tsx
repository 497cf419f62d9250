import { Card, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorNotice } from '../../components/ErrorNotice';
import { DisclosureTable } from '../../components/DisclosureTable';
import { api, unwrap } from '../../lib/api';

/** For a super user: who read this member's clinical detail, and when (the member sees the same list). */
export function MemberDisclosures({ memberId }: { memberId: string }) {
  const intl = useIntl();
  const log = useQuery({
    queryKey: ['disclosures', memberId],
    queryFn: () => unwrap(api.GET('/v1/members/{id}/disclosures', { params: { path: { id: memberId }, query: { limit: 20 } } })),
  });
  if (log.error) return <ErrorNotice error={log.error} />;
  const items = log.data?.items ?? [];
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        <FormattedMessage id="member.disclosures" />
      </Title>
      {log.data && items.length === 0 ? (
        <Text c="dimmed">
          <FormattedMessage id="disclosures.none" />
        </Text>
      ) : (
        <DisclosureTable label={intl.formatMessage({ id: 'member.disclosures' })} items={items} />
      )}
    </Card>
  );
}
