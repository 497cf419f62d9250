import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderCreate, RejectReason } from '../../../api/types';
import { api, unwrap } from '../../../lib/api';

/** A change of an order: the orders, and the allowance it moves (the member's benefits, an account), are read again. */
function useOrderChange<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => Promise.all(['orders', 'benefits', 'allowance'].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  });
}

/** A new order (a draft, or submitted at once), sent with an Idempotency-Key so that a retry never makes two. */
export function useCreateOrder() {
  return useOrderChange(({ body, key }: { body: OrderCreate; key: string }) =>
    unwrap(api.POST('/v1/orders', { body, params: { header: { 'idempotency-key': key } } })),
  );
}

export type OrderMove =
  | { action: 'submit' | 'cancel' }
  | { action: 'approve'; amount?: { amount: string; currency: string } }
  | { action: 'reject'; reason: RejectReason; note?: string }
  | { action: 'fulfil'; amount: { amount: string; currency: string }; invoice_ref: string; fulfilled_on: string };

/** One of the order's moves (submit, approve, reject, fulfil, cancel); answers the order as it now is. */
export function useMoveOrder(id: string) {
  return useOrderChange((move: OrderMove) => {
    const path = { params: { path: { id } } };
    switch (move.action) {
      case 'submit':
        return unwrap(api.POST('/v1/orders/{id}/submit', path));
      case 'cancel':
        return unwrap(api.POST('/v1/orders/{id}/cancel', path));
      case 'approve':
        return unwrap(api.POST('/v1/orders/{id}/approve', { ...path, body: move.amount ? { amount: move.amount } : {} }));
      case 'reject':
        return unwrap(
          api.POST('/v1/orders/{id}/reject', { ...path, body: { reason: move.reason, ...(move.note ? { note: move.note } : {}) } }),
        );
      case 'fulfil':
        return unwrap(
          api.POST('/v1/orders/{id}/fulfil', {
            ...path,
            body: { amount: move.amount, invoice_ref: move.invoice_ref, fulfilled_on: move.fulfilled_on },
          }),
        );
    }
  });
}
