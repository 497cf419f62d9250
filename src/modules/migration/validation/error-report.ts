import type { StoredError } from '../repository.js';

/** CSV cells for the error report: quoted where needed, and safe to open in a spreadsheet. */

// A cell starting with one of these is a formula to Excel and LibreOffice (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n;\t]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export const ERROR_REPORT_HEADER = 'row,column,field,value,code,message';

export function errorReportLine(error: StoredError): string {
  return [error.row_number, error.column_name, error.field, error.value, error.code, error.message].map(csvCell).join(',');
}
