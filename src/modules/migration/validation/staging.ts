import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { BulkWriter } from '../../../db/bulk-insert.js';
import { unpaced, type Pacer } from '../../../lib/pacer.js';
import { WriteBehind } from '../../../lib/write-behind.js';
import type { ParseContext } from '../../../lib/records/types.js';
import type { DatasetDefinition } from '../datasets/types.js';
import type { ColumnFormats } from '../mapping/date-formats.js';
import type { SheetRow } from '../files/sheet.js';
import type { JobRow, StagedWith } from '../job/repository.js';
import type { StagedRecord, StoredError, ValidationRepository } from './repository.js';
import { datasetFor, type ReadingSettings } from '../datasets/registry.js';
import { effectiveFormats } from '../mapping/date-formats.js';
import { type CellSource, type CheckedRow, checkRow } from '../../../lib/records/check-row.js';
import { parseContext } from '../../../lib/records/types.js';

/**
 * Rows per bulk write. Larger batches measured no faster on PostgreSQL and raised the server's peak
 * memory; on PGlite each one blocks this thread.
 */
const BATCH_ROWS = 2_000;
/**
 * Rows staged between two turns of the event loop. Rows already read (a file's buffered bytes, the stored
 * file's chunks) are staged without waiting for any I/O: without a turn, the database's replies to the
 * write behind (a COPY's go-ahead, its completion) waited for the next batch and the COPY ran much longer
 * (docs/benchmarks.md, figures behind the code).
 */
const ROWS_PER_TURN = 250;

/** How rows become records: the same plan always gives the same records and row errors. */
export interface StagingPlan {
  dataset: DatasetDefinition;
  columns: string[];
  mapping: Record<string, string>;
  /** The date format of each column that is not the default one (DEFAULT_DATE_FORMAT), by file header. */
  formats?: ColumnFormats | undefined;
  context: ParseContext;
}

/**
 * The plan a job's rows are read with today: its mapping, each date column's format (as the mapping
 * says, else as detected), the organisation's currency.
 */
export function jobPlan(
  job: Pick<JobRow, 'dataset_type' | 'columns' | 'column_mapping' | 'column_formats' | 'detected_formats' | 'file_format'>,
  settings: ReadingSettings,
  now: Date,
): StagingPlan {
  const dataset = datasetFor(job.dataset_type, settings)!;
  const mapping = job.column_mapping ?? {};
  return {
    dataset,
    columns: job.columns,
    mapping,
    formats: effectiveFormats(dataset, mapping, job.column_formats, job.detected_formats),
    context: parseContext(job.file_format, now, settings.currency, settings.timeZone),
  };
}

/**
 * Where each field comes from: the column's position in the file and its header, if it is mapped; and how
 * its cells are read. A field written in parts (several columns mapped to it) joins them in the file's
 * order, as a person reads them and as the mapping step says (ስም, የአባት ስም, የአያት ስም).
 */
export function fieldSources(plan: Pick<StagingPlan, 'columns' | 'mapping' | 'formats' | 'context'>) {
  const sources = new Map<string, CellSource>();
  const byField = new Map<string, string[]>();
  for (const [column, field] of Object.entries(plan.mapping))
    if (plan.columns.includes(column)) byField.set(field, [...(byField.get(field) ?? []), column]);
  for (const [field, mapped] of byField) {
    const ordered = [...mapped].sort((a, b) => plan.columns.indexOf(a) - plan.columns.indexOf(b));
    const column = ordered[0]!;
    const dateFormat = plan.formats?.[column];
    sources.set(field, {
      index: plan.columns.indexOf(column),
      column,
      context: dateFormat ? { ...plan.context, dateFormat } : plan.context,
      ...(ordered.length > 1 ? { joined: ordered.map((c) => plan.columns.indexOf(c)) } : {}),
    });
  }
  return sources;
}

/** The file column mapped to a field ('' when none is). */
export function columnOf(plan: Pick<StagingPlan, 'columns' | 'mapping'>, field: string): string {
  for (const [column, mapped] of Object.entries(plan.mapping)) if (mapped === field && plan.columns.includes(column)) return column;
  return '';
}

const sortedJson = (value: Record<string, unknown>) =>
  JSON.stringify(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** Whether records staged with `staged` serve a validation with the plan's mapping and date formats on its day. */
export function stagedFor(staged: StagedWith | undefined, plan: Pick<StagingPlan, 'mapping' | 'formats' | 'context'>): boolean {
  if (!staged || staged.on !== plan.context.today) return false;
  return sortedJson(staged.mapping) === sortedJson(plan.mapping) && sortedJson(staged.formats ?? {}) === sortedJson(plan.formats ?? {});
}

/** Whether every required field of the dataset has a column: only then is staging at upload worth it. */
export function coversRequired(dataset: DatasetDefinition, mapping: Record<string, string>): boolean {
  const mapped = new Set(Object.values(mapping));
  return dataset.fields.every((field) => !field.required || mapped.has(field.key));
}

/** What the user changed in a job's rows, applied whenever its rows are staged from the stored file. */
export interface RowEdits {
  /** Per row, the latest value of each edited cell, by column position. */
  cells: Map<number, Map<number, string>>;
  excluded: Set<number>;
}

export const NO_EDITS: RowEdits = { cells: new Map(), excluded: new Set() };

/** A row's record and row errors under a plan: the per-row half of validation, the same for a file's row and an edited one. */
export function stageRow(plan: StagingPlan, rowNumber: number, cells: readonly string[], sources = fieldSources(plan)): CheckedRow {
  return checkRow(plan.dataset, rowNumber, cells, sources);
}

/**
 * Parses and checks rows one at a time (the per-row half of validation) and writes their records, cells
 * and row errors in bulk, a batch at a time (COPY on a server). The next batch is parsed while the last
 * one is written. The user's edits are applied first; an excluded row is kept without its errors.
 */
export class RecordStager {
  private readonly sources: ReturnType<typeof fieldSources>;
  private records: StagedRecord[] = [];
  private errors: StoredError[] = [];
  private readonly writes = new WriteBehind();
  private added = 0;

  constructor(
    private readonly repository: ValidationRepository,
    private readonly writer: BulkWriter,
    private readonly jobId: string,
    private readonly plan: StagingPlan,
    private readonly edits: RowEdits = NO_EDITS,
    private readonly pacer: Pacer = unpaced,
  ) {
    this.sources = fieldSources(plan);
  }

  async add({ rowNumber, cells: fileCells }: SheetRow): Promise<void> {
    const edited = this.edits.cells.get(rowNumber);
    const cells = edited ? fileCells.map((cell, index) => edited.get(index) ?? cell) : fileCells;
    const { record, errors, normalised } = stageRow(this.plan, rowNumber, cells, this.sources);
    const excluded = this.edits.excluded.has(rowNumber);
    if (!excluded) for (const error of errors) this.errors.push(error);
    this.records.push({ rowNumber, record, cells, excluded, normalised });
    if (this.records.length >= BATCH_ROWS) await this.flush();
    if (++this.added % ROWS_PER_TURN === 0) await yieldToEventLoop();
  }

  /** Writes what is left and waits for every write. */
  async finish(): Promise<void> {
    await this.flush();
    await this.writes.drain();
  }

  private async flush(): Promise<void> {
    const records = this.records;
    const errors = this.errors;
    if (records.length === 0) return;
    this.records = [];
    this.errors = [];
    // A pause of the pacer holds the write, and with it the parsing of the batch after next.
    await this.writes.write(() =>
      this.pacer.step(async () => {
        await this.repository.insertRecords(this.writer, this.jobId, records);
        await this.repository.insertErrors(this.writer, this.jobId, errors);
      }),
    );
  }
}
