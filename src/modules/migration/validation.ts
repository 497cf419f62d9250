import type { Static } from '@sinclair/typebox';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { DatasetDefinition, ParseContext } from './datasets/types.js';
import type { MigrationRepository, StagedRecord, StoredError } from './repository.js';
import type { ValidationReport as ValidationReportSchema } from './schemas.js';

const ROW_BATCH = 2_000;

export type ValidationReport = Static<typeof ValidationReportSchema>;

export interface ValidationInput {
  job: { id: string; orgId: string; fileFormat: 'csv' | 'xlsx'; columns: string[]; rowCount: number };
  dataset: DatasetDefinition;
  mapping: Record<string, string>;
  onExisting: 'error' | 'skip';
  now: Date;
}

/** Where each field comes from: the column's position in the file and its header, if it is mapped. */
function fieldSources(columns: string[], mapping: Record<string, string>) {
  const sources = new Map<string, { index: number; column: string }>();
  for (const [column, field] of Object.entries(mapping)) {
    const index = columns.indexOf(column);
    if (index >= 0) sources.set(field, { index, column });
  }
  return sources;
}

/**
 * Validates every row of a job inside the caller's transaction: per-row rules in code, batch by batch,
 * then the dataset's set-wise rules as SQL over all records at once. Replaces any earlier results.
 */
export async function validateRows(repository: MigrationRepository, trx: Transaction<DB>, input: ValidationInput): Promise<ValidationReport> {
  const { job, dataset, mapping, onExisting, now } = input;
  const sources = fieldSources(job.columns, mapping);
  const context: ParseContext = { fileFormat: job.fileFormat, today: now.toISOString().slice(0, 10) };
  const missingRequired = dataset.fields.filter((f) => f.required && !sources.has(f.key)).map((f) => f.key);

  await repository.clearValidation(trx, job.id);
  let after = 0;
  for (;;) {
    const rows = await repository.rowsAfter(trx, job.id, after, ROW_BATCH);
    if (rows.length === 0) break;
    const records: StagedRecord[] = [];
    const errors: StoredError[] = [];
    for (const { row_number: rowNumber, cells } of rows) {
      const record: Record<string, string | null> = {};
      // Row rules look at what the row gave, so an invalid email still counts as "given".
      const given: Record<string, string | null> = {};
      for (const field of dataset.fields) {
        const source = sources.get(field.key);
        const raw = source ? (cells[source.index] ?? '') : '';
        const column = source?.column ?? '';
        given[field.key] = raw === '' ? null : 'given';
        if (raw === '') {
          record[field.key] = null;
          if (field.required) errors.push({ row_number: rowNumber, column_name: column, field: field.key, value: null, code: 'REQUIRED', message: source ? 'This value is required.' : `No column is mapped to the required field ${field.key}.` });
          continue;
        }
        const parsed = field.parse(raw, context);
        if ('error' in parsed) {
          record[field.key] = null;
          errors.push({ row_number: rowNumber, column_name: column, field: field.key, value: raw, ...parsed.error });
        } else {
          record[field.key] = parsed.value;
        }
      }
      for (const rule of dataset.rowRules(given)) {
        errors.push({ row_number: rowNumber, column_name: sources.get(rule.field)?.column ?? '', field: rule.field, value: null, code: rule.code, message: rule.message });
      }
      records.push({ rowNumber, record });
    }
    await repository.insertRecords(trx, job.id, records);
    await repository.insertErrors(trx, job.id, errors);
    after = rows[rows.length - 1]!.row_number;
  }

  await repository.refreshStatistics(trx);
  for (const rule of dataset.setRules) {
    await repository.applySetRule(trx, job, rule, sources.get(rule.field)?.column ?? '', onExisting);
  }
  await repository.dropErrorsOfSkippedRows(trx, job.id);

  const counts = await repository.validationCounts(trx, job.id);
  return {
    validated_at: now.toISOString(),
    row_count: job.rowCount,
    valid_row_count: job.rowCount - counts.errorRowCount - counts.skippedRowCount,
    skipped_row_count: counts.skippedRowCount,
    error_row_count: counts.errorRowCount,
    error_count: counts.errorCount,
    errors_by_code: counts.byCode,
    errors_by_field: counts.byField,
    missing_required_fields: missingRequired,
    errors: counts.first.map((e) => ({ row: e.row_number, column: e.column_name, field: e.field, value: e.value, code: e.code, message: e.message })),
  };
}
