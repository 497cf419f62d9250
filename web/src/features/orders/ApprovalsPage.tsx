import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Order } from '../../api/types';
import { ErrorNotice } from '../../components/ErrorNotice';
import { apiErrorMessage } from '../../lib/api-error-message';
import { notify } from '../../lib/notify';
import { useOrders } from './api/useOrders';
import { useMoveOrder } from './api/useOrderChanges';
import { OrderTable } from './OrdersPage';

/** Finance's queue: submitted orders the officer may still vote on, oldest first; approve here, or open one to approve less or reject. */
export default function ApprovalsPage() {
  const intl = useIntl();
  const queue = useOrders({ needs_my_approval: true, limit: 50 });
  const items = queue.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack>
      <Title order={1}>
        <FormattedMessage id="approvals.title" />
      </Title>
      <ErrorNotice error={queue.error} />
      <OrderTable
        label={intl.formatMessage({ id: 'approvals.title' })}
        orders={items}
        showMember
        extra={{ column: 'actions', cell: (order) => <QueueActions order={order} /> }}
      />
      {!queue.isPending && items.length === 0 && (
        <Text c="dimmed" role="status">
          <FormattedMessage id="approvals.none" />
        </Text>
      )}
      {queue.hasNextPage && (
        <Button variant="default" onClick={() => queue.fetchNextPage()} loading={queue.isFetchingNextPage}>
          <FormattedMessage id="orders.more" />
        </Button>
      )}
    </Stack>
  );
}

function QueueActions({ order }: { order: Order }) {
  const intl = useIntl();
  const move = useMoveOrder(order.id);
  const votes = order.approvals.filter((a) => a.approver).length;
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        <FormattedMessage id="approvals.votes" values={{ has: votes, needs: order.approvals_required }} />
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Button
          size="xs"
          loading={move.isPending}
          aria-label={intl.formatMessage({ id: 'approvals.approve.label' }, { number: order.number })}
          onClick={() =>
            move.mutate(
              { action: 'approve' },
              {
                onSuccess: () => notify(intl, 'green', intl.formatMessage({ id: 'approvals.approved' }, { number: order.number })),
                onError: (error) => notify(intl, 'red', apiErrorMessage(intl, error)),
              },
            )
          }
        >
          <FormattedMessage id="approvals.approve" />
        </Button>
        <Button
          size="xs"
          variant="default"
          component={Link}
          to={`/orders/${order.id}`}
          aria-label={intl.formatMessage({ id: 'approvals.review.label' }, { number: order.number })}
        >
          <FormattedMessage id="approvals.review" />
        </Button>
      </Group>
    </Stack>
  );
}
