import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otherOrganisation } from '../helpers/migration.js';
import { bearer, createTestApp, expectError, type TestContext } from '../helpers/test-app.js';

/** Issue 28, part 2: HR adds and changes one member by the import's rules. */
let t: TestContext;
let hr: string;
beforeAll(async () => {
  t = await createTestApp();
  hr = await t.login('demo-hr-admin');
});
afterAll(() => t.close());

const tag = () => randomUUID().slice(0, 8);
const create = (body: object, token = hr) => t.app.inject({ method: 'POST', url: '/v1/members', headers: bearer(token), payload: body });
const patch = (id: string, body: object, token = hr) =>
  t.app.inject({ method: 'PATCH', url: `/v1/members/${id}`, headers: bearer(token), payload: body });
const valid = () => {
  const k = tag();
  return {
    external_id: `W-${k}`,
    full_name: ' Meron  Tadesse ',
    email: `Meron.${k}@Members.Example.ET`,
    phone: `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    date_of_birth: '15/01/1990',
    gender: 'F',
    department: 'hr',
    package_code: 'basic',
  };
};

describe('POST /v1/members', () => {
  it("creates a member written as GET shows it, with the package's allowance when none is given, and member.created", async () => {
    const body = valid();
    const created = await create(body);
    expect(created.statusCode, created.body).toBe(201);
    const member = created.json().data;
    expect(member).toMatchObject({
      external_id: body.external_id,
      full_name: 'Meron  Tadesse',
      email: body.email.toLowerCase(),
      phone: `+251${body.phone.slice(1)}`,
      date_of_birth: '1990-01-15',
      gender: 'female',
      department: 'Human Resources',
      package_code: 'BASIC',
      allowance_amount: expect.stringMatching(/^\d+\.\d{2}$/),
      status: 'active',
    });
    expect((await t.app.inject({ method: 'GET', url: `/v1/members/${member.id}`, headers: bearer(hr) })).json().data).toEqual(member);
    const events = (await t.app.inject({ method: 'GET', url: '/v1/events?kind=member.created&limit=500', headers: bearer(hr) })).json().data
      .items as { data: { member_id: string; actor: { type: string } } }[];
    expect(events.some((e) => e.data.member_id === member.id && e.data.actor.type === 'user')).toBe(true);
  });

  it("refuses what the import refuses, naming each field with the import's code, and writes nothing", async () => {
    const refused = expectError(
      await create({ ...valid(), email: 'not an email', phone: '12', date_of_birth: '2999-01-01', gender: 'x', allowance_amount: '-5' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(refused.details.map((d) => [d.field, d.reason])).toEqual([
      ['email', 'INVALID_EMAIL'],
      ['phone', 'INVALID_PHONE'],
      ['date_of_birth', 'INVALID_DATE'],
      ['gender', 'INVALID_VALUE'],
      ['allowance_amount', 'INVALID_AMOUNT'],
    ]);
    expect(expectError(await create({ ...valid(), email: null, phone: null }), 400, 'VALIDATION_FAILED').details[0]).toMatchObject({
      field: 'email',
      reason: 'CONTACT_REQUIRED',
    });
    expect(expectError(await create({ ...valid(), full_name: '   ' }), 400, 'VALIDATION_FAILED').details[0]).toMatchObject({
      field: 'full_name',
      reason: 'REQUIRED',
    });
    expect(expectError(await create({ ...valid(), department: 'Nowhere' }), 400, 'VALIDATION_FAILED').details[0]).toMatchObject({
      field: 'department',
      reason: 'UNKNOWN_DEPARTMENT',
    });
    expect(expectError(await create({ ...valid(), package_code: 'GOLDX' }), 400, 'VALIDATION_FAILED').details[0]).toMatchObject({
      field: 'package_code',
      reason: 'UNKNOWN_PACKAGE',
    });
    expect(expectError(await create({ ...valid(), full_name: 'A\u202Eb' }), 400, 'VALIDATION_FAILED').details[0]).toMatchObject({
      field: 'full_name',
      reason: 'INVALID_CHARACTERS',
    });
    expect(expectError(await create({ ...valid(), salary: '1' }), 400, 'VALIDATION_FAILED').details[0]!.field).toBe('salary');
    expectError(await create({ full_name: 'x' }), 400, 'VALIDATION_FAILED');
    const first = valid();
    expect((await create(first)).statusCode).toBe(201);
    for (const field of ['external_id', 'email', 'phone'] as const) {
      const again = { ...valid(), [field]: first[field] };
      expect(expectError(await create(again), 409, 'CONFLICT').details[0], field).toMatchObject({ field, reason: 'ALREADY_EXISTS' });
    }
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/members?q=${encodeURIComponent(first.full_name.trim())}&page_size=100`,
          headers: bearer(hr),
        })
      )
        .json()
        .data.items.filter((m: { external_id: string }) => m.external_id.startsWith('W-')).length,
    ).toBeGreaterThan(0);
  });

  it("reads an amount as a file row is read: separators and the organisation's currency mark, not another currency (issue 35)", async () => {
    const created = await create({ ...valid(), allowance_amount: 'ETB 1,500.50' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.allowance_amount).toBe('1500.50');
    const refused = expectError(await create({ ...valid(), allowance_amount: 'USD 20' }), 400, 'VALIDATION_FAILED');
    expect(refused.details).toEqual([
      expect.objectContaining({ field: 'allowance_amount', reason: 'INVALID_AMOUNT', params: { reason: 'currency', currency: 'USD' } }),
    ]);
  });

  it('answers 401 without a session, 403 to FINANCE and MEMBER', async () => {
    expectError(await t.app.inject({ method: 'POST', url: '/v1/members', payload: valid() }), 401, 'UNAUTHENTICATED');
    for (const persona of ['demo-finance', 'demo-member']) expectError(await create(valid(), await t.login(persona)), 403, 'FORBIDDEN');
  });
});

describe('PATCH /v1/members/:id', () => {
  it('changes the fields sent by the same rules, keeps the others, and writes member.updated with before and after', async () => {
    const member = (await create({ ...valid(), allowance_amount: '1000' })).json().data;
    const changed = await patch(member.id, { phone: null, allowance_amount: '1250.5', department: 'FIN' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      phone: null,
      allowance_amount: '1250.50',
      department: 'Finance',
      email: member.email,
      full_name: member.full_name,
    });
    // The same values again: nothing changes, no event.
    expect((await patch(member.id, { allowance_amount: '1250.50' })).statusCode).toBe(200);
    const events = (
      await t.app.inject({ method: 'GET', url: `/v1/events?kind=member.updated&member_id=${member.id}`, headers: bearer(hr) })
    ).json().data.items as { data: { member_id: string; changes: Record<string, unknown> } }[];
    // The member's history: their events only.
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/events?member_id=${member.id}`, headers: bearer(hr) }))
        .json()
        .data.items.map((e: { kind: string }) => e.kind),
    ).toEqual(['member.created', 'member.updated']);
    expect(events.map((e) => e.data.changes)).toEqual([
      {
        phone: { from: member.phone, to: null },
        department: { from: 'Human Resources', to: 'Finance' },
        allowance_amount: { from: '1000.00', to: '1250.50' },
      },
    ]);
  });

  it("refuses a value another active member holds (409), an emptied contact or required field (400), and another organisation's member (404)", async () => {
    const a = (await create(valid())).json().data;
    const b = (await create(valid())).json().data;
    expect(expectError(await patch(b.id, { email: a.email.toUpperCase() }), 409, 'CONFLICT').details[0]).toMatchObject({
      field: 'email',
      reason: 'ALREADY_EXISTS',
    });
    expect(expectError(await patch(b.id, { email: null, phone: null }), 400, 'VALIDATION_FAILED').details[0]).toMatchObject({
      reason: 'CONTACT_REQUIRED',
    });
    expectError(await patch(b.id, { full_name: null }), 400, 'VALIDATION_FAILED');
    expectError(await patch(b.id, {}), 400, 'VALIDATION_FAILED');
    const other = await otherOrganisation(t);
    expectError(await patch(b.id, { full_name: 'Taken over' }, other.token), 404, 'NOT_FOUND');
    expectError(await patch('nope', { full_name: 'x' }), 404, 'NOT_FOUND');
    expectError(await patch(randomUUID(), { full_name: 'x' }), 404, 'NOT_FOUND');
    expectError(await patch(b.id, { full_name: 'x' }, await t.login('demo-finance')), 403, 'FORBIDDEN');
    expect((await t.app.inject({ method: 'GET', url: `/v1/members/${b.id}`, headers: bearer(hr) })).json().data).toEqual(b);
  });
});
