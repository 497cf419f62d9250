import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RowsQuery } from '../../../api/types';
import { api, unwrap } from '../../../lib/api';
import { jobKeys } from './keys';

export const ROWS_PAGE_SIZE = 20;

/** A page of a job's rows as they will be imported, with their errors and edits. */
export function useJobRows(id: string, query: RowsQuery) {
  return useQuery({
    queryKey: jobKeys.rows(id, query),
    queryFn: () => unwrap(api.GET('/v1/migration/jobs/{id}/rows', { params: { path: { id }, query } })),
    // The page on screen stays while the next one (or the same after an edit) loads.
    placeholderData: keepPreviousData,
  });
}
