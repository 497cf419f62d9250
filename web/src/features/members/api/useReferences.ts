import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

const FIRST_HUNDRED = { page: 1, page_size: 100 } as const;

/** The organisation's departments (active first, by name), for the directory's filter and the member form. */
export function useDepartments() {
  return useQuery({
    queryKey: ['members', 'departments'],
    queryFn: async () => (await unwrap(api.GET('/v1/departments', { params: { query: FIRST_HUNDRED } }))).items,
    staleTime: 60_000,
  });
}

/** The organisation's benefit packages (active first, by name), for the directory's filter and the member form. */
export function usePackages() {
  return useQuery({
    queryKey: ['members', 'packages'],
    queryFn: async () => (await unwrap(api.GET('/v1/packages', { params: { query: FIRST_HUNDRED } }))).items,
    staleTime: 60_000,
  });
}
