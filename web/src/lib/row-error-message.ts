import type { IntlShape } from 'react-intl';
import type { RowError } from '../api/types';

/** What a sentence needs from a row error: the errors page's, the report's and the rows page's items all have it. */
export type RowErrorParts = Pick<RowError, 'code' | 'field' | 'message' | 'params'>;

/** A dataset field's name in the user's language (the field's key for one the catalogue does not know). */
export function fieldName(intl: IntlShape, field: string, fallback = field): string {
  const id = `field.${field}`;
  return intl.messages[id] === undefined ? fallback : intl.formatMessage({ id });
}

/**
 * A row error's sentence in the user's language: the catalogue's sentence for its code (or for the reason
 * its params give, among the code's sentences), with the values the params name. The server's English
 * sentence only for a code or reason the catalogue does not know (a server newer than the console).
 */
export function rowErrorSentence(intl: IntlShape, error: RowErrorParts): string {
  const { reason, ...values } = error.params ?? {};
  const id = sentenceId(error);
  if (intl.messages[id] === undefined) return error.message;
  return intl.formatMessage({ id }, { ...values, field: fieldName(intl, error.field) });
}

/** The catalogue's key for a row error's sentence: its code's, or its reason's among them. */
const sentenceId = (error: RowErrorParts) =>
  error.params?.reason === undefined ? `rowError.${error.code}` : `rowError.${error.code}.${error.params.reason}`;

/** Whether the catalogue has a sentence of its own for the error (else the sentence is the server's English). */
export const hasRowErrorSentence = (intl: IntlShape, error: RowErrorParts) => intl.messages[sentenceId(error)] !== undefined;

/** The code's name, then the sentence: "Duplicate in the file: The same Email is already in row 2." */
export function rowErrorMessage(intl: IntlShape, error: RowErrorParts): string {
  return `${intl.formatMessage({ id: `code.${error.code}`, defaultMessage: error.code })}: ${rowErrorSentence(intl, error)}`;
}
