import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { paths } from '../../../api/schema';
import { api, unwrap } from '../../../lib/api';

export type MemberQuery = NonNullable<paths['/v1/members']['get']['parameters']['query']>;

/** A page of the organisation's members, searched and filtered. */
export function useMembers(query: MemberQuery) {
  return useQuery({
    queryKey: ['members', query],
    queryFn: () => unwrap(api.GET('/v1/members', { params: { query } })),
    placeholderData: keepPreviousData,
  });
}

/** The imports that made members (completed or rolled back), for the "Import" filter. */
export function useFinishedImports() {
  return useQuery({
    queryKey: ['members', 'imports'],
    queryFn: async () =>
      (await unwrap(api.GET('/v1/migration/jobs', { params: { query: { page: 1, page_size: 100 } } }))).items.filter(
        (job) => job.status === 'completed' || job.status === 'rolled_back',
      ),
  });
}
