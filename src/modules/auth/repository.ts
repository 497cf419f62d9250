import type { Kysely } from 'kysely';
import type pg from 'pg';
import { PreparedStatement } from '../../db/prepared.js';
import { selectAccounts, type Account } from '../accounts/repository.js';
import type { DB, Role } from '../../db/schema.js';

export interface PersonaRow {
  id: string;
  user_id: string;
  demo_role: Role;
  label: string;
  description: string;
  email: string;
  full_name: string;
  roles: Role[];
  member_id: string | null;
}

/** A session with its user's account, read in one round trip: every authenticated request starts with it. */
export interface SessionRow extends Account {
  session_id: string;
  active_role: Role;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

export class AuthRepository {
  private readonly sessionByTokenHash: PreparedStatement<SessionRow>;

  constructor(
    private readonly db: Kysely<DB>,
    pool: pg.Pool,
  ) {
    this.sessionByTokenHash = new PreparedStatement(pool, 'auth.session-by-token-hash', (tokenHash) =>
      selectAccounts(db)
        .innerJoin('sessions as s', 's.user_id', 'u.id')
        .select(['s.id as session_id', 's.active_role', 's.created_at', 's.last_seen_at', 's.expires_at', 's.revoked_at'])
        .where('s.token_hash', '=', tokenHash),
    );
  }

  private personas() {
    return this.db
      .selectFrom('demo_personas as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .leftJoin('members as m', (join) => join.onRef('m.user_id', '=', 'u.id').on('m.status', '=', 'active'))
      .select(['p.id', 'p.user_id', 'p.demo_role', 'p.label', 'p.description', 'u.email', 'u.full_name', 'u.roles', 'm.id as member_id']);
  }

  listPersonas(): Promise<PersonaRow[]> {
    return this.personas().orderBy('p.sort_order').execute();
  }

  findPersonaById(id: string): Promise<PersonaRow | undefined> {
    return this.personas().where('p.id', '=', id).executeTakeFirst();
  }

  findPersonaByRole(role: Role): Promise<PersonaRow | undefined> {
    return this.personas().where('p.demo_role', '=', role).executeTakeFirst();
  }

  async createSession(session: { id: string; token_hash: string; user_id: string; active_role: Role; created_at: Date; expires_at: Date }): Promise<void> {
    await this.db
      .insertInto('sessions')
      .values({ ...session, last_seen_at: session.created_at })
      .execute();
  }

  findSessionByTokenHash(tokenHash: string): Promise<SessionRow | undefined> {
    return this.sessionByTokenHash.takeFirst(tokenHash);
  }

  /** Only moves last_seen_at forward, so concurrent requests cannot move it back. */
  async touchSession(sessionId: string, now: Date): Promise<void> {
    await this.db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).where('last_seen_at', '<', now).execute();
  }

  async setActiveRole(sessionId: string, role: Role): Promise<void> {
    await this.db.updateTable('sessions').set({ active_role: role }).where('id', '=', sessionId).execute();
  }

  async revokeSession(sessionId: string, now: Date): Promise<void> {
    await this.db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
  }
}
