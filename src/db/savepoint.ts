import { sql, type Transaction } from 'kysely';
import type { DB } from './schema.js';

export type SavepointOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Runs `work` inside a savepoint of the transaction. If it fails, everything it wrote is undone and the
 * transaction carries on (to record the failure); if even undoing fails (the connection is gone), that
 * error is thrown and the whole transaction is lost.
 */
export async function inSavepoint<T>(trx: Transaction<DB>, name: string, work: () => Promise<T>): Promise<SavepointOutcome<T>> {
  const savepoint = sql.id(name);
  await sql`SAVEPOINT ${savepoint}`.execute(trx);
  try {
    const value = await work();
    await sql`RELEASE SAVEPOINT ${savepoint}`.execute(trx);
    return { ok: true, value };
  } catch (error) {
    await sql`ROLLBACK TO SAVEPOINT ${savepoint}`.execute(trx);
    return { ok: false, error };
  }
}
