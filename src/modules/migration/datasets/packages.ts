import { amount, identifier, text } from './parsers.js';
import type { DatasetDefinition } from './types.js';

/** The benefit packages dataset: what a member's package_code names, and the allowance it gives. */
export const packagesDataset: DatasetDefinition = {
  type: 'packages',
  fields: [
    {
      key: 'code', label: 'Package code', required: true, format: 'text, 1 to 64 characters, unique (case and outer spaces ignored)', example: 'STANDARD',
      synonyms: ['code', 'packagecode', 'plancode', 'id', 'packageid', 'planid', 'package', 'plan'], cellType: 'text', parse: identifier,
    },
    {
      key: 'name', label: 'Package name', required: true, format: 'text, 1 to 200 characters', example: 'Standard cover',
      synonyms: ['name', 'packagename', 'planname', 'title'], parse: text(1, 200),
    },
    {
      key: 'description', label: 'Description', required: false, format: 'text, up to 1000 characters', example: 'Outpatient and pharmacy, family of four',
      synonyms: ['description', 'details', 'notes', 'summary'], parse: text(1, 1000),
    },
    {
      key: 'allowance_amount', label: 'Allowance amount', required: false, format: "decimal in the organisation's currency, at least 0, at most two decimals", example: '15000.00',
      synonyms: ['allowance', 'allowanceamount', 'amount', 'benefitamount', 'limit', 'annualallowance'], parse: amount,
    },
  ],
  rowRules: () => [],
  setRules: [
    { kind: 'existing_match', field: 'code' },
    { kind: 'unique_in_file', field: 'code', caseInsensitive: true },
  ],
  target: {
    table: 'benefit_packages',
    noun: 'package',
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
