import { sql, type Kysely, type RawBuilder, type Selectable, type Transaction } from 'kysely';
import type { BulkWriter } from '../../../db/bulk-insert.js';
import { jobRecordsTable } from '../../../db/job-records.js';
import type { DB, MigrationErrorsTable, OnExisting } from '../../../db/schema.js';
import { analyzeSampled, LARGEST_TARGET } from '../../../db/statistics.js';
import type { ErrorParams } from '../../../lib/app-error.js';
import type { ImportTarget, SetRule } from '../datasets/types.js';

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

/** Restricts a statement over the job's records (as `rec`) to some rows, when given. */
const onlyRows = (only: readonly number[] | undefined) => (only ? sql`AND rec.row_number = ANY(${[...only]}::int[])` : sql``);

/** The errors of a reference field that name nothing (not those that name an archived row). */
export const unknownReferenceErrors = (jobId: string, field: string, code: string) =>
  sql`e.job_id = ${jobId}::uuid AND e.field = ${field} AND e.code = ${code} AND e.value IS NOT NULL AND (e.params IS NULL OR e.params->>'reason' IS DISTINCT FROM 'archived')`;

const ERROR_COLUMNS = ['job_id', 'row_number', 'column_name', 'field', 'value', 'code', 'message', 'params'] as const;

/** Validation's SQL: a job's staged records and row errors, the set-wise rules over them, and the report's counts. */
export class ValidationRepository {
  constructor(readonly db: Kysely<DB>) {}

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
      .set({ skipped: false, record_id: null })
      .where('job_id', '=', jobId)
      .where((eb) => eb.or([eb('skipped', '=', true), eb('record_id', 'is not', null)]));
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
    const { reason } = target.names;
    switch (rule.kind) {
      case 'existing_match': {
        // The record a row matches, found by one index probe per row (a scalar subquery with LIMIT is never
        // turned into a join): as EXISTS or a join, the planner hashed every active member of the
        // organisation, a cost that grew with every import (docs/benchmarks.md, "Figures behind the code").
        // At most one record matches (the key is unique).
        const match = (what: RawBuilder<unknown>) => sql`(SELECT ${what} FROM ${table} t WHERE ${existing} AND ${sameKey} LIMIT 1)`;
        if (onExisting === 'skip') {
          await sql`UPDATE migration_records rec SET skipped = true WHERE ${live} ${onlyRows(only)} AND ${match(sql`true`)}`.execute(db);
          return;
        }
        if (onExisting === 'update') {
          // record_id: the existing record the row updates (a member, department or package).
          await sql`
            UPDATE migration_records staged SET record_id = found.id
            FROM (SELECT rec.row_number, ${match(sql`t.id`)} AS id FROM migration_records rec WHERE ${live} ${onlyRows(only)}) found
            WHERE staged.job_id = ${job.id}::uuid AND staged.row_number = found.row_number AND found.id IS NOT NULL
          `.execute(db);
          return;
        }
        const message = sql`${`${target.names.existing} already has this `} || ${rule.field} || '.'`;
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
        const message = sql`${`${target.names.other} already has this `} || ${rule.field} || '.'`;
        // One index probe per record (a LATERAL subquery with LIMIT is never turned into a join): as an
        // EXISTS, the planner hashed every active member of the organisation (docs/benchmarks.md, "Figures
        // behind the code").
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
          rule.columns.map((c) => sql`fold_amharic(t.${sql.ref(c)}) = fold_amharic(${value})`),
          sql` OR `,
        );
        const { noun } = rule;
        // Named by no active row: unknown, or (said so, for the few rows that fail) only by an archived one.
        const archived = sql`EXISTS (SELECT 1 FROM ${sql.table(rule.table)} t WHERE t.org_id = ${job.orgId}::uuid AND t.status = 'archived' AND (${named}))`;
        // Every name an active row answers to, one per line, so that the records are hash-joined with them:
        // comparing each row's columns in turn is an OR no hash can serve.
        const activeNames = sql.join(
          rule.columns.map(
            (c) =>
              sql`SELECT fold_amharic(t.${sql.ref(c)}) AS name FROM ${sql.table(rule.table)} t WHERE t.org_id = ${job.orgId}::uuid AND t.status = 'active'`,
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
            AND NOT EXISTS (SELECT 1 FROM (${activeNames}) k WHERE k.name = fold_amharic(${value}))
        `.execute(db);
        return;
      }
      case 'query': {
        await sql`
          INSERT INTO migration_errors (job_id, row_number, column_name, field, value, code, message, params, set_rule)
          SELECT ${job.id}::uuid, e.row_number, ${column}, ${rule.field}, e.value, e.code, e.message, e.params, true
          FROM (${rule.errors(job, sql`${live} ${onlyRows(only)} AND NOT rec.skipped`)}) e
        `.execute(db);
        return;
      }
      case 'not_below': {
        if (onExisting !== 'update') return;
        await sql`
          INSERT INTO migration_errors (job_id, row_number, column_name, field, value, code, message, params, set_rule)
          SELECT rec.job_id, rec.row_number, ${column}, ${rule.field}, coalesce(${value}, f.value::numeric(14, 2)::text), ${rule.code},
                 ${rule.message} || ' ' || f.floor::numeric(14, 2)::text || '.', jsonb_build_object('floor', f.floor::numeric(14, 2)::text), true
          FROM migration_records rec
          CROSS JOIN LATERAL (${rule.floor(sql`rec.record_id`, sql`rec.record`)}) f
          WHERE ${live} ${onlyRows(only)} AND NOT rec.skipped AND rec.record_id IS NOT NULL AND f.value < f.floor
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

  /** The values, each once (case aside, as first written), with their rows, most rows first: `limit` of them, and how many there are. */
  async missingValues(db: Db, jobId: string, field: string, code: string, limit: number) {
    const grouped = sql`SELECT min(e.value) AS value, count(*)::int AS rows FROM migration_errors e WHERE ${unknownReferenceErrors(jobId, field, code)} GROUP BY fold_amharic(e.value)`;
    const [values, total] = await Promise.all([
      sql<{ value: string; rows: number }>`SELECT value, rows FROM (${grouped}) g ORDER BY rows DESC, value LIMIT ${limit}`.execute(db),
      sql<{ n: number }>`SELECT count(*)::int AS n FROM (${grouped}) g`.execute(db),
    ]);
    return { values: values.rows, valueCount: total.rows[0]!.n };
  }

  /**
   * Fresh planner statistics for the job's staged records, before the set-wise rules compare them with the
   * target. Without them a just-filled table looks nearly empty, and the planner picks plans that compare
   * every record with every member. The job's own table only (a partition of migration_records, migration
   * 0032): its sample holds none of the other jobs' records. Only the columns the checks join and filter
   * on, from 6,000 rows at most (statistics target 20, in this transaction only). Figures:
   * docs/benchmarks.md, "Figures behind the code". With job_id: the statements' `job_id =` is still a filter on the table
   * chosen, and without its statistics the planner would take it to keep one row in 200. Autovacuum's own
   * ANALYZE later restores the finer statistics. The target's statistics are kept by the writes that
   * change it much (keepTargetStatistics).
   */
  async refreshRecordStatistics(db: Db, jobId: string) {
    await analyzeSampled(
      db,
      sql`${sql.table(jobRecordsTable(jobId))} (job_id, row_number, skipped, excluded, record_id, normalised)`,
      LARGEST_TARGET,
    );
  }

  /**
   * A row updating a record leaves an empty cell's field as the record has it: its REQUIRED errors go
   * (but for the matching key), and so do the row rules' errors the record satisfies (a member's
   * CONTACT_REQUIRED when they have an email or a phone).
   */
  async dropErrorsKeptByUpdates(db: Db, target: ImportTarget, jobId: string, only?: readonly number[]): Promise<number> {
    const moot = (target.keptByUpdate ?? []).map(
      (kept) =>
        sql`(e.code = ${kept.code} AND (${sql.join(
          kept.anyOf.map((column) => sql`m.${sql.ref(column)} IS NOT NULL`),
          sql` OR `,
        )}))`,
    );
    const result = await sql`
      DELETE FROM migration_errors e USING migration_records rec, ${sql.table(target.table)} m
      WHERE e.job_id = ${jobId}::uuid AND rec.job_id = e.job_id AND rec.row_number = e.row_number AND m.id = rec.record_id ${onlyRows(only)}
        AND ((e.code = 'REQUIRED' AND e.field <> ${target.key.field}) ${moot.length > 0 ? sql`OR ${sql.join(moot, sql` OR `)}` : sql``})
    `.execute(db);
    return Number(result.numAffectedRows ?? 0);
  }
}
