import { Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { useCountdown } from '../../components/useCountdown';
import { ApiError } from '../../lib/api';
import { formatDuration } from '../../lib/format';

/** "Too many attempts: try again in 0:42", counting down from the server's Retry-After. */
export function useRetryLock(error: unknown, since: number) {
  const seconds = error instanceof ApiError && error.code === 'RATE_LIMITED' ? (error.retryAfterSeconds ?? 60) : undefined;
  const left = useCountdown(seconds === undefined ? undefined : since + seconds * 1000);
  return { locked: left > 0, notice: left > 0 ? <RetryNotice seconds={left} /> : null };
}

function RetryNotice({ seconds }: { seconds: number }) {
  return (
    <Text c="red.8" role="status" size="sm">
      <FormattedMessage id="signIn.rateLimited" values={{ time: formatDuration(seconds) }} />
    </Text>
  );
}
