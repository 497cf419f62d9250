import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

/** Which methods the API has on, and whose page it is (GET /v1/auth/methods; `org`: the address's ?org=). */
export function useSignInMethods(org?: string | null) {
  return useQuery({
    queryKey: ['auth', 'methods', org ?? null],
    queryFn: () => unwrap(api.GET('/v1/auth/methods', { params: { query: org ? { org } : {} } })),
    staleTime: Infinity,
  });
}

/** The demo personas for the "Test user" select (demo mode only). */
export function useDemoProfiles(enabled: boolean) {
  return useQuery({
    queryKey: ['auth', 'demo-profiles'],
    queryFn: () => unwrap(api.GET('/v1/auth/demo-profiles')),
    enabled,
    staleTime: Infinity,
  });
}
