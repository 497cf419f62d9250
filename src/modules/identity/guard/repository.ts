import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';

/**
 * The sign-in ledger: one row per counted event (a code sent, a failed verification) under a hashed key,
 * read as a sliding window. Counted and written under the key's advisory lock, so concurrent attempts
 * take turns and never pass a limit together.
 */
export class SignInLedgerRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Records one event under each key if every key has fewer than its `max` since its `since`; otherwise
   * records nothing and answers when the fullest key frees a place.
   */
  async take(
    entries: readonly { key: string; max: number; since: Date; windowMs: number }[],
    at: Date,
  ): Promise<{ ids: string[] } | { freeAt: Date }> {
    return this.db.transaction().execute(async (trx) => {
      for (const entry of [...entries].sort((a, b) => (a.key < b.key ? -1 : 1))) {
        await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`sign-in-ledger:${entry.key}`}, 0))`.execute(trx);
      }
      let freeAt: Date | undefined;
      for (const entry of entries) {
        const rows = await sql<{ at: Date }>`
          SELECT at FROM sign_in_ledger WHERE key = ${entry.key} AND at > ${entry.since} ORDER BY at DESC LIMIT ${entry.max}
        `.execute(trx);
        if (rows.rows.length >= entry.max) {
          const oldestCounted = rows.rows[rows.rows.length - 1]!.at;
          const free = new Date(oldestCounted.getTime() + entry.windowMs);
          if (!freeAt || free > freeAt) freeAt = free;
        }
      }
      if (freeAt) return { freeAt };
      const ids: string[] = [];
      for (const entry of entries) {
        const row = await sql<{ id: string }>`INSERT INTO sign_in_ledger (key, at) VALUES (${entry.key}, ${at}) RETURNING id`.execute(trx);
        ids.push(String(row.rows[0]!.id));
      }
      return { ids };
    });
  }

  /** Takes events back (an attempt that succeeded was no failure). */
  async giveBack(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await sql`DELETE FROM sign_in_ledger WHERE id = ANY(${[...ids]}::bigint[])`.execute(this.db);
  }
}
