import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, Role, UserStatus } from '../../db/schema.js';

export interface PersonRow {
  id: string;
  org_id: string;
  email: string;
  full_name: string;
  roles: Role[];
  status: UserStatus;
  deactivated_at: Date | null;
}

/** The SQL of the organisation's people (users): who they are and whether they may sign in. */
export class PeopleRepository {
  constructor(readonly db: Kysely<DB>) {}

  private people(db: Kysely<DB>) {
    return db.selectFrom('users').select(['id', 'org_id', 'email', 'full_name', 'roles', 'status', 'deactivated_at']);
  }

  findByEmail(email: string): Promise<PersonRow | undefined> {
    return this.people(this.db).where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase())).executeTakeFirst();
  }

  /** The person, locked, after the organisation's people lock: changes of one organisation's people take turns. */
  async lockPerson(trx: Transaction<DB>, id: string): Promise<PersonRow | undefined> {
    const person = await this.people(trx).where('id', '=', id).executeTakeFirst();
    if (!person) return undefined;
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`people:${person.org_id}`}, 0))`.execute(trx);
    return this.people(trx).where('id', '=', id).forUpdate().executeTakeFirst();
  }

  /** Active super users of the organisation other than `exceptId`. */
  async otherActiveSuperUsers(trx: Transaction<DB>, orgId: string, exceptId: string): Promise<number> {
    const { n } = await trx
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('org_id', '=', orgId)
      .where('id', '<>', exceptId)
      .where('status', '=', 'active')
      .where(sql<boolean>`'SUPER_USER' = ANY(roles)`)
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  async setStatus(trx: Transaction<DB>, id: string, status: UserStatus, now: Date): Promise<PersonRow> {
    return trx
      .updateTable('users')
      .set({ status, deactivated_at: status === 'deactivated' ? now : null, updated_at: now })
      .where('id', '=', id)
      .returning(['id', 'org_id', 'email', 'full_name', 'roles', 'status', 'deactivated_at'])
      .executeTakeFirstOrThrow();
  }
}
