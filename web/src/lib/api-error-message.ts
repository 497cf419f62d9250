import type { IntlShape } from 'react-intl';
import { ApiError } from './api';

/**
 * A refusal in the user's language: a message per error code, the fields the server named, and the
 * server's own words only as the last resort (they are in English).
 */
export function apiErrorMessage(intl: IntlShape, error: unknown): string {
  if (!(error instanceof ApiError)) return intl.formatMessage({ id: 'error.INTERNAL' });
  const id = `error.${error.code}`;
  const known = intl.messages[id] !== undefined;
  const base = known ? intl.formatMessage({ id }, { seconds: error.retryAfterSeconds ?? 0 }) : error.message;
  const fields = error.details.map((d) => `${d.field}: ${d.issue}`).join('; ');
  return fields && error.code === 'VALIDATION_FAILED' ? `${base} (${fields})` : base;
}
