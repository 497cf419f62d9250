import { providerRules } from '../../providers/records.js';
import type { DatasetDefinition } from './types.js';

/** Contracted providers (pharmacies, clinics, labs): what a member's order names and finance pays. */
export const providersDataset: DatasetDefinition = {
  type: 'providers',
  importPermission: 'finance:write',
  ...providerRules,
  setRules: [
    { kind: 'existing_match', field: 'code' },
    { kind: 'unique_in_file', field: 'code', caseInsensitive: true },
  ],
  target: {
    table: 'providers',
    names: {
      existing: 'A provider of the organisation',
      other: 'Another provider of the organisation',
      plural: 'providers of the organisation',
      reason: 'provider',
    },
    key: { field: 'code', column: 'code', caseInsensitive: true },
    matchesArchived: true,
    inactiveStatus: 'archived',
    columns: [
      { field: 'name', column: 'name', type: 'text' },
      { field: 'kind', column: 'kind', type: 'text' },
      { field: 'phone', column: 'phone', type: 'text' },
      { field: 'email', column: 'email', type: 'text' },
    ],
    references: [],
    unique: [],
  },
};
