import { ethiopianToGregorian, gregorianToEthiopian } from './ethiopian-calendar.js';

/** Hamle, the Ethiopian fiscal year's first month. */
const HAMLE = 11;

export type BenefitYearKind = 'ethiopian_fiscal' | 'gregorian';

export interface BenefitYear {
  label: string;
  starts_on: string;
  ends_on: string;
}

/**
 * The Ethiopian fiscal year (Hamle 1 to Sene 30) that holds a day: its label (EFY 2018) and its first and
 * last days in the Gregorian calendar (2025-07-08 to 2026-07-07).
 */
export function ethiopianFiscalYear(isoDay: string): BenefitYear {
  const { year, month } = gregorianToEthiopian(isoDay);
  const fiscalYear = month >= HAMLE ? year + 1 : year;
  const starts = ethiopianToGregorian(fiscalYear - 1, HAMLE, 1)!;
  const next = ethiopianToGregorian(fiscalYear, HAMLE, 1)!;
  const ends = new Date(Date.parse(`${next}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return { label: `EFY ${fiscalYear}`, starts_on: starts, ends_on: ends };
}

/** The organisation's benefit year that holds a day: the Ethiopian fiscal year, or the Gregorian year. */
export function benefitYear(kind: BenefitYearKind, isoDay: string): BenefitYear {
  if (kind === 'ethiopian_fiscal') return ethiopianFiscalYear(isoDay);
  const year = isoDay.slice(0, 4);
  return { label: year, starts_on: `${year}-01-01`, ends_on: `${year}-12-31` };
}
