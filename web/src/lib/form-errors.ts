import type { IntlShape } from 'react-intl';
import { ApiError } from './api';
import { rowErrorSentence } from './row-error-message';

/**
 * A refusal's details for a form's own fields, each in the user's language, to show under its field:
 * the catalogue's sentence for its reason, else a plain "not accepted" (the server's issue is English).
 * Details for other fields, and other errors, are left to the form's general notice.
 */
export function serverFieldErrors<F extends string>(intl: IntlShape, error: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  if (!(error instanceof ApiError)) return {};
  const errors: Partial<Record<F, string>> = {};
  for (const detail of error.details) {
    const field = detail.field.split('.')[0] as F;
    if (!fields.includes(field) || errors[field] !== undefined) continue;
    errors[field] = detail.reason
      ? rowErrorSentence(intl, { code: detail.reason, field, message: detail.issue, ...(detail.params ? { params: detail.params } : {}) })
      : intl.formatMessage({ id: 'form.fieldRefused' });
  }
  return errors;
}

/** Whether a refusal names one of the form's fields (then it is shown there, not above the buttons). */
export const namesAField = (intl: IntlShape, error: unknown, fields: readonly string[]) =>
  Object.keys(serverFieldErrors(intl, error, fields)).length > 0;
