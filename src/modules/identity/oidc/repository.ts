import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';

export interface PendingSignIn {
  code_verifier: string;
  nonce: string;
}

export class OauthStatesRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async save(row: { state_hash: string; code_verifier: string; nonce: string; created_at: Date; expires_at: Date }): Promise<void> {
    await this.db.insertInto('oauth_states').values(row).execute();
    // Abandoned sign-ins leave rows behind; each new one clears those long expired.
    await this.db
      .deleteFrom('oauth_states')
      .where('expires_at', '<', new Date(row.created_at.getTime() - 3_600_000))
      .execute();
  }

  /** Deletes and answers the pending sign-in of a state, once: a replayed callback finds nothing. */
  async take(stateHash: string, now: Date): Promise<PendingSignIn | undefined> {
    const row = await this.db
      .deleteFrom('oauth_states')
      .where('state_hash', '=', stateHash)
      .returning(['code_verifier', 'nonce', 'expires_at'])
      .executeTakeFirst();
    return row && row.expires_at > now ? { code_verifier: row.code_verifier, nonce: row.nonce } : undefined;
  }
}
