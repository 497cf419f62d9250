import { describe, expect, it } from 'vitest';
import { pagesInRange } from './error-pages';
import { newIdempotencyKey } from './idempotency-key';
import { throughput } from './throughput';

describe('commit throughput', () => {
  it('gives rows per second and the time left from two samples', () => {
    expect(throughput({ at: 0, done: 0 }, { at: 2_000, done: 10_000 }, 50_000)).toEqual({ rowsPerSecond: 5_000, secondsLeft: 8 });
  });

  it('says nothing before it has two different samples', () => {
    expect(throughput(undefined, undefined, 10)).toBeUndefined();
    expect(throughput({ at: 5, done: 10 }, { at: 5, done: 10 }, 100)).toBeUndefined();
  });
});

describe('error pages', () => {
  it('fetches only the pages the visible rows fall on', () => {
    expect(pagesInRange(0, 15, 200)).toEqual([1]);
    expect(pagesInRange(190, 215, 200)).toEqual([1, 2]);
    expect(pagesInRange(49_990, 49_999, 200)).toEqual([250]);
    expect(pagesInRange(5, 4, 200)).toEqual([]);
  });
});

describe('the idempotency key', () => {
  it('is a fresh v4 UUID each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
