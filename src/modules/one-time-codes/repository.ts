import type { Kysely } from 'kysely';
import type { CodeChannel, DB } from '../../db/schema.js';

export interface OpenCode {
  id: string;
  code_hash: string;
  attempts: number;
  expires_at: Date;
}

export class OneTimeCodesRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Codes issued for an identifier since `since`, oldest first: the per-identifier rate limit counts them. */
  async issuedSince(channel: CodeChannel, identifier: string, since: Date): Promise<Date[]> {
    const rows = await this.db
      .selectFrom('one_time_codes')
      .select('created_at')
      .where('channel', '=', channel)
      .where('identifier', '=', identifier)
      .where('created_at', '>', since)
      .orderBy('created_at')
      .execute();
    return rows.map((r) => r.created_at);
  }

  /** Ends every open code of the identifier and stores the new one; `then` runs in the same transaction. */
  async replace(code: { id: string; channel: CodeChannel; identifier: string; code_hash: string; created_at: Date; expires_at: Date }, then: (trx: Kysely<DB>) => Promise<void>): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('one_time_codes')
        .set({ ended_at: code.created_at })
        .where('channel', '=', code.channel)
        .where('identifier', '=', code.identifier)
        .where('ended_at', 'is', null)
        .execute();
      await trx.insertInto('one_time_codes').values(code).execute();
      await then(trx);
    });
  }

  /**
   * Counts an attempt on the identifier's open code, under its row lock, and lets `decide` say whether
   * the code ends here (used, or out of attempts). Concurrent guesses take turns.
   */
  async attempt<T>(channel: CodeChannel, identifier: string, now: Date, decide: (code: OpenCode | undefined) => { end: boolean; result: T }): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      const code = await trx
        .selectFrom('one_time_codes')
        .select(['id', 'code_hash', 'attempts', 'expires_at'])
        .where('channel', '=', channel)
        .where('identifier', '=', identifier)
        .where('ended_at', 'is', null)
        .orderBy('created_at', 'desc')
        .limit(1)
        .forUpdate()
        .executeTakeFirst();
      const open = code && code.expires_at > now ? { ...code, attempts: code.attempts + 1 } : undefined;
      const { end, result } = decide(open);
      if (code) {
        await trx
          .updateTable('one_time_codes')
          .set((eb) => ({ attempts: eb('attempts', '+', 1), ...(end || !open ? { ended_at: now } : {}) }))
          .where('id', '=', code.id)
          .execute();
      }
      return result;
    });
  }
}
