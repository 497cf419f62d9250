/** CSV for the files the service writes (error report, corrected file): quoted where needed, safe to open in a spreadsheet. */

// A spreadsheet runs a cell starting with one of these as a formula (CSV injection).
const FORMULA_START = /^[=@\t\r]/;
// "+" and "-" start a formula too, but a number or a phone number ("+251 911 234567", "-5") calls
// nothing: those are kept as they are, so that the file imports again unchanged.
const SIGNED_NUMBER = /^[+-][\d\s().,-]*$/;

export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (FORMULA_START.test(text) || (/^[+-]/.test(text) && !SIGNED_NUMBER.test(text))) text = `'${text}`;
  return /[",\r\n;\t]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of CSV, with its line break. */
export const csvLine = (cells: readonly (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** What a CSV file the service writes starts with: Excel reads UTF-8 only after this mark. */
export const UTF8_BOM = '\uFEFF';
