import { AppError } from '../../lib/app-error.js';
import { type CheckedValues, checkedRecord as checkedByRules } from '../../lib/records/checked-record.js';
import { memberRules } from './record.js';

/** The member fields a person writes, in the import's order. */
export const MEMBER_FIELDS = memberRules.fields.map((field) => field.key);

export type MemberValues = Partial<Record<string, string | null>>;
export type MemberRecord = CheckedValues;

/** One member's fields checked by the import's own per-row rules: the record as stored, or 400 naming each field. */
export function checkedRecord(values: MemberRecord, now: Date, currency: string): MemberRecord {
  return checkedByRules(memberRules, values, now, 'member', currency);
}

/** A value another active member of the organisation holds: 409, as the import's ALREADY_EXISTS. */
export function alreadyTaken(field: string): AppError {
  return new AppError('CONFLICT', `Another active member of your organisation has this ${field}.`, [
    { field, issue: 'belongs to another active member', reason: 'ALREADY_EXISTS' },
  ]);
}
