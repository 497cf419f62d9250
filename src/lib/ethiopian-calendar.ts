/**
 * The Ethiopian calendar (13 months: twelve of 30 days, then Pagume of 5 days, or 6 in the year before a
 * Gregorian leap year, that is when the Ethiopian year leaves 3 divided by 4). Dates are converted by
 * their Julian day number, and each result is read back through ICU's own Ethiopic calendar (`Intl`),
 * so that a date ICU does not agree with is never stored.
 */

/** The Julian day number of 1 Meskerem, year 1 (Amete Mihret): 29 August, year 8 of the Julian calendar. */
const EPOCH = 1_724_221;

const ICU = new Intl.DateTimeFormat('en-u-ca-ethiopic', { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' });

export type EthiopianDateProblem = 'month' | 'day' | 'pagume';

/** Why an Ethiopian year, month and day is no date: a month beyond 13, a day beyond 30, or Pagume's 6th in a year without one. */
export function ethiopianDateProblem(year: number, month: number, day: number): EthiopianDateProblem | undefined {
  if (month < 1 || month > 13) return 'month';
  if (day < 1 || day > 30) return 'day';
  if (month === 13 && day > (year % 4 === 3 ? 6 : 5)) return 'pagume';
  return undefined;
}

/** The Julian day number of 9999-12-31, the last day a date may be: a later one has a five-digit year, which neither ICU nor the database's ISO dates read. */
const LAST_JULIAN_DAY = 5_373_484;

const julianDayOf = (year: number, month: number, day: number) =>
  EPOCH + 365 * (year - 1) + Math.floor(year / 4) + 30 * (month - 1) + day - 1;

/** Whether an Ethiopian day falls after 9999-12-31 in the Gregorian calendar (from 22 Tikimt 9992). */
export function ethiopianAfterLastDay(year: number, month: number, day: number): boolean {
  return julianDayOf(year, month, day) > LAST_JULIAN_DAY;
}

/** The Gregorian date (YYYY-MM-DD) of an Ethiopian year, month and day, or undefined when there is no such day (or it is after 9999-12-31). */
export function ethiopianToGregorian(year: number, month: number, day: number): string | undefined {
  if (!Number.isInteger(year) || year < 1 || ethiopianDateProblem(year, month, day)) return undefined;
  const jdn = julianDayOf(year, month, day);
  if (jdn > LAST_JULIAN_DAY) return undefined;
  const iso = gregorianOfJulianDay(jdn);
  // ICU reads the date back as the same Ethiopian day, or the date is not stored.
  const parts = Object.fromEntries(ICU.formatToParts(new Date(`${iso}T00:00:00Z`)).map((p) => [p.type, p.value]));
  return Number(parts.year) === year && Number(parts.month) === month && Number(parts.day) === day ? iso : undefined;
}

/** The Ethiopian year, month and day of a Gregorian date (YYYY-MM-DD), by ICU: for showing dates to those who read them so. */
export function gregorianToEthiopian(iso: string): { year: number; month: number; day: number } {
  const parts = Object.fromEntries(ICU.formatToParts(new Date(`${iso}T00:00:00Z`)).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

/** The proleptic Gregorian date of a Julian day number (Fliegel and Van Flandern). */
function gregorianOfJulianDay(jdn: number): string {
  const l = jdn + 68_569;
  const n = Math.floor((4 * l) / 146_097);
  const l2 = l - Math.floor((146_097 * n + 3) / 4);
  const i = Math.floor((4_000 * (l2 + 1)) / 1_461_001);
  const l3 = l2 - Math.floor((1_461 * i) / 4) + 31;
  const j = Math.floor((80 * l3) / 2_447);
  const day = l3 - Math.floor((2_447 * j) / 80);
  const l4 = Math.floor(j / 11);
  const month = j + 2 - 12 * l4;
  const year = 100 * (n - 49) + i + l4;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
