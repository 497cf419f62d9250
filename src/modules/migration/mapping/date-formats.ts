import type { DatasetDefinition } from '../datasets/types.js';
import { saysNoValue } from '../../../lib/records/check-row.js';
import {
  DEFAULT_DATE_FORMAT,
  readDate,
  registerDate,
  type Calendar,
  type DateFormat,
  type DateOrder,
  type DetectedFormat,
} from '../../../lib/records/dates.js';
import { monthByName } from '../../../lib/records/month-names.js';

/** The date format of some columns, by file header. */
export type ColumnFormats = Record<string, DateFormat>;

/** What the user said of a column's dates in the mapping (either part may be left to the detection). */
export type ChosenFormats = Record<string, { date_order?: DateOrder | undefined; calendar?: Calendar | undefined }>;

const NUMERIC = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})(?:[T ].*)?$/;
const YEAR_FIRST = /^\d{4}[-/.]\d{1,2}[-/.]\d{1,2}(?:[T ].*)?$/;
const NAMED = /^\d{1,2}[\s\-/.]+([^\d\s,/.-]+)|^([^\d\s,/.-]+)\.?[\s\-/.]+\d{1,2}/u;
const EXAMPLE_VALUES = 3;
/** A header that says its dates are Ethiopian: "Date of birth (E.C.)", "(EC)", "የትውልድ ቀን ዓ.ም", "በኢትዮጵያ አቆጣጠር". */
const ETHIOPIAN_HEADER = /[([\s]E\.?\s?C\.?(?:[)\]\s]|$)|^E\.?C\.?\s|ዓ\.?\s?ም|በኢትዮጵያ\s*አቆጣጠር|ethiopian\s+calendar/iu;
/** A column none of whose first rows looks like a date is not looked at after them: a cheap pass over a large file. */
const LOOK_ROWS = 50;

interface Tally {
  values: number;
  yearFirst: number;
  named: number;
  ethiopianNames: number;
  /** Dates in Ge'ez numerals or with the Ethiopian era (ዓ.ም): Ethiopian, whatever else the column holds. */
  registerDates: number;
  /** Numeric values (day and month in some order, then the year), and how many of them each reading fits. */
  numeric: number;
  fits: { DMY: { gregorian: number; ethiopian: number }; MDY: { gregorian: number; ethiopian: number } };
  example_values: string[];
}

const newTally = (): Tally => ({
  values: 0,
  yearFirst: 0,
  named: 0,
  ethiopianNames: 0,
  registerDates: 0,
  numeric: 0,
  example_values: [],
  fits: { DMY: { gregorian: 0, ethiopian: 0 }, MDY: { gregorian: 0, ethiopian: 0 } },
});

// Cheap bounds, not the full calendar (a 31st of April fits): they only weigh one reading against another.
const fitsGregorian = (day: number, month: number) => day >= 1 && day <= 31 && month >= 1 && month <= 12;
const fitsEthiopian = (day: number, month: number) => day >= 1 && month >= 1 && (month === 13 ? day <= 6 : month < 13 && day <= 30);

/** Counts, over every row of an upload, what each column's values say of their date format. */
export class DateFormatDetector {
  private readonly tallies: (Tally | undefined)[];
  private rows = 0;

  private readonly saysEthiopian: boolean[];

  constructor(private readonly columns: readonly string[]) {
    this.tallies = columns.map(() => newTally());
    this.saysEthiopian = columns.map((column) => ETHIOPIAN_HEADER.test(column));
  }

  add(cells: readonly string[]): void {
    this.rows++;
    for (let i = 0; i < this.tallies.length; i++) {
      const tally = this.tallies[i];
      if (!tally) continue;
      const cell = cells[i];
      // A placeholder (00/00/0000, N/A) or a spreadsheet's error says nothing of how the column writes dates.
      if (cell && !saysNoValue(cell)) this.count(tally, cell);
      if (this.rows === LOOK_ROWS && tally.values === 0) this.tallies[i] = undefined;
    }
  }

  private count(tally: Tally, cell: string): void {
    const register = registerDate(cell);
    if (register.ethiopian) {
      // Ge'ez numerals or the era word: an Ethiopian date, which a hand-kept register writes day first.
      tally.values++;
      tally.registerDates++;
      if (tally.example_values.length < EXAMPLE_VALUES && !tally.example_values.includes(cell)) tally.example_values.push(cell);
      return;
    }
    const code = cell.charCodeAt(0);
    const startsWithDigit = code >= 48 && code <= 57;
    let match: RegExpExecArray | null;
    if (startsWithDigit && (match = NUMERIC.exec(cell))) {
      const [first, second] = [Number(match[1]), Number(match[2])];
      tally.numeric++;
      if (fitsGregorian(first, second)) tally.fits.DMY.gregorian++;
      if (fitsEthiopian(first, second)) tally.fits.DMY.ethiopian++;
      if (fitsGregorian(second, first)) tally.fits.MDY.gregorian++;
      if (fitsEthiopian(second, first)) tally.fits.MDY.ethiopian++;
    } else if (startsWithDigit && YEAR_FIRST.test(cell)) {
      tally.yearFirst++;
    } else if ((match = NAMED.exec(cell))) {
      const month = monthByName(match[1] ?? match[2]!);
      if (!month) return;
      tally.named++;
      if (month.calendar === 'ethiopian') tally.ethiopianNames++;
    } else return;
    tally.values++;
    if (tally.example_values.length < EXAMPLE_VALUES && !tally.example_values.includes(cell)) tally.example_values.push(cell);
  }

  /** The detected format of each column that held dates. */
  result(): Record<string, DetectedFormat> {
    const detected: Record<string, DetectedFormat> = {};
    this.tallies.forEach((tally, i) => {
      if (tally && tally.values > 0) detected[this.columns[i]!] = describe(tally, this.saysEthiopian[i]!);
    });
    return detected;
  }
}

function describe(tally: Tally, headerSaysEthiopian: boolean): DetectedFormat {
  const { fits, numeric } = tally;
  // The calendar more values fit (a 13th month: Ethiopian; a 31st day: Gregorian); Gregorian when they fit both alike.
  const best = (calendar: Calendar) => Math.max(fits.DMY[calendar], fits.MDY[calendar]);
  // (A year-first 13th month is taken for a typo: files in the Ethiopian calendar write the day or month first.)
  const byNumbers = best('ethiopian') > best('gregorian');
  // A header that names the Ethiopian calendar decides it, unless the values prove otherwise (a 31st day).
  const byHeader = headerSaysEthiopian && best('ethiopian') >= best('gregorian');
  const calendar: Calendar = tally.registerDates > 0 || tally.ethiopianNames > 0 || byNumbers || byHeader ? 'ethiopian' : 'gregorian';
  const calendar_evidence =
    tally.registerDates > 0 ? 'register' : tally.ethiopianNames > 0 ? 'month_names' : byNumbers ? 'month_13' : byHeader ? 'header' : null;
  const [dayFirst, monthFirst] = [fits.DMY[calendar], fits.MDY[calendar]];
  let date_order: DateOrder = 'DMY';
  let confidence: DetectedFormat['confidence'] = 'certain';
  if (numeric === 0) date_order = tally.yearFirst > 0 ? 'YMD' : 'DMY';
  else if (dayFirst === numeric && monthFirst === numeric) confidence = 'ambiguous';
  else if (dayFirst < numeric && monthFirst < numeric) {
    confidence = 'mixed';
    date_order = monthFirst > dayFirst ? 'MDY' : 'DMY';
  } else date_order = monthFirst === numeric ? 'MDY' : 'DMY';
  const read = (value: string, order: DateOrder) => {
    const reading = readDate(value, { date_order: order, calendar }, false);
    return 'iso' in reading ? reading.iso : null;
  };
  return {
    date_order,
    calendar,
    confidence,
    calendar_evidence,
    values: tally.values,
    day_first_only: numeric - monthFirst,
    month_first_only: numeric - dayFirst,
    example_values: tally.example_values.map((value) => ({ value, day_first: read(value, 'DMY'), month_first: read(value, 'MDY') })),
  };
}

/** The fields of a dataset that hold dates. */
export function dateFields(dataset: DatasetDefinition): Set<string> {
  return new Set(dataset.fields.filter((field) => field.cellType === 'date').map((field) => field.key));
}

/**
 * How each column mapped to a date field is read: what the mapping said, else what was detected, else
 * the default; only the columns not read the default way are listed.
 */
export function effectiveFormats(
  dataset: DatasetDefinition,
  mapping: Record<string, string>,
  chosen: ChosenFormats | null | undefined,
  detected: Record<string, DetectedFormat> | null | undefined,
): ColumnFormats {
  const dates = dateFields(dataset);
  const formats: ColumnFormats = {};
  for (const [column, field] of Object.entries(mapping)) {
    if (!dates.has(field)) continue;
    const order = chosen?.[column]?.date_order ?? detected?.[column]?.date_order ?? DEFAULT_DATE_FORMAT.date_order;
    const format: DateFormat = {
      // Year-first values read alike in any order, and a YMD column's odd year-last value day first: YMD reads as DMY.
      date_order: order === 'MDY' ? 'MDY' : 'DMY',
      calendar: chosen?.[column]?.calendar ?? detected?.[column]?.calendar ?? DEFAULT_DATE_FORMAT.calendar,
    };
    if (format.date_order !== DEFAULT_DATE_FORMAT.date_order || format.calendar !== DEFAULT_DATE_FORMAT.calendar) formats[column] = format;
  }
  return formats;
}

/** The columns mapped to a date field whose order the values leave open and the mapping does not say. */
export function unsettledColumns(
  dataset: DatasetDefinition,
  mapping: Record<string, string>,
  chosen: ChosenFormats | null | undefined,
  detected: Record<string, DetectedFormat> | null | undefined,
): { column: string; detected: DetectedFormat }[] {
  const dates = dateFields(dataset);
  const open = [];
  for (const [column, field] of Object.entries(mapping)) {
    const found = detected?.[column];
    if (dates.has(field) && found && found.confidence !== 'certain' && !chosen?.[column]?.date_order)
      open.push({ column, detected: found });
  }
  return open;
}
