import { ethiopianAfterLastDay, ethiopianDateProblem, ethiopianToGregorian } from '../ethiopian-calendar.js';
import { excelSerialToIso } from './excel-dates.js';
import { monthByName } from './month-names.js';
import { MAX_READ_CHARS } from './reading-bounds.js';

/** How a column writes its dates: which part comes first, and in which calendar. */
export type DateOrder = 'DMY' | 'MDY' | 'YMD';
export type Calendar = 'gregorian' | 'ethiopian';
export interface DateFormat {
  date_order: DateOrder;
  calendar: Calendar;
}

/**
 * What a column's values say of its date format:
 * - certain: every value that decides the order (a day above 12) agrees, or the values are year first;
 * - ambiguous: no value decides (every day and month 12 or below): the mapping must say;
 * - mixed: some values read only day first and others only month first: the mapping must say, and the others are errors.
 */
export interface DetectedFormat extends DateFormat {
  confidence: 'certain' | 'ambiguous' | 'mixed';
  /** What the calendar was told by: a 13th month or an Ethiopian month's name; null when nothing told it (Gregorian is assumed). */
  calendar_evidence: 'month_13' | 'month_names' | null;
  /** Date-like values counted, and how many of the numeric ones read only day first, only month first (in the calendar detected). */
  values: number;
  day_first_only: number;
  month_first_only: number;
  /** The first values, each read both ways (null where that reading is no date). */
  example_values: { value: string; day_first: string | null; month_first: string | null }[];
}

/** A column nobody said anything about: day first (as Ethiopian and most exports write), Gregorian. */
export const DEFAULT_DATE_FORMAT: DateFormat = { date_order: 'DMY', calendar: 'gregorian' };

export type DateReading = { iso: string } | { problem: DateProblem; params?: Record<string, string | number> };
export type DateProblem = 'shape' | 'no_such_day' | 'ethiopian_day' | 'ethiopian_month' | 'pagume' | 'month_13' | 'out_of_range';

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** The Gregorian date as YYYY-MM-DD, or null if there is no such day. Plain arithmetic: it runs for every cell of an import. */
export function gregorianIso(year: number, month: number, day: number): string | null {
  // A year below 100 is a typo, not a date anyone imports.
  if (year < 100 || month < 1 || month > 12 || day < 1) return null;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  if (day > (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!)) return null;
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

/** A year, month and day in a calendar as the Gregorian date stored, or why there is no such day. */
export function dateIn(calendar: Calendar, year: number, month: number, day: number): DateReading {
  if (calendar === 'gregorian') {
    const iso = gregorianIso(year, month, day);
    if (iso) return { iso };
    // A 13th month is the Ethiopian calendar's Pagume: say so rather than "not a date".
    return month === 13 && day >= 1 && day <= 6 ? { problem: 'month_13' } : { problem: 'no_such_day' };
  }
  const problem = ethiopianDateProblem(year, month, day);
  if (problem === 'pagume') return { problem: 'pagume', params: { year } };
  if (problem === 'day') return { problem: 'ethiopian_day' };
  if (problem === 'month') return { problem: 'ethiopian_month' };
  // From 22 Tikimt 9992 on, a day falls after 9999 in the Gregorian calendar (it threw, and the validation was retried for ever).
  if (ethiopianAfterLastDay(year, month, day)) return { problem: 'out_of_range' };
  const iso = year >= 100 ? ethiopianToGregorian(year, month, day) : undefined;
  return iso ? { iso } : { problem: 'no_such_day' };
}

// Year first: 1990-03-12, 1990/03/12, 1990.03.12, with a time of day (an export's midnight, a date cell's time) dropped.
const YEAR_FIRST =
  /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:\s?[AaPp][Mm])?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
// Year last: 12/03/1990, 12-03-1990, 12.03.1990 (the column's order says which of the first two is the day).
const YEAR_LAST = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4})(?:[T ]\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp][Mm])?)?$/;
// A month by name, day first: 12-Mar-1990, 12 March 1990, 12 መጋቢት 1982.
const DAY_NAME_YEAR = /^(\d{1,2})(?:st|nd|rd|th)?[\s\-/.]+([^\d\s,/.-]+)\.?[\s\-/.,]+(\d{4})$/u;
// A month by name, month first: March 12, 1990; Mar 12 1990.
const NAME_DAY_YEAR = /^([^\d\s,/.-]+)\.?[\s\-/.]+(\d{1,2})(?:st|nd|rd|th)?,?[\s\-/.]+(\d{4})$/u;
// A month by name, year first: 1990-Mar-12, 1990 March 12.
const YEAR_NAME_DAY = /^(\d{4})[\s\-/.]+([^\d\s,/.-]+)\.?[\s\-/.]+(\d{1,2})$/u;
// Eight digits, year first (an export's 19900312).
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
// A weekday before the date (Monday, 12 March 1990; ሰኞ፣ 12 መጋቢት 1982): it says nothing the date does not.
const WEEKDAY = /^(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?|ሰኞ|ማክሰኞ|ረቡዕ|ሐሙስ|ሀሙስ|ዓርብ|አርብ|ቅዳሜ|እሑድ|እሁድ)[,፣]?\s+/iu;

/**
 * A cell as a date in a column written as `format`: the forms exports write (year first, day and month
 * in the column's order, month names in English and Amharic, an XLSX date serial), in the column's
 * calendar; a month named in the other calendar reads in that one.
 */
export function readDate(cell: string, format: DateFormat, xlsx: boolean): DateReading {
  if (cell.length > MAX_READ_CHARS) return { problem: 'shape' };
  const raw = cell.replace(WEEKDAY, '');
  let match = YEAR_FIRST.exec(raw);
  if (match) return dateIn(format.calendar, Number(match[1]), Number(match[3]), Number(match[4]));
  if ((match = YEAR_LAST.exec(raw))) {
    const [first, second, year] = [Number(match[1]), Number(match[3]), Number(match[4])];
    return format.date_order === 'MDY' ? dateIn(format.calendar, year, first, second) : dateIn(format.calendar, year, second, first);
  }
  const named = DAY_NAME_YEAR.exec(raw) ?? NAME_DAY_YEAR.exec(raw);
  if (named) {
    const dayFirst = /^\d/.test(raw);
    const month = monthByName(dayFirst ? named[2]! : named[1]!);
    if (month) return dateIn(month.calendar, Number(named[3]), month.month, Number(dayFirst ? named[1] : named[2]));
  }
  if ((match = YEAR_NAME_DAY.exec(raw))) {
    const month = monthByName(match[2]!);
    if (month) return dateIn(month.calendar, Number(match[1]), month.month, Number(match[3]));
  }
  if ((match = COMPACT.exec(raw))) return dateIn(format.calendar, Number(match[1]), Number(match[2]), Number(match[3]));
  // An XLSX number cell not styled as a date: its serial (a date cell is already YYYY-MM-DD).
  if (xlsx && /^\d{1,6}(\.\d+)?$/.test(raw)) {
    const serial = Math.floor(Number(raw));
    if (serial >= 1 && serial <= 2_958_465) return { iso: excelSerialToIso(serial) };
  }
  return { problem: 'shape' };
}

/** How a column's format reads in words, for messages: "DD/MM/YYYY", "MM/DD/YYYY (Ethiopian calendar)". */
export function describeFormat(format: DateFormat): string {
  const shape = format.date_order === 'MDY' ? 'MM/DD/YYYY' : format.date_order === 'YMD' ? 'YYYY-MM-DD' : 'DD/MM/YYYY';
  return format.calendar === 'ethiopian' ? `${shape} (Ethiopian calendar)` : shape;
}
