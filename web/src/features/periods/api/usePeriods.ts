import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PeriodCreate } from '../../../api/types';
import { api, unwrap } from '../../../lib/api';

/** The organisation's benefit periods, latest first. */
export function usePeriods() {
  return useQuery({ queryKey: ['periods'], queryFn: () => unwrap(api.GET('/v1/benefit-periods')) });
}

/** One period with its accounts and the orders its closing would expire. */
export function usePeriod(id: string | undefined) {
  return useQuery({
    enabled: Boolean(id),
    queryKey: ['periods', id],
    queryFn: () => unwrap(api.GET('/v1/benefit-periods/{id}', { params: { path: { id: id! } } })),
  });
}

export function useCreatePeriod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PeriodCreate) => unwrap(api.POST('/v1/benefit-periods', { body })),
    onSuccess: () => client.invalidateQueries({ queryKey: ['periods'] }),
  });
}

/** Opens a planned period, or closes the open one (expiring its open orders when asked). */
export function usePeriodAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, expireOpen }: { id: string; action: 'open' | 'close'; expireOpen?: boolean }) =>
      action === 'open'
        ? unwrap(api.POST('/v1/benefit-periods/{id}/open', { params: { path: { id } } }))
        : unwrap(api.POST('/v1/benefit-periods/{id}/close', { params: { path: { id } }, body: { expire_open: expireOpen ?? false } })),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['periods'] });
      void client.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}
