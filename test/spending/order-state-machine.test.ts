import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../src/db/spending-tables.js';
import { allowedActions, ORDER_TRANSITIONS } from '../../src/modules/orders/state-machine.js';

describe('the order state machine', () => {
  it('moves draft -> submitted -> approved -> fulfilled, with rejected, cancelled and expired beside', () => {
    expect(allowedActions('draft')).toEqual(['submit', 'cancel']);
    expect(allowedActions('submitted')).toEqual(['approve', 'reject', 'cancel']);
    expect(allowedActions('approved')).toEqual(['fulfil', 'cancel']);
    for (const end of ['rejected', 'fulfilled', 'cancelled', 'expired'] as const) expect(allowedActions(end)).toEqual([]);
  });

  it('leads every action to a known state, and leaves no state unreachable', () => {
    const reached = new Set<string>(['draft']);
    for (const { from, to } of Object.values(ORDER_TRANSITIONS)) {
      for (const state of from) expect(ORDER_STATUSES).toContain(state);
      reached.add(to);
    }
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('never leaves an end state, but for a settlement rolled back (fulfilled, approved again)', () => {
    for (const [action, { from }] of Object.entries(ORDER_TRANSITIONS))
      for (const end of ['rejected', 'cancelled', 'expired', ...(action === 'unsettle' ? [] : ['fulfilled'])])
        expect(from as readonly string[]).not.toContain(end);
    expect(ORDER_TRANSITIONS.unsettle).toEqual({ from: ['fulfilled'], to: 'approved' });
  });
});
