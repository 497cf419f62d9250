import { describe, expect, it } from 'vitest';
import { photoTarget } from './photo-size';

describe('photoTarget', () => {
  it('sends a small photo as it is', () => {
    expect(photoTarget(1600, 1200, 900_000)).toBeNull();
  });
  it('redraws a phone camera photo at 2,400 pixels on its long side, keeping its shape', () => {
    expect(photoTarget(4032, 3024, 4_800_000)).toEqual({ width: 2400, height: 1800 });
    expect(photoTarget(3024, 4032, 7_900_000)).toEqual({ width: 1800, height: 2400 });
  });
  it('redraws a heavy photo even when it is not large, at its own size', () => {
    expect(photoTarget(2000, 1500, 3_000_000)).toEqual({ width: 2000, height: 1500 });
  });
});
