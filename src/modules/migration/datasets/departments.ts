import { identifier, text } from './parsers.js';
import type { DatasetDefinition } from './types.js';

/** The departments dataset: an organisation's departments, found by a members file by code or name. */
export const departmentsDataset: DatasetDefinition = {
  type: 'departments',
  fields: [
    {
      key: 'code', label: 'Department code', required: true, format: 'text, 1 to 64 characters, unique (case and outer spaces ignored)', example: 'RAD',
      synonyms: ['code', 'departmentcode', 'deptcode', 'id', 'departmentid', 'deptid', 'shortname'], cellType: 'text', parse: identifier,
    },
    {
      key: 'name', label: 'Department name', required: true, format: 'text, 1 to 200 characters, unique', example: 'Radiology',
      synonyms: ['name', 'departmentname', 'deptname', 'department', 'dept', 'title', 'description'], parse: text(1, 200),
    },
  ],
  rowRules: () => [],
  setRules: [
    { kind: 'unique_in_file', field: 'code', caseInsensitive: true },
    { kind: 'unique_in_file', field: 'name', caseInsensitive: true },
  ],
};
