import type { IntlShape } from 'react-intl';
import { ApiError } from './api';

type Detail = ApiError['details'][number];

/** A detail the catalogue can say (its `reason`, e.g. a refused file's `empty`), with the values it names. */
function detailSentence(intl: IntlShape, detail: Detail): string | undefined {
  const id = `issue.${detail.reason}`;
  return detail.reason !== undefined && intl.messages[id] !== undefined ? intl.formatMessage({ id }, detail.params) : undefined;
}

/**
 * A refusal in the user's language: a message per error code, then what the details say: each detail
 * with a reason the catalogue knows in a sentence of its own, the others (of VALIDATION_FAILED) as the
 * server named them, and the server's own words only as the last resort (they are in English).
 */
export function apiErrorMessage(intl: IntlShape, error: unknown): string {
  if (!(error instanceof ApiError)) return intl.formatMessage({ id: 'error.INTERNAL' });
  const id = `error.${error.code}`;
  const known = intl.messages[id] !== undefined;
  const base = known ? intl.formatMessage({ id }, { ...error.details[0]?.params, seconds: error.retryAfterSeconds ?? 0 }) : error.message;
  const said: string[] = [];
  const named: string[] = [];
  for (const detail of error.details) {
    const sentence = detailSentence(intl, detail);
    if (sentence !== undefined) said.push(sentence);
    else if (error.code === 'VALIDATION_FAILED') named.push(`${detail.field}: ${detail.issue}`);
  }
  return [base, ...said, ...(named.length > 0 ? [`(${named.join('; ')})`] : [])].join(' ');
}
