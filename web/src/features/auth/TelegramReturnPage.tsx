import { Center } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { useSignIn } from './api/useSignIn';
import { telegramPayload } from './telegram';
import { Loading } from '../../components/Loading';

/** Where Telegram sends the browser back: the signed payload goes to the API, the session into the cookie. */
export function TelegramReturnPage() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const payload = telegramPayload(window.location.hash);
    if (!payload) {
      navigate('/sign-in?error=VALIDATION_FAILED', { replace: true });
      return;
    }
    signIn.mutate(
      { kind: 'messenger', body: payload as never },
      {
        onSuccess: () => navigate('/', { replace: true }),
        onError: (error) => navigate(`/sign-in?error=${error instanceof ApiError ? error.code : 'INTERNAL'}`, { replace: true }),
      },
    );
  }, [navigate, signIn]);
  return (
    <Center mih="100vh">
      <Loading />
    </Center>
  );
}
