import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';
import { SESSION_KEY } from './session';

/**
 * Server state lives here only. A 4xx is an answer, not a glitch: it is not retried. A 401 on any call
 * means the session has ended (signed out elsewhere, deactivated, expired): the console forgets the user
 * and its cached answers, and the screens behind sign-in send the user to the sign-in screen.
 */
export function createQueryClient() {
  const sessionEnded = (error: unknown) => {
    if (!(error instanceof ApiError) || error.status !== 401 || client.getQueryData(SESSION_KEY) == null) return;
    client.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
    client.setQueryData(SESSION_KEY, null);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: sessionEnded }),
    mutationCache: new MutationCache({ onError: sessionEnded }),
    defaultOptions: {
      queries: {
        staleTime: 5_000,
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
