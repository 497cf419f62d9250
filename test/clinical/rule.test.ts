import { describe, expect, it } from 'vitest';
import { forSight, sightOf, withhold } from '../../src/modules/clinical/rule.js';

const order = {
  id: 'o1',
  note: 'for the clinic',
  lines: [
    { description: 'Efavirenz 600 mg', quantity: 30, amount: '10.00' },
    { description: 'Tenofovir', quantity: 30, amount: '5.00' },
  ],
  prescription: { id: 'p1', status: 'active', medication: 'Efavirenz', diagnosis: 'B20', issued_on: '2026-11-01' },
};

describe('the withholding rule', () => {
  it('leaves out every clinical path the resource has, names them, and keeps the rest', () => {
    const withheld = withhold('order', order);
    expect(withheld).toEqual({
      id: 'o1',
      lines: [{ amount: '10.00' }, { amount: '5.00' }],
      prescription: { id: 'p1', status: 'active', issued_on: '2026-11-01' },
      withheld: ['lines[].description', 'lines[].quantity', 'note', 'prescription.medication', 'prescription.diagnosis'],
    });
    expect(JSON.stringify(withheld)).not.toMatch(/Efavirenz|Tenofovir|B20|clinic/);
    expect(order.lines[0]!.description).toBe('Efavirenz 600 mg');
  });

  it('decides by the active role: the member their own, clinical:read all, everyone else nothing', () => {
    const as = (permissions: string[], member_id: string | null) => ({ permissions, account: { member_id } }) as never;
    expect(sightOf(as(['prescriptions:read_own'], 'm1'), 'm1')).toBe('own');
    expect(sightOf(as(['prescriptions:read_own'], 'm1'), 'm2')).toBe('withheld');
    expect(sightOf(as(['clinical:read'], null), 'm2')).toBe('disclosed');
    expect(sightOf(as(['clinical:read'], 'm2'), 'm2')).toBe('own');
    // A finance officer who is also the member, acting as finance, sees their own order withheld.
    expect(sightOf(as(['finance:read'], 'm1'), 'm1')).toBe('withheld');
    expect(forSight('order', order, 'own').withheld).toEqual([]);
  });
});
