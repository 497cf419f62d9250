/** What a dataset declares: its fields with their per-row parsers, and its set-wise rules (applied in SQL). */

import type { ErrorParams } from '../../../lib/app-error.js';

/**
 * A cell's error has a code, an English sentence, and its params: the reason when the code has several
 * sentences, and the values the sentence names, so that a client can say it in its user's language.
 */
export type ParseResult = { value: string | null } | { error: { code: string; message: string; params?: ErrorParams } };

export interface ParseContext {
  fileFormat: 'csv' | 'xlsx';
  /** Today, in the clock of the service (UTC date), for "not in the future" rules. */
  today: string;
}

export interface FieldDefinition {
  key: string;
  label: string;
  required: boolean;
  /** How the value is written, for the template's instructions. */
  format: string;
  allowedValues?: readonly string[];
  example: string;
  /** Other header names that mean this field (normalised: lower case, no spaces, dashes or underscores). */
  synonyms: readonly string[];
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

/** Set-wise rules, run as SQL over all the records of a job at once. */
export type SetRule =
  | { kind: 'unique_in_file'; field: string; caseInsensitive?: boolean }
  /** A row whose key matches an existing active record "matches" it: ALREADY_EXISTS, skipped (on_existing skip), or that record's update (update). */
  | { kind: 'existing_match'; field: string; table: 'members'; column: string }
  /** A value held by a DIFFERENT existing active record (compared by the match key): ALREADY_EXISTS. */
  | { kind: 'taken_by_other'; field: string; table: 'members'; column: string; keyField: string; keyColumn: string; caseInsensitive?: boolean }
  /** The value must name a row of the organisation's reference table by one of its columns (case-insensitive). */
  | { kind: 'reference'; field: string; table: 'departments' | 'benefit_packages'; columns: readonly string[]; code: string; message: string };

export interface DatasetDefinition {
  type: string;
  fields: readonly FieldDefinition[];
  /** Rules about a whole row (after its fields are parsed). */
  rowRules(record: Record<string, string | null>): RowError[];
  setRules: readonly SetRule[];
}
