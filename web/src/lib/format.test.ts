import { describe, expect, it } from 'vitest';
import { formatBytes, formatDate, formatDateTime, formatDuration, formatNumber } from './format';

describe('formatters', () => {
  it('writes numbers for the locale', () => {
    expect(formatNumber('en', 100000)).toBe('100,000');
    expect(formatNumber('am', 3000)).toMatch(/^3.?000$/);
  });

  it('writes sizes in the largest whole unit', () => {
    expect(formatBytes('en', 512)).toBe('512 byte');
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

  it('writes durations as a clock', () => {
    expect(formatDuration(42)).toBe('0:42');
    expect(formatDuration(3 * 3600 + 5 * 60 + 9)).toBe('3:05:09');
    expect(formatDuration(-4)).toBe('0:00');
  });
});
