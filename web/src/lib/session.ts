import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../api/types';
import { api, unwrap } from './api';

export const SESSION_KEY = ['session'] as const;

/**
 * The signed-in user, or null when there is no session. GET /v1/auth/session answers null rather than
 * 401, so a visitor's first page load has no failed request. Shared by every feature.
 */
export function useCurrentUser() {
  return useQuery({
    queryKey: SESSION_KEY,
    queryFn: (): Promise<CurrentUser | null> => unwrap(api.GET('/v1/auth/session')),
    staleTime: 60_000,
    // A console left open learns within a minute that its session ended (a deactivation, a sign-out elsewhere).
    refetchInterval: 60_000,
  });
}

/** Whether the active role holds one of these permissions (navigation and buttons follow it). */
export function can(user: CurrentUser | null | undefined, ...permissions: string[]): boolean {
  return Boolean(user && permissions.some((p) => user.permissions.includes(p)));
}
