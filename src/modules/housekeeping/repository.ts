import { sql, type Kysely, type RawBuilder } from 'kysely';
import { dropJobRecords, emptyJobRecords, leftoverJobRecords } from '../../db/job-records.js';
import type { DB } from '../../db/schema.js';

/** The tables that hold a job's file and staged rows, removed once the job can no longer change. */
export const JOB_DATA_TABLES = [
  'migration_file_chunks',
  'migration_records',
  'migration_errors',
  'migration_row_edits',
  'migration_row_keys',
  'migration_record_updates',
] as const;
/** Those removed a batch of rows at a time: all but the staged records, a table of their own for each job. */
export type JobRowTable = Exclude<(typeof JOB_DATA_TABLES)[number], 'migration_records'>;
export const JOB_ROW_TABLES = JOB_DATA_TABLES.filter((table): table is JobRowTable => table !== 'migration_records');

/** How long the drop of a job's records table waits for the statements under way on the records. */
const DROP_WAIT_MS = 100;

/** Statuses a job can no longer leave by itself; it is left to the user, who may never come back. */
const RESTING = ['uploaded', 'mapping', 'validated', 'preview_ready', 'failed', 'rolled_back'] as const;

export interface ResidueJob {
  id: string;
  status: string;
  updated_at: Date;
}

/** The only SQL of housekeeping: each statement removes at most `limit` rows, so no lock is held long. */
export class HousekeepingRepository {
  constructor(readonly db: Kysely<DB>) {}

  /** Deletes up to `limit` rows of `table` matching `where`; answers how many went. */
  private async deleteSome(table: string, where: RawBuilder<unknown>, limit: number): Promise<number> {
    const result =
      await sql`DELETE FROM ${sql.table(table)} WHERE ctid IN (SELECT ctid FROM ${sql.table(table)} WHERE ${where} LIMIT ${limit})`.execute(
        this.db,
      );
    return Number(result.numAffectedRows ?? 0);
  }

  sessions(endedBefore: Date, idleBefore: Date, limit: number): Promise<number> {
    return this.deleteSome(
      'sessions',
      sql`expires_at < ${endedBefore} OR revoked_at < ${endedBefore} OR last_seen_at < ${idleBefore}`,
      limit,
    );
  }

  oneTimeCodes(now: Date, limit: number): Promise<number> {
    return this.deleteSome('one_time_codes', sql`expires_at < ${now}`, limit);
  }

  oauthStates(now: Date, limit: number): Promise<number> {
    return this.deleteSome('oauth_states', sql`expires_at < ${now}`, limit);
  }

  idempotencyKeys(now: Date, limit: number): Promise<number> {
    return this.deleteSome('idempotency_keys', sql`expires_at < ${now} AND locked_until < ${now}`, limit);
  }

  signInLimits(now: Date, limit: number): Promise<number> {
    return this.deleteSome('sign_in_limits', sql`expire < ${now.getTime()}`, limit);
  }

  signInLedger(before: Date, limit: number): Promise<number> {
    return this.deleteSome('sign_in_ledger', sql`at < ${before}`, limit);
  }

  usedSignInProofs(now: Date, limit: number): Promise<number> {
    return this.deleteSome('used_sign_in_proofs', sql`expires_at < ${now}`, limit);
  }

  /** Delivered or given-up webhook messages (their attempts go with them). */
  webhookDeliveries(before: Date, limit: number): Promise<number> {
    return this.deleteSome('webhook_deliveries', sql`created_at < ${before} AND state <> 'pending'`, limit);
  }

  events(before: Date, limit: number): Promise<number> {
    return this.deleteSome('events', sql`occurred_at < ${before}`, limit);
  }

  /**
   * Jobs whose file and rows may go: resting since `restingBefore`, or completed past their rollback
   * window. Those already marked but with rows left (a run cut short) come first.
   */
  async residueJobs(restingBefore: Date, now: Date, limit: number): Promise<ResidueJob[]> {
    return this.db
      .selectFrom('migration_jobs')
      .select(['id', 'status', 'updated_at'])
      .where('files_removed_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', 'in', [...RESTING]), eb('updated_at', '<', restingBefore)]),
          eb.and([eb('status', '=', 'completed'), eb('rollback_deadline', '<', now)]),
        ]),
      )
      .orderBy('updated_at')
      .limit(limit)
      .execute();
  }

  /**
   * Marks a job's file and rows as removed, if it is still as it was read (a compare-and-set: a user
   * who acted on it since wins, and the job is looked at again on a later run). From then on nothing
   * reads its rows, so they can go in small steps afterwards.
   */
  async markRemoved(job: ResidueJob, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('migration_jobs')
      .set({ files_removed_at: now })
      .where('id', '=', job.id)
      .where('status', '=', job.status as never)
      .where('updated_at', '=', job.updated_at)
      .where('files_removed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Jobs marked since `since` that still have rows in `table` (a run stopped half way), to finish. */
  async markedWithRows(table: JobRowTable, since: Date, limit: number): Promise<string[]> {
    const result = await sql<{ id: string }>`
      SELECT j.id FROM migration_jobs j
      WHERE j.files_removed_at >= ${since} AND EXISTS (SELECT 1 FROM ${sql.table(table)} t WHERE t.job_id = j.id)
      LIMIT ${limit}`.execute(this.db);
    return result.rows.map((row) => row.id);
  }

  jobData(table: JobRowTable, jobId: string, limit: number): Promise<number> {
    return this.deleteSome(table, sql`job_id = ${jobId}::uuid`, limit);
  }

  /** Jobs whose staged records table is left though nothing reads it again (their files removed, or the job with its organisation). */
  leftoverRecords(limit: number): Promise<string[]> {
    return leftoverJobRecords(this.db, limit);
  }

  /**
   * Removes the job's staged records: empties their table (that table's lock alone), then drops it if the
   * records' other statements let it within DROP_WAIT_MS; an empty table left is dropped on a later run.
   * Answers the records removed.
   */
  async jobRecords(jobId: string): Promise<number> {
    const removed = await emptyJobRecords(this.db, jobId);
    await dropJobRecords(this.db, jobId, DROP_WAIT_MS);
    return removed;
  }
}
