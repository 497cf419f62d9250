import { Alert, Button, Card, Group, NativeSelect, SimpleGrid, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import type { Order, RejectReason } from '../../api/types';
import { ErrorNotice } from '../../components/ErrorNotice';
import { ListTable } from '../../components/ScrollableTable';
import { apiErrorMessage } from '../../lib/api-error-message';
import { formatDate, formatDateTime, formatMoney, type AppLocale } from '../../lib/format';
import { notify } from '../../lib/notify';
import { useCurrentUser } from '../../lib/session';
import { useOrder, useOrderEntries } from './api/useOrders';
import { useMoveOrder, type OrderMove } from './api/useOrderChanges';
import { amountOf } from './logic/order-amounts';
import { OrderStatusBadge } from './OrderStatusBadge';
import { LabelledValue } from '../../components/LabelledValue';
import { Loading } from '../../components/Loading';

const REASONS: readonly RejectReason[] = ['OVER_POLICY', 'NOT_COVERED', 'MISSING_PRESCRIPTION', 'DUPLICATE', 'OTHER'];

/** One order: what was asked, its approvals, and the moves the viewer's role and the order's state allow. */
export default function OrderPage() {
  const { id = '' } = useParams();
  const intl = useIntl();
  const locale = intl.locale as AppLocale;
  const order = useOrder(id);
  const { data: user } = useCurrentUser();
  if (order.isPending) return <Loading />;
  if (order.error) return <ErrorNotice error={order.error} />;
  const o = order.data;
  const money = (m: { amount: string; currency: string } | null) => (m ? formatMoney(locale, m) : '—');

  return (
    <Stack maw={900}>
      <Group justify="space-between">
        <Title order={1}>{o.number}</Title>
        <span data-testid="order-status">
          <OrderStatusBadge status={o.status} />
        </span>
      </Group>
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <LabelledValue label="orders.member" value={o.member.full_name} />
          <LabelledValue
            label="orders.provider"
            value={`${o.provider.name} · ${intl.formatMessage({ id: `providers.kind.${o.provider.kind}` })}`}
          />
          <LabelledValue label="orders.category" value={intl.formatMessage({ id: `orders.category.${o.category}` })} />
          <LabelledValue label="orders.requested" value={money(o.requested_amount)} />
          <LabelledValue label="orders.approved" value={money(o.approved_amount)} />
          <LabelledValue label="orders.final" value={money(o.final_amount)} />
          <LabelledValue label="orders.held" value={money(o.held)} />
          <LabelledValue label="orders.submitted" value={o.submitted_at ? formatDateTime(locale, o.submitted_at) : '—'} />
          {o.expires_at && ['submitted', 'approved'].includes(o.status) && (
            <LabelledValue label="orders.expires" value={formatDateTime(locale, o.expires_at)} />
          )}
          {o.invoice_ref && (
            <LabelledValue
              label="orders.invoice"
              value={`${o.invoice_ref} · ${o.fulfilled_on ? formatDate(locale, o.fulfilled_on) : ''}`}
            />
          )}
          {o.rejection && (
            <LabelledValue
              label="orders.rejection"
              value={`${intl.formatMessage({ id: `orders.reason.${o.rejection.reason}` })}${o.rejection.note ? `: ${o.rejection.note}` : ''}`}
            />
          )}
          {'note' in o && o.note && <LabelledValue label="orders.note" value={o.note} />}
        </SimpleGrid>
      </Card>
      {o.withheld.length > 0 && (
        <Alert color="gray" title={intl.formatMessage({ id: 'orders.withheld' })}>
          <FormattedMessage id="orders.withheld.detail" />
        </Alert>
      )}
      {o.withheld.length === 0 && user?.permissions.includes('clinical:read') && o.member_id !== user.member_id && (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="orders.clinical.logged" />
        </Text>
      )}
      <ListTable
        label={intl.formatMessage({ id: 'orders.lines' })}
        minWidth={420}
        columns={['description', 'quantity', 'amount']}
        messagePrefix="orders.lineColumn"
      >
        {o.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines are in their order and never move
          <Table.Tr key={index}>
            <Table.Td>{'description' in line ? line.description : <FormattedMessage id="orders.withheld" />}</Table.Td>
            <Table.Td>{'quantity' in line ? line.quantity : '—'}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{money(line.amount)}</Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <Card withBorder>
        <Title order={2} size="h4">
          <FormattedMessage
            id="orders.approvals"
            values={{ has: o.approvals.filter((a) => a.approver).length, needs: o.approvals_required }}
          />
        </Title>
        {o.approvals.length === 0 ? (
          <Text c="dimmed">—</Text>
        ) : (
          o.approvals.map((a) => (
            <Text key={a.at}>
              {a.approver ? a.approver.full_name : intl.formatMessage({ id: 'orders.bySystem' })} · {money(a.amount)} ·{' '}
              {formatDateTime(locale, a.at)}
            </Text>
          ))
        )}
      </Card>
      <OrderMoves order={o} permissions={user?.permissions ?? []} own={o.member_id === user?.member_id} />
      <OrderLedger order={o} />
    </Stack>
  );
}

/** The moves the order's state allows that the viewer may make, each a form of its own. */
function OrderMoves({ order, permissions, own }: { order: Order; permissions: readonly string[]; own: boolean }) {
  const intl = useIntl();
  const move = useMoveOrder(order.id);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState<RejectReason>('NOT_COVERED');
  const [note, setNote] = useState('');
  const [invoice, setInvoice] = useState('');
  const [finalAmount, setFinalAmount] = useState(order.approved_amount?.amount ?? '');
  const [fulfilledOn, setFulfilledOn] = useState(new Date().toISOString().slice(0, 10));
  const allowed = new Set(order.allowed_actions);
  const has = (p: string) => permissions.includes(p);
  const forMember = has('orders:write') && (own || has('orders:on_behalf'));
  const run = (m: OrderMove, done: string) =>
    move.mutate(m, {
      onSuccess: () => notify(intl, 'green', intl.formatMessage({ id: done }, { number: order.number })),
      onError: (error) => notify(intl, 'red', apiErrorMessage(intl, error)),
    });
  const money = (typed: string) => ({ amount: amountOf(typed) ?? typed, currency: order.requested_amount.currency });
  const sections: ReactNode[] = [];

  if (allowed.has('submit') && forMember)
    sections.push(
      <Button key="submit" onClick={() => run({ action: 'submit' }, 'orders.done.submitted')} loading={move.isPending}>
        <FormattedMessage id="orders.action.submit" />
      </Button>,
    );
  if (allowed.has('approve') && has('finance:approve') && !own)
    sections.push(
      <Card key="approve" withBorder>
        <Stack gap="xs">
          <TextInput
            label={intl.formatMessage({ id: 'orders.approveAmount' }, { requested: order.requested_amount.amount })}
            description={intl.formatMessage({ id: 'orders.approveAmount.hint' })}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
          />
          <Group>
            <Button
              onClick={() => run({ action: 'approve', ...(amount.trim() ? { amount: money(amount) } : {}) }, 'orders.done.approved')}
              loading={move.isPending}
            >
              <FormattedMessage id="orders.action.approve" />
            </Button>
          </Group>
          <NativeSelect
            label={intl.formatMessage({ id: 'orders.rejectReason' })}
            data={REASONS.map((r) => ({ value: r, label: intl.formatMessage({ id: `orders.reason.${r}` }) }))}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value as RejectReason)}
          />
          <Textarea
            label={intl.formatMessage({ id: 'orders.rejectNote' })}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            autosize
            maxLength={1000}
          />
          <Group>
            <Button
              color="red"
              variant="light"
              onClick={() => run({ action: 'reject', reason, ...(note.trim() ? { note: note.trim() } : {}) }, 'orders.done.rejected')}
              loading={move.isPending}
            >
              <FormattedMessage id="orders.action.reject" />
            </Button>
          </Group>
        </Stack>
      </Card>,
    );
  if (allowed.has('fulfil') && has('finance:write'))
    sections.push(
      <Card key="fulfil" withBorder>
        <Stack gap="xs">
          <TextInput
            label={intl.formatMessage({ id: 'orders.finalAmount' })}
            inputMode="decimal"
            value={finalAmount}
            onChange={(e) => setFinalAmount(e.currentTarget.value)}
          />
          <TextInput
            label={intl.formatMessage({ id: 'orders.invoice' })}
            value={invoice}
            onChange={(e) => setInvoice(e.currentTarget.value)}
            required
          />
          <TextInput
            label={intl.formatMessage({ id: 'orders.fulfilledOn' })}
            type="date"
            value={fulfilledOn}
            onChange={(e) => setFulfilledOn(e.currentTarget.value)}
          />
          <Group>
            <Button
              onClick={() =>
                run(
                  { action: 'fulfil', amount: money(finalAmount), invoice_ref: invoice.trim(), fulfilled_on: fulfilledOn },
                  'orders.done.fulfilled',
                )
              }
              loading={move.isPending}
              disabled={!invoice.trim()}
            >
              <FormattedMessage id="orders.action.fulfil" />
            </Button>
          </Group>
        </Stack>
      </Card>,
    );
  if (allowed.has('cancel') && (forMember || (has('finance:write') && order.status === 'approved')))
    sections.push(
      <Button
        key="cancel"
        color="red"
        variant="default"
        onClick={() => run({ action: 'cancel' }, 'orders.done.cancelled')}
        loading={move.isPending}
      >
        <FormattedMessage id="orders.action.cancel" />
      </Button>,
    );
  if (sections.length === 0) return null;
  return <Stack>{sections}</Stack>;
}

/** What the order did to the member's account, from its ledger. */
function OrderLedger({ order }: { order: Order }) {
  const intl = useIntl();
  const locale = intl.locale as AppLocale;
  const entries = useOrderEntries(order.id, order.updated_at).data ?? [];
  if (entries.length === 0) return null;
  return (
    <ListTable
      label={intl.formatMessage({ id: 'orders.ledger' })}
      minWidth={560}
      columns={['kind', 'change', 'remaining', 'at']}
      messagePrefix="ledger.column"
    >
      {entries.map((e) => (
        <Table.Tr key={e.id}>
          <Table.Td>
            <FormattedMessage id={`ledger.kind.${e.kind}`} />
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(locale, Number(e.spent_change.amount) !== 0 ? e.spent_change : e.reserved_change)}
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoney(locale, e.remaining_after)}</Table.Td>
          <Table.Td>{formatDateTime(locale, e.at)}</Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
