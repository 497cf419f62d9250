import { AppError, type ErrorDetail } from '../../lib/app-error.js';
import { cleanText } from '../../lib/text.js';
import { membersDataset } from '../migration/datasets/members.js';
import { parseContext, stageRow } from '../migration/validation/staging.js';

/** The member fields a person writes, in the import's order. */
export const MEMBER_FIELDS = membersDataset.fields.map((field) => field.key);

export type MemberValues = Partial<Record<string, string | null>>;
export type MemberRecord = Record<string, string | null>;

/**
 * One member's fields checked by the import's own per-row rules (the same parsers, codes and messages: a
 * row of a file and a form are refused alike): the record as it would be stored, or 400 naming each field,
 * the import's code as the detail's `reason` and its params.
 */
export function checkedRecord(values: MemberRecord, now: Date): MemberRecord {
  const cells = MEMBER_FIELDS.map((key) => cleanText(values[key] ?? ''));
  const { record, errors } = stageRow({ dataset: membersDataset, columns: MEMBER_FIELDS, mapping: Object.fromEntries(MEMBER_FIELDS.map((key) => [key, key])), context: parseContext('csv', now) }, 1, cells);
  if (errors.length > 0) {
    const details: ErrorDetail[] = errors.map((error) => ({ field: error.field, issue: error.message, reason: error.code, ...(error.params ? { params: error.params } : {}) }));
    throw new AppError('VALIDATION_FAILED', 'The member is not valid.', details);
  }
  return record;
}

/** A value another active member of the organisation holds: 409, as the import's ALREADY_EXISTS. */
export function alreadyTaken(field: string): AppError {
  return new AppError('CONFLICT', `Another active member of your organisation has this ${field}.`, [{ field, issue: 'belongs to another active member', reason: 'ALREADY_EXISTS' }]);
}
