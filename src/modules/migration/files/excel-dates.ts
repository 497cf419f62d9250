// Excel counts days from 1899-12-30 (the 1900 leap-year bug folded in); a workbook in the 1904 date system from 1904-01-01.
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const EXCEL_1904_EPOCH_MS = Date.UTC(1904, 0, 1);
const DAY_MS = 86_400_000;

/** An Excel date serial as `YYYY-MM-DD`, or `YYYY-MM-DD HH:MM:SS` when it carries a time of day. */
export function excelSerialToIso(serial: number, date1904 = false): string {
  const iso = new Date((date1904 ? EXCEL_1904_EPOCH_MS : EXCEL_EPOCH_MS) + Math.round(serial * DAY_MS)).toISOString();
  return serial % 1 === 0 ? iso.slice(0, 10) : iso.slice(0, 19).replace('T', ' ');
}
