import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { cursorAt } from '../../db/cursor-at.js';
import { nextOrgNumber } from '../../db/org-numbers.js';
import type { DB } from '../../db/schema.js';
import type { LedgerKind } from '../../db/spending-tables.js';
import type { StatementScope } from './schemas.js';

type Db = Kysely<DB> | Transaction<DB>;

/** Where a statement's entries come from: the scope's accounts or orders in one period, between two days. */
export interface StatementSource {
  orgId: string;
  periodId: string;
  scope: StatementScope;
  /** The member, department or provider the scope names (none for the organisation). */
  subjectId: string | null;
  /** Days (Addis Ababa) the lines are taken from; undefined: every entry of the period's accounts. */
  from?: string | undefined;
  to?: string | undefined;
  withDescriptions: boolean;
}

export interface StatementRow {
  id: string;
  number: number;
  scope: StatementScope;
  member_id: string | null;
  department_id: string | null;
  provider_id: string | null;
  scope_name: string;
  period_id: string;
  period_label: string;
  period_starts_on: string;
  period_ends_on: string;
  from_day: string;
  to_day: string;
  calendar: 'gregorian' | 'ethiopian';
  locale: 'en' | 'am';
  currency: string;
  with_descriptions: boolean;
  opening: string;
  granted: string;
  reserved: string;
  released: string;
  captured: string;
  adjusted: string;
  closing: string;
  line_count: number;
  checksum: string | null;
  created_by: string;
  created_at: Date;
  org_name: string;
}

export interface LineRow {
  position: number;
  entry_id: string;
  occurred_at: Date;
  order_number: number | null;
  member_name: string | null;
  employee_number: string | null;
  department: string | null;
  provider: string | null;
  category: string | null;
  kind: LedgerKind;
  amount: string;
  description: string | null;
}

const ZONE = 'Africa/Addis_Ababa';
/** The first instant of a day in Addis Ababa. */
const dayStart = (day: string) => sql`(${day}::date::timestamp AT TIME ZONE ${ZONE})`;

/** What an entry does to what remains: allowance in, less what is put on hold, less what is spent. */
const EFFECT = sql`(l.allowance_change - l.reserved_change - l.spent_change)`;
/** An entry's amount as its kind reads: granted, put on hold, released, captured; an adjustment by its effect. */
const AMOUNT = sql`CASE l.kind WHEN 'grant' THEN l.allowance_change WHEN 'reserve' THEN l.reserved_change
  WHEN 'release' THEN -l.reserved_change WHEN 'capture' THEN l.spent_change ELSE ${EFFECT} END`;

/** The ledger entries of a source (`l`), with their account (`a`), member (`m`) and order (`o`). */
function entries(source: StatementSource, days: RawBuilder<unknown>, names = false) {
  const subject = {
    member: sql`AND a.member_id = ${source.subjectId}::uuid`,
    department: sql`AND m.department_id = ${source.subjectId}::uuid`,
    provider: sql`AND o.provider_id = ${source.subjectId}::uuid`,
    organisation: sql``,
  }[source.scope];
  return sql`FROM allowance_ledger l
    JOIN allowance_accounts a ON a.id = l.account_id
    JOIN members m ON m.id = a.member_id
    LEFT JOIN orders o ON o.id = l.order_id
    ${names ? sql`LEFT JOIN departments d ON d.id = m.department_id LEFT JOIN providers pr ON pr.id = o.provider_id` : sql``}
    WHERE l.org_id = ${source.orgId}::uuid AND a.period_id = ${source.periodId}::uuid ${subject} ${days}`;
}

const STATEMENT_SELECT = sql`SELECT s.id, s.number, s.scope, s.member_id, s.department_id, s.provider_id, s.scope_name, s.period_id,
    p.label AS period_label, p.starts_on::text AS period_starts_on, p.ends_on::text AS period_ends_on, s.from_day::text AS from_day,
    s.to_day::text AS to_day, s.calendar, s.locale, s.currency, s.with_descriptions, s.opening::text AS opening, s.granted::text AS granted,
    s.reserved::text AS reserved, s.released::text AS released, s.captured::text AS captured, s.adjusted::text AS adjusted,
    s.closing::text AS closing, s.line_count, s.checksum, s.created_by, s.created_at, org.name AS org_name
  FROM statements s JOIN benefit_periods p ON p.id = s.period_id JOIN organisations org ON org.id = s.org_id`;

type PeriodDays = { id: string; label: string; starts_on: string; ends_on: string };
const PERIOD_SELECT = sql`SELECT id, label, starts_on::text AS starts_on, ends_on::text AS ends_on FROM benefit_periods`;

/** Statements and their lines: the only SQL of this capability. */
export class StatementsRepository {
  constructor(readonly db: Kysely<DB>) {}

  async nextNumber(trx: Transaction<DB>, orgId: string): Promise<number> {
    return nextOrgNumber(trx, 'statement_numbers', orgId);
  }

  async insert(
    trx: Transaction<DB>,
    row: {
      orgId: string;
      number: number;
      source: StatementSource;
      scopeName: string;
      fromDay: string;
      toDay: string;
      calendar: 'gregorian' | 'ethiopian';
      locale: 'en' | 'am';
      currency: string;
      createdBy: string;
    },
    now: Date,
  ): Promise<string> {
    const { source } = row;
    const subject = (scope: StatementScope) => (source.scope === scope ? source.subjectId : null);
    const result = await sql<{
      id: string;
    }>`INSERT INTO statements (org_id, number, scope, member_id, department_id, provider_id, scope_name,
        period_id, from_day, to_day, calendar, locale, currency, with_descriptions, opening, granted, reserved, released, captured, adjusted,
        closing, line_count, created_by, created_at)
      VALUES (${row.orgId}::uuid, ${row.number}, ${source.scope}, ${subject('member')}::uuid, ${subject('department')}::uuid,
        ${subject('provider')}::uuid, ${row.scopeName}, ${source.periodId}::uuid, ${row.fromDay}::date, ${row.toDay}::date, ${row.calendar},
        ${row.locale}, ${row.currency}, ${source.withDescriptions}, 0, 0, 0, 0, 0, 0, 0, 0, ${row.createdBy}::uuid, ${now}::timestamptz)
      RETURNING id`.execute(trx);
    return result.rows[0]!.id;
  }

  /**
   * The statement's lines, copied from the ledger by one statement in the statement's own transaction (so
   * with the names as they are now, and never changed after), in the order the entries were written.
   * Then its totals from those lines and the opening (what the same entries before its first day left).
   */
  async snapshot(trx: Transaction<DB>, statementId: string, source: StatementSource): Promise<void> {
    const days =
      source.from === undefined
        ? sql``
        : sql`AND l.created_at >= ${dayStart(source.from)} AND l.created_at < ${dayStart(source.to!)} + interval '1 day'`;
    const description = source.withDescriptions
      ? sql`(SELECT string_agg(ol.description, '; ' ORDER BY ol.position) FROM order_lines ol WHERE ol.order_id = l.order_id)`
      : sql`NULL`;
    await sql`INSERT INTO statement_lines (statement_id, position, entry_id, occurred_at, order_number, member_name, employee_number,
        department, provider, category, kind, amount, effect, description)
      SELECT ${statementId}::uuid, row_number() OVER (ORDER BY l.id), l.id, l.created_at, o.number, m.full_name, m.external_id,
        d.name, pr.name, o.category, l.kind, ${AMOUNT}, ${EFFECT}, ${description}
      ${entries(source, days, true)}`.execute(trx);
    const opening =
      source.from === undefined
        ? sql`0`
        : sql`(SELECT coalesce(sum(${EFFECT}), 0) ${entries(source, sql`AND l.created_at < ${dayStart(source.from)}`)})`;
    await sql`UPDATE statements s SET opening = t.opening, granted = t.granted, reserved = t.reserved, released = t.released,
        captured = t.captured, adjusted = t.adjusted, closing = t.opening + t.moved, line_count = t.n
      FROM (SELECT ${opening} AS opening,
          coalesce(sum(amount) FILTER (WHERE kind = 'grant'), 0) AS granted, coalesce(sum(amount) FILTER (WHERE kind = 'reserve'), 0) AS reserved,
          coalesce(sum(amount) FILTER (WHERE kind = 'release'), 0) AS released, coalesce(sum(amount) FILTER (WHERE kind = 'capture'), 0) AS captured,
          coalesce(sum(amount) FILTER (WHERE kind = 'adjust'), 0) AS adjusted, coalesce(sum(effect), 0) AS moved, count(*)::int AS n
        FROM statement_lines WHERE statement_id = ${statementId}::uuid) t
      WHERE s.id = ${statementId}::uuid`.execute(trx);
  }

  /**
   * Fresh statistics of the lines table once a statement has added many: planned without them, a page of
   * lines (position > n LIMIT k) was found by a bitmap scan and a sort of every line after n, a quarter of
   * a second a page (docs/benchmarks.md). In the statement's own transaction, before its checksum is read.
   */
  async keepLineStatistics(trx: Transaction<DB>, added: number): Promise<void> {
    if (added >= 10_000) await sql`ANALYZE statement_lines`.execute(trx);
  }

  async setChecksum(trx: Transaction<DB>, id: string, checksum: string): Promise<void> {
    await sql`UPDATE statements SET checksum = ${checksum} WHERE id = ${id}::uuid AND checksum IS NULL`.execute(trx);
  }

  async find(db: Db, orgId: string, id: string): Promise<StatementRow | undefined> {
    const result = await sql<StatementRow>`${STATEMENT_SELECT} WHERE s.org_id = ${orgId}::uuid AND s.id = ${id}::uuid`.execute(db);
    return result.rows[0];
  }

  /** Newest first, after the cursor's (created_at, id); only the scopes given, and only a member's when named. */
  async page(
    orgId: string,
    filter: {
      scopes: readonly StatementScope[];
      periodId?: string | undefined;
      memberId?: string | undefined;
      /** Statements with descriptions only of this member (null: none of them); undefined: all of them. */
      describedOnlyOf?: string | null | undefined;
    },
    limit: number,
    after: { at: string; id: string } | undefined,
  ): Promise<(StatementRow & { cursor_at: string })[]> {
    const conditions = [sql`s.org_id = ${orgId}::uuid`, sql`s.scope = ANY(${[...filter.scopes]}::text[])`, sql`s.checksum IS NOT NULL`];
    if (filter.periodId) conditions.push(sql`s.period_id = ${filter.periodId}::uuid`);
    if (filter.memberId) conditions.push(sql`s.member_id = ${filter.memberId}::uuid`);
    if (filter.describedOnlyOf !== undefined)
      conditions.push(sql`(NOT s.with_descriptions OR s.member_id IS NOT DISTINCT FROM ${filter.describedOnlyOf}::uuid)`);
    if (after) conditions.push(sql`(s.created_at, s.id) < (${after.at}::timestamptz, ${after.id}::uuid)`);
    const rows = await sql<
      StatementRow & { cursor_at: string }
    >`${STATEMENT_SELECT}, LATERAL (SELECT ${cursorAt(sql`s.created_at`)} AS cursor_at) c
      WHERE ${sql.join(conditions, sql` AND `)} ORDER BY s.created_at DESC, s.id DESC LIMIT ${limit}`.execute(this.db);
    return rows.rows;
  }

  /** Lines after a position, in order: a page, or the next batch of a download. */
  async lines(db: Db, statementId: string, afterPosition: number, limit: number): Promise<LineRow[]> {
    const result = await sql<LineRow>`SELECT position, entry_id::text AS entry_id, occurred_at, order_number, member_name, employee_number,
        department, provider, category, kind, amount::text AS amount, description
      FROM statement_lines WHERE statement_id = ${statementId}::uuid AND position > ${afterPosition}
      ORDER BY position LIMIT ${limit}`.execute(db);
    return result.rows;
  }

  /** The name of what a scope names, when it is the organisation's (a member of any status, any department or provider). */
  async subjectName(db: Db, orgId: string, scope: StatementScope, id: string | null): Promise<string | undefined> {
    const table = { member: 'members', department: 'departments', provider: 'providers', organisation: 'organisations' }[scope];
    const column = scope === 'member' ? sql`full_name` : sql`name`;
    const where = scope === 'organisation' ? sql`id = ${orgId}::uuid` : sql`org_id = ${orgId}::uuid AND id = ${id}::uuid`;
    const result = await sql<{ name: string }>`SELECT ${column} AS name FROM ${sql.table(table)} WHERE ${where}`.execute(db);
    return result.rows[0]?.name;
  }

  async period(db: Db, orgId: string, id: string) {
    const result = await sql<{
      id: string;
      label: string;
      starts_on: string;
      ends_on: string;
    }>`SELECT id, label, starts_on::text AS starts_on,
        ends_on::text AS ends_on FROM benefit_periods WHERE org_id = ${orgId}::uuid AND id = ${id}::uuid`.execute(db);
    return result.rows[0];
  }

  /** The period whose days hold both days, if one does. */
  async periodHolding(db: Db, orgId: string, from: string, to: string) {
    const result = await sql<PeriodDays>`${PERIOD_SELECT}
      WHERE org_id = ${orgId}::uuid AND starts_on <= ${from}::date AND ends_on >= ${to}::date AND status <> 'planned' LIMIT 1`.execute(db);
    return result.rows[0];
  }
}
