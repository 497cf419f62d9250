import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { hasVisibleCharacter, normaliseEmail } from '../text.js';
import { readAmount } from './amounts.js';
import { DEFAULT_DATE_FORMAT, describeFormat, readDate, type DateProblem } from './dates.js';
import type { ErrorParams } from '../app-error.js';
import type { ParseContext, ParseResult } from './types.js';

/** Per-cell parsers shared by datasets. Each takes a trimmed, non-empty cell. */

const fail = (code: string, message: string, params?: ErrorParams): ParseResult => ({
  error: params ? { code, message, params } : { code, message },
});

/**
 * Spaces that look like a space and are not one (no-break U+00A0, figure U+2007, narrow no-break U+202F,
 * ideographic U+3000), as Excel, Word and copied web pages leave them inside names, numbers and codes: a
 * search for "Abebe Kebede" never found the name stored with one, and "E 001" written with one was
 * another employee number than "E 001" (issue 59).
 */
const ODD_SPACES = /[\u00A0\u2007\u202F\u3000]/g;
export const plainSpaces = (value: string) => value.replace(ODD_SPACES, ' ');

/**
 * How Excel shows a long number in a General cell (1.23457E+11) and writes it to CSV: the digits past the
 * sixth are gone, so the identifier, phone or email it stood for cannot be read back.
 */
const SCIENTIFIC = /^\d(?:[.,]\d{1,14})?E\+\d{2,3}$/i;

function mangled(raw: string): ParseResult {
  return fail(
    'NUMBER_MANGLED',
    `Shows a long number in Excel's scientific form (${raw}): its digits are lost. Format the column as text in the spreadsheet, type the numbers again if needed, and export again.`,
    { value: raw },
  );
}

function keepsDigits(parse: (raw: string) => ParseResult) {
  return (raw: string): ParseResult => (SCIENTIFIC.test(raw) ? mangled(raw) : parse(raw));
}

export function text(min: number, max: number) {
  return (cell: string): ParseResult => {
    const raw = plainSpaces(cell);
    if (raw.length < min || raw.length > max)
      return fail('INVALID_VALUE', `Must be ${min} to ${max} characters.`, { reason: 'length', min, max });
    if (!hasVisibleCharacter(raw)) return fail('INVALID_VALUE', 'Has no visible character.', { reason: 'invisible' });
    return raw === cell ? { value: raw } : { value: raw, normalised: true };
  };
}

// Pragmatic address check: one @, a dot in the domain, no spaces; the mail server has the last word.
const EMAIL = /^[^\s@"<>,;]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Compared and stored in NFKC and lower case: a full-width "ａ" and "a" are one address. */
export const email = keepsDigits(emailAddress);

function emailAddress(raw: string): ParseResult {
  const folded = normaliseEmail(raw);
  if (folded.length > 254 || !EMAIL.test(folded)) return fail('INVALID_EMAIL', 'Not a valid email address.');
  return { value: folded };
}

/** An Ethiopian number written in full (+251...) or locally (0...): nine digits after the prefix. */
const ETHIOPIAN = /^(?:\+251|0)([1-9]\d{8})$/;
/**
 * Ethiopia's numbering plan decides a nine-digit number's validity by its first five digits (the rest is
 * any four; `phone-prefixes.test.ts` checks this against the library's metadata for every prefix), so
 * each prefix is asked of the library once rather than each phone (docs/benchmarks.md).
 */
const PREFIX_DIGITS = 5;
const validPrefix = new Map<string, boolean>();

/** E.164; a local number is read as Ethiopian (+251). */
export const phone = keepsDigits(phoneNumber);

function phoneNumber(raw: string): ParseResult {
  const ethiopian = ETHIOPIAN.exec(raw);
  if (ethiopian) {
    const national = ethiopian[1]!;
    const prefix = national.slice(0, PREFIX_DIGITS);
    let valid = validPrefix.get(prefix);
    if (valid === undefined) {
      valid = libraryPhone(`+251${national}`) !== undefined;
      validPrefix.set(prefix, valid);
    }
    return valid ? { value: `+251${national}` } : invalidPhone();
  }
  const number = libraryPhone(raw);
  return number === undefined ? invalidPhone() : { value: number };
}

/** The number in E.164 as libphonenumber reads the whole cell (extract: false: "call 0911..." is not one), if valid. */
export function libraryPhone(raw: string): string | undefined {
  const parsed = parsePhoneNumberFromString(raw, { defaultCountry: 'ET', extract: false });
  return parsed?.isValid() ? parsed.number : undefined;
}

const invalidPhone = () => fail('INVALID_PHONE', 'Not a valid phone number (local numbers are read as Ethiopian, +251).');

const DATE_PROBLEMS: Record<Exclude<DateProblem, 'shape' | 'no_such_day'>, string> = {
  ethiopian_day: 'An Ethiopian month has 30 days.',
  ethiopian_month: 'The Ethiopian calendar has 13 months.',
  pagume: 'Pagume has a 6th day only in a year that leaves 3 when divided by 4 (the year before a Gregorian leap year).',
  month_13: 'There is no 13th month in the Gregorian calendar: if this column is in the Ethiopian calendar, say so in the mapping.',
  out_of_range: 'Dates go up to 31 December 9999 (Gregorian); this one is later.',
};

/**
 * A date in the forms exports write (dates.ts), read in the column's order and calendar (the mapping's
 * column_formats, else detected, else day first and Gregorian), stored as YYYY-MM-DD.
 */
export function date(raw: string, context: ParseContext): ParseResult {
  const format = context.dateFormat ?? DEFAULT_DATE_FORMAT;
  const reading = readDate(raw, format, context.fileFormat === 'xlsx', context.timeZone);
  if ('iso' in reading) return reading.iso === raw ? { value: raw } : { value: reading.iso, normalised: true };
  if (reading.problem === 'shape')
    return fail('INVALID_DATE', `Not a date: use ${describeFormat(format)}, YYYY-MM-DD or a month by name (12 Mar 1990).`, {
      reason: 'shape',
      format: describeFormat(format),
    });
  if (reading.problem === 'no_such_day')
    return fail('INVALID_DATE', `There is no such day, read as ${describeFormat(format)}.`, {
      reason: 'no_such_day',
      format: describeFormat(format),
    });
  return fail('INVALID_DATE', DATE_PROBLEMS[reading.problem], { reason: reading.problem, ...reading.params });
}

export function birthDate(raw: string, context: ParseContext): ParseResult {
  const parsed = date(raw, context);
  if ('error' in parsed || parsed.value === null) return parsed;
  if (parsed.value > context.today) return fail('INVALID_DATE', 'A date of birth cannot be in the future.', { reason: 'future' });
  const [year, rest] = [Number(context.today.slice(0, 4)), context.today.slice(4)];
  if (parsed.value <= `${year - 120}${rest}`)
    return fail('INVALID_DATE', 'A date of birth must give an age below 120.', { reason: 'too_old' });
  return parsed;
}

/** One of `values` in any case, or one of their aliases (other words, other languages): an alias is shown as changed. */
export function oneOf(values: readonly string[], aliases: Record<string, string> = {}) {
  return (raw: string): ParseResult => {
    const key = raw.toLowerCase();
    if (values.includes(key)) return { value: key };
    const value = aliases[key];
    return value !== undefined
      ? { value, normalised: true }
      : fail('INVALID_VALUE', `Must be one of: ${values.join(', ')}.`, { reason: 'one_of', values: values.join(', ') });
  };
}

/**
 * A decimal of at least 0 with at most two fraction digits, kept as text so that no float rounds it. The
 * forms exports write (thousands separators, the organisation's currency mark, a decimal comma) are read and shown as changed.
 */
export function amount(raw: string, context: ParseContext): ParseResult {
  const reading = readAmount(raw, context.currency);
  if ('problem' in reading) {
    if (reading.problem === 'currency')
      return fail('INVALID_AMOUNT', `Is in ${reading.currency}; amounts are in ${context.currency ?? "the organisation's currency"}.`, {
        reason: 'currency',
        currency: reading.currency,
      });
    if (reading.problem === 'negative') return fail('INVALID_AMOUNT', 'Must be at least 0.', { reason: 'negative' });
  }
  const read = 'amount' in reading ? reading.amount : '';
  const plain = withoutBinaryNoise(read);
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(plain))
    return fail('INVALID_AMOUNT', 'Must be a number of at least 0 with at most two decimals, like 1500.00 or 1,500.00.');
  const [whole, fraction = ''] = plain.split('.');
  const value = `${whole!.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(2, '0')}`;
  return ('amount' in reading && reading.normalised) || plain !== read ? { value, normalised: true } : { value };
}

/**
 * A binary float's noise in a decimal (1725.2499999999998 from Excel's XML, 8921.190000000001 from pandas):
 * the cent it stands for, when it is within a thousandth of a cent of one. A real third decimal
 * (12.345) is no noise and stays as written (refused: amounts have two).
 */
function withoutBinaryNoise(plain: string): string {
  const point = plain.indexOf('.');
  if (point < 0 || plain.length - point - 1 < 9) return plain;
  const cents = Math.round(Number(plain) * 100);
  if (!Number.isSafeInteger(cents) || Math.abs(Number(plain) * 100 - cents) >= 0.001) return plain;
  const whole = Math.trunc(cents / 100);
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** Identifiers stay text exactly as written: leading zeros and long digit strings are kept. */
const anyText = text(1, 64);
export const identifier = keepsDigits(anyText);
