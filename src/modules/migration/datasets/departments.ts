import { identifier, text } from './parsers.js';
import type { DatasetDefinition } from './types.js';

/** The departments dataset: an organisation's departments, found by a members file by code or name. */
export const departmentsDataset: DatasetDefinition = {
  type: 'departments',
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
    noun: 'department',
    key: { field: 'code', column: 'code', caseInsensitive: true },
    matchesArchived: true,
    inactiveStatus: 'archived',
    columns: [{ field: 'name', column: 'name', type: 'text' }],
    references: [],
    unique: [{ field: 'name', column: 'name', caseInsensitive: true }],
    usedByMembers: 'department_id',
  },
};
