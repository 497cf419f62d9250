import { sql } from 'kysely';
import { memberRules } from '../../members/record.js';
import type { DatasetDefinition } from './types.js';

/**
 * The allowance a member who follows their package (`m`) takes from the package a row names (`p`, when
 * another): the row gives no amount of its own (migration 0038 does the same at the update).
 */
const FOLLOWED_AMOUNT = sql`CASE WHEN m.allowance_source = 'package' AND p.id IS NOT NULL AND p.id IS DISTINCT FROM m.package_id
  THEN coalesce(p.allowance_amount, 0) END`;

/** The members dataset (DECISIONS section 7): fields in template order, per-row parsers, set-wise rules. */
export const membersDataset: DatasetDefinition = {
  type: 'members',
  importPermission: 'migration:write',
  ...memberRules,
  // E-001 and e-001 are one employee number (issue 59) unless the organisation says otherwise.
  keyCaseSetting: true,
  setRules: [
    { kind: 'existing_match', field: 'external_id' },
    { kind: 'unique_in_file', field: 'external_id', caseInsensitive: true },
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
    // An updated member's allowance (given, or a new package's for a member who follows theirs) may not
    // fall below what their open account already holds and has spent.
    {
      kind: 'not_below',
      field: 'allowance_amount',
      code: 'ALLOWANCE_BELOW_COMMITTED',
      message: 'This member already has on hold or spent',
      floor: (recordId, record) => sql`
        SELECT a.reserved + a.spent AS floor, coalesce((${record}->>'allowance_amount')::numeric, ${FOLLOWED_AMOUNT}) AS value
        FROM members m
        JOIN allowance_accounts a ON a.member_id = m.id JOIN benefit_periods bp ON bp.id = a.period_id AND bp.status = 'open'
        LEFT JOIN benefit_packages p ON p.org_id = m.org_id AND p.status = 'active' AND lower(p.code) = lower(${record}->>'package_code')
        WHERE m.id = ${recordId}`,
    },
  ],
  target: {
    table: 'members',
    names: { existing: 'An active member', other: 'Another active member', plural: 'active members', reason: null },
    defersSearchText: true,
    key: { field: 'external_id', column: 'external_id', caseInsensitive: true },
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
    derivedChanges: (ref) => {
      const pkg = ref('package_code');
      return sql`CASE WHEN rec.record->>'allowance_amount' IS NULL AND m.allowance_source = 'package' AND ${pkg.id} IS NOT NULL
          AND ${pkg.id} IS DISTINCT FROM m.package_id AND coalesce(${pkg.fallback}::numeric, 0) IS DISTINCT FROM m.allowance_amount
        THEN jsonb_build_object('allowance_amount', jsonb_build_object('from', m.allowance_amount::text, 'to', coalesce(${pkg.fallback}::numeric, 0)::numeric(14, 2)::text))
        ELSE '{}'::jsonb END`;
    },
  },
};
