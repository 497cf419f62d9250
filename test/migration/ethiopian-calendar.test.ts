import { describe, expect, it } from 'vitest';
import {
  ethiopianAfterLastDay,
  ethiopianDateProblem,
  ethiopianToGregorian,
  gregorianToEthiopian,
} from '../../src/lib/ethiopian-calendar.js';

/** Issue 35 (begun): Ethiopian dates read as institutions keep them, stored as Gregorian. */
describe('the Ethiopian calendar', () => {
  it('converts the known dates', () => {
    expect(ethiopianToGregorian(2017, 1, 1)).toBe('2024-09-11'); // Meskerem 1, 2017
    expect(ethiopianToGregorian(1982, 11, 5)).toBe('1990-07-12'); // Hamle 5, 1982
    expect(ethiopianToGregorian(2015, 13, 6)).toBe('2023-09-11'); // Pagume 6, 2015
    expect(ethiopianToGregorian(2016, 13, 5)).toBe('2024-09-10'); // the last day of 2016
  });

  it('has no Pagume 6 in a year that leaves other than 3 divided by 4, no 31st day, no 14th month', () => {
    expect(ethiopianDateProblem(2016, 13, 6)).toBe('pagume');
    expect(ethiopianToGregorian(2016, 13, 6)).toBeUndefined();
    expect(ethiopianDateProblem(2016, 5, 31)).toBe('day');
    expect(ethiopianDateProblem(2016, 14, 1)).toBe('month');
    expect(ethiopianDateProblem(2015, 13, 6)).toBeUndefined();
  });

  it('ends on 9999-12-31 (21 Tikimt 9992): a later day is no date rather than an error (issue 54, hole 8)', () => {
    expect(ethiopianToGregorian(9992, 2, 21)).toBe('9999-12-31');
    expect(ethiopianAfterLastDay(9992, 2, 21)).toBe(false);
    for (const [year, month, day] of [
      [9992, 2, 22],
      [9999, 1, 1],
      [9999, 13, 5],
      [999_999, 1, 1],
    ] as const) {
      expect(ethiopianAfterLastDay(year, month, day)).toBe(true);
      expect(ethiopianToGregorian(year, month, day)).toBeUndefined();
    }
  });

  it('agrees with ICU on every day of two centuries, both ways', () => {
    let checked = 0;
    for (let year = 1900; year < 2100; year++) {
      for (let month = 1; month <= 13; month++) {
        for (let day = 1; day <= (month === 13 ? 6 : 30); day++) {
          const iso = ethiopianToGregorian(year, month, day);
          expect(iso === undefined).toBe(ethiopianDateProblem(year, month, day) !== undefined);
          if (iso) {
            expect(gregorianToEthiopian(iso)).toEqual({ year, month, day });
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(200 * 365 + 50);
  });
});
