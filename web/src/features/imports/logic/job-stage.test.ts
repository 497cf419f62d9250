import { describe, expect, it } from 'vitest';
import { canRemap, isMoving, stepOf } from './job-stage';

describe('where a job stands', () => {
  it('puts each status on its step', () => {
    expect(stepOf('uploaded')).toBe('mapping');
    expect(stepOf('validating')).toBe('validation');
    expect(stepOf('validated')).toBe('validation');
    expect(stepOf('preview_ready')).toBe('preview');
    expect(stepOf('committing')).toBe('commit');
    expect(stepOf('rolled_back')).toBe('commit');
  });

  it('polls only while the server moves the job by itself', () => {
    expect(['mapping', 'validating', 'committing'].every((s) => isMoving(s as never))).toBe(true);
    expect(['uploaded', 'validated', 'preview_ready', 'completed', 'failed', 'rolled_back'].some((s) => isMoving(s as never))).toBe(false);
    expect(isMoving(undefined)).toBe(false);
  });

  it('allows a new mapping only from the states the API accepts it in', () => {
    expect(canRemap('validated')).toBe(true);
    expect(canRemap('failed')).toBe(true);
    expect(canRemap('committing')).toBe(false);
    expect(canRemap('completed')).toBe(false);
  });
});
