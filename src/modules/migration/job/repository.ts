import type { ReadingSettings } from '../datasets/registry.js';
import { sql, type Kysely, type Selectable, type Transaction, type UpdateObject } from 'kysely';
import type { BulkTransaction } from '../../../db/bulk-insert.js';
import { attachJobRecords, createJobRecords } from '../../../db/job-records.js';
import type { DB, JobStatus, MigrationJobsTable } from '../../../db/schema.js';
import type { DetectedFormat } from '../../../lib/records/dates.js';
import type { ColumnFormats } from '../mapping/date-formats.js';
import { TRANSITIONS, type Operation } from './state-machine.js';

/** What a job's staged records were made with (mapping, date formats and day), as the job keeps it. */
export interface StagedWith {
  mapping: Record<string, string>;
  formats?: ColumnFormats | undefined;
  on: string;
}

export type JobRow = Selectable<MigrationJobsTable>;
type Db = Kysely<DB> | Transaction<DB>;

export interface JobListFilter {
  status?: JobStatus | undefined;
  dataset_type?: string | undefined;
  page: number;
  pageSize: number;
}

const json = (value: unknown) => JSON.stringify(value);

/** The advisory lock an import holds for its whole transaction; the orphan sweep tests the same one. */
const importLockKey = (jobId: string) => sql`hashtextextended(${`migration.import:${jobId}`}, 0)`;

/** The lock on an organisation's records of a target that its imports write under and validations check under. */
const targetLockKey = (orgId: string, table: string) => sql`hashtextextended(${`migration.target:${orgId}:${table}`}, 0)`;

/** The job columns that say what its staged records were made with. */
const stagedColumns = (staged: StagedWith | undefined) => ({
  staged_mapping: staged ? json(staged.mapping) : null,
  staged_formats: staged?.formats && Object.keys(staged.formats).length > 0 ? json(staged.formats) : null,
  staged_on: staged?.on ?? null,
});

/**
 * The job core's SQL: a job's row and its moves through the state machine, the locks that keep its
 * stages apart (one import at a time, validations beside imports), and what the orphan sweep looks for.
 */
export class JobsRepository {
  constructor(
    readonly db: Kysely<DB>,
    /** A transaction that can also write in bulk: uploads and validations stage their records with it. */
    readonly bulkTransaction: BulkTransaction,
  ) {}

  /** The job's row and the table of its staged records (db/job-records.ts), in the upload's transaction. */
  async insertJob(
    db: Db,
    job: {
      id: string;
      org_id: string;
      dataset_type: string;
      file_name: string;
      file_format: 'csv' | 'xlsx';
      created_by: string;
      now: Date;
    },
  ) {
    await db
      .insertInto('migration_jobs')
      .values({
        id: job.id,
        org_id: job.org_id,
        status: 'uploaded',
        dataset_type: job.dataset_type,
        file_name: job.file_name,
        file_format: job.file_format,
        file_size: 0,
        row_count: 0,
        columns: '[]',
        suggested_mapping: '{}',
        created_by: job.created_by,
        created_at: job.now,
        updated_at: job.now,
      })
      .execute();
    await createJobRecords(db, job.id);
  }

  async updateUploadedJob(
    db: Db,
    id: string,
    changes: {
      dataset_type: string;
      file_size: number;
      row_count: number;
      header_row: number;
      sheet: { name: string; others: string[] } | undefined;
      hidden_columns: string[] | undefined;
      columns: string[];
      column_samples: Record<string, string[]>;
      detected_formats: Record<string, DetectedFormat>;
      suggested_mapping: Record<string, string>;
      staged: StagedWith | undefined;
    },
  ) {
    const { staged, sheet, hidden_columns, ...rest } = changes;
    await db
      .updateTable('migration_jobs')
      .set({
        ...rest,
        sheet_name: sheet?.name ?? null,
        other_sheets: sheet ? json(sheet.others) : null,
        hidden_columns: hidden_columns ? json(hidden_columns) : null,
        columns: json(changes.columns),
        column_samples: json(changes.column_samples),
        detected_formats: json(changes.detected_formats),
        suggested_mapping: json(changes.suggested_mapping),
        ...stagedColumns(staged),
      })
      .where('id', '=', id)
      .execute();
    // Last of the upload: the attach's lock on migration_records lasts only to its commit.
    await attachJobRecords(db, id);
  }

  /** What the job's staged records were made with; undefined when they may not be reused. */
  async setStaged(db: Db, id: string, staged: StagedWith | undefined) {
    await db.updateTable('migration_jobs').set(stagedColumns(staged)).where('id', '=', id).execute();
  }

  findJob(orgId: string, id: string): Promise<JobRow | undefined> {
    return this.db.selectFrom('migration_jobs').selectAll().where('id', '=', id).where('org_id', '=', orgId).executeTakeFirst();
  }

  findJobById(db: Db, id: string): Promise<JobRow | undefined> {
    return db.selectFrom('migration_jobs').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async listJobs(orgId: string, filter: JobListFilter) {
    let query = this.db.selectFrom('migration_jobs').where('org_id', '=', orgId);
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.dataset_type) query = query.where('dataset_type', '=', filter.dataset_type);
    // The total rides on the page as a window count: one round trip, not two pool connections.
    const rows = await query
      .select(['id', 'status', 'dataset_type', 'file_name', 'row_count', 'created_by', 'created_at', 'updated_at'])
      .select(sql<number | null>`(validation->>'error_count')::int`.as('error_count'))
      .select(sql<string>`count(*) over ()`.as('total'))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute();
    const items = rows.map(({ total, ...item }) => item);
    if (rows.length > 0) return { items, total: Number(rows[0]!.total) };
    if (filter.page === 1) return { items, total: 0 };
    // A page past the end has no row to carry the total.
    const { n } = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return { items, total: Number(n) };
  }

  /**
   * The state machine's one write: moves the job to the operation's target state only if it is in one
   * of the permitted source states (and matches `where`), in a single UPDATE. Undefined when it was not.
   */
  async transition(
    db: Db,
    job: { id: string; orgId: string },
    operation: Operation,
    changes: UpdateObject<DB, 'migration_jobs'>,
    where: { validationRun?: number } = {},
  ): Promise<JobRow | undefined> {
    const { from, to } = TRANSITIONS[operation];
    let query = db
      .updateTable('migration_jobs')
      .set({ ...changes, status: to })
      .where('id', '=', job.id)
      .where('org_id', '=', job.orgId)
      .where('status', 'in', [...from])
      // A job whose rows housekeeping removed moves no more (410 GONE before it gets here).
      .where('files_removed_at', 'is', null);
    if (where.validationRun !== undefined) query = query.where('validation_run', '=', where.validationRun);
    return query.returningAll().executeTakeFirst();
  }

  /**
   * The job's rows changed in place (a row's edit, its missing departments created): its new report, and
   * a preview or a failed commit out of date. The run moves on, so keys built for the old one stop.
   */
  async revalidated(db: Db, job: { id: string; orgId: string }, report: unknown, now: Date): Promise<JobRow> {
    return (await this.transition(db, job, 'editRow', {
      validation: JSON.stringify(report),
      preview: null,
      failure: null,
      validation_run: (eb) => eb('validation_run', '+', 1),
      updated_at: now,
    }))!;
  }

  /** The organisation's currency: the one currency mark an amount in its files may carry. */
  /** How the organisation's files are read: its currency, its time zone, whether its employee numbers differ by case. */
  async readingSettings(db: Db, orgId: string): Promise<ReadingSettings> {
    const row = await db
      .selectFrom('organisations')
      .select(['currency', 'time_zone', 'member_numbers_case_sensitive'])
      .where('id', '=', orgId)
      .executeTakeFirstOrThrow();
    return { currency: row.currency, timeZone: row.time_zone, caseSensitiveNumbers: row.member_numbers_case_sensitive };
  }

  /** One more failed run of the job's background step: answers how many there have been since its mapping. */
  async countStepFailure(jobId: string): Promise<number> {
    const row = await this.db
      .updateTable('migration_jobs')
      .set((eb) => ({ step_failures: eb('step_failures', '+', 1) }))
      .where('id', '=', jobId)
      .returning('step_failures')
      .executeTakeFirst();
    return row?.step_failures ?? 0;
  }

  lockJob(db: Db, id: string): Promise<JobRow | undefined> {
    return db.selectFrom('migration_jobs').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  organisationStatus(db: Db, orgId: string) {
    return db.selectFrom('organisations').select('status').where('id', '=', orgId).executeTakeFirst();
  }

  /**
   * Holds the organisation's status steady until the transaction ends, so it cannot stop being active
   * halfway through an import.
   */
  lockOrganisationStatus(trx: Transaction<DB>, orgId: string) {
    return trx.selectFrom('organisations').select('status').where('id', '=', orgId).forShare().executeTakeFirst();
  }

  /**
   * One import of a job at a time, however many workers the queue hands it to: the others wait here
   * and then find it no longer committing. A transaction lock, so it goes with a dead connection.
   */
  async lockImport(trx: Transaction<DB>, jobId: string) {
    await sql`SELECT pg_advisory_xact_lock(${importLockKey(jobId)})`.execute(trx);
  }

  /**
   * An import writes the organisation's records of a target alone (exclusive), and validations compare
   * with them between imports (shared): a check planned with the statistics of before a commit, while
   * that commit's rows stood in the indexes uncommitted, probed all of them for every record of the file
   * (an import stood in `validating` for minutes; docs/decisions.md). A transaction lock: the commit
   * refreshes the target's statistics before it lets go (TargetStore.keepTargetStatistics).
   */
  async lockTargetForImport(trx: Transaction<DB>, orgId: string, table: string) {
    await sql`SELECT pg_advisory_xact_lock(${targetLockKey(orgId, table)})`.execute(trx);
  }

  /** Waits for the organisation's import into the target under way, and keeps the next one from starting until this transaction ends. */
  async lockTargetForChecks(trx: Transaction<DB>, orgId: string, table: string) {
    await sql`SELECT pg_advisory_xact_lock_shared(${targetLockKey(orgId, table)})`.execute(trx);
  }

  /**
   * Jobs of every organisation in one of `statuses` whose row has not changed since `before`: background
   * work left behind by a stopped worker (or in progress on another instance).
   */
  jobsInStatusSince(statuses: JobStatus[], before: Date) {
    return this.db
      .selectFrom('migration_jobs')
      .select(['id', 'org_id', 'validation_run'])
      .where('status', 'in', statuses)
      .where('updated_at', '<=', before)
      .execute();
  }

  /**
   * The job, locked for the rest of the transaction, if no live transaction works on it: an import holds
   * its import lock, a validation its row. Locks of a dead process went with its connection.
   */
  async lockIfUnattended(trx: Transaction<DB>, jobId: string): Promise<JobRow | undefined> {
    const { rows } = await sql<{ free: boolean }>`SELECT pg_try_advisory_xact_lock(${importLockKey(jobId)}) AS free`.execute(trx);
    if (!rows[0]?.free) return undefined;
    return trx.selectFrom('migration_jobs').selectAll().where('id', '=', jobId).forUpdate().skipLocked().executeTakeFirst();
  }

  /** The highest row number of the job's records (0 without any). */
  async lastRowNumber(db: Db, jobId: string): Promise<number> {
    const row = await db
      .selectFrom('migration_records')
      .select((eb) => eb.fn.max('row_number').as('last'))
      .where('job_id', '=', jobId)
      .executeTakeFirst();
    return Number(row?.last ?? 0);
  }

  /** Written outside the import's transaction (on a connection of its own), so that readers see it move. */
  async setProgress(jobId: string, progress: { done: number; total: number }) {
    await this.db
      .updateTable('migration_jobs')
      .set({ progress: json(progress) })
      .where('id', '=', jobId)
      .where('status', '=', 'committing')
      .execute();
  }
}
