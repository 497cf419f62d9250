import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { paths } from '../../../api/schema';
import { api, SESSION_COOKIE_HEADERS, unwrap } from '../../../lib/api';
import type { Locale } from '../../../api/types';
import { useLocale } from '../../../lib/locale';
import { SESSION_KEY } from '../../../lib/session';

type LoginBody = NonNullable<paths['/v1/auth/login']['post']['requestBody']>['content']['application/json'];
type TelegramBody = NonNullable<paths['/v1/auth/messenger/callback']['post']['requestBody']>['content']['application/json'];

/** Every way in, each asking for the session as an HttpOnly cookie (the body then carries no token). */
export type SignIn =
  | { kind: 'login'; body: LoginBody }
  | { kind: 'email-code'; email: string; code: string; org_id?: string }
  | { kind: 'phone-code'; phone: string; code: string; org_id?: string }
  | { kind: 'messenger'; body: TelegramBody };

function send(signIn: SignIn, locale: Locale) {
  const options = { headers: SESSION_COOKIE_HEADERS };
  switch (signIn.kind) {
    case 'login':
      return unwrap(api.POST('/v1/auth/login', { ...options, body: signIn.body }));
    case 'email-code':
      return unwrap(
        api.POST('/v1/auth/email/otp/verify', {
          ...options,
          body: { email: signIn.email, code: signIn.code, locale, ...(signIn.org_id ? { org_id: signIn.org_id } : {}) },
        }),
      );
    case 'phone-code':
      return unwrap(
        api.POST('/v1/auth/phone/otp/verify', {
          ...options,
          body: { phone: signIn.phone, code: signIn.code, locale, ...(signIn.org_id ? { org_id: signIn.org_id } : {}) },
        }),
      );
    case 'messenger':
      return unwrap(api.POST('/v1/auth/messenger/callback', { ...options, body: signIn.body }));
  }
}

/** Signs in; on success the session is read again and the console follows the user's saved language. */
export function useSignIn() {
  const queryClient = useQueryClient();
  const { locale, setLocale } = useLocale();
  return useMutation({
    // A code sign-in carries the screen's language, as the persona sign-in does: it becomes the user's.
    mutationFn: (signIn: SignIn) => send(signIn, locale),
    onSuccess: async ({ user }) => {
      setLocale(user.locale);
      // Another user may have been signed in before: nothing read for them is kept.
      await queryClient.resetQueries();
    },
  });
}

/**
 * Asks for a one-time code by email or SMS (202 whether or not anyone holds the address), saying the
 * screen's language: the code goes in it unless the user chose another.
 */
export function useSendCode() {
  const { locale } = useLocale();
  return useMutation({
    mutationFn: (to: { email: string } | { phone: string }) =>
      'email' in to
        ? unwrap(api.POST('/v1/auth/email/otp/start', { body: { ...to, locale } }))
        : unwrap(api.POST('/v1/auth/phone/otp/start', { body: { ...to, locale } })),
  });
}

/** Ends the session; the server clears the cookie. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { response } = await api.POST('/v1/auth/logout');
      return response.status;
    },
    onSettled: () => {
      queryClient.removeQueries();
      queryClient.setQueryData(SESSION_KEY, null);
    },
  });
}
