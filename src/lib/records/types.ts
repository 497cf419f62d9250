import type { ErrorParams } from '../app-error.js';
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
  /** The organisation's time zone (IANA): a timestamp at UTC is read as the day it is there. */
  timeZone?: string | undefined;
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
  /**
   * The columns a file may write the field in (a person's name as an Amharic register keeps it: the first
   * name, the father's and the grandfather's): a mapping may name up to as many columns for the field,
   * joined with a space in the file's order.
   */
  parts?: readonly { en: readonly string[]; am: readonly string[] }[];
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

/** What a valid record is, as its capability declares it: its fields (with their parsers) and the rules about a whole row. */
export interface RecordRules {
  fields: readonly FieldDefinition[];
  /** Rules about a whole record (after its fields are parsed): what the row gave, a field to null when empty. */
  rowRules(record: Record<string, string | null>): RowError[];
}

/**
 * How a file's cells (or a form's values) are read on the day `now` falls on (UTC): "not in the future"
 * rules depend on it; amounts may carry the organisation's `currency` mark.
 */
export function parseContext(fileFormat: 'csv' | 'xlsx', now: Date, currency?: string, timeZone?: string): ParseContext {
  return { fileFormat, today: now.toISOString().slice(0, 10), currency, timeZone };
}
