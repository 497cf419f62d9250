import { describe, expect, it } from 'vitest';
import en from '../../../messages/en.json';
import { datasetMessage } from './dataset-message';

describe('datasetMessage', () => {
  it('says a departments import in its own words, and members (or a dataset without its own words) as before', () => {
    expect(en[datasetMessage(en, 'mapping.onExisting.update', 'departments') as keyof typeof en]).toBe('Update the department');
    expect(datasetMessage(en, 'mapping.onExisting.update', 'members')).toBe('mapping.onExisting.update');
    expect(datasetMessage(en, 'mapping.onExisting.error', 'packages')).toBe('mapping.onExisting.error');
  });
});
