import type { IntlShape } from 'react-intl';
import type { Provider, ProviderKind, ProviderPatch } from '../../../api/types';
import { ApiError } from '../../../lib/api';
import { rowErrorSentence } from '../../../lib/row-error-message';

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

/** The server's refusal under each field, in the user's language (the import's sentences; a code taken). */
export function providerFieldErrors(intl: IntlShape, error: unknown): Partial<Record<ProviderField, string>> {
  if (!(error instanceof ApiError)) return {};
  const errors: Partial<Record<ProviderField, string>> = {};
  for (const detail of error.details) {
    const field = detail.field.split('.')[0] as ProviderField;
    if (!PROVIDER_FIELDS.includes(field) || !detail.reason || errors[field]) continue;
    errors[field] =
      detail.reason === 'ALREADY_EXISTS'
        ? intl.formatMessage({ id: 'providers.taken' })
        : rowErrorSentence(intl, {
            code: detail.reason,
            field,
            message: detail.issue,
            ...(detail.params ? { params: detail.params } : {}),
          });
  }
  return errors;
}
