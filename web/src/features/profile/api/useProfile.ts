import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfilePatch } from '../../../api/types';
import { api, unwrap } from '../../../lib/api';
import { useLocale } from '../../../lib/locale';

export const PROFILE_KEY = ['profile'] as const;

export function useProfile() {
  return useQuery({ queryKey: PROFILE_KEY, queryFn: () => unwrap(api.GET('/v1/me/profile')) });
}

/**
 * PATCH /v1/me/profile (name, locale, active role). A new role changes what everything may show, so
 * every query is read again; a new locale also switches the console's language.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { setLocale } = useLocale();
  return useMutation({
    mutationFn: (patch: ProfilePatch) => unwrap(api.PATCH('/v1/me/profile', { body: patch })),
    onSuccess: async (profile, patch) => {
      setLocale(profile.locale);
      queryClient.setQueryData(PROFILE_KEY, profile);
      // The session first: what the other screens ask depends on the role it now holds.
      if (patch.active_role) {
        await queryClient.refetchQueries({ queryKey: ['session'] });
        await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
      } else await queryClient.invalidateQueries({ queryKey: ['session'] });
    },
  });
}
