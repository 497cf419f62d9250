import { Alert } from '@mantine/core';
import { useIntl } from 'react-intl';
import { apiErrorMessage } from '../lib/api-error-message';

/** An API refusal explained in the user's language, announced to screen readers. */
export function ErrorNotice({ error, title }: { error: unknown; title?: string }) {
  const intl = useIntl();
  if (!error) return null;
  return (
    <Alert color="red" role="alert" title={title ?? intl.formatMessage({ id: 'common.error' })}>
      {apiErrorMessage(intl, error)}
    </Alert>
  );
}
