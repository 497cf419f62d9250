import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commit, getJob, post, putMapping, uploadOk, waitForStatus } from '../helpers/migration.js';
import { call, etb, orderOf, spendingOrganisation, ordersService } from '../helpers/spending.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

/**
 * Issue 58, "done when": a year's statements reconcile with the accounts after orders, approvals, partial
 * approvals, fulfilments by hand, expiries, a settlement import, another's rollback, and the close.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Money = { amount: string; currency: string };
const cents = (money: Money) => Math.round(Number(money.amount) * 100);

describe('a benefit year from the first order to the statements', () => {
  it("reconciles every member's, the department's, the organisation's and the provider's statement with the accounts", async () => {
    const org = await spendingOrganisation(t);
    const finance = org.financeA.token;
    const providerCode = (await call(t, 'GET', `/v1/providers/${org.providerId}`, finance)).json().data.code as string;
    const [asha, bekele, chaltu] = [await org.member('5000.00'), await org.member('3000.00'), await org.member('2000.00', '300.00')];
    const department = (await call(t, 'POST', '/v1/departments', org.hr.token, { code: `YR-${Date.now() % 100000}`, name: 'Year' })).json()
      .data;
    await t.database.db.updateTable('members').set({ department_id: department.id }).where('id', 'in', [asha.id, bekele.id]).execute();
    const submit = async (member: typeof asha, amount: string) => {
      const response = await call(t, 'POST', '/v1/orders', member.token, orderOf(org.providerId, amount, { submit: true }));
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data as { id: string; number: string };
    };
    const act = async (id: string, action: string, body?: object) => {
      const response = await call(t, 'POST', `/v1/orders/${id}/${action}`, finance, body);
      expect(response.statusCode, response.body).toBe(200);
    };
    const settle = async (lines: [string, string][]) => {
      const csv = `order_number,amount,invoice_ref,fulfilled_on,provider_code\n${lines.map(([n, a], i) => `${n},${a},INV-${i},2026-05-30,${providerCode}`).join('\n')}\n`;
      const job = await uploadOk(t, finance, csv, { datasetType: 'settlements', fileName: 'invoice.csv' });
      expect(
        (await putMapping(t, finance, job.id, { column_mapping: job.suggested_mapping, options: { on_existing: 'error' } })).statusCode,
      ).toBe(200);
      await waitForStatus(t, finance, job.id, 'validated');
      expect((await getJob(t, finance, job.id)).validation.error_count).toBe(0);
      expect((await post(t, finance, job.id, 'preview')).statusCode).toBe(200);
      await commit(t, finance, job.id);
      await waitForStatus(t, finance, job.id, 'completed');
      return job.id as string;
    };

    // Asha: an automatic approval fulfilled by hand for less; a partial approval settled by the invoice import.
    const a1 = await submit(asha, '400.00');
    await act(a1.id, 'fulfil', { amount: etb('350.00'), invoice_ref: 'HAND-1', fulfilled_on: '2026-05-30' });
    const a2 = await submit(asha, '1200.00');
    await act(a2.id, 'approve', { amount: etb('900.00') });
    // Bekele: approved, settled for less, then that settlement rolled back; another left waiting for approval.
    const b1 = await submit(bekele, '600.00');
    await act(b1.id, 'approve');
    await settle([[a2.number, '900.00']]);
    const wrong = await settle([[b1.number, '500.00']]);
    expect((await post(t, finance, wrong, 'rollback')).json().data.rollback).toMatchObject({ restored: 1, skipped: 0 });
    await submit(bekele, '700.00');
    // Chaltu: an automatic approval that expires.
    const c1 = await submit(chaltu, '300.00');
    await t.database.db
      .updateTable('orders')
      .set({ expires_at: new Date(t.clock.now().getTime() - 1) })
      .where('id', '=', c1.id)
      .execute();
    const orders = ordersService(t);
    expect(await orders.expireDue()).toBeGreaterThanOrEqual(1);

    const periodId = (await call(t, 'GET', '/v1/benefit-periods', finance)).json().data.items[0].id as string;
    const remaining = async (memberId: string) =>
      (await call(t, 'GET', `/v1/members/${memberId}/allowance`, finance)).json().data.remaining as Money;
    const statementOf = async (body: object) => {
      const response = await call(t, 'POST', '/v1/statements', finance, { period_id: periodId, ...body });
      expect(response.statusCode, response.body).toBe(201);
      const { totals } = response.json().data as {
        totals: Record<'opening' | 'granted' | 'reserved' | 'released' | 'captured' | 'adjusted' | 'closing', Money>;
      };
      // closing = opening + granted - reserved + released + adjusted
      expect(cents(totals.closing)).toBe(
        cents(totals.opening) + cents(totals.granted) - cents(totals.reserved) + cents(totals.released) + cents(totals.adjusted),
      );
      return totals;
    };
    const reconcile = async () => {
      const [ra, rb, rc] = [await remaining(asha.id), await remaining(bekele.id), await remaining(chaltu.id)];
      expect((await statementOf({ scope: 'member', member_id: asha.id })).closing).toEqual(ra);
      expect((await statementOf({ scope: 'member', member_id: bekele.id })).closing).toEqual(rb);
      expect((await statementOf({ scope: 'member', member_id: chaltu.id })).closing).toEqual(rc);
      expect(cents((await statementOf({ scope: 'department', department_id: department.id })).closing)).toBe(cents(ra) + cents(rb));
      expect(cents((await statementOf({ scope: 'organisation' })).closing)).toBe(cents(ra) + cents(rb) + cents(rc));
      return [ra, rb, rc];
    };
    // Before the close: Asha 5000 - 350 - 900; Bekele 3000 - 600 (approved again) - 700 (waiting); Chaltu 2000 - 300 used before.
    expect(await reconcile()).toEqual([etb('3750.00'), etb('1700.00'), etb('1700.00')]);
    const provider = await statementOf({ scope: 'provider', provider_id: org.providerId });
    expect(provider.captured).toEqual(etb('1250.00'));

    // The close expires what still waits, and the statements still reconcile.
    const closed = await call(t, 'POST', `/v1/benefit-periods/${periodId}/close`, finance, { expire_open: true });
    expect(closed.json().data).toMatchObject({ status: 'closed', orders_expired: 2 });
    expect(await reconcile()).toEqual([etb('3750.00'), etb('3000.00'), etb('1700.00')]);
  });
});
