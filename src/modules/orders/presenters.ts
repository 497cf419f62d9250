import { money } from '../../lib/money.js';
import { orderNumber } from '../allowances/presenters.js';
import type { PrescriptionRef } from '../prescriptions/presenters.js';
import type { ApprovalRow, OrderLineRow, OrderRow } from './repository.js';
import { allowedActions } from './state-machine.js';

const maybeMoney = (amount: string | null, currency: string) => (amount === null ? null : money(amount, currency));
const iso = (at: Date | null) => (at === null ? null : at.toISOString());

/** An order whole, with its lines, approvals and prescription (the clinical rule withholds before it is sent). */
export function toOrder(
  row: OrderRow,
  lines: readonly OrderLineRow[],
  approvals: readonly ApprovalRow[],
  prescription: PrescriptionRef | null,
) {
  const { currency } = row;
  return {
    id: row.id,
    number: orderNumber(row.number),
    member_id: row.member_id,
    member: {
      id: row.member_id,
      full_name: row.member_name,
      external_id: row.member_external_id,
      department: row.department_id && row.department_name ? { id: row.department_id, name: row.department_name } : null,
    },
    provider: { id: row.provider_id, name: row.provider_name, kind: row.provider_kind },
    category: row.category,
    status: row.status,
    requested_amount: money(row.requested_amount, currency),
    approved_amount: maybeMoney(row.approved_amount, currency),
    final_amount: maybeMoney(row.final_amount, currency),
    held: money(row.held, currency),
    approvals_required: row.approvals_required,
    approvals: approvals.map((approval) => ({
      approver: approval.approver_id ? { id: approval.approver_id, full_name: approval.approver_name ?? '' } : null,
      amount: money(approval.amount, currency),
      at: approval.created_at.toISOString(),
    })),
    lines: lines.map((line) => ({ description: line.description, quantity: line.quantity, amount: money(line.amount, currency) })),
    note: row.note,
    prescription,
    rejection: row.reject_reason ? { reason: row.reject_reason, note: row.reject_note } : null,
    invoice_ref: row.invoice_ref,
    fulfilled_on: row.fulfilled_on,
    submitted_at: iso(row.submitted_at),
    expires_at: iso(row.expires_at),
    allowed_actions: allowedActions(row.status),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export type OrderView = ReturnType<typeof toOrder>;

/** Rows with their lines and approvals, in the rows' order. */
export function toOrders(
  rows: readonly OrderRow[],
  lines: readonly OrderLineRow[],
  approvals: readonly ApprovalRow[],
  prescriptions: ReadonlyMap<string, PrescriptionRef>,
): OrderView[] {
  const group = <T extends { order_id: string }>(items: readonly T[]) => {
    const by = new Map<string, T[]>();
    for (const item of items) by.set(item.order_id, [...(by.get(item.order_id) ?? []), item]);
    return by;
  };
  const [linesOf, approvalsOf] = [group(lines), group(approvals)];
  return rows.map((row) =>
    toOrder(
      row,
      linesOf.get(row.id) ?? [],
      approvalsOf.get(row.id) ?? [],
      row.prescription_id ? (prescriptions.get(row.prescription_id) ?? null) : null,
    ),
  );
}
