import { useQueries } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { jobKeys } from './keys';

export const ERROR_PAGE_SIZE = 200;

/** The pages of a job's errors that the visible rows fall on, each fetched once and kept. */
export function useErrorPages(
  id: string,
  filter: { code?: string | undefined; field?: string | undefined },
  pages: number[],
  validatedAt: string | undefined,
) {
  return useQueries({
    queries: pages.map((page) => ({
      queryKey: [...jobKeys.errors(id, filter, page), validatedAt],
      queryFn: () =>
        unwrap(
          api.GET('/v1/migration/jobs/{id}/errors', { params: { path: { id }, query: { page, page_size: ERROR_PAGE_SIZE, ...filter } } }),
        ),
      staleTime: Infinity,
    })),
  });
}
