import { amount, identifier, text } from '../../lib/records/parsers.js';
import type { RecordRules } from '../../lib/records/types.js';

/** What a valid department is: checked by its API and by the import (migration/datasets/departments.ts). */
export const departmentRules: RecordRules = {
  fields: [
    {
      key: 'code',
      label: 'Department code',
      required: true,
      format: 'text, 1 to 64 characters, unique (case and outer spaces ignored)',
      example: 'RAD',
      synonyms: {
        en: ['code', 'department code', 'dept code', 'id', 'department id', 'dept id', 'short name'],
        am: ['ኮድ', 'የክፍል ኮድ', 'የክፍሉ ኮድ'],
      },
      cellType: 'text',
      parse: identifier,
    },
    {
      key: 'name',
      label: 'Department name',
      required: true,
      format: 'text, 1 to 200 characters, unique',
      example: 'Radiology',
      synonyms: {
        en: ['name', 'department name', 'dept name', 'department', 'dept', 'title', 'description'],
        am: ['ስም', 'የክፍል ስም', 'የክፍሉ ስም', 'ክፍል'],
      },
      parse: text(1, 200),
    },
  ],
  rowRules: () => [],
};

/** What a valid benefit package is: checked by its API and by the import (migration/datasets/packages.ts). */
export const packageRules: RecordRules = {
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
};
