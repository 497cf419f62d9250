import { amount, identifier, text } from './parsers.js';
import type { DatasetDefinition } from './types.js';

/** The benefit packages dataset: what a member's package_code names, and the allowance it gives. */
export const packagesDataset: DatasetDefinition = {
  type: 'packages',
  fields: [
    {
      key: 'code',
      label: 'Package code',
      required: true,
      format: 'text, 1 to 64 characters, unique (case and outer spaces ignored)',
      example: 'STANDARD',
      synonyms: {
        en: ['code', 'package code', 'plan code', 'id', 'package id', 'plan id', 'package', 'plan'],
        am: ['ኮድ', 'የጥቅል ኮድ', 'ጥቅል'],
      },
      cellType: 'text',
      parse: identifier,
    },
    {
      key: 'name',
      label: 'Package name',
      required: true,
      format: 'text, 1 to 200 characters',
      example: 'Standard cover',
      synonyms: { en: ['name', 'package name', 'plan name', 'title'], am: ['ስም', 'የጥቅል ስም', 'የጥቅሉ ስም'] },
      parse: text(1, 200),
    },
    {
      key: 'description',
      label: 'Description',
      required: false,
      format: 'text, up to 1000 characters',
      example: 'Outpatient and pharmacy, family of four',
      synonyms: { en: ['description', 'details', 'notes', 'summary'], am: ['መግለጫ', 'ዝርዝር', 'ማብራሪያ'] },
      parse: text(1, 1000),
    },
    {
      key: 'allowance_amount',
      label: 'Allowance amount',
      required: false,
      format:
        "decimal in the organisation's currency, at least 0, at most two decimals; thousands separators and the currency's mark (ETB, Br, ብር) are read",
      example: '15000.00',
      synonyms: {
        en: ['allowance', 'allowance amount', 'amount', 'benefit amount', 'limit', 'annual allowance', 'yearly allowance'],
        am: ['አበል', 'የአበል መጠን', 'አበል መጠን', 'መጠን', 'ዓመታዊ አበል'],
      },
      parse: amount,
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
