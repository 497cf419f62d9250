import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProviderCreate, ProviderPatch, ProviderQuery } from '../../../api/types';
import { api, unwrap } from '../../../lib/api';
import { useChange } from '../../../lib/changes';

/** A page of the organisation's providers, searched and filtered. */
export function useProviders(query: ProviderQuery) {
  return useQuery({
    queryKey: ['providers', query],
    queryFn: () => unwrap(api.GET('/v1/providers', { params: { query } })),
    placeholderData: keepPreviousData,
  });
}

/** A new provider, or a change of one (`id`). */
export function useSaveProvider() {
  return useChange(['providers'], ({ id, body }: { id?: string; body: ProviderPatch }) =>
    id
      ? unwrap(api.PATCH('/v1/providers/{id}', { params: { path: { id } }, body }))
      : unwrap(api.POST('/v1/providers', { body: body as ProviderCreate })),
  );
}

/** Archive (`archived: true`) or restore one. */
export function useArchiveProvider() {
  return useChange(['providers'], ({ id, archived }: { id: string; archived: boolean }) => {
    const path = { params: { path: { id } } };
    return unwrap(archived ? api.POST('/v1/providers/{id}/archive', path) : api.POST('/v1/providers/{id}/restore', path));
  });
}
