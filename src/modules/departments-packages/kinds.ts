import type { ReferenceStatus } from '../../db/schema.js';
import type { RecordRules } from '../../lib/records/types.js';
import { departmentRules, packageRules } from './records.js';

/**
 * Departments and benefit packages are the organisation's lists that members point to. They are managed
 * alike (list, create, change, archive, restore, each an event), so one service serves both from these
 * descriptions; what differs is here.
 */
export interface ListKind {
  /** The event family and the word in messages. */
  name: 'department' | 'package';
  table: 'departments' | 'benefit_packages';
  /** The members column that points to a row. */
  memberColumn: 'department_id' | 'package_id';
  /** What a valid row is: a form is checked as an import's row is. */
  rules: RecordRules;
  /** Columns that must not repeat in the organisation (compared in lower case), and which others each must not equal. */
  unique: readonly { field: 'code' | 'name'; against: readonly ('code' | 'name')[] }[];
}

export const DEPARTMENTS: ListKind = {
  name: 'department',
  table: 'departments',
  memberColumn: 'department_id',
  rules: departmentRules,
  // A members file names a department by code or name: neither may be another department's code or name.
  unique: [
    { field: 'code', against: ['code', 'name'] },
    { field: 'name', against: ['name', 'code'] },
  ],
};

export const PACKAGES: ListKind = {
  name: 'package',
  table: 'benefit_packages',
  memberColumn: 'package_id',
  rules: packageRules,
  unique: [{ field: 'code', against: ['code'] }],
};

/** A department or package as stored, with how many active members it has. */
export interface ListRow {
  id: string;
  code: string;
  name: string;
  description: string | null;
  allowance_amount: string | null;
  status: ReferenceStatus;
  member_count: number;
  /** The organisation's, for a package's allowance. */
  currency: string;
  created_at: Date;
  updated_at: Date;
}

/** The fields a person writes (packages: all four; departments: code and name). */
export type ListValues = Partial<Record<'code' | 'name' | 'description' | 'allowance_amount', string | null>>;
