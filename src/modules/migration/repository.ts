import { sql, type Kysely, type RawBuilder, type Selectable, type Transaction, type UpdateObject } from 'kysely';
import type { BulkTransaction, BulkWriter } from '../../db/bulk-insert.js';
import { attachJobRecords, createJobRecords, jobRecordsTable } from '../../db/job-records.js';
import type { ErrorParams } from '../../lib/app-error.js';
import type { DB, JobStatus, MigrationErrorsTable, MigrationJobsTable, OnExisting } from '../../db/schema.js';
import type { ImportTarget, SetRule } from './datasets/types.js';
import { TRANSITIONS, type Operation } from './job/state-machine.js';
import { TargetRepository } from './commit/repository.js';
import { ReferencesRepository } from './references/repository.js';
import type { ColumnFormats, DetectedFormat } from './mapping/date-formats.js';

/** What a job's staged records were made with (mapping, date formats and day), as the job keeps it. */
export interface StagedWith {
  mapping: Record<string, string>;
  formats?: ColumnFormats | undefined;
  on: string;
}

export type JobRow = Selectable<MigrationJobsTable>;
type Db = Kysely<DB> | Transaction<DB>;

export interface StagedRecord {
  rowNumber: number;
  record: Record<string, string | null>;
  cells: readonly string[];
  excluded: boolean;
  /** The fields whose value is a normalised reading of the cell. */
  normalised: readonly string[];
}

/** An error as validation writes it: a row of migration_errors without its keys. */
export type StoredError = Omit<Selectable<MigrationErrorsTable>, 'id' | 'job_id' | 'set_rule' | 'params'> & { params?: ErrorParams | null };

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

/** Restricts a statement over the job's records (as `rec`) to some rows, when given. */
const onlyRows = (only: readonly number[] | undefined) => (only ? sql`AND rec.row_number = ANY(${[...only]}::int[])` : sql``);

const ERROR_COLUMNS = ['job_id', 'row_number', 'column_name', 'field', 'value', 'code', 'message', 'params'] as const;

export class MigrationRepository {
  /** The import's writing side, made from each dataset's target (commit/repository.ts). */
  readonly targets: TargetRepository;
  /** A members file's departments and packages the organisation lacks (references/repository.ts). */
  readonly references: ReferencesRepository;

  constructor(
    readonly db: Kysely<DB>,
    /** A transaction that can also write in bulk: uploads and validations stage their records with it. */
    readonly bulkTransaction: BulkTransaction,
  ) {
    this.targets = new TargetRepository(db);
    this.references = new ReferencesRepository(db);
  }

  // ---- jobs -------------------------------------------------------------------------------------

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
      columns: string[];
      column_samples: Record<string, string[]>;
      detected_formats: Record<string, DetectedFormat>;
      suggested_mapping: Record<string, string>;
      staged: StagedWith | undefined;
    },
  ) {
    const { staged, ...rest } = changes;
    await db
      .updateTable('migration_jobs')
      .set({
        ...rest,
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

  /** Takes the job's row lock for the rest of the transaction. */
  /** The organisation's currency: the one currency mark an amount in its files may carry. */
  async organisationCurrency(db: Db, orgId: string): Promise<string> {
    const row = await db.selectFrom('organisations').select('currency').where('id', '=', orgId).executeTakeFirstOrThrow();
    return row.currency;
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

  // ---- the file and its rows ----------------------------------------------------------------------

  async insertFileChunk(db: Db, jobId: string, seq: number, data: Buffer) {
    await db.insertInto('migration_file_chunks').values({ job_id: jobId, seq, data }).execute();
  }

  /** Bytes [start, end) of the stored file (end exclusive), a chunk at a time. */
  async *fileRange(db: Db, jobId: string, chunkBytes: number, start: number, end: number): AsyncGenerator<Buffer> {
    for (let seq = Math.floor(start / chunkBytes); seq * chunkBytes < end; seq++) {
      const chunk = await db
        .selectFrom('migration_file_chunks')
        .select('data')
        .where('job_id', '=', jobId)
        .where('seq', '=', seq)
        .executeTakeFirst();
      if (!chunk) return;
      const offset = seq * chunkBytes;
      yield chunk.data.subarray(Math.max(0, start - offset), Math.min(chunk.data.length, end - offset));
    }
  }

  // ---- validation ---------------------------------------------------------------------------------

  async clearValidation(db: Db, jobId: string) {
    // From the job's own table: a delete through migration_records is refused (migration 0032).
    await sql`DELETE FROM ${sql.table(jobRecordsTable(jobId))}`.execute(db);
    await db.deleteFrom('migration_errors').where('job_id', '=', jobId).execute();
    await db.deleteFrom('migration_row_keys').where('job_id', '=', jobId).execute();
  }

  /** The records of a batch of rows, in one bulk write (COPY on a server). */
  async insertRecords(writer: BulkWriter, jobId: string, records: StagedRecord[]) {
    await writer.insert(
      jobRecordsTable(jobId),
      ['job_id', 'row_number', 'record', 'cells', 'excluded', 'normalised'],
      records.map(({ rowNumber, record, cells, excluded, normalised }) => [
        jobId,
        rowNumber,
        record,
        cells,
        excluded,
        normalised.length > 0 ? normalised : null,
      ]),
    );
  }

  /** The row errors of a batch of rows, in one bulk write. */
  async insertErrors(writer: BulkWriter, jobId: string, errors: StoredError[]) {
    await writer.insert(
      'migration_errors',
      ERROR_COLUMNS,
      errors.map((e) => [jobId, e.row_number, e.column_name, e.field, e.value, e.code, e.message, e.params ?? null]),
    );
  }

  /**
   * Undoes the set-wise rules' results (of every record, or only of the rows `only` names), keeping the
   * staged records and their row errors.
   */
  async clearSetRuleResults(db: Db, jobId: string, only?: readonly number[]) {
    let errors = db.deleteFrom('migration_errors').where('job_id', '=', jobId).where('set_rule', '=', true);
    let records = db
      .updateTable('migration_records')
      .set({ skipped: false, member_id: null })
      .where('job_id', '=', jobId)
      .where((eb) => eb.or([eb('skipped', '=', true), eb('member_id', 'is not', null)]));
    if (only) {
      errors = errors.where('row_number', 'in', only);
      records = records.where('row_number', 'in', only);
    }
    await errors.execute();
    await records.execute();
  }

  /**
   * One set-wise rule over the job's records, as one SQL statement: all of them, or only the rows `only`
   * names (a row's edit), which are still compared with every other record. `column` is the file header
   * mapped to the rule's field, for the error's `column`. Excluded records take no part.
   */
  async applySetRule(
    db: Db,
    job: { id: string; orgId: string },
    target: ImportTarget,
    rule: SetRule,
    column: string,
    onExisting: OnExisting,
    only?: readonly number[],
  ) {
    const value = sql`rec.record->>${rule.field}`;
    const live = sql`rec.job_id = ${job.id}::uuid AND NOT rec.excluded`;
    const table = sql.table(target.table);
    // Members match while active; departments and packages keep their codes when archived, so any matches.
    const existing = target.matchesArchived
      ? sql`t.org_id = ${job.orgId}::uuid`
      : sql`t.org_id = ${job.orgId}::uuid AND t.status = 'active'`;
    const keyOf = (ref: RawBuilder<unknown>) => (target.key.caseInsensitive ? sql`lower(${ref})` : ref);
    const sameKey = sql`${keyOf(sql`t.${sql.ref(target.key.column)}`)} = ${keyOf(sql`rec.record->>${target.key.field}`)}`;
    const reason = target.noun === 'member' ? null : target.noun;
    switch (rule.kind) {
      case 'existing_match': {
        // The record a row matches, found by one index probe per row (a scalar subquery with LIMIT is never
        // turned into a join): as EXISTS or a join, the planner hashed every active member of the
        // organisation, 174 ms of a 10,000-row file's validation against 330,000 members (docs/benchmarks.md,
        // ninth session), more with every import. At most one record matches (the key is unique).
        const match = (what: RawBuilder<unknown>) => sql`(SELECT ${what} FROM ${table} t WHERE ${existing} AND ${sameKey} LIMIT 1)`;
        if (onExisting === 'skip') {
          await sql`UPDATE migration_records rec SET skipped = true WHERE ${live} ${onlyRows(only)} AND ${match(sql`true`)}`.execute(db);
          return;
        }
        if (onExisting === 'update') {
          // member_id: the existing record the row updates (a member, department or package).
          await sql`
            UPDATE migration_records staged SET member_id = found.id
            FROM (SELECT rec.row_number, ${match(sql`t.id`)} AS id FROM migration_records rec WHERE ${live} ${onlyRows(only)}) found
            WHERE staged.job_id = ${job.id}::uuid AND staged.row_number = found.row_number AND found.id IS NOT NULL
          `.execute(db);
          return;
        }
        const message =
          target.noun === 'member'
            ? sql`'An active member already has this ' || ${rule.field} || '.'`
            : sql`${`A ${target.noun} of the organisation already has this `} || ${rule.field} || '.'`;
        await sql`
          INSERT INTO migration_errors (job_id, row_number, column_name, field, value, code, message, params, set_rule)
          SELECT rec.job_id, rec.row_number, ${column}, ${rule.field}, ${value}, 'ALREADY_EXISTS', ${message}, ${reason === null ? null : JSON.stringify({ reason })}::jsonb, true
          FROM migration_records rec WHERE ${live} ${onlyRows(only)} AND ${match(sql`true`)}
        `.execute(db);
        return;
      }
      case 'unique_in_file': {
        const key = rule.caseInsensitive ? sql`lower(rec.record->>${rule.field})` : value;
        // A row's duplicates are found through its keys (RowsRepository.insertDuplicates), not here.
        if (only) throw new Error('unique_in_file is applied to chosen rows by the rows repository');
        // The keys held more than once first (hashed, not sorted: a window over every row sorted 100,000
        // text keys by collation), then their rows; a file without duplicates ends at the first step,
        // since a hash join with nothing on its inner side reads nothing on its outer.
        await sql`
          INSERT INTO migration_errors (job_id, row_number, column_name, field, value, code, message, params, set_rule)
          SELECT rec.job_id, rec.row_number, ${column}, ${rule.field}, ${value}, 'DUPLICATE_IN_FILE', 'The same ' || ${rule.field} || ' is already in row ' || d.first_row || '.',
                 jsonb_build_object('first_row', d.first_row), true
          FROM (
            SELECT ${key} AS key, min(rec.row_number) AS first_row
            FROM migration_records rec
            WHERE ${live} AND NOT rec.skipped AND ${value} IS NOT NULL
            GROUP BY 1 HAVING count(*) > 1
          ) d
          JOIN migration_records rec ON ${live} AND NOT rec.skipped AND ${key} = d.key
          WHERE rec.row_number <> d.first_row
        `.execute(db);
        return;
      }
      case 'taken_by_other': {
        const held = rule.caseInsensitive
          ? sql`lower(t.${sql.ref(rule.column)}) = lower(${value})`
          : sql`t.${sql.ref(rule.column)} = ${value}`;
        const message =
          target.noun === 'member'
            ? sql`'Another active member already has this ' || ${rule.field} || '.'`
            : sql`${`Another ${target.noun} of the organisation already has this `} || ${rule.field} || '.'`;
        // One index probe per record (a LATERAL subquery with LIMIT is never turned into a join): as an
        // EXISTS, the planner hashed every active member of the organisation, which made a 10,000-row file
        // against 300,000 members cost 420 ms a rule instead of 40 (docs/benchmarks.md, 2026-11-26).
        await sql`
          INSERT INTO migration_errors (job_id, row_number, column_name, field, value, code, message, params, set_rule)
          SELECT rec.job_id, rec.row_number, ${column}, ${rule.field}, ${value}, 'ALREADY_EXISTS', ${message}, ${JSON.stringify({ reason: reason === null ? 'other' : `${reason}_other` })}::jsonb, true
          FROM migration_records rec
          CROSS JOIN LATERAL (
            SELECT 1 FROM ${table} t WHERE ${existing} AND ${held} AND ${keyOf(sql`t.${sql.ref(target.key.column)}`)} IS DISTINCT FROM ${keyOf(sql`rec.record->>${target.key.field}`)} LIMIT 1
          ) held_by_other
          WHERE ${live} ${onlyRows(only)} AND NOT rec.skipped AND ${value} IS NOT NULL
        `.execute(db);
        return;
      }
      case 'reference': {
        const named = sql.join(
          rule.columns.map((c) => sql`lower(t.${sql.ref(c)}) = lower(${value})`),
          sql` OR `,
        );
        const noun = rule.table === 'departments' ? 'department' : 'benefit package';
        // Named by no active row: unknown, or (said so, for the few rows that fail) only by an archived one.
        const archived = sql`EXISTS (SELECT 1 FROM ${sql.table(rule.table)} t WHERE t.org_id = ${job.orgId}::uuid AND t.status = 'archived' AND (${named}))`;
        // Every name an active row answers to, one per line: the records are hash-joined with them (100,000
        // records: 65 ms; compared with each row's columns in turn, an OR no hash can serve, 184 ms).
        const activeNames = sql.join(
          rule.columns.map(
            (c) =>
              sql`SELECT lower(t.${sql.ref(c)}) AS name FROM ${sql.table(rule.table)} t WHERE t.org_id = ${job.orgId}::uuid AND t.status = 'active'`,
          ),
          sql` UNION ALL `,
        );
        await sql`
          INSERT INTO migration_errors (job_id, row_number, column_name, field, value, code, message, params, set_rule)
          SELECT rec.job_id, rec.row_number, ${column}, ${rule.field}, ${value}, ${rule.code},
                 CASE WHEN ${archived} THEN ${`This ${noun} is archived: restore it, or name another.`} ELSE ${rule.message} END,
                 CASE WHEN ${archived} THEN '{"reason":"archived"}'::jsonb END, true
          FROM migration_records rec
          WHERE ${live} ${onlyRows(only)} AND NOT rec.skipped AND ${value} IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM (${activeNames}) k WHERE k.name = lower(${value}))
        `.execute(db);
        return;
      }
    }
  }

  /** A skipped row is not checked further: the errors it collected before it was found existing go. Answers how many. */
  async dropErrorsOfSkippedRows(db: Db, jobId: string, only?: readonly number[]): Promise<number> {
    const result = await sql`
      DELETE FROM migration_errors e USING migration_records rec
      WHERE e.job_id = ${jobId}::uuid AND rec.job_id = e.job_id AND rec.row_number = e.row_number AND rec.skipped ${onlyRows(only)}
    `.execute(db);
    return Number(result.numAffectedRows ?? 0);
  }

  async validationCounts(db: Db, jobId: string) {
    const totals = await sql<{
      error_count: string;
      error_row_count: string;
      skipped_row_count: string;
      excluded_row_count: string;
      edited_row_count: string;
    }>`
      SELECT (SELECT count(*) FROM migration_errors WHERE job_id = ${jobId}::uuid) AS error_count,
             (SELECT count(DISTINCT row_number) FROM migration_errors WHERE job_id = ${jobId}::uuid) AS error_row_count,
             r.skipped_row_count, r.excluded_row_count,
             (SELECT count(DISTINCT row_number) FROM migration_row_edits WHERE job_id = ${jobId}::uuid AND column_name IS NOT NULL) AS edited_row_count
      FROM (SELECT count(*) FILTER (WHERE skipped) AS skipped_row_count, count(*) FILTER (WHERE excluded) AS excluded_row_count
            FROM migration_records WHERE job_id = ${jobId}::uuid AND (skipped OR excluded)) r
    `.execute(db);
    const byCode = await db
      .selectFrom('migration_errors')
      .select(['code', (eb) => eb.fn.countAll<string>().as('n')])
      .where('job_id', '=', jobId)
      .groupBy('code')
      .orderBy('code')
      .execute();
    const byField = await db
      .selectFrom('migration_errors')
      .select(['field', (eb) => eb.fn.countAll<string>().as('n')])
      .where('job_id', '=', jobId)
      .groupBy('field')
      .orderBy('field')
      .execute();
    const first = await this.errorsAfter(db, jobId, { row: 0, id: '0' }, 100);
    const normalised = await sql<{ field: string; n: string }>`
      SELECT f AS field, count(*) AS n FROM migration_records rec, jsonb_array_elements_text(rec.normalised) f
      WHERE rec.job_id = ${jobId}::uuid AND rec.normalised IS NOT NULL AND NOT rec.excluded GROUP BY f ORDER BY f
    `.execute(db);
    const row = totals.rows[0]!;
    return {
      errorCount: Number(row.error_count),
      errorRowCount: Number(row.error_row_count),
      skippedRowCount: Number(row.skipped_row_count),
      excludedRowCount: Number(row.excluded_row_count),
      editedRowCount: Number(row.edited_row_count),
      byCode: Object.fromEntries(byCode.map((r) => [r.code, Number(r.n)])),
      byField: Object.fromEntries(byField.map((r) => [r.field, Number(r.n)])),
      normalisedByField: Object.fromEntries(normalised.rows.map((r) => [r.field, Number(r.n)])),
      first,
    };
  }

  /** Errors in report order (row, then as found), a page at a time after a (row, id) position. */
  errorsAfter(db: Db, jobId: string, after: { row: number; id: string }, limit: number): Promise<(StoredError & { id: string })[]> {
    return db
      .selectFrom('migration_errors')
      .select(['id', 'row_number', 'column_name', 'field', 'value', 'code', 'message', 'params'])
      .where('job_id', '=', jobId)
      .where((eb) => eb(eb.refTuple('row_number', 'id'), '>', eb.tuple(after.row, after.id)))
      .orderBy('row_number')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** One page of a job's errors in report order, optionally of one code and/or one field, with the total. */
  async pageErrors(jobId: string, filter: { code?: string | undefined; field?: string | undefined; page: number; pageSize: number }) {
    let query = this.db.selectFrom('migration_errors').where('job_id', '=', jobId);
    if (filter.code !== undefined) query = query.where('code', '=', filter.code);
    if (filter.field !== undefined) query = query.where('field', '=', filter.field);
    const [items, total] = await Promise.all([
      query
        .select(['row_number', 'column_name', 'field', 'value', 'code', 'message', 'params'])
        .orderBy('row_number')
        .orderBy('id')
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(total.n) };
  }

  // ---- preview ------------------------------------------------------------------------------------

  sampleRecords(jobId: string, limit: number) {
    return this.db
      .selectFrom('migration_records')
      .select(['row_number', 'record', 'cells', 'normalised'])
      .where('job_id', '=', jobId)
      .where('skipped', '=', false)
      .where('excluded', '=', false)
      .where('member_id', 'is', null)
      .orderBy('row_number')
      .limit(limit)
      .execute();
  }

  // ---- commit and rollback -----------------------------------------------------------------------

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
   * refreshes the target's statistics before it lets go (TargetRepository.keepTargetStatistics).
   */
  async lockTargetForImport(trx: Transaction<DB>, orgId: string, table: string) {
    await sql`SELECT pg_advisory_xact_lock(${targetLockKey(orgId, table)})`.execute(trx);
  }

  /** Waits for the organisation's import into the target under way, and keeps the next one from starting until this transaction ends. */
  async lockTargetForChecks(trx: Transaction<DB>, orgId: string, table: string) {
    await sql`SELECT pg_advisory_xact_lock_shared(${targetLockKey(orgId, table)})`.execute(trx);
  }

  findJobById(db: Db, id: string): Promise<JobRow | undefined> {
    return db.selectFrom('migration_jobs').selectAll().where('id', '=', id).executeTakeFirst();
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

  // ---- mapping profiles ---------------------------------------------------------------------------

  async saveProfile(
    db: Db,
    profile: {
      id: string;
      org_id: string;
      name: string;
      dataset_type: string;
      column_mapping: Record<string, string>;
      created_by: string;
      now: Date;
    },
  ) {
    // An existing name (case-insensitive) in the organisation is overwritten, keeping its id and creation.
    const updated = await db
      .updateTable('mapping_profiles')
      .set({ name: profile.name, column_mapping: json(profile.column_mapping), updated_at: profile.now })
      .where('org_id', '=', profile.org_id)
      .where('dataset_type', '=', profile.dataset_type)
      .where(sql`lower(name)`, '=', profile.name.toLowerCase())
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) > 0) return;
    await db
      .insertInto('mapping_profiles')
      .values({
        id: profile.id,
        org_id: profile.org_id,
        name: profile.name,
        dataset_type: profile.dataset_type,
        column_mapping: json(profile.column_mapping),
        created_by: profile.created_by,
        created_at: profile.now,
        updated_at: profile.now,
      })
      .execute();
  }

  listProfiles(db: Db, orgId: string, datasetType?: string) {
    let query = db.selectFrom('mapping_profiles').selectAll().where('org_id', '=', orgId);
    if (datasetType) query = query.where('dataset_type', '=', datasetType);
    return query.orderBy('updated_at', 'desc').orderBy('name').execute();
  }
}
