import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import { PreparedStatement } from '../../../db/prepared.js';
import type { Calendar, DB, Locale, OrgStatus, Role } from '../../../db/schema.js';

/** A user with what the session, profile and "me" answers need: organisation and member record. */
export interface Account {
  id: string;
  email: string | null;
  full_name: string;
  org_id: string;
  org_name: string;
  org_status: OrgStatus;
  org_currency: string;
  roles: Role[];
  locale: Locale;
  /** Whether the locale was chosen (by the user, or whoever invited them in it): then sign-in keeps it. */
  locale_chosen: boolean;
  calendar: Calendar;
  member_id: string | null;
  customer_id: string | null;
  /** The member's allowance in the open period: its account's figures, or (none opened yet) the member record's. */
  allowance_remaining: string | null;
  allowance_total: string | null;
  allowance_reserved: string | null;
  allowance_spent: string | null;
}

/** A figure of the member's open account (`a`), or what the member record says until one is opened. */
const accountFigure = (figure: string, otherwise: string) =>
  sql<string | null>`(SELECT coalesce((SELECT (${sql.raw(figure)})::numeric(14, 2)::text FROM allowance_accounts a
    JOIN benefit_periods p ON p.id = a.period_id AND p.status = 'open' WHERE a.member_id = m.id), (${sql.raw(otherwise)})::numeric(14, 2)::text))`;

/**
 * The roles a user holds now (`u`, `o` their organisation, `m` their member record as withMemberRecord
 * joins it): their staff roles, and MEMBER while their organisation lets members in and they have an
 * active member record. A member made inactive (a rollback, a deactivation) or kept out loses MEMBER at
 * once: their next request falls back to another role, or ends their session when they hold none. A user
 * given MEMBER without ever being linked to a member record (the demo personas, users made by the
 * operator) keeps it while members may sign in.
 */
export const HELD_ROLES = sql<Role[]>`(array_remove(u.roles, 'MEMBER') || CASE
  WHEN m.id IS NOT NULL THEN ARRAY['MEMBER']::text[]
  WHEN o.member_sign_in AND 'MEMBER' = ANY(u.roles) AND NOT EXISTS (SELECT 1 FROM members lm WHERE lm.user_id = u.id) THEN ARRAY['MEMBER']::text[]
  ELSE '{}'::text[] END)`;

/** Users (`u`) with their organisation (`o`) and their active member record (`m`) while members may sign in. */
export function withMemberRecord(db: Kysely<DB>) {
  return db
    .selectFrom('users as u')
    .innerJoin('organisations as o', 'o.id', 'u.org_id')
    .leftJoin('members as m', (join) =>
      join.onRef('m.user_id', '=', 'u.id').on('m.status', '=', 'active').on('o.member_sign_in', '=', true),
    );
}

/** Users with their organisation and active member record, in the shape of Account; others may join more to it. */
export function selectAccounts(db: Kysely<DB>) {
  return withMemberRecord(db).select((eb) => [
    'u.id',
    // A member's user has no email of their own: the member record's is theirs.
    eb.fn.coalesce('u.email', 'm.email').as('email'),
    'u.full_name',
    'u.org_id',
    'o.name as org_name',
    'o.status as org_status',
    'o.currency as org_currency',
    HELD_ROLES.as('roles'),
    'u.locale',
    'u.locale_chosen',
    'u.calendar',
    'm.id as member_id',
    'm.customer_id',
    accountFigure('a.allowance - a.reserved - a.spent', 'greatest(m.allowance_amount - m.allowance_used, 0)').as('allowance_remaining'),
    accountFigure('a.allowance', 'm.allowance_amount').as('allowance_total'),
    accountFigure('a.reserved', '0').as('allowance_reserved'),
    accountFigure('a.spent', 'least(m.allowance_used, m.allowance_amount)').as('allowance_spent'),
  ]);
}

export class AccountsRepository {
  private readonly accountById: PreparedStatement<Account>;

  constructor(
    private readonly db: Kysely<DB>,
    pool: pg.Pool,
  ) {
    this.accountById = new PreparedStatement(pool, 'accounts.account-by-id', (userId) => selectAccounts(db).where('u.id', '=', userId));
  }

  findAccount(userId: string): Promise<Account | undefined> {
    return this.accountById.takeFirst(userId);
  }

  async findFullName(userId: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('users').select('full_name').where('id', '=', userId).executeTakeFirst();
    return row?.full_name;
  }

  async updateUser(
    userId: string,
    changes: { locale?: Locale; locale_chosen?: boolean; calendar?: Calendar; full_name?: string },
    now: Date,
  ): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ ...changes, updated_at: now })
      .where('id', '=', userId)
      .execute();
  }
}
