import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otherOrganisation } from '../helpers/migration.js';
import { bearer, createTestApp, expectError, type TestContext } from '../helpers/test-app.js';

/** Issue 29: an organisation's benefit packages, their allowance as Money in its currency. */
let t: TestContext;
let org: Awaited<ReturnType<typeof otherOrganisation>>;
beforeAll(async () => {
  t = await createTestApp();
  org = await otherOrganisation(t, ['HR_ADMIN', 'FINANCE']);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const create = (body: object, token = org.token) => call('POST', '/v1/packages', token, body);
const unique = () => randomUUID().slice(0, 6).toUpperCase();
const etb = (amount: string) => ({ amount, currency: 'ETB' });

describe('benefit packages', () => {
  it("creates one with its allowance in the organisation's currency, changes it, archives and restores it, each an event", async () => {
    const code = `GOLD-${unique()}`;
    const made = await create({ code, name: 'Gold', description: 'Family of four', allowance_amount: etb('15000') });
    expect(made.statusCode, made.body).toBe(201);
    const pkg = made.json().data;
    expect(pkg).toMatchObject({
      code,
      name: 'Gold',
      description: 'Family of four',
      allowance_amount: { amount: '15000.00', currency: 'ETB' },
      status: 'active',
      member_count: 0,
    });

    const changed = await call('PATCH', `/v1/packages/${pkg.id}`, org.token, {
      allowance_amount: { amount: '18000.50', currency: 'etb' },
      description: null,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ allowance_amount: { amount: '18000.50', currency: 'ETB' }, description: null });
    expect((await call('POST', `/v1/packages/${pkg.id}/archive`, org.token)).json().data.status).toBe('archived');
    expect((await call('POST', `/v1/packages/${pkg.id}/restore`, org.token)).json().data.status).toBe('active');

    const events = (
      (await call('GET', '/v1/events?kind=package.*&limit=500', await org.sessionAs('FINANCE'))).json().data.items as {
        kind: string;
        data: Record<string, unknown>;
      }[]
    ).filter((e) => e.data.package_id === pkg.id);
    expect(events.map((e) => e.kind)).toEqual(['package.created', 'package.updated', 'package.archived', 'package.restored']);
    expect(events[0]!.data).toMatchObject({ code, name: 'Gold', allowance_amount: '15000.00', actor: { type: 'user', id: org.userId } });
    expect(events[1]!.data.changes).toEqual({
      description: { from: 'Family of four', to: null },
      allowance_amount: { from: '15000.00', to: '18000.50' },
    });
  });

  it('may have no allowance yet (null), and gets one later', async () => {
    const pkg = (await create({ code: `NEW-${unique()}`, name: 'Not priced yet' })).json().data;
    expect(pkg.allowance_amount).toBeNull();
    expect(
      (await call('PATCH', `/v1/packages/${pkg.id}`, org.token, { allowance_amount: etb('0.5') })).json().data.allowance_amount,
    ).toEqual(etb('0.50'));
  });

  it('refuses negative or three-decimal amounts, another currency, a duplicate code and unknown fields', async () => {
    const code = `DUP-${unique()}`;
    await create({ code, name: 'First' });
    for (const [body, field, reason] of [
      [{ code: `A-${unique()}`, name: 'Negative', allowance_amount: etb('-1.00') }, 'allowance_amount', 'INVALID_AMOUNT'],
      [{ code: `A-${unique()}`, name: 'Three decimals', allowance_amount: etb('10.005') }, 'allowance_amount', 'INVALID_AMOUNT'],
      [{ code: `A-${unique()}`, name: 'Words', allowance_amount: etb('ten') }, 'allowance_amount', 'INVALID_AMOUNT'],
      [
        { code: `A-${unique()}`, name: 'Dollars', allowance_amount: { amount: '10.00', currency: 'USD' } },
        'allowance_amount.currency',
        'CURRENCY_MISMATCH',
      ],
      [{ code: `A-${unique()}`, name: '' }, 'name', 'REQUIRED'],
    ] as const) {
      const refused = expectError(await create(body), 400, 'VALIDATION_FAILED');
      expect(refused.details).toContainEqual(expect.objectContaining({ field, reason }));
    }
    expect(expectError(await create({ code: ` ${code.toLowerCase()} `, name: 'Second' }), 409, 'CONFLICT').details[0]).toMatchObject({
      field: 'code',
      reason: 'ALREADY_EXISTS',
    });
    expectError(await create({ code: `A-${unique()}`, name: 'Extra', price: 1 }), 400, 'VALIDATION_FAILED');
    expectError(await create({ code: `A-${unique()}`, name: 'Bare number', allowance_amount: 100 }), 400, 'VALIDATION_FAILED');
    expect((await call('GET', `/v1/packages?q=${encodeURIComponent('A-')}`, org.token)).json().data.total_items).toBe(0);
  });

  it("answers 401, 403 to FINANCE writing and to MEMBER, 404 for another organisation's package; refuses to archive one with active members", async () => {
    expectError(await call('GET', '/v1/packages', ''), 401, 'UNAUTHENTICATED');
    const finance = await org.sessionAs('FINANCE');
    expectError(await create({ code: 'F', name: 'F' }, finance), 403, 'FORBIDDEN');
    expectError(await call('GET', '/v1/packages', await t.login('demo-member')), 403, 'FORBIDDEN');
    const hr = await t.login('demo-hr-admin');
    const standard = (await call('GET', '/v1/packages?q=STANDARD', hr)).json().data.items[0];
    expect(standard.member_count).toBeGreaterThan(0);
    expectError(await call('GET', `/v1/packages/${standard.id}`, org.token), 404, 'NOT_FOUND');
    expectError(await call('PATCH', `/v1/packages/${standard.id}`, org.token, { name: 'Taken over' }), 404, 'NOT_FOUND');
    const refused = expectError(await call('POST', `/v1/packages/${standard.id}/archive`, hr), 409, 'CONFLICT');
    expect(refused.details[0]).toMatchObject({ reason: 'active_members', params: { count: standard.member_count } });
  });
});
