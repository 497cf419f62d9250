import { Badge } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { OrderStatus } from '../../api/types';

const COLOURS: Record<OrderStatus, string> = {
  draft: 'gray',
  submitted: 'blue',
  approved: 'teal',
  fulfilled: 'green',
  rejected: 'red',
  cancelled: 'gray',
  expired: 'orange',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge color={COLOURS[status]} variant="light" style={{ minWidth: 'max-content' }}>
      <FormattedMessage id={`orders.status.${status}`} />
    </Badge>
  );
}
