import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';

/** The preview's own reading: the first records a commit would create. */
export class PreviewRepository {
  constructor(readonly db: Kysely<DB>) {}

  sampleRecords(jobId: string, limit: number) {
    return this.db
      .selectFrom('migration_records')
      .select(['row_number', 'record', 'cells', 'normalised'])
      .where('job_id', '=', jobId)
      .where('skipped', '=', false)
      .where('excluded', '=', false)
      .where('record_id', 'is', null)
      .orderBy('row_number')
      .limit(limit)
      .execute();
  }
}
