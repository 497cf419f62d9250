import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';

/** Sign-in proofs already used: a payload accepted once is refused ever after (within its validity). */
export class UsedProofsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** True the first time a proof is used; false when it was used before. */
  async useOnce(digest: string, expiresAt: Date): Promise<boolean> {
    const row = await this.db
      .insertInto('used_sign_in_proofs')
      .values({ digest, expires_at: expiresAt })
      .onConflict((oc) => oc.column('digest').doNothing())
      .returning('digest')
      .executeTakeFirst();
    return row !== undefined;
  }
}
