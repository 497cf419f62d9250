import { describe, expect, it } from 'vitest';
import type { Provider } from '../../../api/types';
import { providerBody, providerFormValues } from './provider-form';

const provider: Provider = {
  id: '1',
  code: 'PH-1',
  name: 'Bole Pharmacy',
  kind: 'PHARMACY',
  phone: '+251911000111',
  email: null,
  status: 'active',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

describe('the provider form', () => {
  it('sends a new provider its filled fields only', () => {
    expect(providerBody({ code: ' PH-2 ', name: 'Kality', kind: 'CLINIC', phone: '', email: '' })).toEqual({
      code: 'PH-2',
      name: 'Kality',
      kind: 'CLINIC',
    });
  });

  it('sends a change only what changed, an emptied phone as null', () => {
    const values = { ...providerFormValues(provider), phone: '', name: 'Bole Pharmacy' };
    expect(providerBody(values, provider)).toEqual({ phone: null });
    expect(providerBody(providerFormValues(provider), provider)).toEqual({});
  });
});
