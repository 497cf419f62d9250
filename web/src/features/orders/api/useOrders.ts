import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { OrderQuery, Organisation } from '../../../api/types';
import { api, unwrap } from '../../../lib/api';
import { useOrganisationQuery } from '../../../lib/organisation-query';

/** Orders (a member: their own), filtered, a page at a time by cursor; `needs_my_approval`: the approvals queue. */
export function useOrders(query: Omit<OrderQuery, 'cursor'>) {
  return useInfiniteQuery({
    queryKey: ['orders', 'list', query],
    queryFn: ({ pageParam }) =>
      unwrap(api.GET('/v1/orders', { params: { query: { ...query, ...(pageParam ? { cursor: pageParam } : {}) } } })),
    initialPageParam: '',
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** One order, read again every few seconds while someone else may be moving it. */
export function useOrder(id: string) {
  return useQuery({
    queryKey: ['orders', id],
    queryFn: () => unwrap(api.GET('/v1/orders/{id}', { params: { path: { id } } })),
    refetchInterval: (query) => (['submitted', 'approved'].includes(query.state.data?.status ?? '') ? 10_000 : false),
  });
}

/** What an order did to the allowance; read again whenever the order changes (`updatedAt`). */
export function useOrderEntries(id: string, updatedAt: string) {
  return useQuery({
    queryKey: ['orders', id, 'entries', updatedAt],
    queryFn: () => unwrap(api.GET('/v1/orders/{id}/entries', { params: { path: { id } } })),
    placeholderData: keepPreviousData,
  });
}

/** A member's allowance account and its last entries (finance and HR). */
export function useAllowance(memberId: string | undefined) {
  return useQuery({
    queryKey: ['allowance', memberId],
    queryFn: () => unwrap(api.GET('/v1/members/{id}/allowance', { params: { path: { id: memberId! } } })),
    enabled: Boolean(memberId),
  });
}

/** Active members matching what a super user types, for an order made on a member's behalf. */
export function useMemberChoices(q: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['members', 'choices', q],
    queryFn: () => unwrap(api.GET('/v1/members', { params: { query: { status: 'active', page_size: 20, ...(q ? { q } : {}) } } })),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** One member by id (an order made from the member's page names them before any search). */
export function useMemberChoice(id: string | undefined) {
  return useQuery({
    enabled: Boolean(id),
    queryKey: ['members', 'choice', id],
    queryFn: () => unwrap(api.GET('/v1/members/{id}', { params: { path: { id: id! } } })),
    staleTime: 60_000,
  });
}

/** The order categories that need a prescription (the organisation's policy, readable by its members). */
const prescriptionRules = (organisation: Organisation) => organisation.prescription_required_for;
export const usePrescriptionRules = () => useOrganisationQuery(prescriptionRules);

/** A member's active prescriptions, for an order to name (a super user's: the member chosen). */
export function useActivePrescriptions(memberId: string | undefined, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['prescriptions', 'list', 'active', memberId ?? 'mine'],
    queryFn: () =>
      unwrap(
        api.GET('/v1/prescriptions', { params: { query: { status: 'active', limit: 100, ...(memberId ? { member_id: memberId } : {}) } } }),
      ),
  });
}

/** The organisation's active providers, for an order's choice. */
export function useActiveProviders() {
  return useQuery({
    queryKey: ['providers', 'active'],
    queryFn: () => unwrap(api.GET('/v1/providers', { params: { query: { status: 'active', page_size: 100 } } })),
    staleTime: 60_000,
  });
}

/** The organisation's departments, for the orders' filter. */
export function useDepartmentChoices(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['departments', 'choices'],
    queryFn: () => unwrap(api.GET('/v1/departments', { params: { query: { page: 1, page_size: 100 } } })),
    staleTime: 60_000,
  });
}
