import { ethiopianToGregorian, gregorianToEthiopian } from '../../lib/ethiopian-calendar.js';

/** Hamle, the Ethiopian fiscal year's first month. */
const HAMLE = 11;

/**
 * The Ethiopian fiscal year (Hamle 1 to Sene 30) that holds a day: its label (EFY 2018) and its first and
 * last days in the Gregorian calendar (2025-07-08 to 2026-07-07).
 */
export function ethiopianFiscalYear(isoDay: string): { label: string; starts_on: string; ends_on: string } {
  const { year, month } = gregorianToEthiopian(isoDay);
  const fiscalYear = month >= HAMLE ? year + 1 : year;
  const starts = ethiopianToGregorian(fiscalYear - 1, HAMLE, 1)!;
  const next = ethiopianToGregorian(fiscalYear, HAMLE, 1)!;
  const ends = new Date(Date.parse(`${next}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return { label: `EFY ${fiscalYear}`, starts_on: starts, ends_on: ends };
}
