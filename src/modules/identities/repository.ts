import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB, IdentityKind, Role } from '../../db/schema.js';

/** Who an identity signs in, and as which role: the persona's demo role, else the user's first role. */
export interface SignInUser {
  user_id: string;
  active_role: Role;
}

export class IdentitiesRepository {
  /**
   * `personas: false` (production): a demo persona's user is as unknown to every sign-in method as a
   * stranger, so a database that holds demo data signs no one in as a persona.
   */
  constructor(
    private readonly db: Kysely<DB>,
    private readonly options: { personas: boolean } = { personas: true },
  ) {}

  private users() {
    // A deactivated user is answered exactly as an unknown person by every method.
    const users = this.db
      .selectFrom('users as u')
      .leftJoin('demo_personas as p', 'p.user_id', 'u.id')
      .select(['u.id as user_id', sql<Role>`coalesce(p.demo_role, u.roles[1])`.as('active_role')])
      .where('u.status', '<>', 'deactivated');
    return this.options.personas ? users : users.where('p.user_id', 'is', null);
  }

  async findUser(kind: IdentityKind, value: string): Promise<SignInUser | undefined> {
    return this.users().innerJoin('identities as i', 'i.user_id', 'u.id').where('i.kind', '=', kind).where('i.value', '=', value).executeTakeFirst();
  }

  /** A user with a password, by email (case-insensitive), with the hash to check. */
  async findPasswordUser(email: string): Promise<(SignInUser & { password_hash: string }) | undefined> {
    const row = await this.users().select('u.password_hash').where((eb) => eb(eb.fn('lower', ['u.email']), '=', email.toLowerCase())).executeTakeFirst();
    return row?.password_hash ? { ...row, password_hash: row.password_hash } : undefined;
  }

  async link(userId: string, kind: IdentityKind, value: string): Promise<void> {
    await this.db.insertInto('identities').values({ id: randomUUID(), user_id: userId, kind, value }).execute();
  }

  async unlink(userId: string, kind: IdentityKind, value: string): Promise<boolean> {
    const result = await this.db.deleteFrom('identities').where('user_id', '=', userId).where('kind', '=', kind).where('value', '=', value).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async findUserIdByEmail(email: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('users').select('id').where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase())).executeTakeFirst();
    return row?.id;
  }

  async setPasswordHash(userId: string, passwordHash: string | null, now: Date): Promise<void> {
    await this.db.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', userId).execute();
  }
}
