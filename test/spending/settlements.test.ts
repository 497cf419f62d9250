import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../helpers/test-app.js';
import { commit, getJob, post, previewReady, putMapping, upload, uploadOk, waitForStatus } from '../helpers/migration.js';
import { call, etb, orderOf, spendingOrganisation } from '../helpers/spending.js';
import { createTestApp, expectError, type TestContext } from '../helpers/test-app.js';

/** Issue 58: a provider's invoice settled through the importer: matched with the orders, previewed, committed, rolled back. */
let t: TestContext;
let org: Awaited<ReturnType<typeof spendingOrganisation>>;
let providerCode: string;
let members: Awaited<ReturnType<typeof org.member>>[];
const orders: Record<string, { id: string; number: string }> = {};

const submit = async (member: (typeof members)[number], amount: string, providerId = org.providerId) => {
  const response = await call(t, 'POST', '/v1/orders', member.token, orderOf(providerId, amount, { submit: true }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; number: string; status: string };
};
const remaining = async (memberId: string) =>
  (await call(t, 'GET', `/v1/members/${memberId}/allowance`, org.financeA.token)).json().data.remaining.amount as string;
const orderStatus = async (id: string) => (await call(t, 'GET', `/v1/orders/${id}`, org.financeA.token)).json().data;

/** Upload and map a settlement file, then wait for its validation. */
async function validated(token: string, csv: string) {
  const job = await uploadOk(t, token, csv, { datasetType: 'settlements', fileName: 'invoice.csv' });
  const mapped = await putMapping(t, token, job.id, { column_mapping: job.suggested_mapping, options: { on_existing: 'error' } });
  expect(mapped.statusCode, mapped.body).toBe(200);
  await waitForStatus(t, token, job.id, 'validated');
  return { job, validation: (await getJob(t, token, job.id)).validation };
}

beforeAll(async () => {
  t = await createTestApp();
  org = await spendingOrganisation(t);
  providerCode = (await call(t, 'GET', `/v1/providers/${org.providerId}`, org.financeA.token)).json().data.code;
  const other = await call(t, 'POST', '/v1/providers', org.financeA.token, {
    code: `LAB-${Date.now() % 100000}`,
    name: 'Tena Lab',
    kind: 'LAB',
  });
  members = [await org.member('5000.00'), await org.member('3000.00')];
  const [m1, m2] = members as [(typeof members)[number], (typeof members)[number]];
  orders.auto = await submit(m1, '300.00');
  orders.partial = await submit(m1, '1200.00');
  expect(
    (await call(t, 'POST', `/v1/orders/${orders.partial.id}/approve`, org.financeA.token, { amount: etb('1000.00') })).statusCode,
  ).toBe(200);
  orders.small = await submit(m2, '200.00');
  orders.waiting = await submit(m2, '800.00');
  orders.elsewhere = await submit(m2, '50.00', other.json().data.id);
  orders.done = await submit(m2, '40.00');
  orders.spare = await submit(m1, '100.00');
  await call(t, 'POST', `/v1/orders/${orders.done.id}/fulfil`, org.financeA.token, {
    amount: etb('40.00'),
    invoice_ref: 'INV-EARLY',
    fulfilled_on: '2026-05-30',
  });
});
afterAll(() => t.close());

describe('a settlement file is checked against the orders', () => {
  it('names each refused cell: unknown, another provider, not approved, fulfilled, over the approved amount, twice, bad amounts, unknown provider', async () => {
    const p = providerCode;
    const csv = [
      'Order number,Amount,Invoice number,Date,Provider code',
      `${orders.auto!.number},250.00,INV-1,2026-05-30,${p}`,
      `${orders.partial!.number},1100.00,INV-2,2026-05-30,${p}`,
      `ORD-999999,10.00,INV-3,2026-05-30,${p}`,
      `${orders.waiting!.number},800.00,INV-4,2026-05-30,${p}`,
      `${orders.elsewhere!.number},50.00,INV-5,2026-05-30,${p}`,
      `${orders.done!.number},40.00,INV-6,2026-05-30,${p}`,
      `${orders.auto!.number},250.00,INV-7,2026-05-30,${p}`,
      `${orders.small!.number},-5.00,INV-8,2026-05-30,${p}`,
      `ORD-777777,12.345,INV-9,2026-05-30,${p}`,
      `${orders.spare!.number},20.00,INV-10,2026-05-30,NO-SUCH`,
    ].join('\n');
    const { job, validation } = await validated(org.financeA.token, csv);
    const errors = (await call(t, 'GET', `/v1/migration/jobs/${job.id}/errors?page_size=100`, org.financeA.token)).json().data.items as {
      row: number;
      column: string;
      code: string;
    }[];
    const found = errors.map((e) => `${e.row} ${e.column} ${e.code}`).sort();
    expect(found).toEqual(
      [
        '3 Amount EXCEEDS_APPROVED',
        '4 Order number ORDER_NOT_FOUND',
        '5 Order number ORDER_NOT_APPROVED',
        '6 Order number OTHER_PROVIDER',
        '7 Order number ORDER_ALREADY_FULFILLED',
        '8 Order number DUPLICATE_IN_FILE',
        '9 Amount INVALID_AMOUNT',
        '10 Amount INVALID_AMOUNT',
        '10 Order number ORDER_NOT_FOUND',
        '11 Provider code UNKNOWN_PROVIDER',
      ].sort(),
    );
    expect(validation.error_count).toBe(10);
    // Fixed in place: the amount within what was approved.
    const fixed = await t.app.inject({
      method: 'PATCH',
      url: `/v1/migration/jobs/${job.id}/rows/3`,
      headers: bearer(org.financeA.token),
      payload: { cells: { Amount: '1000.00' } },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().data.validation.error_count).toBe(9);
    // An order of another organisation reads as none: nothing says that it exists elsewhere.
    const other = await spendingOrganisation(t);
    const theirs = await validated(
      other.financeA.token,
      `order_number,amount,invoice_ref,fulfilled_on,provider_code\n${orders.auto!.number},1.00,X,2026-05-30,${providerCode}\n`,
    );
    expect(theirs.validation.errors.map((e: { code: string }) => e.code).sort()).toEqual(['ORDER_NOT_FOUND', 'UNKNOWN_PROVIDER']);
  });
});

describe('settling an invoice', () => {
  it('previews, fulfils each order as POST fulfil would, and its rollback gives them back with their captures reversed', async () => {
    const [m1, m2] = members as [(typeof members)[number], (typeof members)[number]];
    const before = [await remaining(m1.id), await remaining(m2.id)];
    // Amharic headers, an order number as people write it.
    const csv = [
      'የትዕዛዝ ቁጥር,መጠን,የደረሰኝ ቁጥር,ቀን,የአቅራቢ ኮድ',
      `${orders.auto!.number},250.00,INV-A,2026-05-30,${providerCode.toLowerCase()}`,
      `${Number(orders.partial!.number.slice(4))},"1,000.00",INV-B,30/05/2026,${providerCode}`,
      `${orders.small!.number},200,INV-C,2026-05-31,${providerCode}`,
    ].join('\n');
    const { job, validation } = await validated(org.financeA.token, csv);
    expect(validation.error_count, JSON.stringify(validation.errors)).toBe(0);
    const preview = await post(t, org.financeA.token, job.id, 'preview');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.preview).toMatchObject({
      to_update: 3,
      to_create: 0,
      settlement: { orders_to_fulfil: 3, total_to_capture: etb('1450.00'), total_released: etb('50.00') },
    });
    expect((await commit(t, org.financeA.token, job.id)).statusCode).toBe(202);
    const done = await waitForStatus(t, org.financeA.token, job.id, 'completed');
    expect(done.result).toEqual({ created: 0, updated: 3, unchanged: 0, skipped: 0, excluded: 0 });
    expect(await orderStatus(orders.auto!.id)).toMatchObject({ status: 'fulfilled', final_amount: etb('250.00'), invoice_ref: 'INV-A' });
    expect(await orderStatus(orders.partial!.id)).toMatchObject({
      status: 'fulfilled',
      final_amount: etb('1000.00'),
      fulfilled_on: '2026-05-30',
    });
    // Captured and released as the API's fulfilment does, by the person who ran the import.
    const entries = (await call(t, 'GET', `/v1/orders/${orders.auto!.id}/entries`, org.financeA.token)).json().data;
    expect(entries.map((e: { kind: string }) => e.kind)).toEqual(['reserve', 'capture', 'release']);
    const fulfilled = (await call(t, 'GET', '/v1/events?kind=order.fulfilled&limit=100', org.financeA.token)).json().data.items;
    expect(fulfilled.filter((e: { data: { job_id?: string } }) => e.data.job_id === job.id)).toHaveLength(3);
    expect(await remaining(m1.id)).toBe((Number(before[0]) + 50).toFixed(2));

    // The rollback: approved again, holding what was approved; captures reversed, the release held again.
    const rolledBack = await post(t, org.financeA.token, job.id, 'rollback');
    expect(rolledBack.statusCode, rolledBack.body).toBe(200);
    expect(rolledBack.json().data.rollback).toMatchObject({ deactivated: 0, restored: 3, skipped: 0 });
    expect(await orderStatus(orders.auto!.id)).toMatchObject({ status: 'approved', final_amount: null, invoice_ref: null });
    expect([await remaining(m1.id), await remaining(m2.id)]).toEqual(before);
    const after = (await call(t, 'GET', `/v1/orders/${orders.auto!.id}/entries`, org.financeA.token)).json().data;
    expect(after.map((e: { kind: string }) => e.kind)).toEqual(['reserve', 'capture', 'release', 'reserve', 'capture']);
    // And a statement still reconciles with the accounts.
    const statement = (
      await call(t, 'POST', '/v1/statements', org.financeA.token, {
        scope: 'member',
        member_id: m1.id,
        from: '2026-06-01',
        to: '2026-06-01',
      })
    ).json().data;
    expect(statement.totals.closing).toEqual(etb(await remaining(m1.id)));
  });

  it('fails the whole import when an order changed since the preview: nothing settled', async () => {
    const [, m2] = members as [(typeof members)[number], (typeof members)[number]];
    const extra = await submit(m2, '60.00');
    const csv = `order_number,amount,invoice_ref,fulfilled_on,provider_code\n${orders.small!.number},200.00,INV-X,2026-05-31,${providerCode}\n${extra.number},60.00,INV-Y,2026-05-31,${providerCode}\n`;
    const { job, validation } = await validated(org.financeA.token, csv);
    expect(validation.error_count, JSON.stringify(validation.errors)).toBe(0);
    expect((await post(t, org.financeA.token, job.id, 'preview')).statusCode).toBe(200);
    expect((await call(t, 'POST', `/v1/orders/${extra.id}/cancel`, m2.token)).statusCode).toBe(200);
    expect((await commit(t, org.financeA.token, job.id)).statusCode).toBe(202);
    const failed = await waitForStatus(t, org.financeA.token, job.id, 'failed');
    expect(failed.failure).toMatchObject({ code: 'ORDER_CHANGED', params: { row: 3, status: 'cancelled' } });
    expect((await orderStatus(orders.small!.id)).status).toBe('approved');
  });

  it('never takes back what a member spent since: that order stays fulfilled, counted SPENT_SINCE', async () => {
    const member = await org.member('1000.00');
    const order = await submit(member, '500.00');
    const csv = `order_number,amount,invoice_ref,fulfilled_on,provider_code\n${order.number},300.00,INV-S,2026-05-31,${providerCode}\n`;
    const { job } = await validated(org.financeA.token, csv);
    expect((await post(t, org.financeA.token, job.id, 'preview')).statusCode).toBe(200);
    await commit(t, org.financeA.token, job.id);
    await waitForStatus(t, org.financeA.token, job.id, 'completed');
    // The 200 the settlement released is on hold for a new order: giving the first back would overspend.
    await submit(member, '700.00');
    expect(await remaining(member.id)).toBe('0.00');
    const rolledBack = await post(t, org.financeA.token, job.id, 'rollback');
    expect(rolledBack.statusCode, rolledBack.body).toBe(200);
    expect(rolledBack.json().data.rollback).toMatchObject({ restored: 0, skipped: 1, skipped_reasons: { SPENT_SINCE: 1 } });
    expect((await orderStatus(order.id)).status).toBe('fulfilled');
    expect(await remaining(member.id)).toBe('0.00');
  });

  it("is finance's: HR is refused (403) and nothing is stored", async () => {
    expectError(await upload(t, org.hr.token, 'order_number,amount\nORD-000001,1.00\n', { datasetType: 'settlements' }), 403, 'FORBIDDEN');
    const datasets = (await call(t, 'GET', '/v1/migration/datasets', org.financeA.token)).json().data;
    expect(datasets.find((d: { type: string }) => d.type === 'settlements')).toMatchObject({ import_permission: 'finance:write' });
    expect((await call(t, 'GET', '/v1/migration/templates/settlements', org.financeA.token)).statusCode).toBe(200);
    // Finance rolls back its settlements only: another dataset's import is a super user's to undo.
    const providers = await previewReady(t, org.financeA.token, `code,name,kind\nRB-${Date.now() % 100000},Rollback Pharmacy,PHARMACY\n`, {
      datasetType: 'providers',
    });
    await commit(t, org.financeA.token, providers.id);
    await waitForStatus(t, org.financeA.token, providers.id, 'completed');
    expectError(await post(t, org.financeA.token, providers.id, 'rollback'), 403, 'FORBIDDEN');
    expect((await post(t, org.superUser, providers.id, 'rollback')).statusCode).toBe(200);
  });
});
