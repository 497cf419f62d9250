import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { PeriodStatus } from '../../db/spending-tables.js';
import { openAccounts } from '../allowances/repository.js';

type Db = Kysely<DB> | Transaction<DB>;

export interface PeriodRow {
  id: string;
  label: string;
  starts_on: string;
  ends_on: string;
  status: PeriodStatus;
  opened_at: Date | null;
  closed_at: Date | null;
  created_at: Date;
}

const COLUMNS = sql`id, label, starts_on::text AS starts_on, ends_on::text AS ends_on, status, opened_at, closed_at, created_at`;

/**
 * Benefit periods: the only SQL of this capability. Every change runs with the organisation's row locked
 * (lockOrganisation), so that two requests never both find no overlap, or no open period.
 */
export class PeriodsRepository {
  constructor(readonly db: Kysely<DB>) {}

  async list(orgId: string): Promise<PeriodRow[]> {
    const result = await sql<PeriodRow>`SELECT ${COLUMNS} FROM benefit_periods WHERE org_id = ${orgId}::uuid
      ORDER BY starts_on DESC, created_at DESC`.execute(this.db);
    return result.rows;
  }

  async find(db: Db, orgId: string, id: string): Promise<PeriodRow | undefined> {
    const result = await sql<PeriodRow>`SELECT ${COLUMNS} FROM benefit_periods WHERE org_id = ${orgId}::uuid AND id = ${id}::uuid`.execute(
      db,
    );
    return result.rows[0];
  }

  async lockOrganisation(trx: Transaction<DB>, orgId: string): Promise<void> {
    await sql`SELECT 1 FROM organisations WHERE id = ${orgId}::uuid FOR UPDATE`.execute(trx);
  }

  /** A period of the organisation whose days meet these (other than `except`). */
  async overlapping(trx: Transaction<DB>, orgId: string, startsOn: string, endsOn: string): Promise<PeriodRow | undefined> {
    const result = await sql<PeriodRow>`SELECT ${COLUMNS} FROM benefit_periods
      WHERE org_id = ${orgId}::uuid AND starts_on <= ${endsOn}::date AND ends_on >= ${startsOn}::date
      ORDER BY starts_on LIMIT 1`.execute(trx);
    return result.rows[0];
  }

  async openPeriod(db: Db, orgId: string): Promise<PeriodRow | undefined> {
    const result = await sql<PeriodRow>`SELECT ${COLUMNS} FROM benefit_periods WHERE org_id = ${orgId}::uuid AND status = 'open'`.execute(
      db,
    );
    return result.rows[0];
  }

  async insert(
    trx: Transaction<DB>,
    period: { orgId: string; label: string; startsOn: string; endsOn: string; createdBy: string },
    now: Date,
  ): Promise<string> {
    const row = await trx
      .insertInto('benefit_periods')
      .values({
        org_id: period.orgId,
        label: period.label,
        starts_on: period.startsOn,
        ends_on: period.endsOn,
        status: 'planned',
        created_by: period.createdBy,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The compare-and-set of a period's life: from one status to the next; false when it was not in `from`. */
  async transition(
    trx: Transaction<DB>,
    id: string,
    from: PeriodStatus,
    to: PeriodStatus,
    actorId: string | null,
    now: Date,
  ): Promise<boolean> {
    const stamps =
      to === 'open'
        ? sql`opened_at = ${now}::timestamptz, opened_by = ${actorId}::uuid`
        : sql`closed_at = ${now}::timestamptz, closed_by = ${actorId}::uuid`;
    const result = await sql`UPDATE benefit_periods SET status = ${to}, ${stamps}, updated_at = ${now}::timestamptz
      WHERE id = ${id}::uuid AND status = ${from}`.execute(trx);
    return Number(result.numAffectedRows ?? 0) === 1;
  }

  /**
   * Opens an account for each active member of the organisation in the period, each with its grant entry
   * (and, in the organisation's first year, what the import recorded as used): one statement, however many
   * members. Answers how many accounts it opened.
   */
  async grantAll(trx: Transaction<DB>, orgId: string, periodId: string, actorId: string | null, now: Date): Promise<number> {
    return openAccounts(trx, sql`m.org_id = ${orgId}::uuid AND m.status = 'active'`, periodId, actorId, now);
  }

  /** The period's orders still holding allowance (submitted or approved), and what they hold. */
  async openOrders(db: Db, periodId: string): Promise<{ submitted: number; approved: number; held: string }> {
    const result = await sql<{ submitted: string; approved: string; held: string }>`SELECT
        count(*) FILTER (WHERE status = 'submitted')::text AS submitted, count(*) FILTER (WHERE status = 'approved')::text AS approved,
        coalesce(sum(held), 0)::numeric(16, 2)::text AS held
      FROM orders WHERE period_id = ${periodId}::uuid AND status IN ('submitted', 'approved')`.execute(db);
    const row = result.rows[0]!;
    return { submitted: Number(row.submitted), approved: Number(row.approved), held: row.held };
  }

  /** How many accounts the period has, and the allowance they were given and have left. */
  async accountTotals(db: Db, periodId: string): Promise<{ accounts: number; allowance: string; spent: string; remaining: string }> {
    const result = await sql<{ accounts: string; allowance: string; spent: string; remaining: string }>`SELECT count(*)::text AS accounts,
        coalesce(sum(allowance), 0)::numeric(16, 2)::text AS allowance, coalesce(sum(spent), 0)::numeric(16, 2)::text AS spent,
        coalesce(sum(allowance - reserved - spent), 0)::numeric(16, 2)::text AS remaining
      FROM allowance_accounts WHERE period_id = ${periodId}::uuid`.execute(db);
    const row = result.rows[0]!;
    return { accounts: Number(row.accounts), allowance: row.allowance, spent: row.spent, remaining: row.remaining };
  }
}
