/**
 * Month names as exports write them, in English and Amharic, for the Gregorian and the Ethiopian calendar.
 * ICU's own names (Intl) come first; the variants are the spellings payroll files use beside them.
 */

import { foldAmharic } from '../amharic.js';

export interface NamedMonth {
  month: number;
  calendar: 'gregorian' | 'ethiopian';
}

const key = (name: string) => foldAmharic(name.toLowerCase().replace(/\.$/, ''));

function icuNames(locale: string, calendar: 'gregorian' | 'ethiopian', style: 'long' | 'short'): string[] {
  const format = new Intl.DateTimeFormat(`${locale}-u-ca-${calendar === 'gregorian' ? 'gregory' : 'ethiopic'}`, {
    month: style,
    timeZone: 'UTC',
  });
  // Days well inside each month: the 15th of each Gregorian month; for the Ethiopian one, from 1 Meskerem 2017 (2024-09-11) on.
  return Array.from({ length: calendar === 'gregorian' ? 12 : 13 }, (_, i) =>
    format.format(calendar === 'gregorian' ? new Date(Date.UTC(2024, i, 15)) : new Date(Date.UTC(2024, 8, 13 + 30 * i))),
  );
}

/** Transliterations and spellings of the Ethiopian months beside ICU's, Meskerem first. */
const ETHIOPIAN_VARIANTS: readonly (readonly string[])[] = [
  ['meskerem', 'meskeram', 'mäskäräm'],
  ['tikimt', 'tikemt', 'tekemt', 'tiqimt', 'teqemt'],
  ['hidar', 'hedar', 'hidase'],
  ['tahsas', 'tahesas', 'tahisas'],
  ['tir', 'ter', 'tirr'],
  ['yekatit', 'yakatit', 'yekatitt'],
  ['megabit', 'magabit', 'megabeet'],
  ['miyazya', 'miazia', 'miyazia', 'miyaziya'],
  ['ginbot', 'genbot'],
  ['sene', 'senie', 'säne'],
  ['hamle', 'hamlie', 'hamile'],
  ['nehase', 'nehasse', 'nehasie'],
  ['pagume', 'pagumen', 'pagumie', 'ጳጉሜ'],
];

/** Other spellings of Gregorian months, by month number. */
const GREGORIAN_VARIANTS: Record<number, readonly string[]> = { 9: ['sept'], 1: ['ጃንዩዌሪ'], 2: ['ፌብሩወሪ', 'ፌብርዋሪ'], 8: ['ኦጎስት'] };

function buildNames(): Map<string, NamedMonth> {
  const names = new Map<string, NamedMonth>();
  const add = (name: string, month: number, calendar: 'gregorian' | 'ethiopian') => {
    if (!names.has(key(name))) names.set(key(name), { month, calendar });
  };
  for (const calendar of ['gregorian', 'ethiopian'] as const) {
    for (const locale of ['en', 'am']) {
      for (const style of ['long', 'short'] as const) {
        icuNames(locale, calendar, style).forEach((name, i) => {
          add(name, i + 1, calendar);
        });
      }
    }
  }
  ETHIOPIAN_VARIANTS.forEach((variants, i) => {
    for (const name of variants) add(name, i + 1, 'ethiopian');
  });
  for (const [month, variants] of Object.entries(GREGORIAN_VARIANTS)) for (const name of variants) add(name, Number(month), 'gregorian');
  return names;
}

const NAMES = buildNames();

/** The month a name means (any case, a trailing dot, Amharic spelling variants), or undefined. */
export function monthByName(name: string): NamedMonth | undefined {
  return NAMES.get(key(name));
}
