import type { Kysely } from 'kysely';
import type pg from 'pg';
import { PreparedStatement } from '../../db/prepared.js';
import type { DB, Locale, OrgStatus, Role } from '../../db/schema.js';

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
  member_id: string | null;
  customer_id: string | null;
  allowance_remaining: string | null;
}

/** Users with their organisation and active member record, in the shape of Account; others may join more to it. */
export function selectAccounts(db: Kysely<DB>) {
  return db
    .selectFrom('users as u')
    .innerJoin('organisations as o', 'o.id', 'u.org_id')
    .leftJoin('members as m', (join) => join.onRef('m.user_id', '=', 'u.id').on('m.status', '=', 'active'))
    .select((eb) => [
      'u.id',
      'u.email',
      'u.full_name',
      'u.org_id',
      'o.name as org_name',
      'o.status as org_status',
      'o.currency as org_currency',
      'u.roles',
      'u.locale',
      'm.id as member_id',
      'm.customer_id',
      eb.cast<string | null>(eb.cast(eb('m.allowance_amount', '-', eb.ref('m.allowance_used')), 'numeric(14, 2)'), 'text').as('allowance_remaining'),
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

  async updateUser(userId: string, changes: { locale?: Locale; full_name?: string }, now: Date): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ ...changes, updated_at: now })
      .where('id', '=', userId)
      .execute();
  }
}
