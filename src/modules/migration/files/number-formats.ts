/**
 * How a cell's number format shows a number, as far as the importer needs it: as a date, padded with
 * leading zeros to a width (an employee number formatted 00000), or with literal text around or between
 * its digits ("EMP-"0000 shows 42 as EMP-0042, 0000" ETB" shows 1500 as 1500 ETB, which the amount parser
 * reads as 1500.00 in an organisation counting in birr). Everything else
 * (#,##0.00, General) leaves the number as Excel stored it: the parsers read it.
 */
export interface NumberStyle {
  date: boolean;
  zeros: number;
  /** The text a format with literal text shows for a number; undefined for every other format. */
  show?: ((value: number) => string) | undefined;
}

export const PLAIN: NumberStyle = { date: false, zeros: 0 };

// Excel's built-in date and time formats (ECMA-376 18.8.30).
const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 30, 36, 45, 46, 47, 50, 57]);

export const builtInStyle = (id: number): NumberStyle => ({ date: BUILT_IN_DATE_FORMATS.has(id), zeros: 0 });

// Quoted text, an escaped character, a colour or condition in brackets.
const QUOTED_OR_BRACKETS = /"[^"]*"|\\.|\[[^\]]*\]/g;

function isDateFormat(code: string): boolean {
  const bare = code.replace(QUOTED_OR_BRACKETS, '');
  return /[dmy]/i.test(bare) && !/^[#0.,%E+-]*$/i.test(bare);
}

type Token = { digit: '0' | '#' | '?' } | { literal: string } | { point: true } | { comma: true };

/** The tokens of a format's first section (the one for positive numbers); undefined for what is not a plain number with text. */
function tokens(code: string): Token[] | undefined {
  const out: Token[] = [];
  for (let at = 0; at < code.length; at++) {
    const char = code[at]!;
    if (char === ';') break;
    if (char === '"') {
      const end = code.indexOf('"', at + 1);
      if (end < 0) return undefined;
      out.push({ literal: code.slice(at + 1, end) });
      at = end;
    } else if (char === '\\') {
      out.push({ literal: code[at + 1] ?? '' });
      at++;
    } else if (char === '[') {
      const end = code.indexOf(']', at);
      if (end < 0) return undefined;
      at = end;
    } else if (char === '_' || char === '*') at++;
    else if (char === '0' || char === '#' || char === '?') out.push({ digit: char });
    else if (char === '.') out.push({ point: true });
    else if (char === ',') out.push({ comma: true });
    else if ("$-+/():!^&'~{}<>= ".includes(char)) out.push({ literal: char });
    // A percent, a fraction, an exponent or a text placeholder: not a format this reads.
    else return undefined;
  }
  return out;
}

/**
 * The function showing numbers as a format with literal text does; undefined for a format without
 * literal text, or one it does not read (a percent, an exponent, a fraction).
 */
function literalDisplay(code: string): ((value: number) => string) | undefined {
  const list = tokens(code);
  // A currency sign alone ($#,##0.00, an accounting format) leaves the number as stored: only words or
  // codes (EMP-, ETB, ብር) are what the cell is shown as.
  const words = list?.some((t) => 'literal' in t && /[\p{L}\p{N}]/u.test(t.literal));
  if (!list || !words || !list.some((t) => 'digit' in t)) return undefined;
  const point = list.findIndex((t) => 'point' in t);
  const whole = point < 0 ? list : list.slice(0, point);
  const fraction = point < 0 ? [] : list.slice(point + 1);
  const decimals = fraction.filter((t) => 'digit' in t).length;
  const grouped = whole.some((t, i) => 'comma' in t && whole.slice(i + 1).some((n) => 'digit' in n));
  return (value: number) => {
    const [intDigits, fracDigits = ''] = Math.abs(value).toFixed(decimals).split('.');
    let digits = intDigits === '0' && whole.every((t) => !('digit' in t) || t.digit !== '0') ? '' : intDigits!;
    if (grouped) digits = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    // Digits fill the whole part's places from the right; what is left goes to its first place.
    const slots = whole.map((t) => ('digit' in t ? t.digit : undefined));
    const text: string[] = new Array(whole.length).fill('');
    let remaining = digits;
    let first = -1;
    for (let i = whole.length - 1; i >= 0; i--) {
      const token = whole[i]!;
      if ('literal' in token) text[i] = token.literal;
      const slot = slots[i];
      if (slot === undefined) continue;
      first = i;
      if (grouped) continue;
      const next = remaining.slice(-1);
      remaining = remaining.slice(0, -1);
      text[i] = next !== '' ? next : slot === '0' ? '0' : slot === '?' ? ' ' : '';
    }
    if (grouped) text[first] = digits.padStart(slots.filter((s) => s === '0').length, '0');
    else if (first >= 0) text[first] = remaining + text[first];
    let after = '';
    let used = 0;
    for (const token of fraction) {
      if ('literal' in token) after += token.literal;
      else if ('digit' in token) after += fracDigits[used++] ?? '';
    }
    return `${value < 0 ? '-' : ''}${text.join('')}${decimals > 0 ? `.${after}` : after}`;
  };
}

export function numberStyle(code: string): NumberStyle {
  const bare = code.replace(QUOTED_OR_BRACKETS, '');
  const date = isDateFormat(code);
  const show = date ? undefined : literalDisplay(code);
  return { date, zeros: !show && /^0{2,}$/.test(bare) ? bare.length : 0, show };
}
