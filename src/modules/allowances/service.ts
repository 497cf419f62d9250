import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { fromCents, toCents } from '../../lib/money.js';
import { isUuid } from '../../lib/uuid.js';
import type { EventsRepository } from '../events/repository.js';
import { benefitYear } from '../../lib/benefit-year.js';
import { localToday } from '../../lib/local-date.js';
import { toEntry } from './presenters.js';
import type { AccountFigures, AllowancesRepository, Movement } from './repository.js';

/** How many ledger entries an account's answer carries. */
const ENTRIES_SHOWN = 50;

export type Actor = { type: 'user'; id: string } | { type: 'system' };

/** A movement's figures as they stood after it, for the event that says so. */
function changedEvent(orgId: string, figures: AccountFigures, currency: string, movement: Movement, actor: Actor, now: Date) {
  const money = (amount: string) => ({ amount, currency });
  return {
    orgId,
    kind: 'allowance.changed' as const,
    occurredAt: now,
    data: {
      member_id: figures.member_id,
      account_id: figures.account_id,
      period_id: figures.period_id,
      entry: movement.kind,
      order_id: movement.orderId ?? null,
      actor,
      allowance: money(figures.allowance),
      reserved: money(figures.reserved),
      spent: money(figures.spent),
      remaining: money(figures.remaining),
      version: Number(figures.version),
    },
  };
}

/**
 * A member's allowance as an account in the open benefit period: opened when first needed (opening a
 * period opens every active member's at once: modules/periods), changed only by movements that keep reserved + spent within the allowance, each
 * with its ledger entry and an allowance.changed event in the caller's transaction.
 */
export class AllowancesService {
  constructor(
    private readonly accounts: AllowancesRepository,
    private readonly events: EventsRepository,
    private readonly clock: Clock,
  ) {}

  get db(): Kysely<DB> {
    return this.accounts.db;
  }

  /**
   * The member's account in the open period, opened when it has none; undefined for no member of the
   * organisation. With no period open, 422 PERIOD_CLOSED (an organisation that never had a period, made
   * before they were kept from the start, gets its first one here).
   */
  async accountOf(db: Kysely<DB> | Transaction<DB>, orgId: string, memberId: string): Promise<AccountFigures | undefined> {
    const periodId = await this.openPeriodOf(db, orgId);
    return this.accounts.ensureAccount(db, orgId, memberId, periodId, this.clock.now());
  }

  /**
   * The member's account in a given period (an order's own): for its captures and releases. A capture needs
   * the period open (422 PERIOD_CLOSED); a release is taken whatever the period's state.
   */
  async accountIn(
    db: Kysely<DB> | Transaction<DB>,
    orgId: string,
    memberId: string,
    periodId: string,
    needsOpen: boolean,
  ): Promise<AccountFigures | undefined> {
    if (needsOpen && (await this.accounts.periodStatus(db, periodId)) !== 'open') throw periodClosed();
    return this.accounts.ensureAccount(db, orgId, memberId, periodId, this.clock.now());
  }

  private async openPeriodOf(db: Kysely<DB> | Transaction<DB>, orgId: string): Promise<string> {
    const open = await this.accounts.openPeriodId(db, orgId);
    if (open) return open;
    if (await this.accounts.hasHadPeriod(db, orgId)) throw periodClosed();
    const now = this.clock.now();
    const year = benefitYear(await this.accounts.benefitYearKind(db, orgId), localToday(now));
    const first = await this.accounts.firstPeriod(db, orgId, year, now);
    if (!first) throw periodClosed();
    return first;
  }

  /**
   * Applies a movement and records it; undefined (nothing written) when it would take what is held and
   * spent past the allowance. Call it after the order's own change, before any other event of the transaction.
   */
  async apply(
    trx: Transaction<DB>,
    orgId: string,
    currency: string,
    account: AccountFigures,
    movement: Movement,
    actor: Actor,
  ): Promise<AccountFigures | undefined> {
    const now = this.clock.now();
    const figures = await this.accounts.move(
      trx,
      account.account_id,
      { ...movement, actorId: actor.type === 'user' ? actor.id : null },
      now,
    );
    if (figures) await this.events.append(trx, changedEvent(orgId, figures, currency, movement, actor, now));
    return figures;
  }

  /**
   * A member's allowance changed by a person (their own amount, their package's): the open account follows,
   * or 409 ALLOWANCE_BELOW_COMMITTED when the new amount is below what is already held and spent. A member
   * with no account yet opens one with the new amount when first needed.
   */
  async allowanceChanged(trx: Transaction<DB>, orgId: string, currency: string, memberId: string, allowance: string, actor: Actor) {
    const account = await this.accounts.lockOpenAccount(trx, memberId);
    const change = account ? toCents(allowance) - toCents(account.allowance) : 0;
    if (!account || change === 0) return;
    const figures = await this.apply(
      trx,
      orgId,
      currency,
      account,
      { kind: 'adjust', allowance: fromCents(change), note: 'allowance changed' },
      actor,
    );
    if (!figures) throw belowCommitted(account, allowance, currency);
  }

  /** GET /v1/members/:id/allowance: the account and its last entries. */
  async statement(orgId: string, memberId: string) {
    if (!isUuid(memberId) || !(await this.accounts.memberExists(this.db, orgId, memberId.toLowerCase())))
      throw AppError.notFound('No such member.');
    return this.view(orgId, memberId.toLowerCase(), true);
  }

  /** What an order (already found visible to the caller) did to its account, oldest first. */
  async orderEntries(orgId: string, orderId: string, currency: string) {
    return (await this.accounts.orderEntries(this.db, orgId, orderId)).map((entry) => toEntry(entry, currency));
  }

  /**
   * The account as the member's own screens show it (no entries unless asked): in the open period, or
   * with none open, in the last period the member had an account in (or, having none, from their record).
   */
  async view(orgId: string, memberId: string, withEntries = false) {
    try {
      await this.db.transaction().execute((trx) => this.accountOf(trx, orgId, memberId));
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'PERIOD_CLOSED')) throw error;
    }
    const opened = await this.accounts.view(this.db, orgId, memberId);
    // No period open and no account yet (a member added in between): what their record gives them.
    const account = opened ?? (await this.accounts.memberView(this.db, orgId, memberId));
    if (!account) throw periodClosed();
    const entries = withEntries && opened ? await this.accounts.entries(this.db, account.account_id, ENTRIES_SHOWN) : [];
    return { account, entries };
  }
}

/** No benefit period takes the movement: none is open, or the order's own has closed. */
export function periodClosed(): AppError {
  return new AppError('PERIOD_CLOSED', 'No benefit period is open for this: finance opens the next period first.', [
    { field: 'period_id', issue: 'no open benefit period', reason: 'PERIOD_CLOSED' },
  ]);
}

function belowCommitted(account: AccountFigures, allowance: string, currency: string): AppError {
  const committed = fromCents(toCents(account.reserved) + toCents(account.spent));
  return new AppError(
    'ALLOWANCE_BELOW_COMMITTED',
    `The allowance cannot be ${allowance} ${currency}: ${committed} ${currency} of it is already on hold or spent.`,
    [
      {
        field: 'allowance_amount',
        issue: `must be at least ${committed}, what is already on hold or spent`,
        reason: 'ALLOWANCE_BELOW_COMMITTED',
        params: { committed, reserved: account.reserved, spent: account.spent, currency },
      },
    ],
  );
}
