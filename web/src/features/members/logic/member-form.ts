import type { Member, MemberPatch } from '../../../api/types';

/** The fields the member form edits, in the import's order. */
export const MEMBER_FORM_FIELDS = [
  'external_id',
  'full_name',
  'email',
  'phone',
  'date_of_birth',
  'gender',
  'department',
  'employment_start_date',
  'package_code',
  'allowance_amount',
] as const;
export type MemberFormField = (typeof MEMBER_FORM_FIELDS)[number];
export type MemberFormValues = Record<MemberFormField, string>;

/** The form's values for a member (empty for a new one). */
export function formValues(member?: Member): MemberFormValues {
  return Object.fromEntries(MEMBER_FORM_FIELDS.map((field) => [field, member?.[field] ?? ''])) as MemberFormValues;
}

/**
 * What the form sends: a new member's given fields; a change's fields that differ from the member, an
 * emptied optional one as null (the server keeps what is not sent).
 */
export function changedFields(values: MemberFormValues, member?: Member): MemberPatch {
  const out: Partial<Record<MemberFormField, string | null>> = {};
  for (const field of MEMBER_FORM_FIELDS) {
    const value = values[field].trim();
    if (!member) {
      if (value !== '') out[field] = value;
    } else if (value !== (member[field] ?? '')) {
      // An emptied required field is sent empty, so that the server says it is required under the field.
      out[field] = value === '' && field !== 'external_id' && field !== 'full_name' ? null : value;
    }
  }
  return out as MemberPatch;
}
