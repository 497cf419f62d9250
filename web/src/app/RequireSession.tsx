import { Center } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ErrorNotice } from '../components/ErrorNotice';
import { useLocale } from '../lib/locale';
import { useCurrentUser } from '../lib/session';
import { Loading } from '../components/Loading';

/** Screens behind sign-in: without a session the user is sent to the sign-in screen. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useCurrentUser();
  const { locale, setLocale } = useLocale();
  const user = session.data;
  // The user's saved language wins over this browser's, once per user signed in (a second browser, a reload).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when another user's session arrives
  useEffect(() => {
    if (user && user.locale !== locale) setLocale(user.locale);
  }, [user?.id]);
  if (session.isPending)
    return (
      <Center mih="100vh">
        <Loading />
      </Center>
    );
  if (session.error) return <ErrorNotice error={session.error} />;
  if (!session.data) return <Navigate to="/sign-in" replace />;
  return children;
}
