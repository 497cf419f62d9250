import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/** Server state lives here only. A 4xx is an answer, not a glitch: it is not retried. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5_000,
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
