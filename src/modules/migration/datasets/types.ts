/** What a dataset declares: its fields with their per-row parsers, and its set-wise rules (applied in SQL). */

import type { ErrorParams } from '../../../lib/app-error.js';
import type { DateFormat } from './dates.js';

/**
 * A cell's error has a code, an English sentence, and its params: the reason when the code has several
 * sentences, and the values the sentence names, so that a client can say it in its user's language.
 * A value marked `normalised` is a reading of the cell in another form (an amount's separators, a date's
 * order or calendar, an alias): the rows and the preview show both.
 */
export type ParseResult = { value: string | null; normalised?: true } | { error: { code: string; message: string; params?: ErrorParams } };

export interface ParseContext {
  fileFormat: 'csv' | 'xlsx';
  /** Today, in the clock of the service (UTC date), for "not in the future" rules. */
  today: string;
  /** The organisation's currency (ISO 4217): the only currency mark an amount may carry. */
  currency?: string | undefined;
  /** How the field's column writes dates (set per field when staging). */
  dateFormat?: DateFormat | undefined;
}

export interface FieldDefinition {
  key: string;
  label: string;
  required: boolean;
  /** How the value is written, for the template's instructions. */
  format: string;
  allowedValues?: readonly string[];
  example: string;
  /** Other header names that mean this field, as files write them in each language (compared by normaliseHeader). */
  synonyms: { en: readonly string[]; am: readonly string[] };
  /** The template formats this column as text (keeps leading zeros) or as a date. */
  cellType?: 'text' | 'date';
  /** Turns a trimmed, non-empty cell into the stored value, or an error. */
  parse(raw: string, context: ParseContext): ParseResult;
}

export interface RowError {
  field: string;
  code: string;
  message: string;
  params?: ErrorParams;
}

export type TargetTable = 'members' | 'departments' | 'benefit_packages';
export type ReferenceTable = 'departments' | 'benefit_packages';

/** Set-wise rules, run as SQL over all the records of a job at once. */
export type SetRule =
  | { kind: 'unique_in_file'; field: string; caseInsensitive?: boolean }
  /**
   * A row whose key matches an existing record of the dataset's target "matches" it: ALREADY_EXISTS,
   * skipped (on_existing skip), or that record's update (update). Only active records match, unless the
   * target's keys are unique among archived records too (departments, packages).
   */
  | { kind: 'existing_match'; field: string }
  /** A value held by a DIFFERENT existing record of the target (compared by the match key): ALREADY_EXISTS. */
  | { kind: 'taken_by_other'; field: string; column: string; caseInsensitive?: boolean }
  /** The value must name an active row of the organisation's reference table by one of its columns (case-insensitive); naming an archived one says so. */
  | { kind: 'reference'; field: string; table: ReferenceTable; columns: readonly string[]; code: string; message: string };

/** A field stored as it is in a column of the target. */
export interface TargetColumn {
  field: string;
  column: string;
  type: 'text' | 'date' | 'numeric';
}

/** A field that names a row of a reference table (by one of `by`), stored as that row's id. */
export interface TargetReference {
  field: string;
  column: string;
  table: ReferenceTable;
  /** The columns that name a row, in order: the first wins when one row's code is another's name. */
  by: readonly ('code' | 'name')[];
  /** How the field shows the row (the preview's changes, a member's department by name, package by code). */
  shows: 'code' | 'name';
  /** A column of the target that takes the referenced row's value when the file gives none (a member's allowance from their package). */
  fallback?: { column: string; from: string; otherwise: string };
}

/**
 * Where a dataset's records go, and how: the table, the key a row matches an existing record by, the
 * columns written, and what a rollback must respect. The commit, update, undo and rollback SQL is made
 * from this (commit/repository.ts), so a dataset is one file.
 */
export interface ImportTarget {
  table: TargetTable;
  /** What the table holds, in messages ("An existing department already has this code."). */
  noun: 'member' | 'department' | 'package';
  key: { field: string; column: string; caseInsensitive: boolean };
  /** Keys unique among archived records too: an archived record matches (and is updated, staying archived). */
  matchesArchived: boolean;
  /** The status a rollback gives a record the import created. */
  inactiveStatus: 'inactive' | 'archived';
  columns: readonly TargetColumn[];
  references: readonly TargetReference[];
  /** Other columns no two records may share (case-insensitive when so marked): checked before a restore and counted when a commit meets one. */
  unique: readonly { field: string; column: string; caseInsensitive: boolean }[];
  /** A record the import created that active members point to (by this column) is kept at rollback. */
  usedByMembers?: 'department_id' | 'package_id';
  /** A row rule's error that matching an existing record makes moot, when the record has any of these columns set. */
  keptByUpdate?: readonly { code: string; anyOf: readonly string[] }[];
  /** The reference the preview counts rows to create by (members: per department). */
  breakdown?: string;
  /** Members: new records' customer ids drawn by the import's statement (migration 0031), close together in their unique index. */
  drawsCustomerIds?: true;
}

export interface DatasetDefinition {
  type: string;
  fields: readonly FieldDefinition[];
  /** Rules about a whole row (after its fields are parsed). */
  rowRules(record: Record<string, string | null>): RowError[];
  setRules: readonly SetRule[];
  target: ImportTarget;
}
