import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';

/** Which of an import's members a slice is taken from: those it created, or those it updated (and a rollback restored). */
export type SearchSlice = 'created' | 'updated';

/** Where a slice goes on from: the last member read, and (for the members an import created) its created_at. */
export interface SliceCursor {
  id: string;
  at: string | null;
}

/**
 * Up to `limit` members of a slice after `after`, in the order of the index they are read from: an
 * import's created members by (created_at, id) (migration 0029's index, which the members list reads
 * backward), its updated ones by id.
 */
const SLICES = {
  created: (jobId: string, after: SliceCursor | undefined, limit: number) => sql`
    SELECT id, created_at FROM members WHERE created_by_job_id = ${jobId}::uuid
    ${after ? sql`AND (created_at, id) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
    ORDER BY created_at, id LIMIT ${limit}`,
  updated: (jobId: string, after: SliceCursor | undefined, limit: number) => sql`
    SELECT record_id AS id, NULL::timestamptz AS created_at FROM migration_record_updates WHERE job_id = ${jobId}::uuid
    ${after ? sql`AND record_id > ${after.id}::uuid` : sql``}
    ORDER BY record_id LIMIT ${limit}`,
} as const;

/** The search text of members (migration 0025): the only SQL that writes it outside the triggers. */
export class MemberSearchRepository {
  constructor(readonly db: Kysely<DB>) {}

  /** Members this transaction writes from here on get no search text from the triggers: the worker writes it. */
  async defer(trx: Transaction<DB>): Promise<void> {
    await sql`SELECT set_config('portal.member_search', 'deferred', true)`.execute(trx);
  }

  /**
   * Writes the search text of up to `limit` of the job's members (after `after`) from what they are now; a
   * text made from an older revision than the one stored is left alone. Answers where the next slice
   * begins, or undefined when none was left.
   */
  async writeSlice(jobId: string, slice: SearchSlice, after: SliceCursor | undefined, limit: number): Promise<SliceCursor | undefined> {
    const result = await sql<{ id: string | null; at: string | null }>`
      WITH slice AS (${SLICES[slice](jobId, after, limit)}), written AS (
        -- Run to completion whether or not the answer reads it (a data-modifying WITH).
        INSERT INTO member_search (member_id, org_id, revision, text)
        SELECT m.id, m.org_id, m.revision, member_search_text(m.full_name, m.external_id, m.email, m.phone)
        FROM members m JOIN slice ON slice.id = m.id
        ON CONFLICT (member_id) DO UPDATE SET revision = EXCLUDED.revision, text = EXCLUDED.text
          WHERE member_search.revision <= EXCLUDED.revision AND member_search.text IS DISTINCT FROM EXCLUDED.text
      )
      SELECT id, created_at::text AS at FROM slice ORDER BY created_at DESC NULLS LAST, id DESC LIMIT 1
    `.execute(this.db);
    const last = result.rows[0];
    return last?.id ? { id: last.id, at: last.at } : undefined;
  }
}
