import type { Transaction } from 'kysely';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { BulkTransaction, BulkWriter } from '../../../db/bulk-insert.js';
import type { DB } from '../../../db/schema.js';
import { AppError, type ErrorDetail } from '../../../lib/app-error.js';
import type { Clock } from '../../../lib/clock.js';
import { cleanText, unsafeCharacter } from '../../../lib/text.js';
import type { AuthContext } from '../../identity/accounts/auth-context.js';
import { datasetFor, findDataset } from '../datasets/registry.js';
import type { DatasetDefinition, SetRule } from '../datasets/types.js';
import { canStart, findLiveJob, findValidatedJob, locked } from '../job/job-guards.js';
import { normalisedCells, toJob } from '../job/presenters.js';
import { paramsOf } from '../validation/row-error.js';
import type { JobRow, JobsRepository } from '../job/repository.js';
import type { ValidationRepository } from '../validation/repository.js';
import { validationReport, type ValidationReport } from '../validation/report.js';
import { columnOf, jobPlan, stageRow, type StagingPlan } from '../validation/staging.js';
import type { QueuedPrepareEdits } from '../job/queues.js';
import { correctedFileLines } from './corrected-file.js';
import { rowsPerPage, valueCap } from './page-budget.js';
import type { NewRowEdit, RowFilter, RowRecord, RowsRepository } from './repository.js';

export interface RowChange {
  cells?: Record<string, string> | undefined;
  excluded?: boolean | undefined;
}

export interface RowsQuery {
  page: number;
  page_size: number;
  filter: RowFilter;
  code?: string | undefined;
  field?: string | undefined;
}

/** Validates a whole job again in a transaction (the service that owns validation does it). */
export type Revalidate = (trx: Transaction<DB>, writer: BulkWriter, job: JobRow) => Promise<ValidationReport>;

type UniqueRule = Extract<SetRule, { kind: 'unique_in_file' }>;

const CORRECTED_PAGE_ROWS = 5_000;

/** Rows whose keys one short transaction writes: on the embedded database, other requests wait no longer than that. */
const KEY_SLICE_ROWS = 10_000;

/** The new cells of a PATCH, cleaned as the file's cells are; 400 for an unknown column or an unsafe value. */
function cleanCells(columns: readonly string[], cells: Record<string, string>): Map<number, string> {
  const details: ErrorDetail[] = [];
  const changes = new Map<number, string>();
  for (const [column, raw] of Object.entries(cells)) {
    const index = columns.indexOf(column);
    if (index < 0) {
      details.push({ field: `cells.${column}`, issue: `is not a column of the file (columns: ${columns.join(', ')})` });
      continue;
    }
    const value = cleanText(raw);
    const unsafe = unsafeCharacter(value);
    if (unsafe) details.push({ field: `cells.${column}`, issue: `holds a control or text-direction character (${unsafe})` });
    else changes.set(index, value);
  }
  if (details.length > 0) throw new AppError('VALIDATION_FAILED', 'The row change is not valid.', details);
  return changes;
}

/** A job staged by a release from before records kept their cells. */
const stagedBeforeCells = () =>
  new AppError(
    'MIGRATION_JOB_LOCKED',
    'This job was staged by an earlier release, before rows could be read and edited here: validate it again (POST .../validate), then read or edit its rows.',
    [{ field: 'status', issue: 'validate again', reason: 'staged_before_upgrade' }],
  );

/** Characters a row may be edited up to: a real row is a few hundred; a row the file had larger may not grow. */
export const MAX_EDITED_ROW_CHARS = 65_536;

const sizeOf = (cells: readonly string[]) => cells.reduce((sum, cell) => sum + cell.length, 0);

/** 400 when an edit makes a row larger than MAX_EDITED_ROW_CHARS (and larger than the file had it). */
function checkRowSize(before: readonly string[], after: readonly string[]) {
  const size = sizeOf(after);
  if (size <= MAX_EDITED_ROW_CHARS || size <= sizeOf(before)) return;
  throw new AppError('VALIDATION_FAILED', 'The row change is not valid.', [
    {
      field: 'cells',
      issue: `would make the row ${size} characters long; an edited row holds at most ${MAX_EDITED_ROW_CHARS}`,
      reason: 'row_too_long',
      params: { max: MAX_EDITED_ROW_CHARS },
    },
  ]);
}

const uniqueRulesOf = (dataset: DatasetDefinition) => dataset.setRules.filter((rule): rule is UniqueRule => rule.kind === 'unique_in_file');

/** A record's values of the fields that must be unique in the file (the keys a duplicate is found by). */
function uniqueValues(rules: readonly UniqueRule[], ...records: Record<string, string | null>[]): Record<string, string[]> {
  return Object.fromEntries(
    rules.map((rule) => [rule.field, [...new Set(records.map((r) => r[rule.field]).filter((v): v is string => v != null))]]),
  );
}

/**
 * The rows of a job as the user fixes them: read a page of rows with their errors, change a row's cells
 * or exclude it (revalidated at once, only that row and the rows it shares a unique value with), and
 * download the file as it will be imported.
 */
export class RowsService {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly validation: ValidationRepository,
    private readonly rows: RowsRepository,
    private readonly bulkTransaction: BulkTransaction,
    private readonly clock: Clock,
    private readonly revalidate: Revalidate,
  ) {}

  /**
   * A page of rows with their errors and edits, within PAGE_BUDGET however long the stored values are:
   * fewer rows when the column names are long, and the longest values cut, named in each row's `truncated`.
   */
  async listRows(auth: AuthContext, id: string, query: RowsQuery) {
    const job = await this.findJobWithCells(auth, id);
    const pageSize = rowsPerPage(query.page_size, job.columns);
    const { items, total } = await this.rows.pageRows(job.id, {
      show: query.filter,
      code: query.code,
      field: query.field,
      page: query.page,
      pageSize,
    });
    const numbers = items.map((r) => r.row_number);
    const [errors, editLengths] = await Promise.all([
      this.rows.errorsOfRows(job.id, numbers),
      this.rows.editLengthsOfRows(job.id, numbers),
    ]);
    // The values are read already cut, so that long stored values never reach this process's memory whole.
    const cap = valueCap([...items.flatMap((row) => row.cell_lengths ?? []), ...editLengths]);
    const [cells, edits] = await Promise.all([this.rows.cellsOfRows(job.id, numbers, cap), this.rows.editsOfRows(job.id, numbers, cap)]);
    return {
      items: items.map((row) => {
        const truncated = new Set<string>();
        const lengths = row.cell_lengths ?? [];
        lengths.forEach((length, i) => {
          if (length > cap) truncated.add(job.columns[i]!);
        });
        const rowEdits = edits.filter((e) => e.row_number === row.row_number);
        for (const e of rowEdits)
          if (e.column_name !== null && Math.max(e.old_length ?? 0, e.new_length ?? 0) > cap) truncated.add(e.column_name);
        const rowCells = cells.get(row.row_number);
        return {
          row: row.row_number,
          cells: Object.fromEntries(job.columns.map((column, i) => [column, rowCells?.[i] ?? ''])),
          errors: errors
            .filter((e) => e.row_number === row.row_number)
            .map((e) => ({ column: e.column_name, field: e.field, code: e.code, message: e.message, ...paramsOf(e) })),
          edited: row.edited,
          excluded: row.excluded,
          normalised: normalisedCells(job, rowCells ?? null, row.normalised, row.normalised_values),
          skipped: row.skipped,
          edits: rowEdits.map((e) => ({
            column: e.column_name,
            from: e.old_value,
            to: e.new_value,
            excluded: e.excluded,
            by: { id: e.edited_by, name: e.full_name ?? '' },
            at: e.edited_at.toISOString(),
          })),
          truncated: job.columns.filter((column) => truncated.has(column)),
        };
      }),
      page: query.page,
      page_size: pageSize,
      total_items: total,
      total_pages: Math.ceil(total / pageSize),
    };
  }

  /**
   * A validated job whose records hold their cells. One staged by a release from before row edits has
   * none: 409 "validate again" (which stages it anew from the stored file), never a page of blank cells.
   */
  private async findJobWithCells(auth: AuthContext, id: string): Promise<JobRow> {
    const job = await findValidatedJob(this.jobs, auth, id);
    if (await this.rows.stagedWithoutCells(job.id)) throw stagedBeforeCells();
    return job;
  }

  /** PATCH a row: its new cells and/or exclusion, kept with who and when, then the job revalidated. */
  async editRow(auth: AuthContext, id: string, rowNumber: number, change: RowChange) {
    const job = await findLiveJob(this.jobs, auth, id);
    const cellChanges = cleanCells(job.columns, change.cells ?? {});
    if (!canStart(job, 'editRow')) throw locked(job, 'editRow');
    const edited = await this.bulkTransaction(async (trx, writer) => {
      const current = (await this.jobs.lockJob(trx, job.id))!;
      if (!canStart(current, 'editRow')) throw locked(current, 'editRow');
      const row = await this.rows.findRecord(trx, job.id, rowNumber);
      if (!row)
        throw AppError.notFound(
          `The file has no data row ${rowNumber} (rows are numbered as a spreadsheet shows them: the header is row 1; blank rows are not kept).`,
        );
      if (!row.cells) throw stagedBeforeCells();

      const cells = row.cells.map((cell, index) => cellChanges.get(index) ?? cell);
      checkRowSize(row.cells, cells);
      const excluded = change.excluded ?? row.excluded;
      const edits: NewRowEdit[] = [];
      cellChanges.forEach((value, index) => {
        if (value !== row.cells![index])
          edits.push({
            row_number: rowNumber,
            column_name: job.columns[index]!,
            old_value: row.cells![index] ?? '',
            new_value: value,
            excluded: null,
          });
      });
      if (excluded !== row.excluded) edits.push({ row_number: rowNumber, column_name: null, old_value: null, new_value: null, excluded });
      // Nothing changes: the job stays as it is (a preview stays valid).
      if (edits.length === 0) return current;

      const now = this.clock.now();
      await this.rows.saveEdits(trx, job.id, rowNumber, edits, { userId: auth.userId, at: now });
      const report =
        current.status === 'failed'
          ? // The commit failed because members changed under it: the whole job is checked again.
            await this.saveRowAndValidateAll(trx, writer, current, row, cells, excluded, now)
          : await this.saveRowAndRevalidate(trx, current, row, cells, excluded, now);
      return this.jobs.revalidated(trx, { id: job.id, orgId: auth.orgId }, report, now);
    });
    return toJob(edited);
  }

  /**
   * Leaves out every row with one error (a code, on a field when named) in one action: the rows kept as
   * excluded edits with who and when, then the whole job validated again (a row left out may have been
   * what made another a duplicate). No such row: the job as it is. Answers the job and how many rows.
   */
  async excludeRowsWithError(auth: AuthContext, id: string, error: { code: string; field?: string | undefined }) {
    const job = await findLiveJob(this.jobs, auth, id);
    if (!canStart(job, 'editRow')) throw locked(job, 'editRow');
    if (await this.rows.stagedWithoutCells(job.id)) throw stagedBeforeCells();
    let excluded = 0;
    const after = await this.bulkTransaction(async (trx, writer) => {
      const current = (await this.jobs.lockJob(trx, job.id))!;
      if (!canStart(current, 'editRow')) throw locked(current, 'editRow');
      const now = this.clock.now();
      excluded = await this.rows.excludeRowsWithError(trx, job.id, error, { userId: auth.userId, at: now });
      if (excluded === 0) return current;
      const report = await this.revalidate(trx, writer, current);
      return this.jobs.revalidated(trx, { id: job.id, orgId: auth.orgId }, report, now);
    });
    return { job: toJob(after), excluded };
  }

  private async plan(trx: Transaction<DB>, job: JobRow, now: Date): Promise<StagingPlan> {
    return jobPlan(job, await this.jobs.readingSettings(trx, job.org_id), now);
  }

  /** The row's new cells parsed and checked by the row rules (the same as for a row of the file). */
  private async saveRow(trx: Transaction<DB>, job: JobRow, plan: StagingPlan, row: RowRecord, cells: string[], excluded: boolean) {
    const staged = stageRow(plan, row.row_number, cells);
    await this.rows.saveRecord(trx, job.id, row.row_number, { record: staged.record, cells, excluded, normalised: staged.normalised });
    await this.rows.replaceRowErrors(trx, job.id, row.row_number, excluded ? [] : staged.errors);
    return staged.record;
  }

  /** The row saved, then the whole job validated again (its keys, once built, follow the row). */
  private async saveRowAndValidateAll(
    trx: Transaction<DB>,
    writer: BulkWriter,
    job: JobRow,
    row: RowRecord,
    cells: string[],
    excluded: boolean,
    now: Date,
  ) {
    const plan = await this.plan(trx, job, now);
    const record = await this.saveRow(trx, job, plan, row, cells, excluded);
    if (await this.rows.hasKeys(trx, job.id))
      await this.rows.replaceKeys(trx, job.id, row.row_number, uniqueRulesOf(plan.dataset), row.record, record);
    return this.revalidate(trx, writer, job);
  }

  /**
   * Incremental revalidation: the row, and the rows sharing a unique value with it before or after the
   * edit (a duplicate made or mended), go through the set-wise rules again; no other row is read twice.
   */
  private async saveRowAndRevalidate(
    trx: Transaction<DB>,
    job: JobRow,
    row: RowRecord,
    cells: string[],
    excluded: boolean,
    now: Date,
  ): Promise<ValidationReport> {
    const plan = await this.plan(trx, job, now);
    const { dataset } = plan;
    const uniqueRules = uniqueRulesOf(dataset);
    await this.rows.ensureKeys(trx, job.id, uniqueRules);
    const record = await this.saveRow(trx, job, plan, row, cells, excluded);
    await this.rows.replaceKeys(trx, job.id, row.row_number, uniqueRules, row.record, record);
    const sharing = await this.rows.rowsSharing(trx, job.id, row.row_number, uniqueRules, uniqueValues(uniqueRules, row.record, record));
    const affected = [row.row_number, ...sharing];
    await this.validation.clearSetRuleResults(trx, job.id, affected);
    const scope = { id: job.id, orgId: job.org_id };
    // In the order of the dataset's rules (a skip decided by the first changes what the others see).
    for (const rule of dataset.setRules) {
      const column = columnOf(plan, rule.field);
      if (rule.kind === 'unique_in_file') await this.rows.insertDuplicates(trx, job.id, rule, column, affected);
      else await this.validation.applySetRule(trx, scope, dataset.target, rule, column, job.options.on_existing, affected);
    }
    const dropped =
      (await this.validation.dropErrorsOfSkippedRows(trx, job.id, affected)) +
      (await this.validation.dropErrorsKeptByUpdates(trx, dataset.target, job.id, affected));
    if (dropped > 0) await this.jobs.setStaged(trx, job.id, undefined);
    return validationReport(this.validation, trx, { id: job.id, rowCount: job.row_count }, plan, now);
  }

  /**
   * Indexes the job's unique values a slice of rows at a time, each slice its own short transaction under
   * the job's lock, so that the first edit need not. Stops when the job moved on (another validation, an
   * edit that built them itself, a commit).
   */
  async prepareEdits({ jobId, run }: QueuedPrepareEdits): Promise<void> {
    // The records cannot change while the run is the same (every change bumps it), nor their last row.
    let lastRow: number | undefined;
    for (let afterRow = 0; ; afterRow += KEY_SLICE_ROWS) {
      const done = await this.jobs.db.transaction().execute(async (trx) => {
        const job = await this.jobs.lockJob(trx, jobId);
        if (!job || job.validation_run !== run || !canStart(job, 'editRow') || (await this.rows.hasKeys(trx, jobId))) return true;
        const rules = uniqueRulesOf(datasetFor(job.dataset_type, await this.jobs.readingSettings(trx, job.org_id))!);
        if (rules.length === 0) return true;
        if (afterRow === 0) await this.rows.clearKeys(trx, jobId);
        await this.rows.insertKeys(trx, jobId, rules, { afterRow, upToRow: afterRow + KEY_SLICE_ROWS });
        lastRow ??= await this.jobs.lastRowNumber(trx, jobId);
        if (afterRow + KEY_SLICE_ROWS < lastRow) return false;
        await this.rows.markKeysComplete(trx, jobId);
        return true;
      });
      if (done) return;
      await yieldToEventLoop();
    }
  }

  /** The file as it will be imported: its header, then every row not excluded, edits applied (CSV with BOM). */
  async correctedFile(auth: AuthContext, id: string): Promise<{ fileName: string; lines: AsyncIterable<string> }> {
    const job = await this.findJobWithCells(auth, id);
    const rows = this.rows;
    async function* pages() {
      for (let after = 0; ; ) {
        const page = await rows.rowsAfter(job.id, after, CORRECTED_PAGE_ROWS);
        if (page.length === 0) return;
        yield page;
        after = page[page.length - 1]!.row_number;
      }
    }
    const base = job.file_name.replace(/\.[^.]*$/, '') || 'import';
    return { fileName: `${base}_corrected.csv`, lines: correctedFileLines(job, findDataset(job.dataset_type)!, pages()) };
  }
}
