import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { SetRule } from '../datasets/types.js';
import type { RowEdits } from '../validation/staging.js';
import type { StoredError } from '../validation/repository.js';

type Db = Kysely<DB> | Transaction<DB>;
type UniqueRule = Extract<SetRule, { kind: 'unique_in_file' }>;

/** The row that marks a job's keys as complete (no field is named ''). */
const COMPLETE = { field: '', key: '', row: 0 };

/** A unique value as it is compared: lower case for the rules that ignore case. */
const keyOf = (rule: UniqueRule, value: RawBuilder<unknown>) => (rule.caseInsensitive ? sql`lower(${value})` : value);

export type RowFilter = 'all' | 'errors' | 'valid' | 'edited' | 'excluded';

/** A staged record as the rows screen and a row's edit read it. */
export interface RowRecord {
  row_number: number;
  record: Record<string, string | null>;
  cells: string[] | null;
  excluded: boolean;
  skipped: boolean;
}

/** One change a user makes to a row: a cell, or the row's exclusion (column null). */
export interface NewRowEdit {
  row_number: number;
  column_name: string | null;
  old_value: string | null;
  new_value: string | null;
  excluded: boolean | null;
}

/** The SQL of the rows of a job as the user sees and fixes them: pages, edits, exclusions, incremental checks. */
export class RowsRepository {
  constructor(readonly db: Kysely<DB>) {}

  findRecord(db: Db, jobId: string, rowNumber: number): Promise<RowRecord | undefined> {
    return db
      .selectFrom('migration_records')
      .select(['row_number', 'record', 'cells', 'excluded', 'skipped'])
      .where('job_id', '=', jobId)
      .where('row_number', '=', rowNumber)
      .executeTakeFirst();
  }

  /**
   * Whether the job's records were staged before records kept their cells (a job from before the
   * upgrade that brought row edits): its rows cannot be shown until it is validated again. Staging
   * writes every record of a job or none, so its first record tells.
   */
  async stagedWithoutCells(jobId: string): Promise<boolean> {
    const first = await this.db
      .selectFrom('migration_records')
      .select(sql<boolean>`cells IS NULL`.as('missing'))
      .where('job_id', '=', jobId)
      .orderBy('row_number')
      .limit(1)
      .executeTakeFirst();
    return first?.missing === true;
  }

  /** Writes a row's new cells, record and exclusion; its match and skip are decided again by the set-wise rules. */
  async saveRecord(
    db: Db,
    jobId: string,
    rowNumber: number,
    values: { record: Record<string, string | null>; cells: readonly string[]; excluded: boolean; normalised: readonly string[] },
  ) {
    await db
      .updateTable('migration_records')
      .set({
        record: JSON.stringify(values.record),
        cells: JSON.stringify(values.cells),
        excluded: values.excluded,
        skipped: false,
        record_id: null,
        normalised: values.normalised.length > 0 ? JSON.stringify(values.normalised) : null,
      })
      .where('job_id', '=', jobId)
      .where('row_number', '=', rowNumber)
      .execute();
  }

  /**
   * Keeps a row's differences from the file: one entry per cell (its file value and its latest value, by
   * whoever changed it last) and one for the row's exclusion. A cell set back to the file's value, or a row
   * included again, is no longer a difference. So what is stored is bounded by the row, however often it is
   * edited.
   */
  async saveEdits(db: Db, jobId: string, rowNumber: number, edits: NewRowEdit[], by: { userId: string; at: Date }) {
    if (edits.length === 0) return;
    await db
      .insertInto('migration_row_edits')
      .values(edits.map((e) => ({ job_id: jobId, ...e, edited_by: by.userId, edited_at: by.at })))
      .onConflict((oc) =>
        oc.columns(['job_id', 'row_number', 'column_name']).doUpdateSet((eb) => ({
          new_value: eb.ref('excluded.new_value'),
          excluded: eb.ref('excluded.excluded'),
          edited_by: eb.ref('excluded.edited_by'),
          edited_at: eb.ref('excluded.edited_at'),
        })),
      )
      .execute();
    await sql`
      DELETE FROM migration_row_edits
      WHERE job_id = ${jobId}::uuid AND row_number = ${rowNumber}
        AND ((column_name IS NOT NULL AND new_value IS NOT DISTINCT FROM old_value) OR (column_name IS NULL AND excluded = false))
    `.execute(db);
  }

  /**
   * Leaves out of the import every row (not yet left out) with an error of this code, on this field when
   * one is named, set-wise: the rows marked, their errors gone, each exclusion kept as an edit with who
   * and when (as one row's). Answers how many rows were left out.
   */
  async excludeRowsWithError(db: Db, jobId: string, error: { code: string; field?: string | undefined }, by: { userId: string; at: Date }) {
    const { rows } = await sql<{ n: string }>`
      WITH target AS (
        SELECT DISTINCT row_number FROM migration_errors
        WHERE job_id = ${jobId}::uuid AND code = ${error.code} AND (${error.field ?? null}::text IS NULL OR field = ${error.field ?? null})
      ), marked AS (
        UPDATE migration_records SET excluded = true, skipped = false, record_id = null
        WHERE job_id = ${jobId}::uuid AND row_number IN (SELECT row_number FROM target) AND NOT excluded
        RETURNING row_number
      ), kept AS (
        INSERT INTO migration_row_edits (job_id, row_number, column_name, old_value, new_value, excluded, edited_by, edited_at)
        SELECT ${jobId}::uuid, row_number, NULL, NULL, NULL, true, ${by.userId}::uuid, ${by.at}::timestamptz FROM marked
        ON CONFLICT (job_id, row_number, column_name) DO UPDATE
          SET excluded = true, edited_by = EXCLUDED.edited_by, edited_at = EXCLUDED.edited_at
        RETURNING row_number
      ), cleared AS (
        DELETE FROM migration_errors WHERE job_id = ${jobId}::uuid AND row_number IN (SELECT row_number FROM kept)
      )
      SELECT count(*) AS n FROM kept
    `.execute(db);
    return Number(rows[0]?.n ?? 0);
  }

  /** Replaces every error of one row (its row rules' and the set-wise ones') with the row errors given. */
  async replaceRowErrors(db: Db, jobId: string, rowNumber: number, errors: StoredError[]) {
    await db.deleteFrom('migration_errors').where('job_id', '=', jobId).where('row_number', '=', rowNumber).execute();
    if (errors.length === 0) return;
    await db
      .insertInto('migration_errors')
      .values(errors.map((e) => ({ job_id: jobId, ...e, params: e.params ? JSON.stringify(e.params) : null })))
      .execute();
  }

  /**
   * Makes sure the job's unique values are in migration_row_keys: the first edit of a job (that a
   * background build has not prepared) copies them from its records, set-wise, under the job's row lock.
   */
  async ensureKeys(db: Db, jobId: string, rules: readonly UniqueRule[]) {
    if (rules.length === 0 || (await this.hasKeys(db, jobId))) return;
    // A build cut short (by a new validation or a stop) may have left some.
    await this.clearKeys(db, jobId);
    await this.insertKeys(db, jobId, rules, { afterRow: 0 });
    await this.markKeysComplete(db, jobId);
  }

  /** The keys of the job's records after `afterRow` (up to `upToRow`), set-wise. */
  async insertKeys(db: Db, jobId: string, rules: readonly UniqueRule[], rows: { afterRow: number; upToRow?: number }) {
    const values = sql.join(rules.map((rule) => sql`(${rule.field}::text, ${keyOf(rule, sql`rec.record->>${rule.field}`)})`));
    const upTo = rows.upToRow === undefined ? sql`` : sql`AND rec.row_number <= ${rows.upToRow}`;
    await sql`
      INSERT INTO migration_row_keys (job_id, field, key, row_number)
      SELECT rec.job_id, v.field, v.key, rec.row_number
      FROM migration_records rec CROSS JOIN LATERAL (VALUES ${values}) v(field, key)
      WHERE rec.job_id = ${jobId}::uuid AND rec.row_number > ${rows.afterRow} ${upTo} AND v.key IS NOT NULL
    `.execute(db);
  }

  /** Marks the job's keys complete; fresh statistics, since a table just filled looks empty to the planner. */
  async markKeysComplete(db: Db, jobId: string) {
    await db
      .insertInto('migration_row_keys')
      .values({ job_id: jobId, field: COMPLETE.field, key: COMPLETE.key, row_number: COMPLETE.row })
      .execute();
    await sql`ANALYZE migration_row_keys`.execute(db);
  }

  async clearKeys(db: Db, jobId: string) {
    await db.deleteFrom('migration_row_keys').where('job_id', '=', jobId).execute();
  }

  async hasKeys(db: Db, jobId: string): Promise<boolean> {
    const marker = await db
      .selectFrom('migration_row_keys')
      .select('row_number')
      .where('job_id', '=', jobId)
      .where('field', '=', COMPLETE.field)
      .where('key', '=', COMPLETE.key)
      .executeTakeFirst();
    return marker !== undefined;
  }

  /** A row's unique values after its edit, in place of those before. */
  async replaceKeys(
    db: Db,
    jobId: string,
    rowNumber: number,
    rules: readonly UniqueRule[],
    before: Record<string, string | null>,
    after: Record<string, string | null>,
  ) {
    const keysOf = (record: Record<string, string | null>) =>
      rules
        .filter((rule) => record[rule.field] != null)
        .map((rule) => ({
          job_id: jobId,
          field: rule.field,
          key: rule.caseInsensitive ? record[rule.field]!.toLowerCase() : record[rule.field]!,
          row_number: rowNumber,
        }));
    for (const old of keysOf(before)) {
      await db
        .deleteFrom('migration_row_keys')
        .where('job_id', '=', jobId)
        .where('field', '=', old.field)
        .where('key', '=', old.key)
        .where('row_number', '=', rowNumber)
        .execute();
    }
    const keys = keysOf(after);
    if (keys.length > 0) await db.insertInto('migration_row_keys').values(keys).execute();
  }

  /**
   * The rows (other than `row`) holding one of `values` in a field that must be unique in the file: the
   * rows whose DUPLICATE_IN_FILE errors an edit can make or mend. Found by index (ensureKeys first).
   */
  async rowsSharing(db: Db, jobId: string, row: number, rules: readonly UniqueRule[], values: Record<string, string[]>): Promise<number[]> {
    const conditions = rules
      .filter((rule) => (values[rule.field] ?? []).length > 0)
      .map(
        (rule) =>
          sql`(field = ${rule.field} AND key = ANY(${values[rule.field]!.map((v) => (rule.caseInsensitive ? v.toLowerCase() : v))}::text[]))`,
      );
    if (conditions.length === 0) return [];
    const result = await sql<{ row_number: number }>`
      SELECT DISTINCT row_number FROM migration_row_keys
      WHERE job_id = ${jobId}::uuid AND row_number <> ${row} AND (${sql.join(conditions, sql` OR `)})
    `.execute(db);
    return result.rows.map((r) => r.row_number);
  }

  /**
   * DUPLICATE_IN_FILE for some rows: each row whose value an earlier row (not skipped, not excluded) holds
   * too. The same errors, word for word and with the same params, as the rule over the whole file gives them.
   */
  async insertDuplicates(db: Db, jobId: string, rule: UniqueRule, column: string, rows: readonly number[]) {
    const value = sql`rec.record->>${rule.field}`;
    await sql`
      INSERT INTO migration_errors (job_id, row_number, column_name, field, value, code, message, params, set_rule)
      SELECT rec.job_id, rec.row_number, ${column}, ${rule.field}, ${value}, 'DUPLICATE_IN_FILE',
             'The same ' || ${rule.field} || ' is already in row ' || f.first_row || '.', jsonb_build_object('first_row', f.first_row), true
      FROM migration_records rec
      CROSS JOIN LATERAL (
        SELECT min(k.row_number) AS first_row
        FROM migration_row_keys k JOIN migration_records other ON other.job_id = ${jobId}::uuid AND other.row_number = k.row_number
        WHERE k.job_id = ${jobId}::uuid AND k.field = ${rule.field} AND k.key = ${keyOf(rule, value)} AND NOT other.skipped AND NOT other.excluded
      ) f
      WHERE rec.job_id = ${jobId}::uuid AND rec.row_number = ANY(${[...rows]}::int[]) AND NOT rec.skipped AND NOT rec.excluded
        AND ${value} IS NOT NULL AND rec.row_number <> f.first_row
    `.execute(db);
  }

  /** The latest value of each edited cell and each row's exclusion: applied when the file is staged again. */
  async latestEdits(db: Db, jobId: string, columns: readonly string[]): Promise<RowEdits> {
    const latest = await sql<{ row_number: number; column_name: string | null; new_value: string | null; excluded: boolean | null }>`
      SELECT DISTINCT ON (row_number, column_name) row_number, column_name, new_value, excluded
      FROM migration_row_edits WHERE job_id = ${jobId}::uuid
      ORDER BY row_number, column_name, id DESC
    `.execute(db);
    const edits: RowEdits = { cells: new Map(), excluded: new Set() };
    for (const edit of latest.rows) {
      if (edit.column_name === null) {
        if (edit.excluded) edits.excluded.add(edit.row_number);
        continue;
      }
      const index = columns.indexOf(edit.column_name);
      if (index < 0) continue;
      if (!edits.cells.has(edit.row_number)) edits.cells.set(edit.row_number, new Map());
      edits.cells.get(edit.row_number)!.set(index, edit.new_value ?? '');
    }
    return edits;
  }

  /** One page of the job's rows under a filter (and, if given, only rows with an error of that code and/or field), with the total. */
  async pageRows(
    jobId: string,
    filter: { show: RowFilter; code?: string | undefined; field?: string | undefined; page: number; pageSize: number },
  ) {
    const conditions = [sql`rec.job_id = ${jobId}::uuid`];
    const errorsOfRow = [sql`e.job_id = rec.job_id`, sql`e.row_number = rec.row_number`];
    if (filter.code !== undefined) errorsOfRow.push(sql`e.code = ${filter.code}`);
    if (filter.field !== undefined) errorsOfRow.push(sql`e.field = ${filter.field}`);
    const hasError = sql`EXISTS (SELECT 1 FROM migration_errors e WHERE ${sql.join(errorsOfRow, sql` AND `)})`;
    const hasEdit = sql`EXISTS (SELECT 1 FROM migration_row_edits ed WHERE ed.job_id = rec.job_id AND ed.row_number = rec.row_number AND ed.column_name IS NOT NULL)`;
    if (filter.show === 'errors' || filter.code !== undefined || filter.field !== undefined) conditions.push(hasError);
    if (filter.show === 'valid') conditions.push(sql`NOT rec.excluded AND NOT ${hasError}`);
    if (filter.show === 'edited') conditions.push(hasEdit);
    if (filter.show === 'excluded') conditions.push(sql`rec.excluded`);
    const where = sql.join(conditions, sql` AND `);
    const [items, total] = await Promise.all([
      sql<{
        row_number: number;
        cell_lengths: number[] | null;
        excluded: boolean;
        skipped: boolean;
        edited: boolean;
        normalised: string[] | null;
        normalised_values: Record<string, string | null> | null;
      }>`
        SELECT rec.row_number, rec.excluded, rec.skipped, ${hasEdit} AS edited, rec.normalised,
               (SELECT jsonb_object_agg(f, rec.record->f) FROM jsonb_array_elements_text(rec.normalised) f) AS normalised_values,
               (SELECT array_agg(length(c) ORDER BY o) FROM jsonb_array_elements_text(rec.cells) WITH ORDINALITY x(c, o)) AS cell_lengths
        FROM migration_records rec WHERE ${where}
        ORDER BY rec.row_number LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}
      `.execute(this.db),
      sql<{ n: string }>`SELECT count(*) AS n FROM migration_records rec WHERE ${where}`.execute(this.db),
    ]);
    return { items: items.rows, total: Number(total.rows[0]!.n) };
  }

  /** The cells of some rows, each cut to `cap` characters (the page's budget: PAGE_BUDGET), read cut. */
  async cellsOfRows(jobId: string, rows: readonly number[], cap: number): Promise<Map<number, string[] | null>> {
    if (rows.length === 0) return new Map();
    const cells = Number.isFinite(cap)
      ? sql`CASE WHEN rec.cells IS NULL THEN NULL ELSE (SELECT coalesce(jsonb_agg(left(c, ${cap}) ORDER BY o), '[]'::jsonb) FROM jsonb_array_elements_text(rec.cells) WITH ORDINALITY x(c, o)) END`
      : sql`rec.cells`;
    const result = await sql<{ row_number: number; cells: string[] | null }>`
      SELECT rec.row_number, ${cells} AS cells FROM migration_records rec
      WHERE rec.job_id = ${jobId}::uuid AND rec.row_number = ANY(${[...rows]}::int[])
    `.execute(this.db);
    return new Map(result.rows.map((r) => [r.row_number, r.cells]));
  }

  /** The lengths of the edits' values of some rows: what the page's budget is worked out from. */
  async editLengthsOfRows(jobId: string, rows: readonly number[]): Promise<number[]> {
    if (rows.length === 0) return [];
    const result = await sql<{ from_length: number | null; to_length: number | null }>`
      SELECT length(old_value) AS from_length, length(new_value) AS to_length FROM migration_row_edits
      WHERE job_id = ${jobId}::uuid AND row_number = ANY(${[...rows]}::int[])
    `.execute(this.db);
    return result.rows.flatMap((r) => [r.from_length ?? 0, r.to_length ?? 0]);
  }

  errorsOfRows(jobId: string, rows: readonly number[]) {
    if (rows.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('migration_errors')
      .select(['row_number', 'column_name', 'field', 'code', 'message', 'params'])
      .where('job_id', '=', jobId)
      .where('row_number', 'in', rows)
      .orderBy('row_number')
      .orderBy('id')
      .execute();
  }

  /** The edits of some rows in the order they were first made, with the name of who made each; values cut to `cap`. */
  editsOfRows(jobId: string, rows: readonly number[], cap = Infinity) {
    if (rows.length === 0) return Promise.resolve([]);
    const cut = (column: 'e.old_value' | 'e.new_value') =>
      Number.isFinite(cap) ? sql<string | null>`left(${sql.ref(column)}, ${cap})` : sql<string | null>`${sql.ref(column)}`;
    return this.db
      .selectFrom('migration_row_edits as e')
      .leftJoin('users as u', 'u.id', 'e.edited_by')
      .select(['e.row_number', 'e.column_name', 'e.excluded', 'e.edited_by', 'u.full_name', 'e.edited_at'])
      .select([
        cut('e.old_value').as('old_value'),
        cut('e.new_value').as('new_value'),
        sql<number>`length(e.old_value)`.as('old_length'),
        sql<number>`length(e.new_value)`.as('new_length'),
      ])
      .where('e.job_id', '=', jobId)
      .where('e.row_number', 'in', rows)
      .orderBy('e.id')
      .execute();
  }

  /** The rows that will be imported (not excluded) after a row number, in order, a page at a time. */
  rowsAfter(jobId: string, afterRow: number, limit: number) {
    return this.db
      .selectFrom('migration_records')
      .select(['row_number', 'cells', 'record'])
      .where('job_id', '=', jobId)
      .where('excluded', '=', false)
      .where('row_number', '>', afterRow)
      .orderBy('row_number')
      .limit(limit)
      .execute();
  }
}
