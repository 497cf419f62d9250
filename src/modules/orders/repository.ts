import { sql, type Kysely, type Transaction } from 'kysely';
import { nextOrgNumber } from '../../db/org-numbers.js';
import type { DB } from '../../db/schema.js';
import type { OrderCategory, OrderStatus, ProviderKind } from '../../db/spending-tables.js';
import type { ListCursor } from '../../lib/list-cursor.js';
import { ORDER_TRANSITIONS, type OrderAction } from './state-machine.js';
import { cursorAt } from '../../db/cursor-at.js';

type Db = Kysely<DB> | Transaction<DB>;

/** An order with what its answers show of its member, department and provider. */
export interface OrderRow {
  id: string;
  org_id: string;
  number: number;
  member_id: string;
  member_name: string;
  member_external_id: string;
  member_user_id: string | null;
  department_id: string | null;
  department_name: string | null;
  provider_id: string;
  provider_name: string;
  provider_kind: ProviderKind;
  provider_status: 'active' | 'archived';
  period_id: string | null;
  category: OrderCategory;
  status: OrderStatus;
  requested_amount: string;
  approved_amount: string | null;
  final_amount: string | null;
  held: string;
  approvals_required: number;
  note: string | null;
  reject_reason: string | null;
  reject_note: string | null;
  invoice_ref: string | null;
  fulfilled_on: string | null;
  prescription_id: string | null;
  created_by: string;
  submitted_at: Date | null;
  expires_at: Date | null;
  created_at: Date;
  updated_at: Date;
  currency: string;
  /** The list's place of the row (created_at, or submitted_at for the approvals queue), to the microsecond. */
  cursor_at: string;
}

export interface OrderLineRow {
  order_id: string;
  position: number;
  description: string;
  quantity: number;
  amount: string;
}

export interface ApprovalRow {
  order_id: string;
  approver_id: string | null;
  approver_name: string | null;
  amount: string;
  created_at: Date;
}

export interface NewOrder {
  orgId: string;
  memberId: string;
  providerId: string;
  category: OrderCategory;
  requestedAmount: string;
  note: string | null;
  prescriptionId: string | null;
  createdBy: string;
  lines: { description: string; quantity: number; amount: string }[];
}

export interface OrderFilter {
  status?: OrderStatus | undefined;
  memberId?: string | undefined;
  providerId?: string | undefined;
  /** A department's id, code or name. */
  department?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** Only submitted orders this user may still vote on, oldest first. */
  awaitingVoteOf?: string | undefined;
}

export interface ApprovalPolicy {
  auto_approve_max: string;
  dual_approval_min: string;
  reservation_days: number;
  prescription_required_for: string[];
  currency: string;
}

function orderColumns(cursorColumn: 'created_at' | 'submitted_at') {
  return sql`o.id, o.org_id, o.number, o.member_id, m.full_name AS member_name, m.external_id AS member_external_id, m.user_id AS member_user_id,
    m.department_id, d.name AS department_name, o.provider_id, p.name AS provider_name, p.kind AS provider_kind, p.status AS provider_status,
    o.period_id, o.category, o.status, o.requested_amount::text AS requested_amount, o.approved_amount::text AS approved_amount,
    o.final_amount::text AS final_amount, o.held::text AS held, o.approvals_required, o.note, o.reject_reason, o.reject_note, o.invoice_ref,
    o.fulfilled_on::text AS fulfilled_on, o.prescription_id, o.created_by, o.submitted_at, o.expires_at, o.created_at, o.updated_at, org.currency,
    ${cursorAt(sql.ref(`o.${cursorColumn}`))} AS cursor_at`;
}

const ORDER_FROM = sql`orders o JOIN members m ON m.id = o.member_id LEFT JOIN departments d ON d.id = m.department_id
  JOIN providers p ON p.id = o.provider_id JOIN organisations org ON org.id = o.org_id`;

/** Orders, their lines and approvals, and the organisation's approval policy: the only SQL of this capability. */
export class OrdersRepository {
  constructor(readonly db: Kysely<DB>) {}

  /** The organisation's next order number (ORD-000001 first), one at a time whoever races. */
  async nextNumber(trx: Transaction<DB>, orgId: string): Promise<number> {
    return nextOrgNumber(trx, 'order_numbers', orgId);
  }

  async insert(trx: Transaction<DB>, order: NewOrder, number: number, now: Date): Promise<string> {
    const { id } = await trx
      .insertInto('orders')
      .values({
        org_id: order.orgId,
        number,
        member_id: order.memberId,
        provider_id: order.providerId,
        category: order.category,
        requested_amount: order.requestedAmount,
        note: order.note,
        prescription_id: order.prescriptionId,
        created_by: order.createdBy,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('order_lines')
      .values(order.lines.map((line, index) => ({ order_id: id, position: index + 1, ...line })))
      .execute();
    return id;
  }

  async find(db: Db, orgId: string, id: string): Promise<OrderRow | undefined> {
    const result =
      await sql<OrderRow>`SELECT ${orderColumns('created_at')} FROM ${ORDER_FROM} WHERE o.org_id = ${orgId}::uuid AND o.id = ${id}::uuid`.execute(
        db,
      );
    return result.rows[0];
  }

  /** An order by its number, locked for a change (a settlement's). */
  async findByNumber(trx: Transaction<DB>, orgId: string, number: number): Promise<OrderRow | undefined> {
    const result = await sql<OrderRow>`SELECT ${orderColumns('created_at')} FROM ${ORDER_FROM}
      WHERE o.org_id = ${orgId}::uuid AND o.number = ${number} FOR UPDATE OF o`.execute(trx);
    return result.rows[0];
  }

  async providerByCode(db: Db, orgId: string, code: string): Promise<{ id: string } | undefined> {
    const result = await sql<{
      id: string;
    }>`SELECT id FROM providers WHERE org_id = ${orgId}::uuid AND lower(code) = lower(${code})`.execute(db);
    return result.rows[0];
  }

  /** The orders a settlement import fulfilled, by number, locked for its rollback. */
  async settledBy(trx: Transaction<DB>, orgId: string, jobId: string): Promise<OrderRow[]> {
    const result = await sql<OrderRow>`SELECT ${orderColumns('created_at')} FROM ${ORDER_FROM}
      WHERE o.org_id = ${orgId}::uuid AND o.settled_by_job_id = ${jobId}::uuid ORDER BY o.number FOR UPDATE OF o`.execute(trx);
    return result.rows;
  }

  /**
   * The action as one compare-and-set: the order moves (and takes `sets`) only from a state the action
   * allows; false when it was in another (nothing changed). The row stays locked until the transaction ends.
   */
  async transition(
    trx: Transaction<DB>,
    orderId: string,
    action: OrderAction,
    now: Date,
    sets: Partial<
      Record<
        | 'approved_amount'
        | 'final_amount'
        | 'held'
        | 'approvals_required'
        | 'reject_reason'
        | 'reject_note'
        | 'invoice_ref'
        | 'fulfilled_on'
        | 'period_id'
        | 'settled_by_job_id',
        string | number | null
      >
    > & { submitted_at?: Date; expires_at?: Date } = {},
  ): Promise<boolean> {
    const { from, to } = ORDER_TRANSITIONS[action];
    const result = await trx
      .updateTable('orders')
      .set({ ...sets, status: to, updated_at: now } as never)
      .where('id', '=', orderId)
      .where('status', 'in', from as readonly OrderStatus[] as OrderStatus[])
      .returning('id')
      .executeTakeFirst();
    return result !== undefined;
  }

  async setHeld(trx: Transaction<DB>, orderId: string, held: string): Promise<void> {
    await trx.updateTable('orders').set({ held }).where('id', '=', orderId).execute();
  }

  async lines(db: Db, orderIds: readonly string[]): Promise<OrderLineRow[]> {
    if (orderIds.length === 0) return [];
    return db
      .selectFrom('order_lines')
      .select(['order_id', 'position', 'description', 'quantity', sql<string>`amount::text`.as('amount')])
      .where('order_id', 'in', orderIds)
      .orderBy('order_id')
      .orderBy('position')
      .execute();
  }

  async approvals(db: Db, orderIds: readonly string[]): Promise<ApprovalRow[]> {
    if (orderIds.length === 0) return [];
    return db
      .selectFrom('order_approvals as a')
      .leftJoin('users as u', 'u.id', 'a.approver_id')
      .select(['a.order_id', 'a.approver_id', 'u.full_name as approver_name', sql<string>`a.amount::text`.as('amount'), 'a.created_at'])
      .where('a.order_id', 'in', orderIds)
      .orderBy('a.id')
      .execute();
  }

  /** Records a vote; the table refuses a second vote of the same approver and a vote on one's own order. */
  async addApproval(trx: Transaction<DB>, orderId: string, approverId: string | null, amount: string, now: Date): Promise<void> {
    await trx.insertInto('order_approvals').values({ order_id: orderId, approver_id: approverId, amount, created_at: now }).execute();
  }

  /** The people's votes so far: how many, and the lowest amount proposed. */
  async votes(trx: Transaction<DB>, orderId: string): Promise<{ count: number; lowest: string | null }> {
    const row = await sql<{ count: number; lowest: string | null }>`SELECT count(*)::int AS count, min(amount)::text AS lowest
      FROM order_approvals WHERE order_id = ${orderId}::uuid AND approver_id IS NOT NULL`.execute(trx);
    return row.rows[0]!;
  }

  /** A page of the organisation's orders, newest first (the approvals queue: oldest submitted first), after the cursor. */
  async page(orgId: string, filter: OrderFilter, limit: number, cursor: ListCursor | undefined): Promise<OrderRow[]> {
    const queue = filter.awaitingVoteOf !== undefined;
    const conditions = [sql`o.org_id = ${orgId}::uuid`];
    if (filter.status) conditions.push(sql`o.status = ${filter.status}`);
    if (filter.memberId) conditions.push(sql`o.member_id = ${filter.memberId}::uuid`);
    if (filter.providerId) conditions.push(sql`o.provider_id = ${filter.providerId}::uuid`);
    if (filter.department) {
      const value = filter.department;
      conditions.push(
        /^[0-9a-f-]{36}$/i.test(value)
          ? sql`m.department_id = ${value}::uuid`
          : sql`m.department_id IN (SELECT id FROM departments WHERE org_id = ${orgId}::uuid AND (lower(code) = lower(${value}) OR lower(name) = lower(${value})))`,
      );
    }
    if (filter.from) conditions.push(sql`o.created_at >= ${filter.from}::date`);
    if (filter.to) conditions.push(sql`o.created_at < ${filter.to}::date + 1`);
    if (queue) {
      const me = filter.awaitingVoteOf!;
      conditions.push(
        sql`o.status = 'submitted' AND o.created_by <> ${me}::uuid AND m.user_id IS DISTINCT FROM ${me}::uuid`,
        sql`NOT EXISTS (SELECT 1 FROM order_approvals a WHERE a.order_id = o.id AND a.approver_id = ${me}::uuid)`,
      );
      if (cursor) conditions.push(sql`(o.submitted_at, o.id) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`);
    } else if (cursor) {
      conditions.push(sql`(o.created_at, o.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`);
    }
    const order = queue ? sql`o.submitted_at, o.id` : sql`o.created_at DESC, o.id DESC`;
    const result = await sql<OrderRow>`SELECT ${orderColumns(queue ? 'submitted_at' : 'created_at')} FROM ${ORDER_FROM}
      WHERE ${sql.join(conditions, sql` AND `)} ORDER BY ${order} LIMIT ${limit}`.execute(this.db);
    return result.rows;
  }

  /** Orders whose reservation ran out (submitted or approved past expires_at), oldest first. */
  async expired(now: Date, limit: number): Promise<{ id: string; org_id: string }[]> {
    return this.db
      .selectFrom('orders')
      .select(['id', 'org_id'])
      .where('status', 'in', ['submitted', 'approved'])
      .where('expires_at', '<=', now)
      .orderBy('expires_at')
      .limit(limit)
      .execute();
  }

  /** A period's orders still holding allowance (submitted or approved), oldest first: those its closing expires. */
  async openInPeriod(db: Db, orgId: string, periodId: string): Promise<string[]> {
    const rows = await db
      .selectFrom('orders')
      .select('id')
      .where('org_id', '=', orgId)
      .where('period_id', '=', periodId)
      .where('status', 'in', ['submitted', 'approved'])
      .orderBy('submitted_at')
      .orderBy('id')
      .execute();
    return rows.map((row) => row.id);
  }

  async policy(db: Db, orgId: string): Promise<ApprovalPolicy | undefined> {
    return db
      .selectFrom('organisations')
      .select([
        sql<string>`auto_approve_max::text`.as('auto_approve_max'),
        sql<string>`dual_approval_min::text`.as('dual_approval_min'),
        'reservation_days',
        'prescription_required_for',
        'currency',
      ])
      .where('id', '=', orgId)
      .executeTakeFirst();
  }

  /** The policy, locked for a change. */
  async lockPolicy(trx: Transaction<DB>, orgId: string): Promise<ApprovalPolicy> {
    const row = await sql<ApprovalPolicy>`SELECT auto_approve_max::text AS auto_approve_max, dual_approval_min::text AS dual_approval_min,
      reservation_days, prescription_required_for, currency FROM organisations WHERE id = ${orgId}::uuid FOR NO KEY UPDATE`.execute(trx);
    return row.rows[0]!;
  }

  async setPolicy(trx: Transaction<DB>, orgId: string, policy: Omit<ApprovalPolicy, 'currency'>, now: Date): Promise<void> {
    await trx
      .updateTable('organisations')
      .set({ ...policy, updated_at: now })
      .where('id', '=', orgId)
      .execute();
  }

  /** An active member of the organisation, for an order made for them. */
  async member(db: Db, orgId: string, memberId: string): Promise<{ id: string; user_id: string | null; status: string } | undefined> {
    return db
      .selectFrom('members')
      .select(['id', 'user_id', 'status'])
      .where('org_id', '=', orgId)
      .where('id', '=', memberId)
      .executeTakeFirst();
  }

  async provider(db: Db, orgId: string, providerId: string): Promise<{ id: string; status: string } | undefined> {
    return db.selectFrom('providers').select(['id', 'status']).where('org_id', '=', orgId).where('id', '=', providerId).executeTakeFirst();
  }
}
