import { AppError, type ErrorDetail, type ErrorParams } from '../../../lib/app-error.js';
import { cleanText, unsafeCharacter } from '../../../lib/text.js';

/** A data row as a spreadsheet shows it: its row number (header = 1) and its trimmed cells in column order. */
export interface SheetRow {
  rowNumber: number;
  cells: string[];
}

/** What every file reader yields: the header (and the row it was found on), then the data rows, one at a time. */
export interface Sheet {
  header: string[];
  /** The header's row number (1 unless title or blank rows stand above it). */
  headerRow: number;
  rows: AsyncIterable<SheetRow>;
  /** A workbook's sheet that was read, and its other visible sheets (the upload may name another). */
  sheet?: { name: string; others: string[] } | undefined;
  /** Columns the workbook's author hid: a visible column is suggested before them. */
  hiddenColumns?: string[] | undefined;
}

/** A row as a reader finds it, before the header is known: its number and its raw cells. */
export interface RawRow {
  rowNumber: number;
  cells: string[];
  /** How many of its cells took their value from a merge over them (an XLSX's merged cells). */
  spanned?: number;
}

/** How far down a file the header is looked for. */
export const HEADER_SEARCH_ROWS = 20;

const filled = (cells: readonly string[]) => cells.reduce((n, cell) => (cleanText(cell) === '' ? n : n + 1), 0);
/** The cells a row fills itself: a group title merged over five columns is one cell, not five. */
const ownCells = (row: RawRow) => filled(row.cells) - (row.spanned ?? 0);
/** How many blank cells a header begins with: a table that does not start in the first column. */
const leadingBlanks = (cells: readonly string[]) => {
  let at = 0;
  while (at < cells.length && cleanText(cells[at]!) === '') at++;
  return at;
};

/**
 * Finds the header and hands on the rows below it. Exports put a title ("Staff list, Q3 2025") or blank
 * rows above the header: among the first rows with content, the header is the first that fills at least
 * half as many cells as the fullest of them (and two, when any fills two); the rows above it are not data.
 * A header of two rows (group titles merged over the field names) is read from its second row: a row
 * whose cells are mostly merges, followed by one that fills more cells itself, holds titles, not names.
 * Blank columns before the table are not the file's columns (`offset` of them are left out of each row).
 * `chosen` (the upload's header_row) names the header's row number instead.
 */
export async function withHeader(
  next: () => Promise<IteratorResult<RawRow>>,
  chosen: number | undefined,
  empty: () => AppError,
): Promise<{ header: string[]; headerRow: number; offset: number; rest: AsyncGenerator<RawRow> }> {
  const buffered: RawRow[] = [];
  let headerAt = -1;
  if (chosen !== undefined) {
    for (;;) {
      const row = await next();
      if (row.done || row.value.rowNumber > chosen) break;
      if (row.value.rowNumber === chosen) {
        if (filled(row.value.cells) === 0) break;
        buffered.push(row.value);
        headerAt = 0;
        break;
      }
    }
    if (headerAt < 0)
      throw new AppError('VALIDATION_FAILED', `Row ${chosen} of the file is not a header row.`, [
        fileIssue('header_row_empty', `row ${chosen} is empty or beyond the end of the file`, { row: chosen }),
      ]);
  } else {
    while (buffered.length < HEADER_SEARCH_ROWS) {
      const row = await next();
      if (row.done) break;
      if (filled(row.value.cells) > 0) buffered.push(row.value);
    }
    if (buffered.length === 0) throw empty();
    const widest = Math.max(...buffered.map(ownCells));
    const needed = widest < 2 ? 1 : Math.max(2, Math.ceil(widest / 2));
    headerAt = buffered.findIndex((row) => ownCells(row) >= needed);
    const [found, below] = [buffered[headerAt]!, buffered[headerAt + 1]];
    if (below && (found.spanned ?? 0) > 0 && ownCells(below) > ownCells(found) && ownCells(below) === filled(below.cells)) headerAt++;
  }
  const offset = leadingBlanks(buffered[headerAt]!.cells);
  const header = checkHeader(buffered[headerAt]!.cells.slice(offset));
  const headerRow = buffered[headerAt]!.rowNumber;
  async function* rest(): AsyncGenerator<RawRow> {
    yield* buffered.slice(headerAt + 1);
    for (;;) {
      const row = await next();
      if (row.done) return;
      yield row.value;
    }
  }
  return { header, headerRow, offset, rest: rest() };
}

export const LIMITS = {
  /** More columns than any members file needs; a sheet with thousands is an accident or an attack. */
  maxColumns: 500,
  /** Excel's own limit for one cell. */
  maxCellChars: 32_767,
};

/**
 * Checks the header row: no blank or duplicate names. Blank names at the end (Excel exports empty
 * formatted columns that way) are dropped, and so are those columns' cells.
 */
export function checkHeader(raw: string[]): string[] {
  // A wrapped header cell (Excel's Alt+Enter) keeps its words: line breaks and tabs inside become one space.
  const header = raw.map((cell) => cleanText(cell).replace(/[\t\r\n]+/g, ' '));
  while (header.length > 0 && header[header.length - 1] === '') header.pop();
  if (header.length === 0)
    throw new AppError('VALIDATION_FAILED', 'The file has no header row.', [
      fileIssue('no_header', 'needs a header row naming its columns'),
    ]);
  if (header.length > LIMITS.maxColumns)
    throw new AppError('PAYLOAD_TOO_LARGE', `The file has more than ${LIMITS.maxColumns} columns.`, [
      fileIssue('too_many_columns', `at most ${LIMITS.maxColumns} columns`, { max: LIMITS.maxColumns }),
    ]);
  const details = [];
  const seen = new Map<string, number>();
  for (const [index, name] of header.entries()) {
    if (name === '') details.push(fileIssue('blank_header', `column ${index + 1} of the header is blank`, { column: index + 1 }));
    const unsafe = unsafeCharacter(name);
    if (unsafe)
      details.push(
        fileIssue('header_character', `column ${index + 1} of the header holds a control or text-direction character (${unsafe})`, {
          column: index + 1,
          character: unsafe,
        }),
      );
    const key = name.toLowerCase();
    if (name !== '' && seen.has(key))
      details.push(
        fileIssue('header_twice', `header "${name}" appears twice (columns ${seen.get(key)! + 1} and ${index + 1})`, {
          name,
          first: seen.get(key)! + 1,
          second: index + 1,
        }),
      );
    seen.set(key, index);
  }
  if (details.length > 0) throw new AppError('VALIDATION_FAILED', 'The header row is not usable.', details);
  return header;
}

/** Cleans the cells (trimmed, NFC: cleanText) and fits them to the header's width; undefined for a row with nothing in it. */
export function shapeRow(cells: string[], width: number): string[] | undefined {
  const shaped = new Array<string>(width);
  let empty = true;
  for (let i = 0; i < width; i++) {
    const cell = cleanText(cells[i] ?? '');
    if (cell.length > LIMITS.maxCellChars)
      throw new AppError('PAYLOAD_TOO_LARGE', `A cell holds more than ${LIMITS.maxCellChars} characters.`, [
        fileIssue('cell_too_long', `at most ${LIMITS.maxCellChars} characters in a cell`, { max: LIMITS.maxCellChars }),
      ]);
    if (cell !== '') empty = false;
    shaped[i] = cell;
  }
  return empty ? undefined : shaped;
}

/** A problem of the uploaded file: its English issue, and the reason and params a client says it with. */
export function fileIssue(reason: string, issue: string, params?: ErrorParams): ErrorDetail {
  return params ? { field: 'file', issue, reason, params } : { field: 'file', issue, reason };
}

export function unsupportedFile(issue: string, reason: string, params?: ErrorParams): AppError {
  return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Upload a CSV (UTF-8 or UTF-16) or an XLSX file.', [fileIssue(reason, issue, params)]);
}
