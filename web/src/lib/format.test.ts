import { describe, expect, it } from 'vitest';
import { currencyName, formatBytes, formatDate, formatDateTime, formatDuration, formatMoney, formatNumber, formatPhone } from './format';

describe('formatters', () => {
  it('writes numbers for the locale', () => {
    expect(formatNumber('en', 100000)).toBe('100,000');
    expect(formatNumber('am', 3000)).toMatch(/^3.?000$/);
  });

  it('writes sizes in the largest whole unit', () => {
    expect(formatBytes('en', 512)).toBe('512 bytes');
    expect(formatBytes('en', 1)).toBe('1 byte');
    expect(formatBytes('en', 25 * 1024 * 1024)).toBe('25 MB');
  });

  it('writes dates in the calendar the user chose: Hamle 5, 1982 is 12 July 1990 (issue 35)', () => {
    expect(formatDate('en', '1990-07-12')).toBe('12 July 1990');
    expect(formatDate('en', '1990-07-12', 'ethiopian')).toMatch(/5 Hamle 1982/);
    expect(formatDate('am', '2024-09-11', 'ethiopian')).toContain('መስከረም');
    expect(formatDate('am', '2024-09-11', 'ethiopian')).toContain('2017');
    // Pagume, the 13th month: 6 days in 2015.
    expect(formatDate('am', '2023-09-11', 'ethiopian')).toContain('ጳጉሜን');
    expect(formatDateTime('en', '2024-09-11T09:30:00Z', 'ethiopian')).toContain('Meskerem');
  });

  it('writes the Ethiopian era as its readers do, never the Latin "AM" that reads as the morning (issue 60)', () => {
    expect(formatDateTime('am', '2026-11-28T11:55:00Z', 'ethiopian')).toContain('ዓ.ም.');
    expect(formatDateTime('am', '2026-11-28T11:55:00Z', 'ethiopian')).not.toMatch(/\bAM\b/);
    expect(formatDate('am', '2026-11-28', 'ethiopian')).toBe('19 ኅዳር 2019 ዓ.ም.');
    expect(formatDate('en', '2026-11-28', 'ethiopian')).toBe('19 Hedar 2019 E.C.');
    // The Gregorian calendar has no era in these formats.
    expect(formatDate('en', '2026-11-28')).toBe('28 November 2026');
  });

  it('writes money and currency names in the locale: Amharic writes ብር (issue 60)', () => {
    expect(formatMoney('am', { amount: '5000.50', currency: 'ETB' })).toMatch(/^ብር\s5,000\.50$/);
    expect(formatMoney('en', { amount: '15000.00', currency: 'ETB' })).toMatch(/^ETB\s15,000\.00$/);
    expect(currencyName('am', 'ETB')).toBe('የኢትዮጵያ ብር');
    expect(currencyName('en', 'ETB')).toBe('Ethiopian Birr');
  });

  it('groups an Ethiopian phone number as people write it, and leaves any other as stored', () => {
    expect(formatPhone('+251911234567')).toBe('0911 23 45 67');
    expect(formatPhone('+254712345678')).toBe('+254712345678');
  });

  it('writes durations as a clock', () => {
    expect(formatDuration(42)).toBe('0:42');
    expect(formatDuration(3 * 3600 + 5 * 60 + 9)).toBe('3:05:09');
    expect(formatDuration(-4)).toBe('0:00');
  });
});
