import { sql, type Kysely, type RawBuilder, type Selectable, type Transaction, type UpdateObject } from 'kysely';
import type { BulkTransaction, BulkWriter } from '../../db/bulk-insert.js';
import type { ErrorParams } from '../../lib/app-error.js';
import type { DB, JobStatus, MigrationErrorsTable, MigrationJobsTable, OnExisting } from '../../db/schema.js';
import type { SetRule } from './datasets/types.js';
import { TRANSITIONS, type Operation } from './job/state-machine.js';

/** Each department of the organisation once under its lower-cased code and name (the code wins a clash). */
const departmentKeys = (orgId: string) => sql`
  SELECT DISTINCT ON (key) key, id, name FROM (
    SELECT lower(code) AS key, id, name, 0 AS rank FROM departments WHERE org_id = ${orgId}::uuid
    UNION ALL SELECT lower(name), id, name, 1 FROM departments WHERE org_id = ${orgId}::uuid
  ) names ORDER BY key, rank`;

/**
 * The members fields a row can change, each as: the member's current value and the row's, as text, and
 * whether the row changes it (a field the row leaves empty keeps the member's value).
 */
const UPDATABLE: { field: string; from: RawBuilder<unknown>; to: RawBuilder<unknown>; changes: RawBuilder<unknown> }[] = [
  ...(['full_name', 'email', 'phone', 'gender'] as const).map((field) => ({
    field,
    from: sql`m.${sql.ref(field)}`,
    to: sql`rec.record->>${field}`,
    changes: sql`rec.record->>${field} IS DISTINCT FROM m.${sql.ref(field)}`,
  })),
  ...(['date_of_birth', 'employment_start_date'] as const).map((field) => ({
    field,
    from: sql`to_char(m.${sql.ref(field)}, 'YYYY-MM-DD')`,
    to: sql`rec.record->>${field}`,
    changes: sql`(rec.record->>${field})::date IS DISTINCT FROM m.${sql.ref(field)}`,
  })),
  { field: 'department', from: sql`dm.name`, to: sql`dep.name`, changes: sql`dep.id IS DISTINCT FROM m.department_id` },
  { field: 'package_code', from: sql`pm.code`, to: sql`pkg.code`, changes: sql`pkg.id IS DISTINCT FROM m.package_id` },
  {
    field: 'allowance_amount',
    from: sql`m.allowance_amount::text`,
    to: sql`(rec.record->>'allowance_amount')::numeric(14, 2)::text`,
    changes: sql`(rec.record->>'allowance_amount')::numeric IS DISTINCT FROM m.allowance_amount`,
  },
];

/**
 * Per record that matched a member (on_existing "update"): the member, the department and package the
 * row names, and `changes`, the fields it changes as { field: { from, to } } ('{}' when none).
 */
const memberChanges = (job: { id: string; orgId: string }) => sql`
  SELECT rec.row_number, rec.member_id, m.external_id, dep.id AS dep_id, pkg.id AS pkg_id,
         '{}'::jsonb ${sql.join(
           UPDATABLE.map((u) => sql`|| CASE WHEN rec.record->>${u.field} IS NOT NULL AND ${u.changes} THEN jsonb_build_object(${u.field}::text, jsonb_build_object('from', ${u.from}, 'to', ${u.to})) ELSE '{}'::jsonb END`),
           sql` `,
         )} AS changes
  FROM migration_records rec
  JOIN members m ON m.id = rec.member_id
  LEFT JOIN (${departmentKeys(job.orgId)}) dep ON dep.key = lower(rec.record->>'department')
  LEFT JOIN benefit_packages pkg ON pkg.org_id = ${job.orgId}::uuid AND lower(pkg.code) = lower(rec.record->>'package_code')
  LEFT JOIN departments dm ON dm.id = m.department_id
  LEFT JOIN benefit_packages pm ON pm.id = m.package_id
  WHERE rec.job_id = ${job.id}::uuid AND rec.member_id IS NOT NULL AND NOT rec.excluded`;

/** A member's values an import may change, as kept to restore them. */
const SNAPSHOT = sql`jsonb_build_object('full_name', m.full_name, 'email', m.email, 'phone', m.phone, 'date_of_birth', m.date_of_birth,
  'gender', m.gender, 'department_id', m.department_id, 'employment_start_date', m.employment_start_date, 'package_id', m.package_id,
  'allowance_amount', m.allowance_amount)`;

/** What a job's staged records were made with (mapping and day), as the job keeps it. */
export interface StagedWith {
  mapping: Record<string, string>;
  on: string;
}

export type JobRow = Selectable<MigrationJobsTable>;
type Db = Kysely<DB> | Transaction<DB>;

export interface StagedRecord {
  rowNumber: number;
  record: Record<string, string | null>;
  cells: readonly string[];
  excluded: boolean;
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

/** The job columns that say what its staged records were made with. */
const stagedColumns = (staged: StagedWith | undefined) => ({ staged_mapping: staged ? json(staged.mapping) : null, staged_on: staged?.on ?? null });

/** Restricts a statement over the job's records (as `rec`) to some rows, when given. */
const onlyRows = (only: readonly number[] | undefined) => (only ? sql`AND rec.row_number = ANY(${[...only]}::int[])` : sql``);

const ERROR_COLUMNS = ['job_id', 'row_number', 'column_name', 'field', 'value', 'code', 'message', 'params'] as const;

export class MigrationRepository {
  constructor(
    readonly db: Kysely<DB>,
    /** A transaction that can also write in bulk: uploads and validations stage their records with it. */
    readonly bulkTransaction: BulkTransaction,
  ) {}

  // ---- jobs -------------------------------------------------------------------------------------

  async insertJob(db: Db, job: { id: string; org_id: string; dataset_type: string; file_name: string; file_format: 'csv' | 'xlsx'; created_by: string; now: Date }) {
    await db
      .insertInto('migration_jobs')
      .values({
        id: job.id, org_id: job.org_id, status: 'uploaded', dataset_type: job.dataset_type, file_name: job.file_name,
        file_format: job.file_format, file_size: 0, row_count: 0, columns: '[]', suggested_mapping: '{}',
        created_by: job.created_by, created_at: job.now, updated_at: job.now,
      })
      .execute();
  }

  async updateUploadedJob(
    db: Db,
    id: string,
    changes: { dataset_type: string; file_size: number; row_count: number; columns: string[]; column_samples: Record<string, string[]>; suggested_mapping: Record<string, string>; staged: StagedWith | undefined },
  ) {
    const { staged, ...rest } = changes;
    await db
      .updateTable('migration_jobs')
      .set({ ...rest, columns: json(changes.columns), column_samples: json(changes.column_samples), suggested_mapping: json(changes.suggested_mapping), ...stagedColumns(staged) })
      .where('id', '=', id)
      .execute();
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

  /** Takes the job's row lock for the rest of the transaction. */
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
      const chunk = await db.selectFrom('migration_file_chunks').select('data').where('job_id', '=', jobId).where('seq', '=', seq).executeTakeFirst();
      if (!chunk) return;
      const offset = seq * chunkBytes;
      yield chunk.data.subarray(Math.max(0, start - offset), Math.min(chunk.data.length, end - offset));
    }
  }

  // ---- validation ---------------------------------------------------------------------------------

  async clearValidation(db: Db, jobId: string) {
    await db.deleteFrom('migration_records').where('job_id', '=', jobId).execute();
    await db.deleteFrom('migration_errors').where('job_id', '=', jobId).execute();
    await db.deleteFrom('migration_row_keys').where('job_id', '=', jobId).execute();
  }

  /** The records of a batch of rows, in one bulk write (COPY on a server). */
  async insertRecords(writer: BulkWriter, jobId: string, records: StagedRecord[]) {
    await writer.insert('migration_records', ['job_id', 'row_number', 'record', 'cells', 'excluded'], records.map(({ rowNumber, record, cells, excluded }) => [jobId, rowNumber, record, cells, excluded]));
  }

  /** The row errors of a batch of rows, in one bulk write. */
  async insertErrors(writer: BulkWriter, jobId: string, errors: StoredError[]) {
    await writer.insert('migration_errors', ERROR_COLUMNS, errors.map((e) => [jobId, e.row_number, e.column_name, e.field, e.value, e.code, e.message, e.params ?? null]));
  }

  /**
   * Undoes the set-wise rules' results (of every record, or only of the rows `only` names), keeping the
   * staged records and their row errors.
   */
  async clearSetRuleResults(db: Db, jobId: string, only?: readonly number[]) {
    let errors = db.deleteFrom('migration_errors').where('job_id', '=', jobId).where('set_rule', '=', true);
    let records = db.updateTable('migration_records').set({ skipped: false, member_id: null }).where('job_id', '=', jobId).where((eb) => eb.or([eb('skipped', '=', true), eb('member_id', 'is not', null)]));
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
  async applySetRule(db: Db, job: { id: string; orgId: string }, rule: SetRule, column: string, onExisting: OnExisting, only?: readonly number[]) {
    const value = sql`rec.record->>${rule.field}`;
    const active = sql`t.org_id = ${job.orgId}::uuid AND t.status = 'active'`;
    const live = sql`rec.job_id = ${job.id}::uuid AND NOT rec.excluded`;
    switch (rule.kind) {
      case 'existing_match': {
        const matches = sql`SELECT 1 FROM ${sql.table(rule.table)} t WHERE ${active} AND t.${sql.ref(rule.column)} = ${value}`;
        if (onExisting === 'skip') {
          await sql`UPDATE migration_records rec SET skipped = true WHERE ${live} ${onlyRows(only)} AND EXISTS (${matches})`.execute(db);
          return;
        }
        if (onExisting === 'update') {
          await sql`
            UPDATE migration_records rec SET member_id = t.id FROM ${sql.table(rule.table)} t
            WHERE ${live} ${onlyRows(only)} AND ${active} AND t.${sql.ref(rule.column)} = ${value}
          `.execute(db);
          return;
        }
        await sql`
          INSERT INTO migration_errors (job_id, row_number, column_name, field, value, code, message, set_rule)
          SELECT rec.job_id, rec.row_number, ${column}, ${rule.field}, ${value}, 'ALREADY_EXISTS', 'An active member already has this ' || ${rule.field} || '.', true
          FROM migration_records rec WHERE ${live} ${onlyRows(only)} AND EXISTS (${matches})
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
        const held = rule.caseInsensitive ? sql`lower(t.${sql.ref(rule.column)}) = lower(${value})` : sql`t.${sql.ref(rule.column)} = ${value}`;
        await sql`
          INSERT INTO migration_errors (job_id, row_number, column_name, field, value, code, message, params, set_rule)
          SELECT rec.job_id, rec.row_number, ${column}, ${rule.field}, ${value}, 'ALREADY_EXISTS', 'Another active member already has this ' || ${rule.field} || '.', '{"reason":"other"}'::jsonb, true
          FROM migration_records rec
          WHERE ${live} ${onlyRows(only)} AND NOT rec.skipped AND ${value} IS NOT NULL
            AND EXISTS (
              SELECT 1 FROM ${sql.table(rule.table)} t
              WHERE ${active} AND ${held} AND t.${sql.ref(rule.keyColumn)} IS DISTINCT FROM rec.record->>${rule.keyField}
            )
        `.execute(db);
        return;
      }
      case 'reference': {
        const named = sql.join(rule.columns.map((c) => sql`lower(t.${sql.ref(c)}) = lower(${value})`), sql` OR `);
        await sql`
          INSERT INTO migration_errors (job_id, row_number, column_name, field, value, code, message, set_rule)
          SELECT rec.job_id, rec.row_number, ${column}, ${rule.field}, ${value}, ${rule.code}, ${rule.message}, true
          FROM migration_records rec
          WHERE ${live} ${onlyRows(only)} AND NOT rec.skipped AND ${value} IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM ${sql.table(rule.table)} t WHERE t.org_id = ${job.orgId}::uuid AND (${named}))
        `.execute(db);
        return;
      }
    }
  }

  /**
   * Fresh planner statistics for the staged records and the members they are checked against. Without
   * them a just-filled table looks nearly empty, and the planner picks plans that compare every record
   * with every member (measured: 2.5 s instead of 6 ms for 1,000 records against 2,000 members).
   * Only the columns the checks join and filter on: the planner has no use for the jsonb cells' statistics
   * (the checks read fields out of them) nor for the members' search expression, and computing those took
   * half of the time (ANALYZE of 140,000 members 360 ms, of these columns 170 ms; records 180 and 100 ms).
   * And from a sample of 6,000 rows rather than 30,000 (statistics target 20, in this transaction only):
   * the plans need the tables' sizes and the job's share of the records, which a small sample gives, and
   * the two tables took 222 ms at the default target, 55 ms at 20, at 150,000 rows each. Autovacuum's
   * own ANALYZE later restores the finer statistics.
   */
  async refreshStatistics(db: Db) {
    await sql`SET LOCAL default_statistics_target = 20`.execute(db);
    await sql`ANALYZE migration_records (job_id, row_number, skipped, excluded, member_id), members (id, org_id, status, external_id, email, phone)`.execute(db);
    await sql`RESET default_statistics_target`.execute(db);
  }

  /**
   * A row updating a member leaves an empty cell's field as the member has it: its REQUIRED errors go
   * (but for the matching key), and so does CONTACT_REQUIRED when the member has an email or a phone.
   */
  async dropErrorsKeptByUpdates(db: Db, jobId: string, only?: readonly number[]): Promise<number> {
    const result = await sql`
      DELETE FROM migration_errors e USING migration_records rec, members m
      WHERE e.job_id = ${jobId}::uuid AND rec.job_id = e.job_id AND rec.row_number = e.row_number AND m.id = rec.member_id ${onlyRows(only)}
        AND ((e.code = 'REQUIRED' AND e.field <> 'external_id') OR (e.code = 'CONTACT_REQUIRED' AND (m.email IS NOT NULL OR m.phone IS NOT NULL)))
    `.execute(db);
    return Number(result.numAffectedRows ?? 0);
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
    const totals = await sql<{ error_count: string; error_row_count: string; skipped_row_count: string; excluded_row_count: string; edited_row_count: string }>`
      SELECT (SELECT count(*) FROM migration_errors WHERE job_id = ${jobId}::uuid) AS error_count,
             (SELECT count(DISTINCT row_number) FROM migration_errors WHERE job_id = ${jobId}::uuid) AS error_row_count,
             r.skipped_row_count, r.excluded_row_count,
             (SELECT count(DISTINCT row_number) FROM migration_row_edits WHERE job_id = ${jobId}::uuid AND column_name IS NOT NULL) AS edited_row_count
      FROM (SELECT count(*) FILTER (WHERE skipped) AS skipped_row_count, count(*) FILTER (WHERE excluded) AS excluded_row_count
            FROM migration_records WHERE job_id = ${jobId}::uuid AND (skipped OR excluded)) r
    `.execute(db);
    const byCode = await db.selectFrom('migration_errors').select(['code', (eb) => eb.fn.countAll<string>().as('n')]).where('job_id', '=', jobId).groupBy('code').orderBy('code').execute();
    const byField = await db.selectFrom('migration_errors').select(['field', (eb) => eb.fn.countAll<string>().as('n')]).where('job_id', '=', jobId).groupBy('field').orderBy('field').execute();
    const first = await this.errorsAfter(db, jobId, { row: 0, id: '0' }, 100);
    const row = totals.rows[0]!;
    return {
      errorCount: Number(row.error_count),
      errorRowCount: Number(row.error_row_count),
      skippedRowCount: Number(row.skipped_row_count),
      excludedRowCount: Number(row.excluded_row_count),
      editedRowCount: Number(row.edited_row_count),
      byCode: Object.fromEntries(byCode.map((r) => [r.code, Number(r.n)])),
      byField: Object.fromEntries(byField.map((r) => [r.field, Number(r.n)])),
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

  async previewCounts(job: { id: string; orgId: string }, db: Db = this.db) {
    const counts = await sql<{ to_create: string; to_skip: string; to_update: string; unchanged: string; excluded: string }>`
      SELECT count(*) FILTER (WHERE NOT rec.skipped AND NOT rec.excluded AND rec.member_id IS NULL) AS to_create,
             count(*) FILTER (WHERE rec.skipped) AS to_skip,
             count(*) FILTER (WHERE rec.excluded) AS excluded,
             count(*) FILTER (WHERE rec.member_id IS NOT NULL AND ch.changes <> '{}'::jsonb) AS to_update,
             count(*) FILTER (WHERE rec.member_id IS NOT NULL AND ch.changes = '{}'::jsonb) AS unchanged
      FROM migration_records rec LEFT JOIN (${memberChanges(job)}) ch ON ch.row_number = rec.row_number
      WHERE rec.job_id = ${job.id}::uuid
    `.execute(db);
    const row = counts.rows[0]!;
    return { toCreate: Number(row.to_create), toSkip: Number(row.to_skip), toUpdate: Number(row.to_update), unchanged: Number(row.unchanged), excluded: Number(row.excluded) };
  }

  /** The first updates the job would make: each changed field, from the member's value to the row's. */
  async firstChanges(job: { id: string; orgId: string }, limit: number) {
    const result = await sql<{ row_number: number; external_id: string; member_id: string; changes: Record<string, { from: string | null; to: string | null }> }>`
      SELECT row_number, external_id, member_id, changes FROM (${memberChanges(job)}) ch
      WHERE changes <> '{}'::jsonb ORDER BY row_number LIMIT ${limit}
    `.execute(this.db);
    return result.rows;
  }

  sampleRecords(jobId: string, limit: number) {
    return this.db
      .selectFrom('migration_records')
      .select(['row_number', 'record'])
      .where('job_id', '=', jobId)
      .where('skipped', '=', false)
      .where('excluded', '=', false)
      .where('member_id', 'is', null)
      .orderBy('row_number')
      .limit(limit)
      .execute();
  }

  /**
   * Rows to create per department, by the department's name (rows without one under the empty key),
   * each row under the department the commit will give it (one key per department name and code, as
   * there): an equality join, so a hash join, where an OR of two matches compared every row with every
   * department (480 ms of a 520 ms preview at 100,000 rows) and counted a row twice when its value was
   * one department's code and another's name.
   */
  async countByDepartment(job: { id: string; orgId: string }) {
    const rows = await sql<{ name: string; n: string }>`
      SELECT coalesce(d.name, '') AS name, count(*) AS n
      FROM migration_records rec
      LEFT JOIN (${departmentKeys(job.orgId)}) d ON d.key = lower(rec.record->>'department')
      WHERE rec.job_id = ${job.id}::uuid AND NOT rec.skipped AND NOT rec.excluded AND rec.member_id IS NULL
      GROUP BY 1 ORDER BY 1
    `.execute(this.db);
    return Object.fromEntries(rows.rows.map((r) => [r.name, Number(r.n)]));
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

  findJobById(db: Db, id: string): Promise<JobRow | undefined> {
    return db.selectFrom('migration_jobs').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * Jobs of every organisation in one of `statuses` whose row has not changed since `before`: background
   * work left behind by a stopped worker (or in progress on another instance).
   */
  jobsInStatusSince(statuses: JobStatus[], before: Date) {
    return this.db.selectFrom('migration_jobs').select(['id', 'org_id', 'validation_run']).where('status', 'in', statuses).where('updated_at', '<=', before).execute();
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
    const row = await db.selectFrom('migration_records').select((eb) => eb.fn.max('row_number').as('last')).where('job_id', '=', jobId).executeTakeFirst();
    return Number(row?.last ?? 0);
  }

  /** Written outside the import's transaction (on a connection of its own), so that readers see it move. */
  async setProgress(jobId: string, progress: { done: number; total: number }) {
    await this.db.updateTable('migration_jobs').set({ progress: json(progress) }).where('id', '=', jobId).where('status', '=', 'committing').execute();
  }

  /**
   * Inserts the members of the job's records numbered in (afterRow, upToRow], set-wise: departments and
   * packages resolved in the same statement, each member marked with the job that created it. A package's
   * allowance applies where the row gives none.
   */
  async importMembers(trx: Transaction<DB>, job: { id: string; orgId: string }, rows: { afterRow: number; upToRow: number }, now: Date): Promise<number> {
    const result = await sql`
      INSERT INTO members (org_id, external_id, full_name, email, phone, date_of_birth, gender, department_id,
                           employment_start_date, package_id, allowance_amount, created_by_job_id, created_at, updated_at)
      SELECT ${job.orgId}::uuid, r->>'external_id', r->>'full_name', r->>'email', r->>'phone', (r->>'date_of_birth')::date,
             r->>'gender', dep.id, (r->>'employment_start_date')::date, pkg.id,
             coalesce((r->>'allowance_amount')::numeric, pkg.allowance_amount, 0), ${job.id}::uuid, ${now}, ${now}
      FROM (SELECT rec.record AS r FROM migration_records rec
            WHERE rec.job_id = ${job.id}::uuid AND NOT rec.skipped AND NOT rec.excluded AND rec.member_id IS NULL
              AND rec.row_number > ${rows.afterRow} AND rec.row_number <= ${rows.upToRow}) src
      LEFT JOIN (${departmentKeys(job.orgId)}) dep ON dep.key = lower(r->>'department')
      LEFT JOIN benefit_packages pkg ON pkg.org_id = ${job.orgId}::uuid AND lower(pkg.code) = lower(r->>'package_code')
    `.execute(trx);
    return Number(result.numAffectedRows ?? 0);
  }

  /**
   * Updates the members the job's records numbered in (afterRow, upToRow] match, where they change
   * something: each mapped field the row gives, set-wise. Keeps each member's values from before and the
   * revision the update left, to restore them at a rollback. Answers how many members were updated.
   */
  async updateMembers(trx: Transaction<DB>, job: { id: string; orgId: string }, rows: { afterRow: number; upToRow: number }, now: Date): Promise<number> {
    const result = await sql<{ n: string }>`
      WITH src AS (
        SELECT ch.*, rec.record AS r FROM (${memberChanges(job)}) ch
        JOIN migration_records rec ON rec.job_id = ${job.id}::uuid AND rec.row_number = ch.row_number
        WHERE ch.changes <> '{}'::jsonb AND ch.row_number > ${rows.afterRow} AND ch.row_number <= ${rows.upToRow}
      ), before AS (
        SELECT m.id, ${SNAPSHOT} AS snapshot FROM members m JOIN src ON src.member_id = m.id
      ), updated AS (
        UPDATE members m SET
          full_name = coalesce(src.r->>'full_name', m.full_name), email = coalesce(src.r->>'email', m.email),
          phone = coalesce(src.r->>'phone', m.phone), gender = coalesce(src.r->>'gender', m.gender),
          date_of_birth = coalesce((src.r->>'date_of_birth')::date, m.date_of_birth),
          employment_start_date = coalesce((src.r->>'employment_start_date')::date, m.employment_start_date),
          department_id = coalesce(src.dep_id, m.department_id), package_id = coalesce(src.pkg_id, m.package_id),
          allowance_amount = coalesce((src.r->>'allowance_amount')::numeric, m.allowance_amount), updated_at = ${now}
        FROM src WHERE m.id = src.member_id AND m.status = 'active'
        RETURNING m.id, m.revision
      ), kept AS (
        INSERT INTO migration_member_updates (job_id, member_id, before, after_revision)
        SELECT ${job.id}::uuid, b.id, b.snapshot, u.revision FROM before b JOIN updated u ON u.id = b.id
        RETURNING 1
      )
      SELECT count(*) AS n FROM kept
    `.execute(trx);
    return Number(result.rows[0]!.n);
  }

  /** Rows matched to a member at validation whose member is no longer active: the update has no target. */
  async countVanishedMatches(db: Db, jobId: string): Promise<number> {
    const result = await sql<{ n: string }>`
      SELECT count(*) AS n FROM migration_records rec JOIN members m ON m.id = rec.member_id
      WHERE rec.job_id = ${jobId}::uuid AND m.status <> 'active'
    `.execute(db);
    return Number(result.rows[0]!.n);
  }

  /**
   * Restores the members the job updated to their values from before, where nobody changed them since
   * (the revision the update left) and their old email or phone is not another active member's now.
   */
  async restoreUpdatedMembers(trx: Transaction<DB>, job: { id: string; orgId: string }, now: Date) {
    const result = await sql<{ restored: string; inactive: string; changed: string; taken: string }>`
      WITH touched AS (
        SELECT u.member_id, u.before AS b, u.after_revision, m.revision, m.status,
               EXISTS (SELECT 1 FROM members o WHERE o.org_id = m.org_id AND o.status = 'active' AND o.id <> m.id AND (
                 (u.before->>'email' IS NOT NULL AND lower(o.email) = lower(u.before->>'email')) OR (u.before->>'phone' IS NOT NULL AND o.phone = u.before->>'phone'))) AS taken
        FROM migration_member_updates u JOIN members m ON m.id = u.member_id
        WHERE u.job_id = ${job.id}::uuid AND m.org_id = ${job.orgId}::uuid
      ), restored AS (
        UPDATE members m SET
          full_name = t.b->>'full_name', email = t.b->>'email', phone = t.b->>'phone', gender = t.b->>'gender',
          date_of_birth = (t.b->>'date_of_birth')::date, employment_start_date = (t.b->>'employment_start_date')::date,
          department_id = (t.b->>'department_id')::uuid, package_id = (t.b->>'package_id')::uuid,
          allowance_amount = (t.b->>'allowance_amount')::numeric, updated_at = ${now}
        FROM touched t WHERE m.id = t.member_id AND t.status = 'active' AND t.revision = t.after_revision AND NOT t.taken
        RETURNING m.id
      )
      SELECT (SELECT count(*) FROM restored) AS restored,
             count(*) FILTER (WHERE status <> 'active') AS inactive,
             count(*) FILTER (WHERE status = 'active' AND revision <> after_revision) AS changed,
             count(*) FILTER (WHERE status = 'active' AND revision = after_revision AND taken) AS taken
      FROM touched
    `.execute(trx);
    const row = result.rows[0]!;
    return { restored: Number(row.restored), alreadyInactive: Number(row.inactive), changed: Number(row.changed), taken: Number(row.taken) };
  }

  /** How many of the job's rows to create now collide with an active member, per identifier. */
  async countConflicts(db: Db, job: { id: string; orgId: string }) {
    const result = await sql<{ external_id: string; email: string; phone: string }>`
      SELECT
        count(*) FILTER (WHERE EXISTS (SELECT 1 FROM members m WHERE m.org_id = ${job.orgId}::uuid AND m.status = 'active' AND m.external_id = rec.record->>'external_id')) AS external_id,
        count(*) FILTER (WHERE EXISTS (SELECT 1 FROM members m WHERE m.org_id = ${job.orgId}::uuid AND m.status = 'active' AND m.email IS NOT NULL AND lower(m.email) = lower(rec.record->>'email'))) AS email,
        count(*) FILTER (WHERE EXISTS (SELECT 1 FROM members m WHERE m.org_id = ${job.orgId}::uuid AND m.status = 'active' AND m.phone IS NOT NULL AND m.phone = rec.record->>'phone')) AS phone
      FROM migration_records rec WHERE rec.job_id = ${job.id}::uuid AND NOT rec.skipped AND NOT rec.excluded AND rec.member_id IS NULL
    `.execute(db);
    const row = result.rows[0]!;
    return { external_id: Number(row.external_id), email: Number(row.email), phone: Number(row.phone) };
  }

  /**
   * Deactivates the job's members that are active and unchanged since the import (revision 1), in one
   * statement, and counts those left alone by reason.
   */
  async deactivateImportedMembers(trx: Transaction<DB>, job: { id: string; orgId: string }, now: Date) {
    const result = await sql<{ deactivated: string; already_inactive: string; changed: string }>`
      WITH created AS (
        SELECT id, status, revision FROM members WHERE created_by_job_id = ${job.id}::uuid AND org_id = ${job.orgId}::uuid
      ), deactivated AS (
        UPDATE members m SET status = 'inactive', updated_at = ${now}
        FROM created c WHERE m.id = c.id AND c.status = 'active' AND c.revision = 1
        RETURNING m.id
      )
      SELECT (SELECT count(*) FROM deactivated) AS deactivated,
             count(*) FILTER (WHERE status <> 'active') AS already_inactive,
             count(*) FILTER (WHERE status = 'active' AND revision > 1) AS changed
      FROM created
    `.execute(trx);
    const row = result.rows[0]!;
    return { deactivated: Number(row.deactivated), alreadyInactive: Number(row.already_inactive), changed: Number(row.changed) };
  }

  // ---- mapping profiles ---------------------------------------------------------------------------

  async saveProfile(db: Db, profile: { id: string; org_id: string; name: string; dataset_type: string; column_mapping: Record<string, string>; created_by: string; now: Date }) {
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
      .values({ id: profile.id, org_id: profile.org_id, name: profile.name, dataset_type: profile.dataset_type, column_mapping: json(profile.column_mapping), created_by: profile.created_by, created_at: profile.now, updated_at: profile.now })
      .execute();
  }

  listProfiles(db: Db, orgId: string, datasetType?: string) {
    let query = db.selectFrom('mapping_profiles').selectAll().where('org_id', '=', orgId);
    if (datasetType) query = query.where('dataset_type', '=', datasetType);
    return query.orderBy('updated_at', 'desc').orderBy('name').execute();
  }
}
