import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, OrganisationPatch } from '../../../api/types';
import { can, SESSION_KEY } from '../../../lib/session';
import { api, unwrap } from '../../../lib/api';
import { ORGANISATION_KEY, useOrganisationQuery } from '../../../lib/organisation-query';

/** The organisation, as its settings page edits it (the query other screens read its currency from). */
export const useOrganisation = () => useOrganisationQuery();

/** PATCH /v1/organisation: what changed is an event with its actor; the header's name is read again. */
export function useUpdateOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: OrganisationPatch) => unwrap(api.PATCH('/v1/organisation', { body: patch })),
    onSuccess: async (organisation) => {
      queryClient.setQueryData(ORGANISATION_KEY, organisation);
      await queryClient.invalidateQueries({ queryKey: ['organisation', 'setup'] });
      await queryClient.invalidateQueries({ queryKey: ['session'] });
    },
  });
}

/**
 * The first-run checklist, ticked from what is stored (GET /v1/organisation/setup): read again whenever a
 * screen asks, since the work it counts is done on other screens. Only a super user may read it.
 */
export function useOrganisationSetup(enabled = true) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['organisation', 'setup'],
    // Asked only while the session's role may read it: a role just changed (the screens not yet drawn
    // again) would otherwise ask once more and be refused.
    queryFn: () =>
      can(queryClient.getQueryData<CurrentUser | null>(SESSION_KEY), 'org:write') ? unwrap(api.GET('/v1/organisation/setup')) : null,
    staleTime: 0,
    enabled,
  });
}
