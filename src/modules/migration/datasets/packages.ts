import { packageRules } from '../../departments-packages/records.js';
import type { DatasetDefinition } from './types.js';

/** The benefit packages dataset: what a member's package_code names, and the allowance it gives. */
export const packagesDataset: DatasetDefinition = {
  type: 'packages',
  importPermission: 'migration:write',
  ...packageRules,
  setRules: [
    { kind: 'existing_match', field: 'code' },
    { kind: 'unique_in_file', field: 'code', caseInsensitive: true },
  ],
  target: {
    table: 'benefit_packages',
    names: {
      existing: 'A package of the organisation',
      other: 'Another package of the organisation',
      plural: 'packages of the organisation',
      reason: 'package',
    },
    key: { field: 'code', column: 'code', caseInsensitive: true },
    matchesArchived: true,
    inactiveStatus: 'archived',
    columns: [
      { field: 'name', column: 'name', type: 'text' },
      { field: 'description', column: 'description', type: 'text' },
      { field: 'allowance_amount', column: 'allowance_amount', type: 'numeric' },
    ],
    references: [],
    unique: [],
    usedByMembers: 'package_id',
  },
};
