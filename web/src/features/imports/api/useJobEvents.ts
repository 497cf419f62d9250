import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { jobKeys } from './keys';

/** The job's events (started, completed, failed, rolled back), oldest first. */
export function useJobEvents(id: string, status: string | undefined) {
  return useQuery({
    queryKey: [...jobKeys.events(id), status],
    queryFn: () => unwrap(api.GET('/v1/events', { params: { query: { job_id: id, after: 0, limit: 50 } } })),
  });
}
