import { sql, type Transaction } from 'kysely';
import type { DB } from './schema.js';

/**
 * An organisation's next number of a kind (its orders' ORD-000001, its statements' ST-000001), counted
 * in a table of one row per organisation: one at a time however many transactions race, 1 the first.
 */
export async function nextOrgNumber(trx: Transaction<DB>, table: 'order_numbers' | 'statement_numbers', orgId: string): Promise<number> {
  const counter = sql.table(table);
  const result = await sql<{ last: number }>`INSERT INTO ${counter} (org_id, last) VALUES (${orgId}::uuid, 1)
    ON CONFLICT (org_id) DO UPDATE SET last = ${counter}.last + 1 RETURNING last`.execute(trx);
  return result.rows[0]!.last;
}
