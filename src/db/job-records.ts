import { sql, type Kysely, type Transaction } from 'kysely';
import { isUuid } from '../lib/uuid.js';
import type { DB } from './schema.js';

type Db = Kysely<DB> | Transaction<DB>;

const PREFIX = 'migration_records_';

/**
 * The table of one job's staged records: a partition of migration_records (LIST on job_id, migration
 * 0032), named after the job so that no catalog lookup is needed to find it.
 */
export function jobRecordsTable(jobId: string): string {
  if (!isUuid(jobId)) throw new Error(`Not a job id: ${jobId}`);
  return PREFIX + jobId.toLowerCase().replaceAll('-', '');
}

/**
 * Creates the job's records table, not yet attached: copying migration_records' columns takes only the
 * lock every reader of it takes, so an upload that stages into the new table runs beside every other
 * import (a drop of another job's table waits for it: dropJobRecords). Its CHECK is the partition's bound,
 * which lets the attach skip reading what was staged. In the caller's transaction: an upload that fails
 * takes its table with it.
 */
export async function createJobRecords(db: Db, jobId: string): Promise<void> {
  await sql`CREATE TABLE ${sql.table(jobRecordsTable(jobId))} (LIKE migration_records INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING INDEXES, CHECK (job_id = ${sql.lit(jobId)}::uuid))`.execute(
    db,
  );
}

/**
 * Makes the job's table a partition of migration_records, as its upload ends: the attach holds the
 * parent's SHARE UPDATE EXCLUSIVE lock (another attach waits; reads and writes of other jobs do not) to
 * the end of the transaction, which is its commit.
 */
export async function attachJobRecords(db: Db, jobId: string): Promise<void> {
  await sql`ALTER TABLE migration_records ATTACH PARTITION ${sql.table(jobRecordsTable(jobId))} FOR VALUES IN (${sql.lit(jobId)}::uuid)`.execute(
    db,
  );
}

/** Empties the job's table, if it has one, and answers how many records went. Locks that table alone. */
export async function emptyJobRecords(db: Db, jobId: string): Promise<number> {
  const table = jobRecordsTable(jobId);
  const { rows } = await sql<{ present: boolean }>`SELECT to_regclass(${table}) IS NOT NULL AS present`.execute(db);
  if (!rows[0]?.present) return 0;
  const counted = await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db);
  await sql`TRUNCATE ${sql.table(table)}`.execute(db);
  return Number(counted.rows[0]?.n ?? 0);
}

/** The error PostgreSQL raises when a lock is not granted within lock_timeout. */
const LOCK_NOT_AVAILABLE = '55P03';

/**
 * Drops the job's table, if it has one. Dropping a partition locks the whole of migration_records, so it
 * waits at most `waitMs` for the statements under way (every statement on the records queues behind a
 * waiting drop); answers false when it gave up, to be tried again on a later run.
 */
export async function dropJobRecords(db: Kysely<DB>, jobId: string, waitMs: number): Promise<boolean> {
  const table = jobRecordsTable(jobId);
  try {
    await db.transaction().execute(async (trx) => {
      await sql`SELECT set_config('lock_timeout', ${`${Math.max(1, Math.trunc(waitMs))}ms`}, true)`.execute(trx);
      await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(trx);
    });
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === LOCK_NOT_AVAILABLE) return false;
    throw error;
  }
}

/**
 * Jobs whose records table is still there though nothing will read it again: the job is gone (its
 * organisation was removed) or its files were removed. At most `limit`.
 */
export async function leftoverJobRecords(db: Db, limit: number): Promise<string[]> {
  const { rows } = await sql<{ job_id: string }>`
    SELECT substr(c.relname, ${PREFIX.length + 1})::uuid::text AS job_id
    FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
    LEFT JOIN migration_jobs j ON j.id = substr(c.relname, ${PREFIX.length + 1})::uuid
    WHERE i.inhparent = 'migration_records'::regclass AND (j.id IS NULL OR j.files_removed_at IS NOT NULL)
    LIMIT ${limit}`.execute(db);
  return rows.map((row) => row.job_id);
}
