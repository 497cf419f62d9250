import { departmentRules } from '../../departments-packages/records.js';
import type { DatasetDefinition } from './types.js';

/** The departments dataset: an organisation's departments, found by a members file by code or name. */
export const departmentsDataset: DatasetDefinition = {
  type: 'departments',
  importPermission: 'migration:write',
  ...departmentRules,
  setRules: [
    { kind: 'existing_match', field: 'code' },
    { kind: 'unique_in_file', field: 'code', caseInsensitive: true },
    { kind: 'unique_in_file', field: 'name', caseInsensitive: true },
    // A members file names a department by code or name: a row's name may not be another department's name or code.
    { kind: 'taken_by_other', field: 'name', column: 'name', caseInsensitive: true },
    { kind: 'taken_by_other', field: 'name', column: 'code', caseInsensitive: true },
    { kind: 'taken_by_other', field: 'code', column: 'name', caseInsensitive: true },
  ],
  target: {
    table: 'departments',
    names: {
      existing: 'A department of the organisation',
      other: 'Another department of the organisation',
      plural: 'departments of the organisation',
      reason: 'department',
    },
    key: { field: 'code', column: 'code', caseInsensitive: true },
    matchesArchived: true,
    inactiveStatus: 'archived',
    columns: [{ field: 'name', column: 'name', type: 'text' }],
    references: [],
    unique: [{ field: 'name', column: 'name', caseInsensitive: true }],
    usedByMembers: 'department_id',
  },
};
