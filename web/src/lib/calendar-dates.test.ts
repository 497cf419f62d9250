import { describe, expect, it } from 'vitest';
import { dateForInput, dateFromInput, ethiopianToIso } from './calendar-dates';

describe('dates in the member form, in the user calendar', () => {
  it('turns Ethiopian dates into Gregorian ones: 1 Meskerem 2017 is 11 September 2024; Pagume 6 only in a leap year', () => {
    expect(ethiopianToIso(2017, 1, 1)).toBe('2024-09-11');
    expect(ethiopianToIso(1982, 11, 5)).toBe('1990-07-12');
    expect(ethiopianToIso(2015, 13, 6)).toBe('2023-09-11');
    expect(ethiopianToIso(2016, 13, 6)).toBeNull();
    expect(ethiopianToIso(2016, 14, 1)).toBeNull();
  });

  it('shows a stored date as day/month/year in either calendar, and reads it back to the same day', () => {
    expect(dateForInput('1990-07-12', 'gregorian')).toBe('12/07/1990');
    expect(dateForInput('1990-07-12', 'ethiopian')).toBe('05/11/1982');
    expect(dateForInput(null, 'ethiopian')).toBe('');
    for (const iso of ['1990-07-12', '2024-09-11', '2023-09-11', '2000-02-29'])
      for (const calendar of ['gregorian', 'ethiopian'] as const)
        expect(dateFromInput(dateForInput(iso, calendar), calendar)).toEqual({ value: iso });
  });

  it('refuses an Ethiopian date that is no day, and sends a Gregorian one the server reads as typed', () => {
    expect(dateFromInput('31/01/2017', 'ethiopian')).toEqual({ invalid: true });
    expect(dateFromInput('2017-01-01', 'ethiopian')).toEqual({ invalid: true });
    expect(dateFromInput('  ', 'ethiopian')).toEqual({ value: null });
    expect(dateFromInput('12 Mar 1990', 'gregorian')).toEqual({ value: '12 Mar 1990' });
    expect(dateFromInput('1.3.1990', 'gregorian')).toEqual({ value: '1990-03-01' });
  });
});
