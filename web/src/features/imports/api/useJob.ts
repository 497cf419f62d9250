import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { isMoving } from '../logic/job-stage';
import { jobKeys } from './keys';

const POLL_MS = 1_000;

/** One job; polled every second while the server is moving it (validating, committing), then not. */
export function useJob(id: string) {
  return useQuery({
    queryKey: jobKeys.one(id),
    queryFn: () => unwrap(api.GET('/v1/migration/jobs/{id}', { params: { path: { id } } })),
    refetchInterval: (query) => (isMoving(query.state.data?.status) ? POLL_MS : false),
  });
}
