import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';

/** Which of an import's members a slice is taken from: those it created, or those it updated (and a rollback restored). */
export type SearchSlice = 'created' | 'updated';

/** The members each slice reads, ordered by id. */
const SLICES = {
  created: (jobId: string) => sql`SELECT id FROM members WHERE created_by_job_id = ${jobId}::uuid`,
  updated: (jobId: string) => sql`SELECT member_id AS id FROM migration_member_updates WHERE job_id = ${jobId}::uuid`,
} as const;

/** The search text of members (migration 0025): the only SQL that writes it outside the triggers. */
export class MemberSearchRepository {
  constructor(readonly db: Kysely<DB>) {}

  /** Members this transaction writes from here on get no search text from the triggers: the worker writes it. */
  async defer(trx: Transaction<DB>): Promise<void> {
    await sql`SELECT set_config('portal.member_search', 'deferred', true)`.execute(trx);
  }

  /**
   * Writes the search text of up to `limit` of the job's members (by id, after `afterId`) from what they
   * are now; a text made from an older revision than the one stored is left alone. Answers the last id
   * read, or undefined when none was left.
   */
  async writeSlice(jobId: string, slice: SearchSlice, afterId: string | undefined, limit: number): Promise<string | undefined> {
    const after = afterId ? sql`AND id > ${afterId}::uuid` : sql``;
    const result = await sql<{ last: string | null }>`
      WITH slice AS (
        SELECT id FROM (${SLICES[slice](jobId)}) ids WHERE true ${after} ORDER BY id LIMIT ${limit}
      ), written AS (
        -- Run to completion whether or not the answer reads it (a data-modifying WITH).
        INSERT INTO member_search (member_id, org_id, revision, text)
        SELECT m.id, m.org_id, m.revision, member_search_text(m.full_name, m.external_id, m.email, m.phone)
        FROM members m JOIN slice ON slice.id = m.id
        ON CONFLICT (member_id) DO UPDATE SET revision = EXCLUDED.revision, text = EXCLUDED.text
          WHERE member_search.revision <= EXCLUDED.revision AND member_search.text IS DISTINCT FROM EXCLUDED.text
      )
      SELECT (SELECT id FROM slice ORDER BY id DESC LIMIT 1) AS last
    `.execute(this.db);
    return result.rows[0]?.last ?? undefined;
  }
}
