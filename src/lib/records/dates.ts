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
  calendar_evidence: 'month_13' | 'month_names' | 'header' | 'register' | null;
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

// An instant written at UTC or with an offset, as JavaScript and databases export a date (1990-03-13T21:00:00.000Z).
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?\s?(Z|[+-]\d{2}:?\d{2})$/;
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The day an instant falls on in a time zone: a date of birth exported as the local midnight at UTC
 * (1990-03-13T21:00:00.000Z in Addis Ababa) is the 14th, not the 13th. Undefined for a zone Intl does not know.
 */
function dayInZone(match: RegExpExecArray, timeZone: string): string | undefined {
  let format = dayFormats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      return undefined;
    }
    dayFormats.set(timeZone, format);
  }
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map((i) => Number(match[i] ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (!gregorianIso(year, month, day) || hour > 23 || minute > 59 || second > 59) return undefined;
  const zone = match[7]!;
  const offsetMinutes = zone === 'Z' ? 0 : (zone[0] === '-' ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(-2)));
  const instant = Date.UTC(year, month - 1, day, hour, minute, second) - offsetMinutes * 60_000;
  const parts = format.formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const GEEZ_UNITS = '፩፪፫፬፭፮፯፰፱';
const GEEZ_TENS = '፲፳፴፵፶፷፸፹፺';
const GEEZ_NUMBER = /[፩-፼]+/gu;
// The Ethiopian era (ዓመተ ምሕረት: ዓ.ም, ዓ/ም, ዓ.ም.) or E.C. after the year, and the word "day" (ቀን) after the day.
const ERA = /\s*(?:ዓ\s?[./]?\s?ም\.?|E\.?\s?C\.?)\s*$/iu;
const DAY_WORD = /(\d)\s*ቀን(?=\s)/u;

/** A number in Ge'ez numerals (፳፻፲፮ is 2016) in Arabic digits. */
function geezToDigits(numeral: string): string {
  let total = 0;
  let group = 0;
  for (const char of numeral) {
    const unit = GEEZ_UNITS.indexOf(char);
    const ten = GEEZ_TENS.indexOf(char);
    if (unit >= 0) group += unit + 1;
    else if (ten >= 0) group += (ten + 1) * 10;
    else if (char === '፻') group = (group || 1) * 100;
    else if (char === '፼') {
      total += (group || 1) * 10_000;
      group = 0;
    }
  }
  return String(total + group);
}

/**
 * A date as a hand-kept Amharic register writes it, in the forms the other readings know: Ge'ez numerals
 * in Arabic digits (፫/፭/፳፻፲፮ is 3/5/2016), the era word and "ቀን" left out (ጥር 3 ቀን 2016 ዓ.ም. is
 * ጥር 3 2016). Either says the date is Ethiopian, whatever the column's calendar (`ethiopian`).
 */
export function registerDate(cell: string): { text: string; ethiopian: boolean } {
  if (!/[፩-፼]|ዓ|ቀን|E\.?\s?C\.?\s*$/iu.test(cell)) return { text: cell, ethiopian: false };
  const text = cell.replace(GEEZ_NUMBER, geezToDigits).replace(ERA, '').replace(DAY_WORD, '$1').trim();
  return { text, ethiopian: text !== cell };
}

/**
 * A cell as a date in a column written as `format`: the forms exports write (year first, day and month
 * in the column's order, month names in English and Amharic, an XLSX date serial), in the column's
 * calendar; a month named in the other calendar reads in that one.
 */
export function readDate(cell: string, written: DateFormat, xlsx: boolean, timeZone?: string): DateReading {
  if (cell.length > MAX_READ_CHARS) return { problem: 'shape' };
  const register = registerDate(cell);
  const format: DateFormat = register.ethiopian ? { ...written, calendar: 'ethiopian' } : written;
  const raw = register.text.replace(WEEKDAY, '');
  let match: RegExpExecArray | null;
  if (timeZone && format.calendar === 'gregorian' && (match = INSTANT.exec(raw))) {
    const iso = dayInZone(match, timeZone);
    if (iso) return { iso };
  }
  match = YEAR_FIRST.exec(raw);
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
