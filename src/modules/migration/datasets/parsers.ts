import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { hasVisibleCharacter, normaliseEmail } from '../../../lib/text.js';
import { excelSerialToIso } from '../files/excel-dates.js';
import type { ErrorParams } from '../../../lib/app-error.js';
import type { ParseContext, ParseResult } from './types.js';

/** Per-cell parsers shared by datasets. Each takes a trimmed, non-empty cell. */

const fail = (code: string, message: string, params?: ErrorParams): ParseResult => ({ error: params ? { code, message, params } : { code, message } });

export function text(min: number, max: number) {
  return (raw: string): ParseResult => {
    if (raw.length < min || raw.length > max) return fail('INVALID_VALUE', `Must be ${min} to ${max} characters.`, { reason: 'length', min, max });
    if (!hasVisibleCharacter(raw)) return fail('INVALID_VALUE', 'Has no visible character.', { reason: 'invisible' });
    return { value: raw };
  };
}

// Pragmatic address check: one @, a dot in the domain, no spaces; the mail server has the last word.
const EMAIL = /^[^\s@"<>,;]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Compared and stored in NFKC and lower case: a full-width "ａ" and "a" are one address. */
export function email(raw: string): ParseResult {
  const folded = normaliseEmail(raw);
  if (folded.length > 254 || !EMAIL.test(folded)) return fail('INVALID_EMAIL', 'Not a valid email address.');
  return { value: folded };
}

/** E.164; a local number is read as Ethiopian (+251). */
export function phone(raw: string): ParseResult {
  // The whole cell must be the number (extract: false): "call 0911..." is not a phone number.
  const parsed = parsePhoneNumberFromString(raw, { defaultCountry: 'ET', extract: false });
  if (!parsed || !parsed.isValid()) return fail('INVALID_PHONE', 'Not a valid phone number (local numbers are read as Ethiopian, +251).');
  return { value: parsed.number };
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** The date as YYYY-MM-DD, or null if there is no such day. Plain arithmetic: it runs for every cell of an import. */
function isoDate(year: number, month: number, day: number): string | null {
  // A year below 100 is a typo, not a date anyone imports.
  if (year < 100 || month < 1 || month > 12 || day < 1) return null;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  if (day > (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!)) return null;
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

/** YYYY-MM-DD, DD/MM/YYYY (also with - or .), and in XLSX files a date serial. */
export function date(raw: string, context: ParseContext): ParseResult {
  let value: string | null = null;
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(raw);
  if (match) value = isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
  else if ((match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(raw))) value = isoDate(Number(match[3]), Number(match[2]), Number(match[1]));
  else if (context.fileFormat === 'xlsx' && /^\d{1,6}(\.\d+)?$/.test(raw)) {
    const serial = Math.floor(Number(raw));
    if (serial >= 1 && serial <= 2_958_465) value = excelSerialToIso(serial);
  }
  if (!value) return fail('INVALID_DATE', 'Not a date: use YYYY-MM-DD or DD/MM/YYYY.');
  return { value };
}

export function birthDate(raw: string, context: ParseContext): ParseResult {
  const parsed = date(raw, context);
  if ('error' in parsed || parsed.value === null) return parsed;
  if (parsed.value > context.today) return fail('INVALID_DATE', 'A date of birth cannot be in the future.', { reason: 'future' });
  const [year, rest] = [Number(context.today.slice(0, 4)), context.today.slice(4)];
  if (parsed.value <= `${year - 120}${rest}`) return fail('INVALID_DATE', 'A date of birth must give an age below 120.', { reason: 'too_old' });
  return parsed;
}

export function oneOf(values: readonly string[], aliases: Record<string, string> = {}) {
  return (raw: string): ParseResult => {
    const key = raw.toLowerCase();
    const value = aliases[key] ?? key;
    return values.includes(value) ? { value } : fail('INVALID_VALUE', `Must be one of: ${values.join(', ')}.`, { reason: 'one_of', values: values.join(', ') });
  };
}

/** A decimal of at least 0 with at most two fraction digits, kept as text so that no float rounds it. */
export function amount(raw: string): ParseResult {
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(raw)) return fail('INVALID_AMOUNT', 'Must be a number of at least 0 with at most two decimals, like 1500.00.');
  const [whole, fraction = ''] = raw.split('.');
  return { value: `${whole!.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(2, '0')}` };
}

/** Identifiers stay text exactly as written: leading zeros and long digit strings are kept. */
export const identifier = text(1, 64);
