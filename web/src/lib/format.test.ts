import { describe, expect, it } from 'vitest';
import { formatBytes, formatDuration, formatNumber } from './format';

describe('formatters', () => {
  it('writes numbers for the locale', () => {
    expect(formatNumber('en', 100000)).toBe('100,000');
    expect(formatNumber('am', 3000)).toMatch(/^3.?000$/);
  });

  it('writes sizes in the largest whole unit', () => {
    expect(formatBytes('en', 512)).toBe('512 byte');
    expect(formatBytes('en', 25 * 1024 * 1024)).toBe('25 MB');
  });

  it('writes durations as a clock', () => {
    expect(formatDuration(42)).toBe('0:42');
    expect(formatDuration(3 * 3600 + 5 * 60 + 9)).toBe('3:05:09');
    expect(formatDuration(-4)).toBe('0:00');
  });
});
