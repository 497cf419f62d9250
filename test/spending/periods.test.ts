import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventsRepository } from '../../src/modules/events/repository.js';
import { OrganisationsRepository } from '../../src/modules/organisations/repository.js';
import { OrganisationsService } from '../../src/modules/organisations/service.js';
import { PeopleRepository } from '../../src/modules/people/repository.js';
import { call, orderOf, spendingOrganisation } from '../helpers/spending.js';
import { createTestApp, expectError, type TestContext } from '../helpers/test-app.js';

/** Issue 58: benefit periods, opened and closed by finance; a closed period takes no reserve or capture. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const periodsOf = async (token: string) => {
  const response = await call(t, 'GET', '/v1/benefit-periods', token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.items as { id: string; label: string; status: string; starts_on: string; ends_on: string }[];
};
const post = (token: string, url: string, body?: object) => call(t, 'POST', url, token, body);
const entriesOf = (memberId: string) =>
  t.database.db
    .selectFrom('allowance_ledger as l')
    .innerJoin('allowance_accounts as a', 'a.id', 'l.account_id')
    .select(['l.kind', 'l.allowance_change', 'l.spent_change', 'a.period_id', 'l.actor_id'])
    .where('a.member_id', '=', memberId)
    .orderBy('l.id')
    .execute();

describe('every organisation has an open period from the start', () => {
  it('one made by the operator opens its benefit year: the Ethiopian fiscal year, or the Gregorian one it chose', async () => {
    const service = new OrganisationsService(new OrganisationsRepository(t.database.db), t.clock);
    const people = new PeopleRepository(t.database.db);
    const events = new EventsRepository(t.database.db);
    const fiscal = await service.create(
      { name: 'Fiscal Year Cooperative', currency: 'ETB', adminEmail: `fy-${randomUUID().slice(0, 6)}@x.et` },
      people,
      events,
    );
    const gregorian = await service.create(
      { name: 'Calendar Year Union', currency: 'ETB', adminEmail: `gy-${randomUUID().slice(0, 6)}@x.et`, benefitYear: 'gregorian' },
      people,
      events,
    );
    const periods = (orgId: string) =>
      t.database.db.selectFrom('benefit_periods').select(['label', 'status', 'starts_on', 'ends_on']).where('org_id', '=', orgId).execute();
    // The test clock reads 2026-06-01: EFY 2018 runs 2025-07-08 to 2026-07-07.
    expect((await periods(fiscal.orgId)).map((p) => ({ ...p, starts_on: String(p.starts_on), ends_on: String(p.ends_on) }))).toEqual([
      {
        label: 'EFY 2018',
        status: 'open',
        starts_on: expect.stringContaining('2025-07-08'),
        ends_on: expect.stringContaining('2026-07-07'),
      },
    ]);
    expect((await periods(gregorian.orgId)).map((p) => [p.label, p.status])).toEqual([['2026', 'open']]);
  });
});

describe('a benefit year run by finance', () => {
  it('plans, opens (granting every active member), refuses to close over open orders, expires them on request, closes once', async () => {
    const org = await spendingOrganisation(t);
    const asha = await org.member('1000.00', '200.00');
    const bekele = await org.member('500.00');
    // The first order opens the organisation's first period (made before periods were kept from the start).
    const first = await post(asha.token, '/v1/orders', orderOf(org.providerId, '300.00', { submit: true }));
    expect(first.statusCode, first.body).toBe(201);
    const [current] = await periodsOf(org.financeA.token);
    expect(current).toMatchObject({ status: 'open', label: 'EFY 2018' });
    expect(first.json().data.status).toBe('approved');

    // The next year: 400 for days in the wrong order, 409 for days another period holds, else planned.
    expectError(
      await post(org.financeA.token, '/v1/benefit-periods', { starts_on: '2027-07-07', ends_on: '2026-07-08' }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await post(org.financeA.token, '/v1/benefit-periods', { starts_on: '2026-07-08', ends_on: '2027-07-07', colour: 'red' }),
      400,
      'VALIDATION_FAILED',
    );
    const overlap = await post(org.financeA.token, '/v1/benefit-periods', { starts_on: '2026-01-01', ends_on: '2026-12-31' });
    expectError(overlap, 409, 'PERIOD_OVERLAP');
    expect(overlap.json().error.details[0].params.label).toBe('EFY 2018');
    const planned = await post(org.financeA.token, '/v1/benefit-periods', { starts_on: '2026-07-08', ends_on: '2027-07-07' });
    expect(planned.statusCode, planned.body).toBe(201);
    const next = planned.json().data;
    expect(next).toMatchObject({ label: 'EFY 2019', status: 'planned', starts_on: '2026-07-08', ends_on: '2027-07-07', opened_at: null });

    // One open period at a time.
    expectError(await post(org.financeA.token, `/v1/benefit-periods/${next.id}/open`), 409, 'PERIOD_OPEN');

    // Closing is refused while an order holds allowance, and says what it would expire.
    const detail = await call(t, 'GET', `/v1/benefit-periods/${current!.id}`, org.financeA.token);
    expect(detail.json().data.open_orders).toEqual({ submitted: 0, approved: 1, held: { amount: '300.00', currency: 'ETB' } });
    const refused = await post(org.financeA.token, `/v1/benefit-periods/${current!.id}/close`, {});
    expectError(refused, 409, 'PERIOD_HAS_OPEN_ORDERS');
    expect(refused.json().error.details[0].params).toEqual({ submitted: 0, approved: 1, held: '300.00' });
    const closed = await post(org.financeA.token, `/v1/benefit-periods/${current!.id}/close`, { expire_open: true });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({ status: 'closed', orders_expired: 1 });
    // Asha's account only (Bekele never used his this year): 1000 less the 200 used before the portal.
    expect(closed.json().data.accounts.remaining).toEqual({ amount: '800.00', currency: 'ETB' });
    const order = await call(t, 'GET', `/v1/orders/${first.json().data.id}`, asha.token);
    expect(order.json().data.status).toBe('expired');
    // A period is closed once.
    expectError(
      await post(org.financeA.token, `/v1/benefit-periods/${current!.id}/close`, { expire_open: true }),
      409,
      'INVALID_TRANSITION',
    );
    expectError(await post(org.financeA.token, `/v1/benefit-periods/${current!.id}/open`), 409, 'INVALID_TRANSITION');

    // With no period open, a submit is refused and nothing is created.
    const ordersBefore = await t.database.db.selectFrom('orders').select('id').where('org_id', '=', org.orgId).execute();
    expectError(await post(bekele.token, '/v1/orders', orderOf(org.providerId, '50.00', { submit: true })), 422, 'PERIOD_CLOSED');
    expect(await t.database.db.selectFrom('orders').select('id').where('org_id', '=', org.orgId).execute()).toHaveLength(
      ordersBefore.length,
    );
    // The member's allowance still reads (the last period's account).
    const allowance = await call(t, 'GET', `/v1/members/${asha.id}/allowance`, org.financeA.token);
    expect(allowance.statusCode, allowance.body).toBe(200);
    // A member added while no period is open still sees their benefits (from their record), not an error.
    const late = await org.member('700.00');
    const benefits = await call(t, 'GET', '/v1/me/benefits', late.token);
    expect(benefits.statusCode, benefits.body).toBe(200);
    expect(benefits.json().data).toMatchObject({ allowance_total: { amount: '700.00' }, allowance_remaining: { amount: '700.00' } });

    // Opening the next year grants each active member their allowance: one entry each, by the person who opened it;
    // what the import recorded as used counted in the first year only; nothing rolls over.
    const opened = await post(org.financeB.token, `/v1/benefit-periods/${next.id}/open`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data).toMatchObject({ status: 'open', members_granted: 3 });
    expect(opened.json().data.accounts.allowance).toEqual({ amount: '2200.00', currency: 'ETB' });
    const ashaEntries = await entriesOf(asha.id);
    expect(ashaEntries.filter((e) => e.period_id === next.id)).toEqual([
      { kind: 'grant', allowance_change: '1000.00', spent_change: '0.00', period_id: next.id, actor_id: org.financeB.id },
    ]);
    expect(ashaEntries.filter((e) => e.period_id === current!.id).map((e) => e.kind)).toEqual(['grant', 'adjust', 'reserve', 'release']);
    const second = await post(bekele.token, '/v1/orders', orderOf(org.providerId, '50.00', { submit: true }));
    expect(second.statusCode, second.body).toBe(201);
    const stored = await t.database.db
      .selectFrom('orders')
      .select('period_id')
      .where('id', '=', second.json().data.id)
      .executeTakeFirstOrThrow();
    expect(stored.period_id).toBe(next.id);
    const ashaNow = await call(t, 'GET', `/v1/members/${asha.id}/allowance`, org.financeA.token);
    expect(ashaNow.json().data).toMatchObject({ period: { id: next.id }, remaining: { amount: '1000.00' } });

    // Each change is an event with its actor.
    const events = await t.database.db
      .selectFrom('events')
      .select(['kind', 'data'])
      .where('org_id', '=', org.orgId)
      .where('kind', 'like', 'period.%')
      .orderBy('id')
      .execute();
    expect(events.map((e) => [e.kind, (e.data as { actor: { id: string } }).actor.id])).toEqual([
      ['period.created', org.financeA.id],
      ['period.closed', org.financeA.id],
      ['period.opened', org.financeB.id],
    ]);
  });

  it('refuses a capture in a closed period: 422 PERIOD_CLOSED, the order still approved', async () => {
    const org = await spendingOrganisation(t);
    const member = await org.member('1000.00');
    const order = (await post(member.token, '/v1/orders', orderOf(org.providerId, '100.00', { submit: true }))).json().data;
    const [period] = await periodsOf(org.financeA.token);
    // Closed behind the API's back (as a period closed while this request waited would be).
    await t.database.db.updateTable('benefit_periods').set({ status: 'closed' }).where('id', '=', period!.id).execute();
    const fulfil = await post(org.financeA.token, `/v1/orders/${order.id}/fulfil`, {
      amount: { amount: '100.00', currency: 'ETB' },
      invoice_ref: 'INV-1',
      fulfilled_on: '2026-05-30',
    });
    expectError(fulfil, 422, 'PERIOD_CLOSED');
    expect((await call(t, 'GET', `/v1/orders/${order.id}`, member.token)).json().data.status).toBe('approved');
  });

  it('answers 401, 403 and 404 as the policy says', async () => {
    const org = await spendingOrganisation(t);
    const other = await spendingOrganisation(t);
    const member = await org.member('100.00');
    await post(member.token, '/v1/orders', orderOf(org.providerId, '10.00', { submit: true }));
    const [period] = await periodsOf(org.financeA.token);
    expect((await call(t, 'GET', '/v1/benefit-periods', undefined)).statusCode).toBe(401);
    expect((await periodsOf(member.token)).map((p) => p.id)).toEqual([period!.id]);
    expect((await periodsOf(org.hr.token)).map((p) => p.id)).toEqual([period!.id]);
    const body = { starts_on: '2030-01-01', ends_on: '2030-12-31' };
    expectError(await post(org.hr.token, '/v1/benefit-periods', body), 403, 'FORBIDDEN');
    expectError(await post(member.token, '/v1/benefit-periods', body), 403, 'FORBIDDEN');
    expectError(await post(org.hr.token, `/v1/benefit-periods/${period!.id}/close`, {}), 403, 'FORBIDDEN');
    expectError(await post(other.financeA.token, `/v1/benefit-periods/${period!.id}/close`, {}), 404, 'NOT_FOUND');
    expectError(await call(t, 'GET', `/v1/benefit-periods/${period!.id}`, other.financeA.token), 404, 'NOT_FOUND');
    expectError(await post(org.financeA.token, '/v1/benefit-periods/not-a-uuid/open'), 404, 'NOT_FOUND');
  });
});
