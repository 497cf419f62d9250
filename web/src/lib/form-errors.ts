import { type ReactNode, useEffect, useRef } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { ApiError } from './api';
import { hasRowErrorSentence, rowErrorSentence } from './row-error-message';

type Detail = ApiError['details'][number];

/** A form's own sentence for a detail (a code or a name another item of its kind holds), else undefined. */
export type OwnSentence = (detail: Detail) => string | undefined;

/**
 * The form field a detail's path names: the longest of its leading parts the form has, a list's index
 * written `#` in the form's fields (`lines.2.amount` is `lines.#.amount`; `allowance_amount.currency`
 * is `allowance_amount`).
 */
function formField(path: string, fields: readonly string[]): string | undefined {
  const parts = path.split('.');
  for (let n = parts.length; n > 0; n--) {
    const leading = parts.slice(0, n);
    if (fields.includes(leading.map((part) => (/^\d+$/.test(part) ? '#' : part)).join('.'))) return leading.join('.');
  }
  return undefined;
}

/**
 * A detail in the user's language: the form's own sentence, the catalogue's for its reason (an address
 * taken, a file refused), the import's for its code, the refusal's own for a code that is not plain
 * validation (the last super user, days that overlap a period), else a plain "not accepted" (never the
 * server's English issue).
 */
function detailSentence(intl: IntlShape, error: ApiError, detail: Detail, field: string, own?: OwnSentence): string {
  const ownSentence = own?.(detail);
  if (ownSentence !== undefined) return ownSentence;
  if (detail.reason !== undefined && intl.messages[`issue.${detail.reason}`] !== undefined)
    return intl.formatMessage({ id: `issue.${detail.reason}` }, detail.params);
  if (detail.reason !== undefined) {
    const imported = {
      code: detail.reason,
      field: field.split('.').at(-1)!,
      message: detail.issue,
      ...(detail.params ? { params: detail.params } : {}),
    };
    if (hasRowErrorSentence(intl, imported)) return rowErrorSentence(intl, imported);
  }
  if (error.code !== 'VALIDATION_FAILED' && intl.messages[`error.${error.code}`] !== undefined)
    return intl.formatMessage({ id: `error.${error.code}` }, { ...detail.params, seconds: error.retryAfterSeconds ?? 0 });
  return intl.formatMessage({ id: 'form.fieldRefused' });
}

/**
 * A refusal's details for a form's own fields, each in the user's language, keyed as the form names its
 * inputs; details for other fields, and other errors, are left to the form's general notice.
 */
export function serverFieldErrors(intl: IntlShape, error: unknown, fields: readonly string[], own?: OwnSentence): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const errors: Record<string, string> = {};
  for (const detail of error.details) {
    const field = formField(detail.field, fields);
    if (field === undefined || errors[field] !== undefined) continue;
    errors[field] = detailSentence(intl, error, detail, field, own);
  }
  return errors;
}

/** Whether a refusal names one of the form's fields (then it is shown there, not above the buttons). */
export const namesAField = (intl: IntlShape, error: unknown, fields: readonly string[]) =>
  Object.keys(serverFieldErrors(intl, error, fields)).length > 0;

/**
 * Every form's one way of showing a refusal: each detail that names a field under that field (Mantine
 * clears it once the field is changed), in the user's language, as the refusal arrives. Returns what is
 * left for the form's general notice: the refusal when it names none of the fields, else null.
 */
export function useFieldRefusals(
  form: { setErrors: (errors: Record<string, ReactNode>) => void },
  error: unknown,
  fields: readonly string[],
  own?: OwnSentence,
): unknown {
  const intl = useIntl();
  // The form object and an inline `own` are new on every render: the refusal alone decides when to set.
  const latest = useRef({ form, fields, own });
  latest.current = { form, fields, own };
  useEffect(() => {
    const errors = serverFieldErrors(intl, error, latest.current.fields, latest.current.own);
    if (Object.keys(errors).length > 0) latest.current.form.setErrors(errors);
  }, [intl, error]);
  return namesAField(intl, error, fields) ? null : error;
}
