import { sql, type Transaction } from 'kysely';
import type { DB } from './schema.js';

/**
 * Names the person whose change the transaction makes, for what the database writes by itself (a member's
 * allowance followed by their account's ledger entry, migration 0037). Ends with the transaction.
 */
export async function actingAs(trx: Transaction<DB>, userId: string): Promise<void> {
  await sql`SELECT set_config('portal.actor_id', ${userId}, true)`.execute(trx);
}
