import { describe, expect, it } from 'vitest';
import { ethiopianFiscalYear } from '../../src/lib/benefit-year.js';

describe('ethiopianFiscalYear', () => {
  it.each([
    ['2026-06-01', 'EFY 2018', '2025-07-08', '2026-07-07'],
    ['2025-07-08', 'EFY 2018', '2025-07-08', '2026-07-07'],
    ['2025-07-07', 'EFY 2017', '2024-07-08', '2025-07-07'],
    ['2026-07-08', 'EFY 2019', '2026-07-08', '2027-07-07'],
  ])('%s is in %s', (day, label, starts_on, ends_on) => {
    expect(ethiopianFiscalYear(day)).toEqual({ label, starts_on, ends_on });
  });
});
