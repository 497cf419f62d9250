import { AppError, type ErrorDetail } from '../../../lib/app-error.js';
import { cleanText } from '../../../lib/text.js';
import type { DatasetDefinition } from '../datasets/types.js';
import { parseContext, stageRow } from './staging.js';

export type DatasetRecord = Record<string, string | null>;

/**
 * One record of a dataset checked by the import's own per-row rules (the same parsers, codes and
 * messages: a row of a file and a form are refused alike): the record as it would be stored, or 400
 * naming each field, the import's code as the detail's `reason` and its params. Amounts are read as in a
 * file: separators and the organisation's `currency` mark are accepted.
 */
export function checkedRecord(dataset: DatasetDefinition, values: DatasetRecord, now: Date, what: string, currency: string): DatasetRecord {
  const fields = dataset.fields.map((field) => field.key);
  const cells = fields.map((key) => cleanText(values[key] ?? ''));
  const { record, errors } = stageRow(
    { dataset, columns: fields, mapping: Object.fromEntries(fields.map((key) => [key, key])), context: parseContext('csv', now, currency) },
    1,
    cells,
  );
  if (errors.length > 0) {
    const details: ErrorDetail[] = errors.map((error) => ({
      field: error.field,
      issue: error.message,
      reason: error.code,
      ...(error.params ? { params: error.params } : {}),
    }));
    throw new AppError('VALIDATION_FAILED', `The ${what} is not valid.`, details);
  }
  return record;
}
