import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

/** Which methods the API has on (GET /v1/auth/methods). */
export function useSignInMethods() {
  return useQuery({ queryKey: ['auth', 'methods'], queryFn: () => unwrap(api.GET('/v1/auth/methods')), staleTime: Infinity });
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
