import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

export interface Claim {
  userId: string;
  key: string;
  scope: string;
  now: Date;
  lockedUntil: Date;
  expiresAt: Date;
}

export class IdempotencyRepository {
  constructor(readonly db: Kysely<DB>) {}

  /**
   * Claims the key for a first request, in one statement: a new key, an expired one, or an in-progress
   * claim of the same scope whose request died (its lock ran out). False when someone else holds it.
   */
  async claim(claim: Claim): Promise<boolean> {
    const result = await sql<{ key: string }>`
      INSERT INTO idempotency_keys (user_id, key, scope, state, created_at, locked_until, expires_at)
      VALUES (${claim.userId}::uuid, ${claim.key}::uuid, ${claim.scope}, 'in_progress', ${claim.now}, ${claim.lockedUntil}, ${claim.expiresAt})
      ON CONFLICT (user_id, key) DO UPDATE
        SET scope = EXCLUDED.scope, state = 'in_progress', response_status = NULL, response_body = NULL,
            created_at = EXCLUDED.created_at, locked_until = EXCLUDED.locked_until, expires_at = EXCLUDED.expires_at
        WHERE idempotency_keys.expires_at <= EXCLUDED.created_at
           OR (idempotency_keys.state = 'in_progress' AND idempotency_keys.scope = EXCLUDED.scope AND idempotency_keys.locked_until <= EXCLUDED.created_at)
      RETURNING key
    `.execute(this.db);
    return result.rows.length === 1;
  }

  find(userId: string, key: string) {
    return this.db.selectFrom('idempotency_keys').selectAll().where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();
  }

  /** Stores the first response, in the transaction of the work it answers. */
  async complete(trx: Transaction<DB>, userId: string, key: string, response: { status: number; body: string }) {
    await trx
      .updateTable('idempotency_keys')
      .set({ state: 'completed', response_status: response.status, response_body: response.body })
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .execute();
  }

  /** Gives the key back after a failed first request, so the client may retry with it. */
  async release(userId: string, key: string) {
    await this.db
      .deleteFrom('idempotency_keys')
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .where('state', '=', 'in_progress')
      .execute();
  }
}
