import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PeopleQuery } from '../../../api/types';
import { api, unwrap } from '../../../lib/api';
import { PEOPLE_KEY } from './keys';

/** A page of the organisation's people, searched and filtered. */
export function usePeople(query: PeopleQuery) {
  return useQuery({
    queryKey: [...PEOPLE_KEY, 'list', query],
    queryFn: () => unwrap(api.GET('/v1/users', { params: { query } })),
    placeholderData: keepPreviousData,
  });
}

/**
 * How many active super users the organisation has (at most 2 are counted: enough to know whether one is
 * the last). The server refuses to lose the last one; the screen says why before anyone tries.
 */
export function useActiveSuperUsers() {
  return useQuery({
    queryKey: [...PEOPLE_KEY, 'active-super-users'],
    queryFn: async () =>
      (await unwrap(api.GET('/v1/users', { params: { query: { role: 'SUPER_USER', status: 'active', page: 1, page_size: 2 } } })))
        .total_items,
  });
}
