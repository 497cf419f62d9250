import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { LedgerKind } from '../../db/spending-tables.js';
import type { BenefitYear, BenefitYearKind } from '../../lib/benefit-year.js';
import { openFirstPeriod } from '../../db/first-period.js';

type Db = Kysely<DB> | Transaction<DB>;

/** An account's figures after a change, as the ledger entry recorded them. */
export interface AccountFigures {
  account_id: string;
  member_id: string;
  period_id: string;
  allowance: string;
  reserved: string;
  spent: string;
  remaining: string;
  version: string;
}

export interface AccountView extends AccountFigures {
  currency: string;
  period_label: string;
  starts_on: string;
  ends_on: string;
  period_status: 'open' | 'closed' | 'planned';
}

export interface LedgerEntryRow {
  id: string;
  kind: LedgerKind;
  allowance_change: string;
  reserved_change: string;
  spent_change: string;
  allowance_after: string;
  reserved_after: string;
  spent_after: string;
  version: string;
  order_id: string | null;
  order_number: number | null;
  actor_id: string | null;
  actor_name: string | null;
  note: string | null;
  created_at: Date;
}

/** One change of an account: what moves (signed), and why. */
export interface Movement {
  kind: LedgerKind;
  allowance?: string;
  reserved?: string;
  spent?: string;
  orderId?: string | null;
  actorId?: string | null;
  note?: string | null;
}

const FIGURES = sql`a.id AS account_id, a.member_id, a.period_id, a.allowance::text AS allowance, a.reserved::text AS reserved,
  a.spent::text AS spent, (a.allowance - a.reserved - a.spent)::numeric(14, 2)::text AS remaining, a.version::text AS version`;

/**
 * What a member's account starts with as spent: what the import recorded as used, in the organisation's
 * first year only (until a period has closed; capped at the allowance), nothing in the years after.
 */
const OPENING_SPENT = sql`CASE WHEN EXISTS (SELECT 1 FROM benefit_periods c WHERE c.org_id = m.org_id AND c.status = 'closed')
  THEN 0 ELSE least(m.allowance_used, m.allowance_amount) END`;

/**
 * Opens the account of each member the condition (over `m`) names in the period, each with its grant
 * entry and, where the import recorded some as used, its opening adjust entry: one statement, for one
 * member (when first needed) or every active member (a period's opening). Answers how many it opened.
 */
export async function openAccounts(
  db: Db,
  members: RawBuilder<unknown>,
  periodId: string,
  actorId: string | null,
  now: Date,
): Promise<number> {
  const result = await sql<{ n: string }>`WITH opened AS (
      INSERT INTO allowance_accounts (org_id, member_id, period_id, allowance, spent, created_at, updated_at)
      SELECT m.org_id, m.id, ${periodId}::uuid, m.allowance_amount, ${OPENING_SPENT}, ${now}::timestamptz, ${now}::timestamptz
      FROM members m WHERE ${members}
      ON CONFLICT (member_id, period_id) DO NOTHING
      RETURNING *
    ), entries AS (
      INSERT INTO allowance_ledger (org_id, account_id, kind, allowance_change, spent_change, allowance_after, reserved_after, spent_after, version, actor_id, note, created_at)
      SELECT org_id, id, 'grant', allowance, 0, allowance, 0, 0, version, ${actorId}::uuid, 'opening allowance', ${now}::timestamptz FROM opened
      UNION ALL
      SELECT org_id, id, 'adjust', 0, spent, allowance, 0, spent, version, ${actorId}::uuid, 'used before the portal kept the account', ${now}::timestamptz FROM opened WHERE spent > 0
    )
    SELECT count(*)::text AS n FROM opened`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

const ENTRY_SELECT = sql`SELECT l.id::text AS id, l.kind, l.allowance_change::text AS allowance_change,
    l.reserved_change::text AS reserved_change, l.spent_change::text AS spent_change, l.allowance_after::text AS allowance_after,
    l.reserved_after::text AS reserved_after, l.spent_after::text AS spent_after, l.version::text AS version, l.order_id,
    o.number AS order_number, l.actor_id, u.full_name AS actor_name, l.note, l.created_at
  FROM allowance_ledger l LEFT JOIN orders o ON o.id = l.order_id LEFT JOIN users u ON u.id = l.actor_id`;

/**
 * Members' allowance accounts and their ledger: the only SQL of this capability. Every change is one
 * statement that updates the account under a guard and appends its ledger entry, so that what is held and
 * spent never passes the allowance however many requests race (the guard is re-checked against the row
 * that committed first; the table's CHECK is the backstop).
 */
export class AllowancesRepository {
  constructor(readonly db: Kysely<DB>) {}

  /**
   * The organisation's first period, open, made (once, whoever races) for an organisation that has never
   * had one (one made before periods were kept from the start): undefined when it has had one.
   */
  async firstPeriod(db: Db, orgId: string, year: BenefitYear, now: Date): Promise<string | undefined> {
    await openFirstPeriod(db, orgId, year, now);
    return this.openPeriodId(db, orgId);
  }

  async openPeriodId(db: Db, orgId: string): Promise<string | undefined> {
    const row = await db
      .selectFrom('benefit_periods')
      .select('id')
      .where('org_id', '=', orgId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return row?.id;
  }

  async hasHadPeriod(db: Db, orgId: string): Promise<boolean> {
    const row = await db.selectFrom('benefit_periods').select('id').where('org_id', '=', orgId).limit(1).executeTakeFirst();
    return row !== undefined;
  }

  async benefitYearKind(db: Db, orgId: string): Promise<BenefitYearKind> {
    const row = await db.selectFrom('organisations').select('benefit_year').where('id', '=', orgId).executeTakeFirst();
    return row?.benefit_year ?? 'ethiopian_fiscal';
  }

  async periodStatus(db: Db, periodId: string): Promise<string | undefined> {
    const row = await db.selectFrom('benefit_periods').select('status').where('id', '=', periodId).executeTakeFirst();
    return row?.status;
  }

  /**
   * The member's account in the period, opened when it has none: the allowance the member has now, and
   * what the import recorded as used as its opening spent (capped at the allowance), each a ledger entry.
   * Undefined for a member of another organisation or none.
   */
  async ensureAccount(db: Db, orgId: string, memberId: string, periodId: string, now: Date): Promise<AccountFigures | undefined> {
    const found = await this.figures(db, memberId, periodId);
    if (found) return found;
    await openAccounts(db, sql`m.id = ${memberId}::uuid AND m.org_id = ${orgId}::uuid`, periodId, null, now);
    return this.figures(db, memberId, periodId);
  }

  async figures(db: Db, memberId: string, periodId: string): Promise<AccountFigures | undefined> {
    const result = await sql<AccountFigures>`SELECT ${FIGURES} FROM allowance_accounts a
      WHERE a.member_id = ${memberId}::uuid AND a.period_id = ${periodId}::uuid`.execute(db);
    return result.rows[0];
  }

  /**
   * Applies a movement when the account stays within its allowance (`guarded`: only when what remains
   * covers the reserve), and appends its entry. Undefined when the guard refused it.
   */
  async move(trx: Transaction<DB>, accountId: string, movement: Movement, now: Date): Promise<AccountFigures | undefined> {
    const allowance = movement.allowance ?? '0';
    const reserved = movement.reserved ?? '0';
    const spent = movement.spent ?? '0';
    const result = await sql<AccountFigures>`WITH a AS (
        UPDATE allowance_accounts SET allowance = allowance + ${allowance}::numeric, reserved = reserved + ${reserved}::numeric,
          spent = spent + ${spent}::numeric, version = version + 1, updated_at = ${now}::timestamptz
        WHERE id = ${accountId}::uuid
          AND allowance + ${allowance}::numeric - reserved - ${reserved}::numeric - spent - ${spent}::numeric >= 0
        RETURNING *
      ), entry AS (
        INSERT INTO allowance_ledger (org_id, account_id, kind, allowance_change, reserved_change, spent_change,
          allowance_after, reserved_after, spent_after, version, order_id, actor_id, note, created_at)
        SELECT org_id, id, ${movement.kind}, ${allowance}::numeric, ${reserved}::numeric, ${spent}::numeric,
          allowance, reserved, spent, version, ${movement.orderId ?? null}::uuid, ${movement.actorId ?? null}::uuid, ${movement.note ?? null}, ${now}::timestamptz
        FROM a
      )
      SELECT ${FIGURES} FROM a`.execute(trx);
    return result.rows[0];
  }

  /** The member's account in the open period (else in the latest period they had one in) with its currency and period. */
  async view(db: Db, orgId: string, memberId: string): Promise<AccountView | undefined> {
    const result =
      await sql<AccountView>`SELECT ${FIGURES}, o.currency, p.label AS period_label, p.starts_on::text AS starts_on, p.ends_on::text AS ends_on,
        p.status AS period_status
      FROM allowance_accounts a JOIN benefit_periods p ON p.id = a.period_id JOIN organisations o ON o.id = a.org_id
      WHERE a.member_id = ${memberId}::uuid AND a.org_id = ${orgId}::uuid
      ORDER BY p.status = 'open' DESC, p.starts_on DESC LIMIT 1`.execute(db);
    return result.rows[0];
  }

  /**
   * A member who has no account in any period (added while none is open) read from their record, in the
   * organisation's latest period: what they were given, nothing on hold or spent yet.
   */
  async memberView(db: Db, orgId: string, memberId: string): Promise<AccountView | undefined> {
    const result =
      await sql<AccountView>`SELECT m.id AS account_id, m.id AS member_id, p.id AS period_id, m.allowance_amount::text AS allowance,
        '0.00' AS reserved, '0.00' AS spent, m.allowance_amount::text AS remaining, '0' AS version, o.currency, p.label AS period_label,
        p.starts_on::text AS starts_on, p.ends_on::text AS ends_on, p.status AS period_status
      FROM members m JOIN organisations o ON o.id = m.org_id
      JOIN LATERAL (SELECT * FROM benefit_periods bp WHERE bp.org_id = m.org_id ORDER BY bp.starts_on DESC LIMIT 1) p ON true
      WHERE m.id = ${memberId}::uuid AND m.org_id = ${orgId}::uuid`.execute(db);
    return result.rows[0];
  }

  /** The account's last entries, newest first. */
  async entries(db: Db, accountId: string, limit: number): Promise<LedgerEntryRow[]> {
    const result = await sql<LedgerEntryRow>`${ENTRY_SELECT}
      WHERE l.account_id = ${accountId}::uuid ORDER BY l.id DESC LIMIT ${limit}`.execute(db);
    return result.rows;
  }

  /** What an order did to its account, oldest first (a handful: reserve, release, capture). */
  async orderEntries(db: Db, orgId: string, orderId: string): Promise<LedgerEntryRow[]> {
    const result = await sql<LedgerEntryRow>`${ENTRY_SELECT}
      WHERE l.org_id = ${orgId}::uuid AND l.order_id = ${orderId}::uuid ORDER BY l.id`.execute(db);
    return result.rows;
  }

  /** Whether the member is one of the organisation's (any status). */
  async memberExists(db: Db, orgId: string, memberId: string): Promise<boolean> {
    const row = await db.selectFrom('members').select('id').where('org_id', '=', orgId).where('id', '=', memberId).executeTakeFirst();
    return row !== undefined;
  }

  /** The account of the member in the open period, locked for a change of its allowance (undefined: none opened yet). */
  async lockOpenAccount(trx: Transaction<DB>, memberId: string): Promise<AccountFigures | undefined> {
    const result =
      await sql<AccountFigures>`SELECT ${FIGURES} FROM allowance_accounts a JOIN benefit_periods p ON p.id = a.period_id AND p.status = 'open'
      WHERE a.member_id = ${memberId}::uuid FOR UPDATE OF a`.execute(trx);
    return result.rows[0];
  }
}
