// Excel counts days from 1899-12-30 (the 1900 leap-year bug folded in); a workbook in the 1904 date system from 1904-01-01.
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const EXCEL_1904_EPOCH_MS = Date.UTC(1904, 0, 1);
const DAY_MS = 86_400_000;
/** 9999-12-31, Excel's last day. */
const LAST_SERIAL = 2_958_465;

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/**
 * A day counted from 1970-01-01 as YYYY-MM-DD, by arithmetic (H. Hinnant's civil_from_days): a sheet's
 * dates are whole days, and a `Date` with its `toISOString` was a visible part of a large workbook's upload.
 */
function isoDay(days: number): string {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1_460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** An Excel date serial as `YYYY-MM-DD`, or `YYYY-MM-DD HH:MM:SS` when it carries a time of day. */
export function excelSerialToIso(serial: number, date1904 = false): string {
  const epoch = date1904 ? EXCEL_1904_EPOCH_MS : EXCEL_EPOCH_MS;
  if (Number.isInteger(serial) && serial >= 0 && serial <= LAST_SERIAL) return isoDay(serial + epoch / DAY_MS);
  const iso = new Date(epoch + Math.round(serial * DAY_MS)).toISOString();
  return serial % 1 === 0 ? iso.slice(0, 10) : iso.slice(0, 19).replace('T', ' ');
}
