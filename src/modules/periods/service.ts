import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { PeriodStatus } from '../../db/spending-tables.js';
import { AppError } from '../../lib/app-error.js';
import { ethiopianFiscalYear } from '../../lib/benefit-year.js';
import type { Clock } from '../../lib/clock.js';
import { cleanText } from '../../lib/text.js';
import { isUuid } from '../../lib/uuid.js';
import type { Actor } from '../allowances/service.js';
import type { EventsRepository } from '../events/repository.js';
import type { AuthContext } from '../identity/accounts/auth-context.js';
import type { OrdersService } from '../orders/service.js';
import type { PeriodRow, PeriodsRepository } from './repository.js';
import type { PeriodCloseBody, PeriodCreateBody } from './schemas.js';

/** The one table of a period's life: planned, opened once, closed once. */
export const PERIOD_TRANSITIONS = {
  open: { from: 'planned', to: 'open' },
  close: { from: 'open', to: 'closed' },
} as const satisfies Record<string, { from: PeriodStatus; to: PeriodStatus }>;

/**
 * Benefit periods: a year's allowances. Opening one grants every active member their allowance in it (one
 * statement); orders belong to the period open when they were submitted; closing one is refused while its
 * orders still hold allowance, unless they are expired with it. Unspent allowance does not roll over.
 */
export class PeriodsService {
  constructor(
    private readonly periods: PeriodsRepository,
    private readonly orders: OrdersService,
    private readonly events: EventsRepository,
    private readonly clock: Clock,
  ) {}

  list(auth: AuthContext) {
    return this.periods.list(auth.orgId);
  }

  /** One period with what it holds: its accounts' totals and the orders its closing would expire. */
  async get(auth: AuthContext, id: string) {
    const period = await this.visible(auth, id);
    const [open_orders, accounts] = await Promise.all([
      this.periods.openOrders(this.periods.db, period.id),
      this.periods.accountTotals(this.periods.db, period.id),
    ]);
    return { ...period, open_orders, accounts };
  }

  async create(auth: AuthContext, body: PeriodCreateBody): Promise<PeriodRow> {
    if (body.ends_on < body.starts_on)
      throw AppError.validation('ends_on', `must not be before starts_on (${body.starts_on})`, 'A period cannot end before it starts.');
    const label = body.label === undefined ? defaultLabel(body.starts_on, body.ends_on) : cleanText(body.label);
    if (!label) throw AppError.validation('label', 'must not be empty');
    return this.periods.db.transaction().execute(async (trx) => {
      await this.periods.lockOrganisation(trx, auth.orgId);
      const clash = await this.periods.overlapping(trx, auth.orgId, body.starts_on, body.ends_on);
      if (clash)
        throw new AppError('PERIOD_OVERLAP', `The days overlap ${clash.label} (${clash.starts_on} to ${clash.ends_on}).`, [
          {
            field: 'starts_on',
            issue: `overlaps ${clash.label}`,
            params: { period_id: clash.id, label: clash.label, starts_on: clash.starts_on, ends_on: clash.ends_on },
          },
        ]);
      const now = this.clock.now();
      const id = await this.periods.insert(
        trx,
        { orgId: auth.orgId, label, startsOn: body.starts_on, endsOn: body.ends_on, createdBy: auth.userId },
        now,
      );
      await this.event(trx, auth, 'period.created', (await this.periods.find(trx, auth.orgId, id))!, {});
      return (await this.periods.find(trx, auth.orgId, id))!;
    });
  }

  /** Opens a planned period (none other open: 409 PERIOD_OPEN) and grants every active member their allowance in it. */
  async open(auth: AuthContext, id: string) {
    const period = await this.visible(auth, id);
    return this.periods.db.transaction().execute(async (trx) => {
      await this.periods.lockOrganisation(trx, auth.orgId);
      const open = await this.periods.openPeriod(trx, auth.orgId);
      if (open && open.id !== period.id)
        throw new AppError('PERIOD_OPEN', `${open.label} is open: close it before opening ${period.label}.`, [
          { field: 'status', issue: `${open.label} is open`, params: { period_id: open.id, label: open.label } },
        ]);
      const now = this.clock.now();
      await this.move(trx, period, 'open', auth, now);
      const granted = await this.periods.grantAll(trx, auth.orgId, period.id, auth.userId, now);
      const opened = (await this.periods.find(trx, auth.orgId, period.id))!;
      await this.event(trx, auth, 'period.opened', opened, { members_granted: granted });
      return { ...opened, members_granted: granted, accounts: await this.periods.accountTotals(trx, period.id) };
    });
  }

  /**
   * Closes the open period: refused (409 PERIOD_HAS_OPEN_ORDERS) while its orders still hold allowance,
   * unless `expire_open`, which expires them first, releasing what they held.
   */
  async close(auth: AuthContext, id: string, body: PeriodCloseBody) {
    const period = await this.visible(auth, id);
    return this.periods.db.transaction().execute(async (trx) => {
      await this.periods.lockOrganisation(trx, auth.orgId);
      const current = (await this.periods.find(trx, auth.orgId, period.id))!;
      if (current.status !== PERIOD_TRANSITIONS.close.from) throw invalidTransition(current, 'close');
      const open = await this.periods.openOrders(trx, period.id);
      let expired = 0;
      if (open.submitted + open.approved > 0) {
        if (!body.expire_open)
          throw new AppError(
            'PERIOD_HAS_OPEN_ORDERS',
            `${open.submitted} submitted and ${open.approved} approved orders of ${current.label} still hold ${open.held}: settle, reject or cancel them, or close with expire_open to expire them.`,
            [
              {
                field: 'expire_open',
                issue: 'orders still hold allowance',
                params: { submitted: open.submitted, approved: open.approved, held: open.held },
              },
            ],
          );
        expired = await this.orders.expireOpenInPeriod(trx, auth.orgId, period.id, { type: 'user', id: auth.userId } satisfies Actor);
      }
      const now = this.clock.now();
      await this.move(trx, current, 'close', auth, now);
      const closed = (await this.periods.find(trx, auth.orgId, period.id))!;
      const accounts = await this.periods.accountTotals(trx, period.id);
      await this.event(trx, auth, 'period.closed', closed, { orders_expired: expired, unspent: accounts.remaining });
      return { ...closed, orders_expired: expired, accounts };
    });
  }

  private async visible(auth: AuthContext, id: string): Promise<PeriodRow> {
    const period = isUuid(id) ? await this.periods.find(this.periods.db, auth.orgId, id.toLowerCase()) : undefined;
    if (!period) throw AppError.notFound('No such benefit period.');
    return period;
  }

  private async move(trx: Transaction<DB>, period: PeriodRow, action: keyof typeof PERIOD_TRANSITIONS, auth: AuthContext, now: Date) {
    const { from, to } = PERIOD_TRANSITIONS[action];
    if (!(await this.periods.transition(trx, period.id, from, to, auth.userId, now)))
      throw invalidTransition((await this.periods.find(trx, auth.orgId, period.id)) ?? period, action);
  }

  private async event(
    trx: Transaction<DB>,
    auth: AuthContext,
    kind: 'period.created' | 'period.opened' | 'period.closed',
    period: PeriodRow,
    extra: Record<string, unknown>,
  ) {
    await this.events.append(trx, {
      orgId: auth.orgId,
      kind,
      occurredAt: this.clock.now(),
      data: {
        period_id: period.id,
        label: period.label,
        starts_on: period.starts_on,
        ends_on: period.ends_on,
        status: period.status,
        actor: { type: 'user', id: auth.userId },
        ...extra,
      },
    });
  }
}

/** "EFY 2019" for days that are exactly an Ethiopian fiscal year, a Gregorian year's number, else the days. */
function defaultLabel(startsOn: string, endsOn: string): string {
  const fiscal = ethiopianFiscalYear(startsOn);
  if (fiscal.starts_on === startsOn && fiscal.ends_on === endsOn) return fiscal.label;
  if (startsOn.endsWith('-01-01') && endsOn === `${startsOn.slice(0, 4)}-12-31`) return startsOn.slice(0, 4);
  return `${startsOn} to ${endsOn}`;
}

function invalidTransition(period: PeriodRow, action: keyof typeof PERIOD_TRANSITIONS): AppError {
  const words = { open: 'opened', close: 'closed' } as const;
  const allowed = (Object.keys(PERIOD_TRANSITIONS) as (keyof typeof PERIOD_TRANSITIONS)[]).filter(
    (a) => PERIOD_TRANSITIONS[a].from === period.status,
  );
  return new AppError(
    'INVALID_TRANSITION',
    `${period.label} is ${period.status}: it cannot be ${words[action]}${period.status === 'closed' ? ' (a period is closed once)' : ''}.`,
    [
      {
        field: 'status',
        issue: `is ${period.status}; allowed: ${allowed.join(', ') || 'none'}`,
        params: { status: period.status, allowed: allowed.join(',') },
      },
    ],
  );
}
