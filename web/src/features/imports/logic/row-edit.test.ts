import { describe, expect, it } from 'vitest';
import { changedCells } from './row-edit';

describe('changedCells', () => {
  it('sends only the cells that changed, trimmed', () => {
    expect(changedCells({ email: 'broken', name: 'Abebe' }, { email: ' a@b.et ', name: 'Abebe' })).toEqual({ email: 'a@b.et' });
  });
  it('sends nothing when only spaces changed', () => {
    expect(changedCells({ name: 'Abebe' }, { name: 'Abebe  ' })).toEqual({});
  });
  it('sends an emptied cell as ""', () => {
    expect(changedCells({ phone: '0911' }, { phone: '' })).toEqual({ phone: '' });
  });
});
