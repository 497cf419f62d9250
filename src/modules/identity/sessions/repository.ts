import { sql, type InsertQueryBuilder, type Kysely } from 'kysely';
import type pg from 'pg';
import { PreparedStatement } from '../../../db/prepared.js';
import { selectAccounts, type Account } from '../accounts/repository.js';
import type { DB, Role, UserStatus } from '../../../db/schema.js';

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
  /** The user is a demo persona (refused in production mode). */
  persona: boolean;
  /** A deactivated user's sessions are ended at once; one that is not has no effect. */
  user_status: UserStatus;
  session_id: string;
  active_role: Role;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

/** What every new session carries whoever it is for. */
export interface NewSession {
  id: string;
  token_hash: string;
  created_at: Date;
  expires_at: Date;
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
        .select(sql<boolean>`exists (select 1 from demo_personas dp where dp.user_id = u.id)`.as('persona'))
        .select('u.status as user_status')
        .where('s.token_hash', '=', tokenHash),
    );
  }

  private personas() {
    return (
      this.db
        .selectFrom('demo_personas as p')
        .innerJoin('users as u', 'u.id', 'p.user_id')
        .leftJoin('members as m', (join) => join.onRef('m.user_id', '=', 'u.id').on('m.status', '=', 'active'))
        .select(['p.id', 'p.user_id', 'p.demo_role', 'p.label', 'p.description', 'u.email', 'u.full_name', 'u.roles', 'm.id as member_id'])
        // The seed gives every persona an email, and the people API never takes one away.
        .where('u.email', 'is not', null)
        .$narrowType<{ email: string }>()
    );
  }

  listPersonas(): Promise<PersonaRow[]> {
    return this.personas().orderBy('p.sort_order').execute();
  }

  /** A session for a user whose identity a sign-in method has proved; with the account, as createPersonaSession. */
  createSession(session: NewSession & { user_id: string; active_role: Role }): Promise<(Account & { active_role: Role }) | undefined> {
    return this.withAccount(
      this.db
        .insertInto('sessions')
        .values({ ...session, last_seen_at: session.created_at })
        .returning(['user_id', 'active_role', 'created_at']),
    );
  }

  /**
   * A session for a demo persona, found by id or by role: the persona lookup is part of the INSERT.
   * Undefined when no persona matches (and then no session is written).
   */
  createPersonaSession(
    persona: { id: string } | { role: Role },
    session: NewSession,
  ): Promise<(Account & { active_role: Role }) | undefined> {
    return this.withAccount(
      this.db
        .insertInto('sessions')
        .columns(['id', 'token_hash', 'user_id', 'active_role', 'created_at', 'last_seen_at', 'expires_at'])
        .expression((eb) => {
          const matching = eb.selectFrom('demo_personas as p');
          const found =
            'id' in persona
              ? matching.where('p.id', '=', persona.id)
              : matching.where('p.demo_role', '=', persona.role).orderBy('p.sort_order').limit(1);
          return found.select([
            eb.val(session.id).as('id'),
            eb.val(session.token_hash).as('token_hash'),
            'p.user_id',
            'p.demo_role',
            eb.val(session.created_at).as('created_at'),
            eb.val(session.created_at).as('last_seen_at'),
            eb.val(session.expires_at).as('expires_at'),
          ]);
        })
        .returning(['user_id', 'active_role', 'created_at']),
    );
  }

  /**
   * Runs a session INSERT and reads the new session's account in the same statement: a sign-in under
   * load otherwise waits for a pool connection once more. A data-modifying WITH runs whether or not
   * the query reads it.
   */
  private async withAccount(
    insert: InsertQueryBuilder<DB, 'sessions', { user_id: string; active_role: Role; created_at: Date }>,
  ): Promise<(Account & { active_role: Role }) | undefined> {
    const account = selectAccounts(this.db)
      .select(sql<Role>`(select active_role from new_session)`.as('active_role'))
      .where('u.id', '=', sql<string>`(select user_id from new_session)`);
    // Also in the same statement: the user's last sign-in (to the minute: many sign-ins of one user at once
    // must not queue on the user's row), and an invited user's first one makes them active.
    const signedIn = sql`
      UPDATE users SET last_sign_in_at = (SELECT created_at FROM new_session), status = CASE WHEN status = 'invited' THEN 'active' ELSE status END
      WHERE id = (SELECT user_id FROM new_session)
        AND (status = 'invited' OR last_sign_in_at IS NULL OR last_sign_in_at < (SELECT created_at FROM new_session) - interval '1 minute')`;
    const { rows } = await sql<
      Account & { active_role: Role }
    >`with new_session as (${insert}), signed_in as (${signedIn}) ${account}`.execute(this.db);
    return rows[0];
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

  /** Ends every open session of a user (a password set, an identity unlinked, the user deactivated). */
  async revokeUserSessions(userId: string, now: Date, db: Kysely<DB> = this.db): Promise<number> {
    const result = await db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async revokeSession(sessionId: string, now: Date): Promise<void> {
    await this.db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
  }
}
