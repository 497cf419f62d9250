import { Loader } from '@mantine/core';
import { useIntl } from 'react-intl';

/**
 * A screen or panel still loading, said to a screen reader as a status: a name on Mantine's bare element
 * (a span with no role) is one axe refuses (aria-prohibited-attr).
 */
export function Loading({ size }: { size?: 'sm' | 'md' }) {
  const intl = useIntl();
  return <Loader role="status" aria-label={intl.formatMessage({ id: 'common.loading' })} {...(size ? { size } : {})} />;
}
