import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { JobListQuery } from '../../../api/types';
import { api, unwrap } from '../../../lib/api';
import { jobKeys } from './keys';

/** A page of the organisation's jobs, newest first. */
export function useJobs(filters: JobListQuery) {
  return useQuery({
    queryKey: jobKeys.list(filters),
    queryFn: () => unwrap(api.GET('/v1/migration/jobs', { params: { query: filters } })),
    placeholderData: keepPreviousData,
  });
}
