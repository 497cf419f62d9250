import { describe, expect, it } from 'vitest';
import { amountOf, remainingAfter, totalOf } from './order-amounts';

describe("an order's amounts", () => {
  it('reads what people type, and refuses what is not an amount', () => {
    expect(amountOf('1,200.5')).toBe('1200.50');
    expect(amountOf(' 30 ')).toBe('30.00');
    expect(amountOf('1.005')).toBeUndefined();
    expect(amountOf('-5')).toBeUndefined();
    expect(amountOf('')).toBeUndefined();
  });

  it('sums the lines in cents and says what remains after', () => {
    expect(totalOf([{ amount: '0.10' }, { amount: '0.20' }, { amount: 'abc' }])).toBe('0.30');
    expect(remainingAfter('1000.00', '1200.50')).toBe('-200.50');
    expect(remainingAfter('1000.00', '0.30')).toBe('999.70');
  });
});
