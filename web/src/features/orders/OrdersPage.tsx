import { Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Order, OrderStatus } from '../../api/types';
import { ErrorNotice } from '../../components/ErrorNotice';
import { AnySelect, StatusSelect } from '../../components/ListFilters';
import { ListTable } from '../../components/ScrollableTable';
import { formatDateTime, formatMoney, type AppLocale } from '../../lib/format';
import { can, useCurrentUser } from '../../lib/session';
import { useDepartmentChoices, useOrders } from './api/useOrders';
import { OrderStatusBadge } from './OrderStatusBadge';

const STATUSES: readonly OrderStatus[] = ['draft', 'submitted', 'approved', 'fulfilled', 'rejected', 'cancelled', 'expired'];

/** Orders, newest first: a member's own ("My orders"), or the organisation's for finance, HR and the super user. */
export default function OrdersPage() {
  const intl = useIntl();
  const { data: user } = useCurrentUser();
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const [department, setDepartment] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const own = !can(user, 'finance:read');
  const departments = useDepartmentChoices(!own);
  const orders = useOrders({
    limit: 25,
    ...(status ? { status } : {}),
    ...(department ? { department } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  });
  const items = orders.data?.pages.flatMap((page) => page.items) ?? [];
  const title = own ? 'orders.mine' : 'orders.title';

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>
          <FormattedMessage id={title} />
        </Title>
        {own && user?.member_id && (
          <Button component={Link} to="/orders/new">
            <FormattedMessage id="orders.new.title" />
          </Button>
        )}
      </Group>
      <Group align="flex-end">
        <StatusSelect statuses={STATUSES} messagePrefix="orders.status" value={status} onChange={setStatus} />
        {!own && (
          <>
            <AnySelect
              label={intl.formatMessage({ id: 'orders.filter.department' })}
              options={(departments.data?.items ?? []).map((d) => ({ value: d.id, label: d.name }))}
              value={department}
              onChange={setDepartment}
            />
            <TextInput
              type="date"
              label={intl.formatMessage({ id: 'orders.filter.from' })}
              value={from}
              onChange={(e) => setFrom(e.currentTarget.value)}
            />
            <TextInput
              type="date"
              label={intl.formatMessage({ id: 'orders.filter.to' })}
              value={to}
              onChange={(e) => setTo(e.currentTarget.value)}
            />
          </>
        )}
      </Group>
      <ErrorNotice error={orders.error} />
      <OrderTable label={intl.formatMessage({ id: title })} orders={items} showMember={!own} />
      {!orders.isPending && items.length === 0 && (
        <Text c="dimmed">
          <FormattedMessage id="orders.none" />
        </Text>
      )}
      {orders.hasNextPage && (
        <Button variant="default" onClick={() => orders.fetchNextPage()} loading={orders.isFetchingNextPage}>
          <FormattedMessage id="orders.more" />
        </Button>
      )}
    </Stack>
  );
}

/** Orders in a table: number (a link to the order), member, provider, amount, status, when. */
export function OrderTable({
  label,
  orders,
  showMember,
  extra,
}: {
  label: string;
  orders: readonly Order[];
  showMember: boolean;
  extra?: { column: string; cell: (order: Order) => React.ReactNode };
}) {
  const intl = useIntl();
  const locale = intl.locale as AppLocale;
  const columns = ['number', ...(showMember ? ['member'] : []), 'provider', 'amount', 'status', 'date', ...(extra ? [extra.column] : [])];
  return (
    <ListTable label={label} minWidth={showMember ? 860 : 560} columns={columns} messagePrefix="orders.column">
      {orders.map((order) => (
        <Table.Tr key={order.id}>
          <Table.Td>
            <Link to={`/orders/${order.id}`}>{order.number}</Link>
          </Table.Td>
          {showMember && (
            <Table.Td>
              <Text inherit>{order.member.full_name}</Text>
              {order.member.department && (
                <Text size="sm" c="dimmed">
                  {order.member.department.name}
                </Text>
              )}
            </Table.Td>
          )}
          <Table.Td>
            <Text inherit>{order.provider.name}</Text>
            <Text size="sm" c="dimmed">
              <FormattedMessage id={`orders.category.${order.category}`} />
            </Text>
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoney(locale, order.approved_amount ?? order.requested_amount)}</Table.Td>
          <Table.Td>
            <OrderStatusBadge status={order.status} />
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(locale, order.submitted_at ?? order.created_at)}</Table.Td>
          {extra && <Table.Td>{extra.cell(order)}</Table.Td>}
        </Table.Tr>
      ))}
    </ListTable>
  );
}
