import { sql } from 'kysely';
import { memberRules } from '../../members/record.js';
import type { DatasetDefinition } from './types.js';

/** The members dataset (DECISIONS section 7): fields in template order, per-row parsers, set-wise rules. */
export const membersDataset: DatasetDefinition = {
  type: 'members',
  ...memberRules,
  setRules: [
    { kind: 'existing_match', field: 'external_id' },
    { kind: 'unique_in_file', field: 'external_id' },
    { kind: 'unique_in_file', field: 'email', caseInsensitive: true },
    { kind: 'unique_in_file', field: 'phone' },
    { kind: 'taken_by_other', field: 'email', column: 'email', caseInsensitive: true },
    { kind: 'taken_by_other', field: 'phone', column: 'phone' },
    {
      kind: 'reference',
      field: 'department',
      table: 'departments',
      columns: ['code', 'name'],
      code: 'UNKNOWN_DEPARTMENT',
      message: 'No department of the organisation has this name or code.',
      noun: 'department',
      list: 'departments',
      missing: { kind: 'department', permission: 'org:write_hr', event: 'department.created', idKey: 'department_id', codeMaxLength: 64 },
    },
    {
      kind: 'reference',
      field: 'package_code',
      table: 'benefit_packages',
      columns: ['code'],
      code: 'UNKNOWN_PACKAGE',
      message: 'No benefit package of the organisation has this code.',
      noun: 'benefit package',
      list: 'packages',
      missing: { kind: 'package', permission: 'packages:write', event: 'package.created', idKey: 'package_id' },
    },
    // An updated member's allowance may not fall below what their open account already holds and has spent.
    {
      kind: 'not_below',
      field: 'allowance_amount',
      code: 'ALLOWANCE_BELOW_COMMITTED',
      message: 'This member already has on hold or spent',
      floor: (recordId) => sql`SELECT a.reserved + a.spent AS floor FROM allowance_accounts a
        JOIN benefit_periods p ON p.id = a.period_id AND p.status = 'open' WHERE a.member_id = ${recordId}`,
    },
  ],
  target: {
    table: 'members',
    names: { existing: 'An active member', other: 'Another active member', plural: 'active members', reason: null },
    defersSearchText: true,
    key: { field: 'external_id', column: 'external_id', caseInsensitive: false },
    matchesArchived: false,
    inactiveStatus: 'inactive',
    columns: [
      { field: 'full_name', column: 'full_name', type: 'text' },
      { field: 'email', column: 'email', type: 'text' },
      { field: 'phone', column: 'phone', type: 'text' },
      { field: 'date_of_birth', column: 'date_of_birth', type: 'date' },
      { field: 'gender', column: 'gender', type: 'text' },
      { field: 'employment_start_date', column: 'employment_start_date', type: 'date' },
      { field: 'allowance_amount', column: 'allowance_amount', type: 'numeric' },
    ],
    references: [
      { field: 'department', column: 'department_id', table: 'departments', by: ['code', 'name'], shows: 'name' },
      // No allowance given: the package's (and none there: 0).
      {
        field: 'package_code',
        column: 'package_id',
        table: 'benefit_packages',
        by: ['code'],
        shows: 'code',
        fallback: { column: 'allowance_amount', from: 'allowance_amount', otherwise: '0' },
      },
    ],
    unique: [
      { field: 'email', column: 'email', caseInsensitive: true },
      { field: 'phone', column: 'phone', caseInsensitive: false },
    ],
    keptByUpdate: [{ code: 'CONTACT_REQUIRED', anyOf: ['email', 'phone'] }],
    breakdown: 'department',
    drawsCustomerIds: true,
  },
};
