import type { IntlShape } from 'react-intl';
import type { Job } from '../../../api/types';
import { fieldName } from '../../../lib/row-error-message';

export type Failure = NonNullable<Job['failure']>;

/**
 * Why an import failed, in the user's language: the catalogue's sentence for its code and reason, with
 * the counts its params give ("taken": the rows each identifier field lost). A failure the console has
 * no sentence for keeps the old form: the code's name, then the server's English sentence.
 */
export function failureMessage(intl: IntlShape, failure: Failure): string {
  const { reason, ...values } = failure.params ?? {};
  const id = `failure.${failure.code}.${String(reason)}`;
  if (reason === undefined || intl.messages[id] === undefined) {
    return `${intl.formatMessage({ id: `failure.${failure.code}`, defaultMessage: failure.code })} ${failure.message}`;
  }
  const taken = Object.entries(values)
    .filter((entry): entry is [string, number] => typeof entry[1] === 'number')
    .map(([field, count]) => intl.formatMessage({ id: 'failure.takenField' }, { field: fieldName(intl, field), count }))
    .join(', ');
  return intl.formatMessage({ id }, { ...values, taken });
}
