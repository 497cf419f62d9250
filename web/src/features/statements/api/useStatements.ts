import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StatementCreate } from '../../../api/types';
import { api, unwrap } from '../../../lib/api';

/** Statements the user may read, newest first, a page at a time. */
export function useStatements(query: { scope?: StatementCreate['scope']; period_id?: string }) {
  return useInfiniteQuery({
    queryKey: ['statements', 'list', query],
    queryFn: ({ pageParam }) =>
      unwrap(api.GET('/v1/statements', { params: { query: { limit: 20, ...query, ...(pageParam ? { cursor: pageParam } : {}) } } })),
    initialPageParam: '',
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useStatement(id: string) {
  return useQuery({ queryKey: ['statements', id], queryFn: () => unwrap(api.GET('/v1/statements/{id}', { params: { path: { id } } })) });
}

/** A statement's lines in order, a page at a time. */
export function useStatementLines(id: string) {
  return useInfiniteQuery({
    queryKey: ['statements', id, 'lines'],
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/v1/statements/{id}/lines', {
          params: { path: { id }, query: { limit: 100, ...(pageParam ? { cursor: pageParam } : {}) } },
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

export function useCreateStatement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StatementCreate) => unwrap(api.POST('/v1/statements', { body })),
    onSuccess: () => client.invalidateQueries({ queryKey: ['statements', 'list'] }),
  });
}

/** What a statement can be made for: the organisation's departments and providers (the lists the user may read). */
export function useDepartmentChoices(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['departments', 'choices'],
    queryFn: () => unwrap(api.GET('/v1/departments', { params: { query: { page_size: 100, status: 'active' } } })),
    staleTime: 60_000,
  });
}

export function useProviderChoices(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['providers', 'choices'],
    queryFn: () => unwrap(api.GET('/v1/providers', { params: { query: { page: 1, page_size: 100 } } })),
    staleTime: 60_000,
  });
}

export function useMemberChoices(q: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['members', 'choices', q],
    queryFn: () => unwrap(api.GET('/v1/members', { params: { query: { page_size: 20, ...(q ? { q } : {}) } } })),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The benefit periods a statement may cover. */
export function usePeriodChoices() {
  return useQuery({ queryKey: ['periods'], queryFn: () => unwrap(api.GET('/v1/benefit-periods')) });
}

/** Where a statement's file is downloaded from (the session cookie goes with it). */
export const statementFile = (id: string, format: 'csv' | 'pdf') => `/v1/statements/${id}/download?format=${format}`;
