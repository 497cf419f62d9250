import type { OrderStatus } from '../../db/spending-tables.js';

/**
 * The one table of an order's life: each action, the states it may start from, and the state it leads to.
 * The repository applies each as one compare-and-set UPDATE (the order's row is then held until the
 * transaction ends: the order first, its account after, always in that order); an order in any other
 * state answers 409 INVALID_TRANSITION with the moves it allows.
 */
export const ORDER_TRANSITIONS = {
  /** Reserves the requested amount; an amount within the policy's auto_approve_max is approved at once (`autoApprove`). */
  submit: { from: ['draft'], to: 'submitted' },
  autoApprove: { from: ['submitted'], to: 'approved' },
  /** One approver's vote; the order stays submitted until it has the approvals its amount needs. */
  vote: { from: ['submitted'], to: 'submitted' },
  approve: { from: ['submitted'], to: 'approved' },
  reject: { from: ['submitted'], to: 'rejected' },
  fulfil: { from: ['approved'], to: 'fulfilled' },
  cancel: { from: ['draft', 'submitted', 'approved'], to: 'cancelled' },
  expire: { from: ['submitted', 'approved'], to: 'expired' },
  /** A settlement import's rollback: the order it fulfilled is approved again, its capture reversed. */
  unsettle: { from: ['fulfilled'], to: 'approved' },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>;

export type OrderAction = keyof typeof ORDER_TRANSITIONS;

/** The actions a client may ask for (`vote` and the automatic ones are the server's). */
export const CLIENT_ACTIONS = ['submit', 'approve', 'reject', 'fulfil', 'cancel'] as const;

/** The actions a client may ask of an order in this state. */
export function allowedActions(status: OrderStatus): (typeof CLIENT_ACTIONS)[number][] {
  return CLIENT_ACTIONS.filter((action) => (ORDER_TRANSITIONS[action].from as readonly OrderStatus[]).includes(status));
}
