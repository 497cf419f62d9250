import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';

/**
 * Ends every session of a user (the auth capability's AuthRepository): after a change of credentials or a
 * deactivation none of the old sessions goes on. With `db`, in the caller's transaction.
 */
export interface SessionEnder {
  revokeUserSessions(userId: string, now: Date, db?: Kysely<DB>): Promise<number>;
}
