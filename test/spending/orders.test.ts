import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS } from '../../src/lib/clock.js';
import { call, etb, orderOf, spendingOrganisation, ordersService } from '../helpers/spending.js';
import { createTestApp, expectError, type TestContext } from '../helpers/test-app.js';
import { addUser, sessionFor } from '../helpers/users.js';

/** Issue 56: orders spend a member's allowance, approved by finance; the account never overspends. */
let t: TestContext;
let org: Awaited<ReturnType<typeof spendingOrganisation>>;
beforeAll(async () => {
  t = await createTestApp();
  org = await spendingOrganisation(t);
});
afterAll(() => t.close());

const create = (token: string, body: object, headers: Record<string, string> = {}) => call(t, 'POST', '/v1/orders', token, body, headers);
const act = (token: string, id: string, action: string, body?: object) => call(t, 'POST', `/v1/orders/${id}/${action}`, token, body);
const account = async (memberId: string, token = org.financeA.token) => {
  const response = await call(t, 'GET', `/v1/members/${memberId}/allowance`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const draft = async (token: string, amount: string, extra: object = {}) => {
  const response = await create(token, orderOf(org.providerId, amount, extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
};

describe('an order from draft to fulfilled', () => {
  it('reserves at submit, needs one approval between the policy amounts, captures the final amount and releases the rest', async () => {
    const member = await org.member('3000.00', '500.00');
    const order = await draft(member.token, '1200.00', { note: 'for my mother' });
    expect(order).toMatchObject({
      number: expect.stringMatching(/^ORD-\d{6}$/),
      status: 'draft',
      member_id: member.id,
      requested_amount: etb('1200.00'),
      approved_amount: null,
      held: etb('0.00'),
      allowed_actions: ['submit', 'cancel'],
      lines: [{ description: 'Amoxicillin 500 mg', quantity: 1, amount: etb('1200.00') }],
    });
    // The imported allowance_used is the account's opening spent.
    expect(await account(member.id)).toMatchObject({
      allowance: etb('3000.00'),
      reserved: etb('0.00'),
      spent: etb('500.00'),
      remaining: etb('2500.00'),
    });

    const submitted = await act(member.token, order.id, 'submit');
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data).toMatchObject({ status: 'submitted', approvals_required: 1, held: etb('1200.00') });
    expect((await account(member.id)).remaining).toEqual(etb('1300.00'));

    const queue = (await call(t, 'GET', '/v1/orders?needs_my_approval=true', org.financeA.token)).json().data.items;
    expect(queue.map((o: { id: string }) => o.id)).toContain(order.id);

    const approved = await act(org.financeA.token, order.id, 'approve', { amount: etb('1000.00') });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: 'approved',
      approved_amount: etb('1000.00'),
      held: etb('1000.00'),
      approvals: [{ approver: { id: org.financeA.id }, amount: etb('1000.00') }],
    });
    expect((await account(member.id)).remaining).toEqual(etb('1500.00'));
    expect(
      (await call(t, 'GET', '/v1/orders?needs_my_approval=true', org.financeB.token)).json().data.items.map((o: { id: string }) => o.id),
    ).not.toContain(order.id);

    const tooMuch = await act(org.financeA.token, order.id, 'fulfil', {
      amount: etb('1000.01'),
      invoice_ref: 'INV-1',
      fulfilled_on: '2026-06-01',
    });
    expectError(tooMuch, 409, 'EXCEEDS_APPROVED');
    const fulfilled = await act(org.financeA.token, order.id, 'fulfil', {
      amount: etb('950.00'),
      invoice_ref: 'INV-1',
      fulfilled_on: '2026-06-01',
    });
    expect(fulfilled.statusCode, fulfilled.body).toBe(200);
    expect(fulfilled.json().data).toMatchObject({
      status: 'fulfilled',
      final_amount: etb('950.00'),
      held: etb('0.00'),
      allowed_actions: [],
    });

    const after = await account(member.id);
    expect(after).toMatchObject({ allowance: etb('3000.00'), reserved: etb('0.00'), spent: etb('1450.00'), remaining: etb('1550.00') });
    expect(after.entries.map((e: { kind: string }) => e.kind)).toEqual(['release', 'capture', 'release', 'reserve', 'adjust', 'grant']);
    expect(after.entries[1]).toMatchObject({
      reserved_change: etb('-950.00'),
      spent_change: etb('950.00'),
      order: { id: order.id, number: order.number },
    });
    // The order's own entries, oldest first, for whoever may read the order (the member too); 404 otherwise.
    const entries = await call(t, 'GET', `/v1/orders/${order.id}/entries`, member.token);
    expect(entries.statusCode).toBe(200);
    expect(entries.json().data.map((e: { kind: string }) => e.kind)).toEqual(['reserve', 'release', 'capture', 'release']);
    expect(entries.json().data.every((e: { order: { id: string } }) => e.order.id === order.id)).toBe(true);
    expect((await call(t, 'GET', `/v1/orders/${order.id}/entries`, org.financeA.token)).statusCode).toBe(200);
    const stranger = await org.member('10.00');
    expectError(await call(t, 'GET', `/v1/orders/${order.id}/entries`, stranger.token), 404, 'NOT_FOUND');
    expectError(await call(t, 'GET', '/v1/orders/not-an-id/entries', org.financeA.token), 404, 'NOT_FOUND');
    expectError(await call(t, 'GET', `/v1/orders/${order.id}/entries`, undefined), 401, 'UNAUTHENTICATED');

    // The member sees it in their own screens.
    const me = (await call(t, 'GET', '/v1/auth/me', member.token)).json().data;
    expect(me.allowance_summary).toEqual({
      allowance_remaining: etb('1550.00'),
      allowance_total: etb('3000.00'),
      reserved: etb('0.00'),
      spent: etb('1450.00'),
    });
    const benefits = (await call(t, 'GET', '/v1/me/benefits', member.token)).json().data;
    expect(benefits).toMatchObject({
      allowance_remaining: etb('1550.00'),
      reserved: etb('0.00'),
      spent: etb('1450.00'),
      period: { label: 'EFY 2018' },
    });

    // Each step an event with its actor, in the feed finance reads.
    const events = (await call(t, 'GET', '/v1/events?limit=500', org.financeA.token)).json().data.items as {
      kind: string;
      data: Record<string, unknown>;
    }[];
    const mine = events.filter((e) => e.data.order_id === order.id);
    expect(mine.map((e) => e.kind)).toEqual([
      'allowance.changed',
      'order.submitted',
      'allowance.changed',
      'order.approval_recorded',
      'order.approved',
      'allowance.changed',
      'allowance.changed',
      'order.fulfilled',
    ]);
    const versions = mine.filter((e) => e.kind === 'allowance.changed').map((e) => e.data.version as number);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(JSON.stringify(mine)).not.toContain('Amoxicillin');
  });

  it('approves at submit at most auto_approve_max, by the system', async () => {
    const member = await org.member('1000.00');
    const order = (await create(member.token, orderOf(org.providerId, '500.00', { submit: true }))).json().data;
    expect(order).toMatchObject({
      status: 'approved',
      approvals_required: 0,
      approved_amount: etb('500.00'),
      approvals: [{ approver: null }],
    });
  });

  it('needs two different approvers from dual_approval_min; the lowest amount proposed wins; nobody votes twice', async () => {
    const member = await org.member('20000.00');
    const order = (await create(member.token, orderOf(org.providerId, '6000.00', { submit: true }))).json().data;
    expect(order).toMatchObject({ status: 'submitted', approvals_required: 2 });
    const first = await act(org.financeA.token, order.id, 'approve', { amount: etb('5000.00') });
    expect(first.json().data).toMatchObject({ status: 'submitted', held: etb('5000.00') });
    expectError(await act(org.financeA.token, order.id, 'approve'), 409, 'ALREADY_VOTED');
    const second = await act(org.financeB.token, order.id, 'approve');
    expect(second.json().data).toMatchObject({ status: 'approved', approved_amount: etb('5000.00'), held: etb('5000.00') });
    expect((await account(member.id)).reserved).toEqual(etb('5000.00'));
  });
});

describe('four eyes', () => {
  it("refuses an approval of one's own order: made for a member by a super user, or by a finance officer who is the member", async () => {
    const member = await org.member('20000.00');
    const made = await create(org.superUser, { ...orderOf(org.providerId, '700.00'), member_id: member.id, submit: true });
    expect(made.statusCode, made.body).toBe(201);
    expectError(await act(org.superUser, made.json().data.id, 'approve'), 403, 'SELF_APPROVAL');

    const officer = await addUser(t.database.db, { roles: ['FINANCE', 'MEMBER'], orgId: org.orgId });
    const record = await t.database.db
      .insertInto('members')
      .values({
        org_id: org.orgId,
        user_id: officer.id,
        external_id: `F-${randomUUID().slice(0, 6)}`,
        full_name: 'Officer',
        allowance_amount: '9000',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const asMember = await sessionFor(t, officer.id, 'MEMBER');
    const own = (await create(asMember, orderOf(org.providerId, '800.00', { submit: true }))).json().data;
    expect(own.member_id).toBe(record.id);
    expectError(await act(await sessionFor(t, officer.id, 'FINANCE'), own.id, 'approve'), 403, 'SELF_APPROVAL');
    // The database refuses it too, whatever the code above it does.
    await expect(
      t.database.db
        .insertInto('order_approvals')
        .values({ order_id: own.id, approver_id: officer.id, amount: '800.00', created_at: new Date() })
        .execute(),
    ).rejects.toThrow(/own member or creator/);
  });
});

describe('never more than the allowance', () => {
  it('refuses a submit the remaining does not cover: 409 INSUFFICIENT_ALLOWANCE, the order stays a draft, nothing reserved', async () => {
    const member = await org.member('1000.00');
    const order = await draft(member.token, '1000.01');
    const error = expectError(await act(member.token, order.id, 'submit'), 409, 'INSUFFICIENT_ALLOWANCE');
    expect(error.details[0]!.params).toMatchObject({ remaining: '1000.00', requested: '1000.01' });
    expect((await call(t, 'GET', `/v1/orders/${order.id}`, member.token)).json().data.status).toBe('draft');
    expect(await account(member.id)).toMatchObject({ reserved: etb('0.00'), remaining: etb('1000.00') });
    // Asked at creation, the whole request is refused: no draft is left.
    const before = (await call(t, 'GET', '/v1/orders', member.token)).json().data.items.length;
    expectError(await create(member.token, orderOf(org.providerId, '2000.00', { submit: true })), 409, 'INSUFFICIENT_ALLOWANCE');
    expect((await call(t, 'GET', '/v1/orders', member.token)).json().data.items).toHaveLength(before);
  });

  it('accepts exactly 10 of 20 submits at once against an allowance for 10, and the account never passes it', async () => {
    const member = await org.member('10.00');
    const drafts = await Promise.all(Array.from({ length: 20 }, () => draft(member.token, '1.00')));
    const answers = await Promise.all(drafts.map((order) => act(member.token, order.id, 'submit')));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(10);
    for (const refused of answers.filter((r) => r.statusCode === 409)) expectError(refused, 409, 'INSUFFICIENT_ALLOWANCE');
    expect(await account(member.id)).toMatchObject({ allowance: etb('10.00'), reserved: etb('10.00'), remaining: etb('0.00') });
    const held = await t.database.db
      .selectFrom('orders')
      .select('held')
      .where('member_id', '=', member.id)
      .where('status', '=', 'approved')
      .execute();
    expect(held).toHaveLength(10);
  });

  it('keeps reserved + spent within the allowance in the database itself', async () => {
    const member = await org.member('10.00');
    await account(member.id);
    await expect(
      t.database.db.updateTable('allowance_accounts').set({ reserved: '10.01' }).where('member_id', '=', member.id).execute(),
    ).rejects.toThrow(/allowance_within/);
    await expect(t.database.db.deleteFrom('allowance_ledger').execute()).rejects.toThrow(/append-only/);
  });

  it('refuses a member allowance below what is held and spent: 409 ALLOWANCE_BELOW_COMMITTED, nothing changed', async () => {
    const member = await org.member('2000.00', '300.00');
    await draft(member.token, '400.00', { submit: true });
    const hr = org.hr.token;
    const refused = await call(t, 'PATCH', `/v1/members/${member.id}`, hr, { allowance_amount: '699.99' });
    const error = expectError(refused, 409, 'ALLOWANCE_BELOW_COMMITTED');
    expect(error.details[0]).toMatchObject({ field: 'allowance_amount', params: { committed: '700.00' } });
    expect((await call(t, 'GET', `/v1/members/${member.id}`, hr)).json().data.allowance_amount).toBe('2000.00');
    const lowered = await call(t, 'PATCH', `/v1/members/${member.id}`, hr, { allowance_amount: '700.00' });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(await account(member.id)).toMatchObject({ allowance: etb('700.00'), remaining: etb('0.00') });
    expect((await account(member.id)).entries[0]).toMatchObject({
      kind: 'adjust',
      allowance_change: etb('-1300.00'),
      actor: { id: org.hr.id },
    });
  });
});

describe('cancel, reject and expire release what the order held', () => {
  it('lets the member cancel a submitted order, finance only an approved one, and rejects with a reason', async () => {
    const member = await org.member('5000.00');
    const one = await draft(member.token, '900.00', { submit: true });
    const error = expectError(await act(org.financeA.token, one.id, 'cancel'), 409, 'INVALID_TRANSITION');
    expect(error.message).toMatch(/reject/);
    expect((await act(member.token, one.id, 'cancel')).json().data).toMatchObject({ status: 'cancelled', held: etb('0.00') });

    const two = await draft(member.token, '900.00', { submit: true });
    const rejected = await act(org.financeA.token, two.id, 'reject', { reason: 'NOT_COVERED', note: 'cosmetic' });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', rejection: { reason: 'NOT_COVERED', note: 'cosmetic' } });
    expectError(await act(org.financeA.token, two.id, 'reject', { reason: 'OTHER' }), 409, 'INVALID_TRANSITION');

    const three = await draft(member.token, '900.00', { submit: true });
    await act(org.financeA.token, three.id, 'approve');
    expect((await act(org.financeA.token, three.id, 'cancel')).json().data.status).toBe('cancelled');
    expect(await account(member.id)).toMatchObject({ reserved: etb('0.00'), remaining: etb('5000.00') });
  });

  it('expires an order not fulfilled within reservation_days, on the scheduled work', async () => {
    const member = await org.member('5000.00');
    const order = await draft(member.token, '800.00', { submit: true });
    const service = ordersService(t);
    expect(Date.parse(order.expires_at) - Date.parse(order.submitted_at)).toBe(14 * 24 * HOUR_MS);
    expect(await service.expireDue()).toBe(0);
    // As if 14 days had passed (the test's sessions must not expire with them).
    await t.database.db
      .updateTable('orders')
      .set({ expires_at: new Date(t.clock.now().getTime() - 1) })
      .where('id', '=', order.id)
      .execute();
    expect(await service.expireDue()).toBe(1);
    expect((await call(t, 'GET', `/v1/orders/${order.id}`, member.token)).json().data).toMatchObject({
      status: 'expired',
      held: etb('0.00'),
    });
    expect((await account(member.id)).remaining).toEqual(etb('5000.00'));
  });
});

describe('refusals', () => {
  it('answers 401 without a session, 403 to a role without the permission, 404 for another member or organisation', async () => {
    const member = await org.member('5000.00');
    const other = await org.member('5000.00');
    const order = await draft(member.token, '100.00');
    expectError(await call(t, 'GET', '/v1/orders', undefined), 401, 'UNAUTHENTICATED');
    expectError(await create(org.financeA.token, orderOf(org.providerId, '1.00')), 403, 'FORBIDDEN');
    expectError(await act(member.token, order.id, 'approve'), 403, 'FORBIDDEN');
    expectError(await act(org.hr.token, order.id, 'cancel'), 403, 'FORBIDDEN');
    expectError(await call(t, 'GET', `/v1/orders/${order.id}`, other.token), 404, 'NOT_FOUND');
    expectError(await act(other.token, order.id, 'cancel'), 404, 'NOT_FOUND');
    expectError(await create(member.token, { ...orderOf(org.providerId, '1.00'), member_id: other.id }), 403, 'FORBIDDEN');
    const demoFinance = await t.login('demo-finance');
    expectError(await call(t, 'GET', `/v1/orders/${order.id}`, demoFinance), 404, 'NOT_FOUND');
    expectError(await call(t, 'GET', `/v1/members/${member.id}/allowance`, demoFinance), 404, 'NOT_FOUND');
    expectError(await call(t, 'GET', '/v1/orders/not-a-uuid', org.financeA.token), 404, 'NOT_FOUND');
    const demoProvider = (await call(t, 'GET', '/v1/providers', demoFinance)).json().data.items[0];
    if (demoProvider) expectError(await create(member.token, orderOf(demoProvider.id, '1.00')), 404, 'NOT_FOUND');
    expectError(await create(member.token, orderOf(randomUUID(), '1.00')), 404, 'NOT_FOUND');
    // HR reads orders (finance:read) but cannot move them.
    expect((await call(t, 'GET', `/v1/orders/${order.id}`, org.hr.token)).statusCode).toBe(200);
  });

  it.each([
    ['three decimals', { lines: [{ description: 'x', quantity: 1, amount: etb('1.005') }] }, 'lines.0.amount.amount'],
    ['a negative amount', { lines: [{ description: 'x', quantity: 1, amount: etb('-1.00') }] }, 'lines.0.amount.amount'],
    ['a zero amount', { lines: [{ description: 'x', quantity: 1, amount: etb('0') }] }, 'lines.0.amount.amount'],
    ['no lines', { lines: [] }, 'lines'],
    [
      'another currency',
      { lines: [{ description: 'x', quantity: 1, amount: { amount: '1.00', currency: 'USD' } }] },
      'lines.0.amount.currency',
    ],
    ['an unknown field', { colour: 'red' }, 'colour'],
    ['an unknown category', { category: 'SPA' }, 'category'],
    ['a blank description', { lines: [{ description: '   ', quantity: 1, amount: etb('1.00') }] }, 'lines.0.description'],
  ])('answers 400 for %s, and creates nothing', async (_name, change, field) => {
    const member = await org.member('100.00');
    const response = await create(member.token, { ...orderOf(org.providerId, '1.00'), ...change });
    const error = expectError(response, 400, 'VALIDATION_FAILED');
    expect(error.details.map((d) => d.field)).toContain(field);
    expect((await call(t, 'GET', '/v1/orders', member.token)).json().data.items).toHaveLength(0);
  });

  it('answers 400 for an archived provider, and 409 INVALID_TRANSITION with the allowed moves', async () => {
    const member = await org.member('5000.00');
    const archived = (
      await call(t, 'POST', '/v1/providers', org.financeA.token, {
        code: `OLD-${randomUUID().slice(0, 5)}`,
        name: 'Closed lab',
        kind: 'LAB',
      })
    ).json().data;
    await call(t, 'POST', `/v1/providers/${archived.id}/archive`, org.financeA.token);
    expectError(await create(member.token, orderOf(archived.id, '1.00')), 400, 'VALIDATION_FAILED');
    const order = await draft(member.token, '100.00');
    const error = expectError(await act(org.financeA.token, order.id, 'approve'), 409, 'INVALID_TRANSITION');
    expect(error.details[0]).toMatchObject({ field: 'status', params: { status: 'draft', allowed: 'submit,cancel' } });
    expectError(
      await act(org.financeA.token, order.id, 'fulfil', { amount: etb('1.00'), invoice_ref: 'X', fulfilled_on: '2026-06-01' }),
      409,
      'INVALID_TRANSITION',
    );
  });

  it('replays a create with the same Idempotency-Key, and refuses the key for another body', async () => {
    const member = await org.member('5000.00');
    const key = { 'idempotency-key': randomUUID() };
    const first = await create(member.token, orderOf(org.providerId, '10.00'), key);
    const again = await create(member.token, orderOf(org.providerId, '10.00'), key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.id).toBe(first.json().data.id);
    expectError(await create(member.token, orderOf(org.providerId, '11.00'), key), 422, 'IDEMPOTENCY_KEY_REUSED');
    expectError(await create(member.token, orderOf(org.providerId, '11.00'), { 'idempotency-key': 'nope' }), 400, 'VALIDATION_FAILED');
  });
});

describe('the approval policy', () => {
  it('is read by finance, set by the super user, and applies to orders submitted afterwards', async () => {
    const read = await call(t, 'GET', '/v1/organisation/approval-policy', org.financeA.token);
    expect(read.json().data).toEqual({
      auto_approve_max: etb('500.00'),
      dual_approval_min: etb('5000.00'),
      reservation_days: 14,
      prescription_required_for: [],
    });
    expectError(
      await call(t, 'PUT', '/v1/organisation/approval-policy', org.financeA.token, {
        auto_approve_max: etb('0'),
        dual_approval_min: etb('1'),
        reservation_days: 3,
      }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await call(t, 'PUT', '/v1/organisation/approval-policy', org.superUser, {
        auto_approve_max: etb('10.00'),
        dual_approval_min: etb('5.00'),
        reservation_days: 3,
      }),
      400,
      'VALIDATION_FAILED',
    );
    const set = await call(t, 'PUT', '/v1/organisation/approval-policy', org.superUser, {
      auto_approve_max: etb('0'),
      dual_approval_min: etb('100.00'),
      reservation_days: 7,
    });
    // prescription_required_for left out: kept as it was.
    expect(set.json().data).toEqual({
      auto_approve_max: etb('0.00'),
      dual_approval_min: etb('100.00'),
      reservation_days: 7,
      prescription_required_for: [],
    });
    const member = await org.member('5000.00');
    expect((await draft(member.token, '150.00', { submit: true })).approvals_required).toBe(2);
    await call(t, 'PUT', '/v1/organisation/approval-policy', org.superUser, {
      auto_approve_max: etb('500.00'),
      dual_approval_min: etb('5000.00'),
      reservation_days: 14,
    });
  });
});
