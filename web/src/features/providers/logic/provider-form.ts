import type { IntlShape } from 'react-intl';
import type { Provider, ProviderKind, ProviderPatch } from '../../../api/types';
import type { OwnSentence } from '../../../lib/form-errors';

export const PROVIDER_KINDS: readonly ProviderKind[] = ['PHARMACY', 'CLINIC', 'LAB', 'OPTICAL', 'DENTAL', 'OTHER'];

export const PROVIDER_FIELDS = ['code', 'name', 'kind', 'phone', 'email'] as const;
export type ProviderField = (typeof PROVIDER_FIELDS)[number];
export type ProviderForm = Record<ProviderField, string>;

export function providerFormValues(provider?: Provider): ProviderForm {
  return {
    code: provider?.code ?? '',
    name: provider?.name ?? '',
    kind: provider?.kind ?? 'PHARMACY',
    phone: provider?.phone ?? '',
    email: provider?.email ?? '',
  };
}

/** What to send: a new provider's filled fields, or only what changed of one (an emptied phone or email is null). */
export function providerBody(values: ProviderForm, provider?: Provider): ProviderPatch {
  const out: Record<string, string | null> = {};
  for (const field of PROVIDER_FIELDS) {
    const value = values[field].trim();
    const before = provider ? (provider[field] ?? '') : '';
    if (provider && value === before) continue;
    if (!provider && value === '') continue;
    out[field] = value === '' && (field === 'phone' || field === 'email') ? null : value;
  }
  return out as ProviderPatch;
}

/** A code another provider holds. */
export const takenSentence =
  (intl: IntlShape): OwnSentence =>
  (detail) =>
    detail.reason === 'ALREADY_EXISTS' ? intl.formatMessage({ id: 'providers.taken' }) : undefined;
