import type { AppCalendar } from './format';

/** Julian day number of 1 Meskerem, year 1 of the Ethiopian calendar (Amete Mihret). */
const ETHIOPIAN_EPOCH = 1_724_221;
const UNIX_EPOCH_JDN = 2_440_588;
const DAY_MS = 86_400_000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The Gregorian date (YYYY-MM-DD) of an Ethiopian one, or null when there is no such day (Pagume 6 outside a leap year). */
export function ethiopianToIso(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 13 || day < 1 || day > 30) return null;
  if (month === 13 && day > (year % 4 === 3 ? 6 : 5)) return null;
  const jdn = ETHIOPIAN_EPOCH + 365 * (year - 1) + Math.floor(year / 4) + 30 * (month - 1) + day - 1;
  const date = new Date((jdn - UNIX_EPOCH_JDN) * DAY_MS);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** An ISO date's day, month and year in a calendar (ICU's Ethiopian calendar for 'ethiopian'). */
function partsOf(iso: string, calendar: AppCalendar): { day: number; month: number; year: number } {
  const format = new Intl.DateTimeFormat(`en-GB${calendar === 'ethiopian' ? '-u-ca-ethiopic' : ''}`, {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const parts = Object.fromEntries(format.formatToParts(new Date(`${iso}T00:00:00Z`)).map((part) => [part.type, part.value]));
  return { day: Number(parts.day), month: Number(parts.month), year: Number(parts.year) };
}

/** A stored date (YYYY-MM-DD) as the member form shows it: day/month/year in the user's calendar. */
export function dateForInput(iso: string | null | undefined, calendar: AppCalendar): string {
  if (!iso) return '';
  const { day, month, year } = partsOf(iso, calendar);
  return `${pad(day)}/${pad(month)}/${year}`;
}

/**
 * What the user typed in a date field, as the API's YYYY-MM-DD: day/month/year (/, . or - between) in
 * their calendar. A Gregorian user's other forms (1990-03-13, 12 Mar 1990) go to the server as typed,
 * which reads them by the import's rules; an Ethiopian date that is no day is `invalid` (the server
 * would read it as Gregorian).
 */
export function dateFromInput(text: string, calendar: AppCalendar): { value: string | null } | { invalid: true } {
  const typed = text.trim();
  if (typed === '') return { value: null };
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(typed);
  if (calendar === 'ethiopian') {
    if (!dmy) return { invalid: true };
    const iso = ethiopianToIso(Number(dmy[3]), Number(dmy[2]), Number(dmy[1]));
    return iso ? { value: iso } : { invalid: true };
  }
  return { value: dmy ? `${dmy[3]}-${pad(Number(dmy[2]))}-${pad(Number(dmy[1]))}` : typed };
}
