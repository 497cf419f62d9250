import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

/** Upload size, row and rollback-window limits in force. */
export function useLimits() {
  return useQuery({ queryKey: ['migration-limits'], queryFn: () => unwrap(api.GET('/v1/migration/limits')), staleTime: Infinity });
}
