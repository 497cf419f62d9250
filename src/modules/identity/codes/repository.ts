import { sql, type Kysely } from 'kysely';
import type { CodeChannel, DB } from '../../../db/schema.js';

export interface OpenCode {
  id: string;
  code_hash: string;
  attempts: number;
  expires_at: Date;
}

export class OneTimeCodesRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Sends the identifier's open code again, or a new one: an open code (not ended, not expired, sealed) has
   * its expiry moved to `expiresAt` and keeps its attempts; otherwise every open code ends and `fresh` is
   * stored. `then` gets the code to send and runs in the same transaction (the delivery's queue entry).
   * Under the identifier's lock: concurrent starts take turns.
   */
  async issue(
    key: { channel: CodeChannel; identifier: string; now: Date; expiresAt: Date },
    open: (sealed: string) => string,
    fresh: () => { id: string; code: string; code_hash: string; code_sealed: string },
    then: (trx: Kysely<DB>, code: string) => Promise<void>,
  ): Promise<void> {
    const { channel, identifier, now, expiresAt } = key;
    await this.db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`one-time-code:${channel}:${identifier}`}, 0))`.execute(trx);
      const current = await trx
        .selectFrom('one_time_codes')
        .select(['id', 'code_sealed'])
        .where('channel', '=', channel)
        .where('identifier', '=', identifier)
        .where('ended_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (current?.code_sealed) {
        await trx.updateTable('one_time_codes').set({ expires_at: expiresAt }).where('id', '=', current.id).execute();
        await then(trx, open(current.code_sealed));
        return;
      }
      await trx
        .updateTable('one_time_codes')
        .set({ ended_at: now })
        .where('channel', '=', channel)
        .where('identifier', '=', identifier)
        .where('ended_at', 'is', null)
        .execute();
      const made = fresh();
      await trx
        .insertInto('one_time_codes')
        .values({
          id: made.id,
          channel,
          identifier,
          code_hash: made.code_hash,
          code_sealed: made.code_sealed,
          created_at: now,
          expires_at: expiresAt,
        })
        .execute();
      await then(trx, made.code);
    });
  }

  /**
   * Counts an attempt on the identifier's open code, under its row lock, and lets `decide` say whether
   * the code ends here (used, or out of attempts). Concurrent guesses take turns.
   */
  async attempt<T>(
    channel: CodeChannel,
    identifier: string,
    now: Date,
    decide: (code: OpenCode | undefined) => { end: boolean; result: T },
  ): Promise<T> {
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
