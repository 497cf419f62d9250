import { Button, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { api, unwrap } from '../../lib/api';
import { formatMoney, type AppLocale } from '../../lib/format';
import { can, useCurrentUser } from '../../lib/session';

const FIGURES = ['allowance', 'reserved', 'spent', 'remaining'] as const;

/** A member's allowance in the open period as their account keeps it: what they have, on hold, spent, and what remains. */
export function MemberAccount({ memberId }: { memberId: string }) {
  const intl = useIntl();
  const locale = intl.locale as AppLocale;
  const { data: user } = useCurrentUser();
  const account = useQuery({
    queryKey: ['allowance', memberId],
    queryFn: () => unwrap(api.GET('/v1/members/{id}/allowance', { params: { path: { id: memberId } } })),
  });
  if (account.error) return <ErrorNotice error={account.error} />;
  const a = account.data;
  return (
    <Card withBorder>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          <FormattedMessage id="member.account" values={{ period: a?.period.label ?? '' }} />
        </Title>
        {can(user, 'orders:on_behalf') && (
          <Button component={Link} to={`/orders/new?member=${memberId}`} variant="light" size="xs">
            <FormattedMessage id="member.newOrder" />
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {FIGURES.map((figure) => (
          <div key={figure}>
            <Text size="sm" c="dimmed">
              <FormattedMessage id={`member.account.${figure}`} />
            </Text>
            <Text fw={figure === 'remaining' ? 700 : undefined} data-testid={`account-${figure}`}>
              {a ? formatMoney(locale, a[figure]) : '…'}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
}
