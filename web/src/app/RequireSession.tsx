import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router';
import { ErrorNotice } from '../components/ErrorNotice';
import { useCurrentUser } from '../lib/session';

/** Screens behind sign-in: without a session the user is sent to the sign-in screen. */
export function RequireSession({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const session = useCurrentUser();
  if (session.isPending)
    return (
      <Center mih="100vh">
        <Loader aria-label={intl.formatMessage({ id: 'common.loading' })} />
      </Center>
    );
  if (session.error) return <ErrorNotice error={session.error} />;
  if (!session.data) return <Navigate to="/sign-in" replace />;
  return children;
}
