import { describe, expect, it } from 'vitest';
import { remainingPercent } from './allowance';

describe('the share of the allowance left', () => {
  it('is the remaining part of the total, rounded', () => {
    expect(remainingPercent('15000.00', '12500.00')).toBe(83);
    expect(remainingPercent('2000.00', '2000.00')).toBe(100);
  });
  it('stays between 0 and 100, and is 0 without an allowance', () => {
    expect(remainingPercent('0.00', '0.00')).toBe(0);
    expect(remainingPercent('100.00', '-20.00')).toBe(0);
    expect(remainingPercent('100.00', '150.00')).toBe(100);
  });
});
