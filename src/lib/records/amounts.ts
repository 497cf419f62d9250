import { MAX_READ_CHARS } from './reading-bounds.js';

/**
 * Amounts as payroll exports write them: "1,500.00", "2 000", "ETB 2000", "2000 ብር", "1.500,50". The
 * number is kept as a decimal string (no float rounds it); a currency mark must be the organisation's.
 */

/** The marks a currency is written with beside its ISO code (any case): the Birr's in English and Amharic first. */
const CURRENCY_MARKS: Record<string, readonly string[]> = {
  ETB: ['br', 'br.', 'birr', 'ብር'],
  USD: ['$', 'us$'],
  EUR: ['€'],
  GBP: ['£'],
  KES: ['ksh', 'ksh.'],
};

const MARK_TO_CODE = new Map<string, string>(
  Object.entries(CURRENCY_MARKS).flatMap(([code, marks]) => marks.map((mark) => [mark, code] as const)),
);

export type AmountReading =
  | { amount: string; normalised: boolean }
  | { problem: 'shape' | 'negative' }
  | { problem: 'currency'; currency: string };

// A currency mark before or after the number: a code or sign (letters, symbols) with or without a space.
const WITH_MARK = /^(?:([^\d\s(),.-][^\d\s]*?)\s*)?(\(?-?[\d(][\d\s\u00a0\u202f\u2009.,']*\)?)(?:\s*([^\d\s(),.-][^\d\s]*))?$/u;
const SPACES = /[\s\u00a0\u202f\u2009']/g;

/** The currency a mark names (an ISO code as written, or a sign), upper case; undefined when it names none we know. */
function currencyOf(mark: string): string | undefined {
  const lower = mark.toLowerCase();
  if (MARK_TO_CODE.has(lower)) return MARK_TO_CODE.get(lower);
  return /^[a-z]{3}$/.test(lower) ? lower.toUpperCase() : undefined;
}

/** The plain number (digits, one optional "." and up to two decimals) a formatted one means, or why not. */
function plainNumber(text: string): string | undefined {
  const bare = text.replace(SPACES, '');
  if (/^\d+(\.\d+)?$/.test(bare)) return bare;
  // 1,500 and 1,500.00: commas between thousands.
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(bare)) return bare.replace(/,/g, '');
  // 1.500,00 and 1500,5: a decimal comma (after dots between thousands, or alone with one or two decimals).
  if (/^\d{1,3}(\.\d{3})+,\d+$/.test(bare)) return bare.replace(/\./g, '').replace(',', '.');
  if (/^\d+,\d{1,2}$/.test(bare)) return bare.replace(',', '.');
  // 1.500.000: dots between thousands, no decimals.
  if (/^\d{1,3}(\.\d{3}){2,}$/.test(bare)) return bare.replace(/\./g, '');
  return undefined;
}

/** A cell as an amount in `currency` (the organisation's; undefined where none applies: then any mark is refused). */
export function readAmount(raw: string, currency: string | undefined): AmountReading {
  if (raw.length > MAX_READ_CHARS) return { problem: 'shape' };
  const match = WITH_MARK.exec(raw);
  if (!match) return { problem: 'shape' };
  const [, before, number, after] = match;
  if (before && after) return { problem: 'shape' };
  const mark = before ?? after;
  if (mark) {
    const named = currencyOf(mark);
    if (!named) return { problem: 'shape' };
    if (named !== currency) return { problem: 'currency', currency: named };
  }
  if (/^\(.*\)$|^-/.test(number!)) return { problem: 'negative' };
  const plain = plainNumber(number!);
  if (plain === undefined) return { problem: 'shape' };
  return { amount: plain, normalised: mark !== undefined || plain !== raw };
}
