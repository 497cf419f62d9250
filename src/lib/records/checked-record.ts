import { AppError, type ErrorDetail } from '../app-error.js';
import { cleanText } from '../text.js';
import { type CellSource, checkRow } from './check-row.js';
import { parseContext, type RecordRules } from './types.js';

export type CheckedValues = Record<string, string | null>;

/**
 * One record checked by its rules as an import checks a row of a file (the same parsers, codes and
 * messages: a row of a file and a form are refused alike): the record as it would be stored, or 400
 * naming each field, the rule's code as the detail's `reason` and its params. Amounts are read as in a
 * file: separators and the organisation's `currency` mark are accepted.
 */
export function checkedRecord(rules: RecordRules, values: CheckedValues, now: Date, what: string, currency: string): CheckedValues {
  const context = parseContext('csv', now, currency);
  const sources = new Map<string, CellSource>(rules.fields.map((field, index) => [field.key, { index, column: field.key, context }]));
  const cells = rules.fields.map((field) => cleanText(values[field.key] ?? ''));
  const { record, errors } = checkRow(rules, 1, cells, sources);
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
