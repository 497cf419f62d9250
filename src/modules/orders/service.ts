import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { OrderStatus } from '../../db/spending-tables.js';
import { AppError } from '../../lib/app-error.js';
import { HOUR_MS, type Clock } from '../../lib/clock.js';
import { isCheckViolation, isUniqueViolation } from '../../lib/database-errors.js';
import { decodeCursor, encodeCursor } from '../../lib/list-cursor.js';
import { cleanText } from '../../lib/text.js';
import { isUuid } from '../../lib/uuid.js';
import type { Actor, AllowancesService } from '../allowances/service.js';
import type { EventsRepository } from '../events/repository.js';
import type { AuthContext } from '../identity/accounts/auth-context.js';
import { IdempotencyService, type IdempotentResponse } from '../idempotency/service.js';
import { fromCents, money, moneyInput, toCents } from '../../lib/money.js';
import { orderNumber } from '../allowances/presenters.js';
import { forSight } from '../clinical/rule.js';
import type { ClinicalRecords } from '../clinical/service.js';
import type { PrescriptionsService } from '../prescriptions/service.js';
import { toOrders, type OrderView } from './presenters.js';
import type { ApprovalPolicy, OrderRow, OrdersRepository } from './repository.js';
import type { ApprovalPolicyBody, ApproveBody, FulfilBody, OrderCreateBody, OrderListQuery, RejectBody } from './schemas.js';
import { allowedActions, ORDER_TRANSITIONS, type OrderAction } from './state-machine.js';

const DAY_MS = 24 * HOUR_MS;

/**
 * Orders: a member asks a provider for something paid from their allowance. Every action is one
 * transaction that moves the order by a compare-and-set (its row first), then the member's account (a
 * guarded movement with its ledger entry), then the events: always in that order, so that two actions
 * never wait for each other in a circle.
 */
export class OrdersService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly allowances: AllowancesService,
    private readonly prescriptions: PrescriptionsService,
    private readonly clinical: ClinicalRecords,
    private readonly events: EventsRepository,
    private readonly idempotency: IdempotencyService,
    private readonly clock: Clock,
  ) {}

  private get db(): Kysely<DB> {
    return this.orders.db;
  }

  /**
   * POST /v1/orders: a draft, or submitted at once with `submit`. A refused submit refuses the whole
   * request (nothing is created). An Idempotency-Key replays the first answer for the same body.
   */
  async create(auth: AuthContext, body: OrderCreateBody, idempotencyKey: string | string[] | undefined): Promise<IdempotentResponse> {
    const key = IdempotencyService.parseKey(idempotencyKey);
    const currency = auth.account.org_currency;
    const memberId = await this.orderedFor(auth, body.member_id);
    const provider = isUuid(body.provider_id) ? await this.orders.provider(this.db, auth.orgId, body.provider_id.toLowerCase()) : undefined;
    if (!provider) throw AppError.notFound('No such provider.');
    if (provider.status !== 'active')
      throw new AppError('VALIDATION_FAILED', 'This provider is archived: choose another.', [
        { field: 'provider_id', issue: 'is archived', reason: 'archived' },
      ]);
    const lines = body.lines.map((line, index) => {
      const description = cleanText(line.description);
      if (!description) throw AppError.validation(`lines.${index}.description`, 'must not be empty');
      return { description, quantity: line.quantity, cents: moneyInput(line.amount, currency, `lines.${index}.amount`) };
    });
    const requested = lines.reduce((sum, line) => sum + line.cents, 0);
    if (requested > 99_999_999_999_999) throw AppError.validation('lines', 'the total is too large');
    const note = body.note == null ? null : cleanText(body.note) || null;
    const policy = (await this.orders.policy(this.db, auth.orgId))!;
    if (body.prescription_id === undefined && policy.prescription_required_for.includes(body.category))
      throw new AppError(
        'PRESCRIPTION_REQUIRED',
        `An order of category ${body.category} needs a prescription: record it first and name it.`,
        [{ field: 'prescription_id', issue: `is required for ${body.category}`, params: { category: body.category } }],
      );
    const scope = `orders.create:${createHash('sha256').update(JSON.stringify(body)).digest('hex')}`;
    return this.idempotency.run({ userId: auth.userId, key, scope }, async (trx) => {
      const now = this.clock.now();
      const prescription =
        body.prescription_id === undefined ? null : await this.prescriptions.usableFor(trx, auth.orgId, memberId, body.prescription_id);
      const number = await this.orders.nextNumber(trx, auth.orgId);
      const id = await this.orders.insert(
        trx,
        {
          orgId: auth.orgId,
          memberId,
          providerId: provider.id,
          category: body.category,
          requestedAmount: fromCents(requested),
          note,
          prescriptionId: prescription?.id ?? null,
          createdBy: auth.userId,
          lines: lines.map((line) => ({ description: line.description, quantity: line.quantity, amount: fromCents(line.cents) })),
        },
        number,
        now,
      );
      if (body.submit) await this.submitIn(trx, auth, (await this.orders.find(trx, auth.orgId, id))!);
      return { status: 201, body: { data: await this.shown(auth, await this.view(trx, auth.orgId, id), trx) } };
    });
  }

  async get(auth: AuthContext, id: string) {
    const order = await this.visible(this.db, auth, id);
    return this.shown(auth, await this.view(this.db, auth.orgId, order.id));
  }

  /** What the order did to its member's allowance, oldest first: its reserve, releases and capture. */
  async entries(auth: AuthContext, id: string) {
    const order = await this.visible(this.db, auth, id);
    return this.allowances.orderEntries(auth.orgId, order.id, order.currency);
  }

  /** The organisation's orders (a member: only their own), newest first; `needs_my_approval`: the queue, oldest first. */
  async list(auth: AuthContext, query: OrderListQuery) {
    const own = !auth.permissions.includes('finance:read') && !auth.permissions.includes('orders:on_behalf');
    if (own && !auth.account.member_id) return { items: [], next_cursor: null };
    if (query.needs_my_approval && !auth.permissions.includes('finance:approve')) return { items: [], next_cursor: null };
    const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    const rows = await this.orders.page(
      auth.orgId,
      {
        status: query.status,
        memberId: own ? auth.account.member_id! : query.member_id,
        providerId: query.provider_id,
        department: query.department,
        from: query.from,
        to: query.to,
        awaitingVoteOf: query.needs_my_approval ? auth.userId : undefined,
      },
      query.limit,
      cursor,
    );
    const items = await this.shownAll(auth, await this.present(this.db, auth.orgId, rows));
    const last = rows.at(-1);
    const next =
      rows.length === query.limit && last ? encodeCursor({ at: last.cursor_at, id: last.id, page: (cursor?.page ?? 1) + 1 }) : null;
    return { items, next_cursor: next };
  }

  async submit(auth: AuthContext, id: string) {
    return this.act(auth, id, 'submit', (trx, order) => this.submitIn(trx, auth, order));
  }

  /** One approver's vote: less than requested releases the difference at once; the lowest proposed amount wins. */
  async approve(auth: AuthContext, id: string, body: ApproveBody) {
    return this.act(auth, id, 'vote', async (trx, order) => {
      if (order.created_by === auth.userId || order.member_user_id === auth.userId) throw selfApproval();
      const proposed = body.amount ? moneyInput(body.amount, order.currency, 'amount') : toCents(order.requested_amount);
      if (proposed > toCents(order.requested_amount))
        throw AppError.validation('amount', `must not be more than the ${order.requested_amount} requested`);
      await this.cas(trx, order, 'vote');
      const now = this.clock.now();
      try {
        await this.orders.addApproval(trx, order.id, auth.userId, fromCents(proposed), now);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('ALREADY_VOTED', 'You have already approved this order.');
        if (isCheckViolation(error, 'order_approvals_not_own')) throw selfApproval();
        throw error;
      }
      const actor: Actor = { type: 'user', id: auth.userId };
      const held = toCents(order.held);
      if (proposed < held) {
        await this.release(trx, order, held - proposed, actor, 'approved for less than requested');
        await this.orders.setHeld(trx, order.id, fromCents(proposed));
      }
      const votes = await this.orders.votes(trx, order.id);
      await this.orderEvent(trx, order, 'order.approval_recorded', actor, 'submitted', {
        approval: { approver_id: auth.userId, amount: this.money(order, fromCents(proposed)) },
        approvals: votes.count,
        approvals_required: order.approvals_required,
      });
      if (votes.count >= order.approvals_required) {
        await this.cas(trx, order, 'approve', { approved_amount: votes.lowest });
        await this.orderEvent(trx, order, 'order.approved', actor, 'submitted', { approved_amount: this.money(order, votes.lowest!) });
      }
    });
  }

  async reject(auth: AuthContext, id: string, body: RejectBody) {
    return this.act(auth, id, 'reject', async (trx, order) => {
      const note = body.note === undefined ? null : cleanText(body.note) || null;
      const from = order.status;
      await this.cas(trx, order, 'reject', { reject_reason: body.reason, reject_note: note, held: '0' });
      const actor: Actor = { type: 'user', id: auth.userId };
      await this.release(trx, order, toCents(order.held), actor, 'rejected');
      await this.orderEvent(trx, order, 'order.rejected', actor, from, { reason: body.reason });
    });
  }

  /** Captures the final amount (never more than approved) and releases the rest. */
  async fulfil(auth: AuthContext, id: string, body: FulfilBody) {
    return this.act(auth, id, 'fulfil', async (trx, order) => {
      const amount = moneyInput(body.amount, order.currency, 'amount', true);
      if (body.fulfilled_on > this.clock.now().toISOString().slice(0, 10))
        throw AppError.validation('fulfilled_on', 'must not be in the future');
      const invoiceRef = cleanText(body.invoice_ref);
      if (!invoiceRef) throw AppError.validation('invoice_ref', 'must not be empty');
      await this.fulfilIn(trx, order, { cents: amount, invoiceRef, fulfilledOn: body.fulfilled_on }, auth.userId);
    });
  }

  /**
   * Fulfils an approved order in the caller's transaction, as POST .../fulfil does (the API's, and a
   * settlement import's for each row, naming its job): 409 EXCEEDS_APPROVED, 422 PERIOD_CLOSED.
   */
  async fulfilIn(
    trx: Transaction<DB>,
    order: OrderRow,
    fulfilment: { cents: number; invoiceRef: string; fulfilledOn: string; settledByJobId?: string },
    actorId: string,
  ): Promise<void> {
    const amount = fulfilment.cents;
    if (order.status === 'approved' && order.approved_amount !== null && amount > toCents(order.approved_amount)) {
      throw new AppError('EXCEEDS_APPROVED', `The amount is more than the ${order.approved_amount} ${order.currency} approved.`, [
        {
          field: 'amount',
          issue: `must not be more than ${order.approved_amount}`,
          params: { approved: order.approved_amount, currency: order.currency },
        },
      ]);
    }
    const final = fromCents(amount);
    const account = await this.accountOf(trx, order, true);
    await this.cas(trx, order, 'fulfil', {
      final_amount: final,
      invoice_ref: fulfilment.invoiceRef,
      fulfilled_on: fulfilment.fulfilledOn,
      held: '0',
      settled_by_job_id: fulfilment.settledByJobId ?? null,
    });
    const actor: Actor = { type: 'user', id: actorId };
    if (amount > 0)
      await this.allowances.apply(
        trx,
        order.org_id,
        order.currency,
        account,
        { kind: 'capture', reserved: `-${final}`, spent: final, orderId: order.id },
        actor,
      );
    await this.release(trx, order, toCents(order.held) - amount, actor, 'fulfilled for less than held');
    if (order.prescription_id) await this.prescriptions.markUsed(trx, order.org_id, order.prescription_id, actorId);
    await this.orderEvent(trx, order, 'order.fulfilled', actor, 'approved', {
      final_amount: this.money(order, final),
      invoice_ref: fulfilment.invoiceRef,
      ...(fulfilment.settledByJobId ? { job_id: fulfilment.settledByJobId } : {}),
    });
  }

  /**
   * A settlement import's rollback, for one order it fulfilled (found and locked by the caller): approved
   * again, holding its approved amount; its capture reversed and what the fulfilment released put on hold
   * again, each a ledger entry; its prescription usable again. Answers why not when it cannot be: the
   * period has closed, or the member has since spent what it released.
   */
  async unsettleIn(
    trx: Transaction<DB>,
    order: OrderRow,
    jobId: string,
    actorId: string,
  ): Promise<'done' | 'PERIOD_CLOSED' | 'SPENT_SINCE'> {
    if (order.status !== 'fulfilled' || !order.period_id) return 'PERIOD_CLOSED';
    let account: Awaited<ReturnType<OrdersService['accountOf']>>;
    try {
      account = await this.accountOf(trx, order, true);
    } catch (error) {
      if (error instanceof AppError && error.code === 'PERIOD_CLOSED') return 'PERIOD_CLOSED';
      throw error;
    }
    const final = order.final_amount ?? '0';
    const approved = order.approved_amount ?? final;
    const released = fromCents(toCents(approved) - toCents(final));
    const actor: Actor = { type: 'user', id: actorId };
    if (toCents(released) > 0) {
      const held = await this.allowances.apply(
        trx,
        order.org_id,
        order.currency,
        account,
        { kind: 'reserve', reserved: released, orderId: order.id, note: 'settlement rolled back' },
        actor,
      );
      if (!held) return 'SPENT_SINCE';
    }
    if (toCents(final) > 0) {
      await this.allowances.apply(
        trx,
        order.org_id,
        order.currency,
        account,
        { kind: 'capture', reserved: final, spent: `-${final}`, orderId: order.id, note: 'settlement rolled back' },
        actor,
      );
    }
    const policy = (await this.orders.policy(trx, order.org_id))!;
    await this.cas(trx, order, 'unsettle', {
      final_amount: null,
      invoice_ref: null,
      fulfilled_on: null,
      held: approved,
      settled_by_job_id: null,
      expires_at: new Date(this.clock.now().getTime() + policy.reservation_days * DAY_MS),
    } as Parameters<OrdersRepository['transition']>[4]);
    if (order.prescription_id) await this.prescriptions.unmarkUsed(trx, order.org_id, order.prescription_id, actorId);
    await this.orderEvent(trx, order, 'order.settlement_rolled_back', actor, 'fulfilled', {
      job_id: jobId,
      final_amount: this.money(order, final),
    });
    return 'done';
  }

  /** The member (or a SUPER_USER for them) while draft, submitted or approved; finance while approved. Releases what it held. */
  async cancel(auth: AuthContext, id: string) {
    return this.act(auth, id, 'cancel', async (trx, order) => {
      const forMember = auth.permissions.includes('orders:write');
      if (!forMember && order.status !== 'approved' && auth.permissions.includes('finance:write')) {
        throw invalidTransition(order.status, 'cancel', 'Finance cancels only approved orders: reject a submitted one.');
      }
      const from = order.status;
      await this.cas(trx, order, 'cancel', { held: '0' });
      const actor: Actor = { type: 'user', id: auth.userId };
      await this.release(trx, order, toCents(order.held), actor, 'cancelled');
      await this.orderEvent(trx, order, 'order.cancelled', actor, from, {});
    });
  }

  /** Scheduled: orders whose reservation ran out expire and release it, a batch at a time; answers how many. */
  async expireDue(limit = 200): Promise<number> {
    const due = await this.orders.expired(this.clock.now(), limit);
    let expired = 0;
    for (const { id, org_id } of due) {
      const done = await this.db.transaction().execute((trx) => this.expireIn(trx, org_id, id, { type: 'system' }));
      if (done) expired++;
    }
    return expired;
  }

  /**
   * A period's closing with `expire_open`: each of its orders still holding allowance expires and
   * releases it, in the caller's transaction, by the person closing it. Answers how many.
   */
  async expireOpenInPeriod(trx: Transaction<DB>, orgId: string, periodId: string, actor: Actor): Promise<number> {
    let expired = 0;
    for (const id of await this.orders.openInPeriod(trx, orgId, periodId)) if (await this.expireIn(trx, orgId, id, actor)) expired++;
    return expired;
  }

  private async expireIn(trx: Transaction<DB>, orgId: string, id: string, actor: Actor): Promise<boolean> {
    const order = await this.orders.find(trx, orgId, id);
    if (!order || !(await this.orders.transition(trx, order.id, 'expire', this.clock.now(), { held: '0' }))) return false;
    const from = order.status;
    order.status = 'expired';
    await this.release(trx, order, toCents(order.held), actor, 'expired');
    await this.orderEvent(trx, order, 'order.expired', actor, from, {});
    return true;
  }

  async policy(auth: AuthContext) {
    return (await this.orders.policy(this.db, auth.orgId))!;
  }

  async setPolicy(auth: AuthContext, body: ApprovalPolicyBody): Promise<ApprovalPolicy> {
    const currency = auth.account.org_currency;
    const auto = moneyInput(body.auto_approve_max, currency, 'auto_approve_max', true);
    const dual = moneyInput(body.dual_approval_min, currency, 'dual_approval_min', true);
    if (auto > dual) throw AppError.validation('auto_approve_max', 'must not be more than dual_approval_min');
    await this.db.transaction().execute(async (trx) => {
      const before = await this.orders.lockPolicy(trx, auth.orgId);
      const next = {
        auto_approve_max: fromCents(auto),
        dual_approval_min: fromCents(dual),
        reservation_days: body.reservation_days,
        prescription_required_for: body.prescription_required_for ?? before.prescription_required_for,
      };
      const changes = Object.fromEntries(
        (['auto_approve_max', 'dual_approval_min', 'reservation_days', 'prescription_required_for'] as const)
          .filter((key) => String(before[key]) !== String(next[key]))
          .map((key) => [key, { from: before[key], to: next[key] }]),
      );
      if (Object.keys(changes).length === 0) return;
      const now = this.clock.now();
      await this.orders.setPolicy(trx, auth.orgId, next, now);
      await this.events.append(trx, {
        orgId: auth.orgId,
        kind: 'org.updated',
        occurredAt: now,
        data: { org_id: auth.orgId, actor: { type: 'user', id: auth.userId }, changes },
      });
    });
    return this.policy(auth);
  }

  /** The member an order is for: the caller's own member record, or (orders:on_behalf) the one named. */
  private async orderedFor(auth: AuthContext, named: string | undefined): Promise<string> {
    if (auth.permissions.includes('orders:on_behalf')) {
      if (named === undefined) throw AppError.validation('member_id', 'is required: name the member the order is for');
      const member = isUuid(named) ? await this.orders.member(this.db, auth.orgId, named.toLowerCase()) : undefined;
      if (member?.status !== 'active') throw AppError.notFound('No such active member.');
      return member.id;
    }
    const own = auth.account.member_id;
    if (!own) throw new AppError('FORBIDDEN', 'Only a member with a member record can order.');
    if (named !== undefined && named.toLowerCase() !== own) throw new AppError('FORBIDDEN', 'A member orders for themselves only.');
    return own;
  }

  /** The order if the caller may see it (a member: their own); otherwise 404, as for none. */
  private async visible(db: Kysely<DB> | Transaction<DB>, auth: AuthContext, id: string): Promise<OrderRow> {
    const order = isUuid(id) ? await this.orders.find(db, auth.orgId, id.toLowerCase()) : undefined;
    if (!order) throw AppError.notFound('No such order.');
    const seesAll = auth.permissions.includes('finance:read') || auth.permissions.includes('orders:on_behalf');
    if (!seesAll && order.member_id !== auth.account.member_id) throw AppError.notFound('No such order.');
    return order;
  }

  /** An action in one transaction, answering the order as it now is. */
  private async act(auth: AuthContext, id: string, action: OrderAction, work: (trx: Transaction<DB>, order: OrderRow) => Promise<void>) {
    const orderId = await this.db.transaction().execute(async (trx) => {
      const order = await this.visible(trx, auth, id);
      if (!(ORDER_TRANSITIONS[action].from as readonly string[]).includes(order.status)) throw invalidTransition(order.status, action);
      await work(trx, order);
      return order.id;
    });
    return this.shown(auth, await this.view(this.db, auth.orgId, orderId));
  }

  /** The compare-and-set; another action that moved the order first makes this one 409. */
  private async cas(trx: Transaction<DB>, order: OrderRow, action: OrderAction, sets: Parameters<OrdersRepository['transition']>[4] = {}) {
    if (!(await this.orders.transition(trx, order.id, action, this.clock.now(), sets))) {
      const current = await this.orders.find(trx, order.org_id, order.id);
      throw invalidTransition(current?.status ?? order.status, action);
    }
    order.status = ORDER_TRANSITIONS[action].to;
  }

  /** Submit: the order moves, then the account reserves what it asks, or 409 INSUFFICIENT_ALLOWANCE (nothing changed). */
  private async submitIn(trx: Transaction<DB>, auth: AuthContext, order: OrderRow): Promise<void> {
    const now = this.clock.now();
    const policy = (await this.orders.policy(trx, auth.orgId))!;
    const requested = toCents(order.requested_amount);
    const auto = requested <= toCents(policy.auto_approve_max);
    const required = auto ? 0 : requested >= toCents(policy.dual_approval_min) ? 2 : 1;
    const account = await this.accountOf(trx, { ...order, period_id: null });
    await this.cas(trx, order, 'submit', {
      submitted_at: now,
      expires_at: new Date(now.getTime() + policy.reservation_days * DAY_MS),
      period_id: account.period_id,
      held: order.requested_amount,
      approvals_required: required,
    });
    order.held = order.requested_amount;
    order.approvals_required = required;
    order.period_id = account.period_id;
    const actor: Actor = { type: 'user', id: auth.userId };
    const reserved = await this.allowances.apply(
      trx,
      order.org_id,
      order.currency,
      account,
      { kind: 'reserve', reserved: order.requested_amount, orderId: order.id },
      actor,
    );
    if (!reserved) {
      const remaining = (await this.accountOf(trx, order)).remaining;
      throw new AppError(
        'INSUFFICIENT_ALLOWANCE',
        `The order asks for ${order.requested_amount} ${order.currency}; ${remaining} ${order.currency} of the allowance remains.`,
        [
          {
            field: 'requested_amount',
            issue: `is more than the ${remaining} remaining`,
            params: { remaining, requested: order.requested_amount, currency: order.currency },
          },
        ],
      );
    }
    await this.orderEvent(trx, order, 'order.submitted', actor, 'draft', { approvals_required: required });
    if (auto) {
      await this.orders.addApproval(trx, order.id, null, order.requested_amount, now);
      await this.cas(trx, order, 'autoApprove', { approved_amount: order.requested_amount });
      await this.orderEvent(trx, order, 'order.approved', { type: 'system' }, 'submitted', {
        approved_amount: this.money(order, order.requested_amount),
      });
    }
  }

  /**
   * The account an order moves: the member's in the order's own period once it is submitted (a capture
   * needs that period open: 422 PERIOD_CLOSED), in the open period for a submit.
   */
  private async accountOf(trx: Transaction<DB>, order: OrderRow, capture = false) {
    const account = order.period_id
      ? await this.allowances.accountIn(trx, order.org_id, order.member_id, order.period_id, capture)
      : await this.allowances.accountOf(trx, order.org_id, order.member_id);
    if (!account) throw AppError.notFound('No such member.');
    return account;
  }

  private async release(trx: Transaction<DB>, order: OrderRow, cents: number, actor: Actor, note: string): Promise<void> {
    if (cents <= 0) return;
    const account = await this.accountOf(trx, order);
    const amount = fromCents(cents);
    await this.allowances.apply(
      trx,
      order.org_id,
      order.currency,
      account,
      { kind: 'release', reserved: `-${amount}`, orderId: order.id, note },
      actor,
    );
  }

  private money(order: OrderRow, amount: string) {
    return money(amount, order.currency);
  }

  private async orderEvent(
    trx: Transaction<DB>,
    order: OrderRow,
    kind:
      | 'order.submitted'
      | 'order.approval_recorded'
      | 'order.approved'
      | 'order.rejected'
      | 'order.cancelled'
      | 'order.expired'
      | 'order.fulfilled'
      | 'order.settlement_rolled_back',
    actor: Actor,
    from: OrderStatus,
    extra: Record<string, unknown>,
  ): Promise<void> {
    await this.events.append(trx, {
      orgId: order.org_id,
      kind,
      occurredAt: this.clock.now(),
      data: {
        order_id: order.id,
        number: orderNumber(order.number),
        member_id: order.member_id,
        provider_id: order.provider_id,
        category: order.category,
        requested_amount: this.money(order, order.requested_amount),
        status: { from, to: order.status },
        actor,
        ...extra,
      },
    });
  }

  /** Orders whole, with lines, approvals and prescriptions: never sent as they are (see `shown`). */
  private async present(db: Kysely<DB> | Transaction<DB>, orgId: string, rows: readonly OrderRow[]): Promise<OrderView[]> {
    const ids = rows.map((row) => row.id);
    const prescriptionIds = rows.flatMap((row) => (row.prescription_id ? [row.prescription_id] : []));
    return toOrders(
      rows,
      await this.orders.lines(db, ids),
      await this.orders.approvals(db, ids),
      await this.prescriptions.refs(db, orgId, prescriptionIds),
    );
  }

  private async view(db: Kysely<DB> | Transaction<DB>, orgId: string, id: string): Promise<OrderView> {
    return (await this.present(db, orgId, [(await this.orders.find(db, orgId, id))!]))[0]!;
  }

  /** Orders as the caller may see them (the clinical rule), each read of another's clinical detail logged. */
  private async shownAll(auth: AuthContext, views: readonly OrderView[], db?: Transaction<DB>) {
    await this.clinical.disclose(
      auth,
      views.map((view) => ({ member_id: view.member_id, what: 'order' as const, resource_id: view.id })),
      db,
    );
    return views.map((view) => forSight('order', view, this.clinical.sight(auth, view.member_id)));
  }

  private async shown(auth: AuthContext, view: OrderView, db?: Transaction<DB>) {
    return (await this.shownAll(auth, [view], db))[0]!;
  }
}

function invalidTransition(status: OrderStatus, action: OrderAction, message?: string): AppError {
  const allowed = allowedActions(status);
  return new AppError('INVALID_TRANSITION', message ?? `An order that is ${status} cannot be ${pastTense(action)}.`, [
    { field: 'status', issue: `is ${status}; allowed: ${allowed.join(', ') || 'none'}`, params: { status, allowed: allowed.join(',') } },
  ]);
}

function pastTense(action: OrderAction): string {
  const words: Record<OrderAction, string> = {
    submit: 'submitted',
    autoApprove: 'approved',
    vote: 'approved',
    approve: 'approved',
    reject: 'rejected',
    fulfil: 'fulfilled',
    cancel: 'cancelled',
    expire: 'expired',
    unsettle: 'approved again',
  };
  return words[action];
}

function selfApproval(): AppError {
  return new AppError('SELF_APPROVAL', 'Nobody approves their own order: another approver must.');
}
