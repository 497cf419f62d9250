// Excel counts days from 1899-12-30 (the 1900 leap-year bug folded in).
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/** An Excel date serial as `YYYY-MM-DD`, or `YYYY-MM-DD HH:MM:SS` when it carries a time of day. */
export function excelSerialToIso(serial: number): string {
  const iso = new Date(EXCEL_EPOCH_MS + Math.round(serial * DAY_MS)).toISOString();
  return serial % 1 === 0 ? iso.slice(0, 10) : iso.slice(0, 19).replace('T', ' ');
}
