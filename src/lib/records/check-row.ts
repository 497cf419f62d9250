import type { ErrorParams } from '../app-error.js';
import { unsafeCharacter } from '../text.js';
import type { ParseContext, RecordRules } from './types.js';

/** Where a field's cell is in a row, its column's name, and how its cells are read. */
export interface CellSource {
  index: number;
  column: string;
  context: ParseContext;
  /** A field written in parts: every part's column, in the order they join (index is the first). */
  joined?: readonly number[] | undefined;
}

/** The cell a field reads: its column's, or its parts' non-empty cells joined with a space. */
const cellOf = (cells: readonly string[], source: CellSource) =>
  source.joined
    ? source.joined
        .map((index) => cells[index] ?? '')
        .filter((cell) => cell !== '')
        .join(' ')
    : (cells[source.index] ?? '');

/** An error of a row's cell (or of the row, for its row rules), as the import stores it. */
export interface CellError {
  row_number: number;
  column_name: string;
  field: string;
  value: string | null;
  code: string;
  message: string;
  params?: ErrorParams | null;
}

/** What the rules make of a row: its record, its errors, and the fields whose value is a normalised reading of the cell. */
export interface CheckedRow {
  record: Record<string, string | null>;
  errors: CellError[];
  normalised: string[];
}

/** A cell holding a control or bidirectional-formatting character: it would show differently from what it stores. */
function invalidCharacters(character: string) {
  return {
    error: {
      code: 'INVALID_CHARACTERS',
      message: `Holds a control or text-direction character (${character}), which would make it display differently from what is stored.`,
      params: { character },
    },
  };
}

const EQUALS = 0x3d;

/** What a spreadsheet shows instead of a value when a formula fails (Excel, LibreOffice, Google Sheets). */
const SPREADSHEET_ERROR =
  /^#(?:N\/A|REF!|VALUE!|DIV\/0!|NAME\?|NULL!|NUM!|SPILL!|CALC!|GETTING_DATA|FIELD!|BLOCKED!|CONNECT!|BUSY!|UNKNOWN!)$/i;

/**
 * How files say "no value" in a cell (issue 59): read as empty in an optional field (and shown as read
 * from another form), as a missing value in a required one. Never a name, a number or a date.
 */
const PLACEHOLDER = /^(?:n\/a|na|-+|—|–|none|nil|null|00\/00\/0000|0000-00-00|የለም)$/i;

/** Whether a cell says "no value" (a placeholder) or shows a spreadsheet's error instead of a value. */
export const saysNoValue = (raw: string) => PLACEHOLDER.test(raw) || SPREADSHEET_ERROR.test(raw);

function spreadsheetError(value: string) {
  return {
    error: {
      code: 'CELL_ERROR',
      message: `The cell shows the spreadsheet's error ${value}, not a value: correct its formula or type the value in the file.`,
      params: { error: value.toUpperCase() },
    },
  };
}

/**
 * A workbook's formula cell with no value kept (written by a script, never opened in a spreadsheet): the
 * reader shows it as its formula. Never read as empty or 0.
 */
function uncalculatedFormula(value: string) {
  return {
    error: {
      code: 'FORMULA_NOT_CALCULATED',
      message: `The cell holds the formula ${value.slice(0, 100)} and no value: open the file in Excel or LibreOffice, save it, and upload it again.`,
      params: { formula: value.slice(0, 100) },
    },
  };
}

/**
 * A record checked by its rules: each field parsed from its cell (`sources` says where each field is and
 * how its cells are read; a field without one is empty), required fields present, no control or
 * text-direction character, then the row rules. The same for an import's row, an edited row and a form.
 */
export function checkRow(
  rules: RecordRules,
  rowNumber: number,
  cells: readonly string[],
  sources: ReadonlyMap<string, CellSource>,
): CheckedRow {
  const record: Record<string, string | null> = {};
  const errors: CellError[] = [];
  const normalised: string[] = [];
  // Row rules look at what the row gave, so an invalid email still counts as "given".
  const given: Record<string, string | null> = {};
  for (const field of rules.fields) {
    const source = sources.get(field.key);
    const raw = source ? cellOf(cells, source) : '';
    const column = source?.column ?? '';
    const placeholder = raw !== '' && PLACEHOLDER.test(raw);
    given[field.key] = raw === '' || placeholder ? null : 'given';
    if (placeholder && !field.required) {
      record[field.key] = null;
      normalised.push(field.key);
      continue;
    }
    if (placeholder) {
      record[field.key] = null;
      errors.push({
        row_number: rowNumber,
        column_name: column,
        field: field.key,
        value: raw,
        code: 'REQUIRED',
        message: `This value is required: "${raw}" says there is none.`,
        params: { reason: 'placeholder', value: raw },
      });
      continue;
    }
    if (raw === '') {
      record[field.key] = null;
      if (field.required) {
        errors.push(
          source
            ? {
                row_number: rowNumber,
                column_name: column,
                field: field.key,
                value: null,
                code: 'REQUIRED',
                message: 'This value is required.',
              }
            : {
                row_number: rowNumber,
                column_name: column,
                field: field.key,
                value: null,
                code: 'REQUIRED',
                message: `No column is mapped to the required field ${field.key}.`,
                params: { reason: 'unmapped' },
              },
        );
      }
      continue;
    }
    const unsafe = unsafeCharacter(raw);
    const parsed = unsafe
      ? invalidCharacters(unsafe)
      : SPREADSHEET_ERROR.test(raw)
        ? spreadsheetError(raw)
        : raw.charCodeAt(0) === EQUALS && source!.context.fileFormat === 'xlsx'
          ? uncalculatedFormula(raw)
          : field.parse(raw, source!.context);
    if ('error' in parsed) {
      record[field.key] = null;
      errors.push({ row_number: rowNumber, column_name: column, field: field.key, value: raw, ...parsed.error });
    } else {
      record[field.key] = parsed.value;
      if (parsed.normalised) normalised.push(field.key);
    }
  }
  for (const rule of rules.rowRules(given)) {
    errors.push({
      row_number: rowNumber,
      column_name: sources.get(rule.field)?.column ?? '',
      field: rule.field,
      value: null,
      code: rule.code,
      message: rule.message,
      ...(rule.params ? { params: rule.params } : {}),
    });
  }
  return { record, errors, normalised };
}
