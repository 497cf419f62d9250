import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commit, MEMBERS_HEADER, otherOrganisation, post, previewReady, waitForStatus } from '../helpers/migration.js';
import { eventually } from '../helpers/server-process.js';
import { DEMO_ORG_ID } from '../../src/db/seed.js';
import { bearer, createTestApp, expectError, type TestContext } from '../helpers/test-app.js';

/** Issue 28, part 1: imported members sign in to their own portal, and the organisation decides. */
let t: TestContext;
let hr: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  hr = await t.login('demo-hr-admin');
  admin = await t.login('demo-super-user');
});
afterAll(() => t.close());

let run = 0;
/** Imports members through the real import (file, validation, preview, commit); answers the job id and their addresses. */
async function importMembers(count: number, allowance = '2000.00') {
  const tag = `ms${Date.now().toString(36)}${run++}`;
  const people = Array.from({ length: count }, (_, i) => ({
    email: `${tag}.${i}@members.example.et`,
    local: `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
  }));
  const csv = [
    MEMBERS_HEADER,
    ...people.map(
      (p, i) => `${tag.toUpperCase()}-${i},Member ${tag} ${i},${p.email},${p.local},1990-01-15,female,HR,2020-02-01,BASIC,${allowance}`,
    ),
  ].join('\n');
  const job = await previewReady(t, hr, `${csv}\n`);
  expect((await commit(t, hr, job.id)).statusCode).toBe(202);
  await waitForStatus(t, hr, job.id, 'completed');
  return { jobId: job.id as string, people: people.map((p) => ({ email: p.email, phone: `+251${p.local.slice(1)}`, local: p.local })) };
}

const outbox = async (to: string) =>
  (await t.app.inject({ method: 'GET', url: `/v1/dev/outbox?to=${encodeURIComponent(to)}` })).json().data.items as { text: string }[];
const start = (channel: 'email' | 'phone', value: string) =>
  t.app.inject({ method: 'POST', url: `/v1/auth/${channel}/otp/start`, payload: { [channel]: value } });
const verify = (channel: 'email' | 'phone', value: string, code: string) =>
  t.app.inject({ method: 'POST', url: `/v1/auth/${channel}/otp/verify`, payload: { [channel]: value, code } });

/** Signs in with a code sent to `to` (the address as normalised); answers the verify response. */
async function signInByCode(channel: 'email' | 'phone', typed: string, to: string) {
  const before = (await outbox(to)).length;
  expect((await start(channel, typed)).statusCode).toBe(202);
  const code = await eventually(
    'the code',
    async () => {
      const messages = await outbox(to);
      return messages.length > before ? /\b(\d{6})\b/.exec(messages[0]!.text)?.[1] : undefined;
    },
    10_000,
  );
  return verify(channel, typed, code!);
}

describe('an imported member signs in', () => {
  it('by email code, as MEMBER, with their member record and real remaining allowance', async () => {
    const { people } = await importMembers(2, '2500.00');
    const signedIn = await signInByCode('email', people[0]!.email.toUpperCase(), people[0]!.email);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const token = signedIn.json().data.token as string;
    expect(signedIn.json().data.user).toMatchObject({ email: people[0]!.email, roles: ['MEMBER'], active_role: 'MEMBER' });
    const me = (await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: bearer(token) })).json().data;
    expect(me).toMatchObject({
      member_id: expect.any(String),
      customer_id: expect.stringMatching(/^CUS-/),
      allowance_summary: { allowance_remaining: { amount: '2500.00', currency: 'ETB' } },
    });
    const profile = (await t.app.inject({ method: 'GET', url: '/v1/me/profile', headers: bearer(token) })).json().data;
    expect(profile.member_id).toBe(me.member_id);
    // My benefits: their own allowance, package and department.
    const benefits = await t.app.inject({ method: 'GET', url: '/v1/me/benefits', headers: bearer(token) });
    expect(benefits.statusCode, benefits.body).toBe(200);
    expect(benefits.json().data).toMatchObject({
      member_id: me.member_id,
      email: people[0]!.email,
      phone: people[0]!.phone,
      department: expect.any(String),
      package: { code: 'BASIC', name: expect.any(String) },
      allowance_total: { amount: '2500.00', currency: 'ETB' },
      allowance_used: { amount: '0.00', currency: 'ETB' },
      allowance_remaining: { amount: '2500.00', currency: 'ETB' },
    });
    expectError(await t.app.inject({ method: 'GET', url: '/v1/me/benefits', headers: bearer(hr) }), 403, 'FORBIDDEN');
    expectError(await t.app.inject({ method: 'GET', url: '/v1/me/benefits' }), 401, 'UNAUTHENTICATED');
    // A member sees nothing of the organisation's administration.
    expectError(await t.app.inject({ method: 'GET', url: '/v1/members', headers: bearer(token) }), 403, 'FORBIDDEN');
    // Their second sign-in is the same user, not another.
    const again = await signInByCode('email', people[0]!.email, people[0]!.email);
    expect(again.json().data.user.id).toBe(signedIn.json().data.user.id);
  });

  it("by phone code, the number typed as HR's file wrote it (local)", async () => {
    const { people } = await importMembers(1);
    const signedIn = await signInByCode('phone', people[0]!.local, people[0]!.phone);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data.user.active_role).toBe('MEMBER');
  });

  it('is nobody once their import is rolled back: sign-in answers as for a stranger, and their session ends at once', async () => {
    const { jobId, people } = await importMembers(1);
    const member = people[0]!;
    const token = (await signInByCode('email', member.email, member.email)).json().data.token as string;
    expect((await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: bearer(token) })).statusCode).toBe(200);
    expect((await post(t, admin, jobId, 'rollback')).statusCode).toBeLessThan(300);
    await waitForStatus(t, admin, jobId, 'rolled_back');
    expectError(await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: bearer(token) }), 401, 'UNAUTHENTICATED');
    // The same answers as for an address nobody has, and no code is sent.
    const stranger = `nobody.${randomUUID().slice(0, 8)}@members.example.et`;
    const [asMember, asStranger] = [await start('email', member.email), await start('email', stranger)];
    expect([asMember.statusCode, asMember.json()]).toEqual([asStranger.statusCode, asStranger.json()]);
    const sent = (await outbox(member.email)).length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await outbox(member.email)).length).toBe(sent);
    expectError(await verify('email', member.email, '000000'), 401, 'UNAUTHENTICATED');
  });

  it('is one person with a staff user of the same organisation who has the same email: one user holding both roles', async () => {
    const email = `both.${randomUUID().slice(0, 8)}@members.example.et`;
    const invited = await t.app.inject({
      method: 'POST',
      url: '/v1/users',
      headers: bearer(admin),
      payload: { full_name: 'Staff And Member', email, roles: ['FINANCE'] },
    });
    expect(invited.statusCode).toBe(201);
    const csv = `${MEMBERS_HEADER}\nBOTH-${randomUUID().slice(0, 6)},Staff And Member,${email},,1990-01-15,female,HR,2020-02-01,BASIC,800.00\n`;
    const job = await previewReady(t, hr, csv);
    await commit(t, hr, job.id);
    await waitForStatus(t, hr, job.id, 'completed');
    const signedIn = await signInByCode('email', email, email);
    expect(signedIn.json().data.user).toMatchObject({ id: invited.json().data.id, roles: ['FINANCE', 'MEMBER'], active_role: 'FINANCE' });
    const token = signedIn.json().data.token as string;
    const me = (await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: bearer(token) })).json().data;
    expect(me.allowance_summary.allowance_remaining.amount).toBe('800.00');
    // The people API shows the roles they hold now.
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/users/${invited.json().data.id}`, headers: bearer(admin) })).json().data.roles,
    ).toEqual(['FINANCE', 'MEMBER']);
    // They switch roles as the super user persona does.
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/v1/me/profile', headers: bearer(token), payload: { active_role: 'MEMBER' } }))
        .statusCode,
    ).toBe(200);
  });

  it("asks which organisation when the address is an active member's in two, and opens the one chosen (issue 54)", async () => {
    const { people } = await importMembers(1);
    const other = await otherOrganisation(t);
    await t.database.db
      .insertInto('members')
      .values({ org_id: other.orgId, external_id: 'TWICE', full_name: 'Twice', email: people[0]!.email })
      .execute();
    const choice = await signInByCode('email', people[0]!.email, people[0]!.email);
    const error = expectError(choice, 409, 'ORGANISATION_CHOICE_REQUIRED');
    expect(error.details.map((d) => d.params?.id).sort()).toEqual([DEMO_ORG_ID, other.orgId].sort());
    // The same code again, naming the organisation: it stayed open for this.
    const code = /\b(\d{6})\b/.exec((await outbox(people[0]!.email))[0]!.text)![1]!;
    const chosen = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/email/otp/verify',
      payload: { email: people[0]!.email, code, org_id: other.orgId },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().data.user).toMatchObject({ org_id: other.orgId, roles: ['MEMBER'] });
  });
});

describe('GET and PATCH /v1/organisation (member_sign_in)', () => {
  it('shows the organisation to every signed-in user; a super user keeps members out and lets them back', async () => {
    const { people } = await importMembers(1);
    const member = people[0]!;
    const memberToken = (await signInByCode('email', member.email, member.email)).json().data.token as string;
    for (const token of [hr, admin, memberToken, await t.login('demo-finance')]) {
      expect((await t.app.inject({ method: 'GET', url: '/v1/organisation', headers: bearer(token) })).json().data).toMatchObject({
        name: expect.any(String),
        status: 'active',
        currency: 'ETB',
        member_sign_in: true,
      });
    }
    const off = await t.app.inject({
      method: 'PATCH',
      url: '/v1/organisation',
      headers: bearer(admin),
      payload: { member_sign_in: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.member_sign_in).toBe(false);
    // The member's session ends at once; the super user, a member too, keeps their other roles.
    expectError(await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: bearer(memberToken) }), 401, 'UNAUTHENTICATED');
    const adminMe = (await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: bearer(admin) })).json().data;
    expect(adminMe.roles).not.toContain('MEMBER');
    expect(adminMe.allowance_summary).toBeNull();
    expectError(await verify('email', member.email, '123456'), 401, 'UNAUTHENTICATED');
    const on = await t.app.inject({ method: 'PATCH', url: '/v1/organisation', headers: bearer(admin), payload: { member_sign_in: true } });
    expect(on.json().data.member_sign_in).toBe(true);
    expect((await signInByCode('email', member.email, member.email)).statusCode).toBe(200);
    const changes = (await t.app.inject({ method: 'GET', url: '/v1/events?kind=org.updated&limit=500', headers: bearer(admin) })).json()
      .data.items as { data: { changes: unknown; actor: unknown } }[];
    expect(changes.slice(-2).map((e) => e.data.changes)).toEqual([
      { member_sign_in: { from: true, to: false } },
      { member_sign_in: { from: false, to: true } },
    ]);
  });

  it("renames the organisation (the header's name), sets its time zone and numbers' case, each change an event with its actor", async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/v1/organisation', headers: bearer(admin) })).json().data;
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: '/v1/organisation',
      headers: bearer(admin),
      payload: { name: '  Addis Health  Cooperative ', time_zone: 'Africa/Nairobi', member_numbers_case_sensitive: true },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({
      name: 'Addis Health  Cooperative',
      time_zone: 'Africa/Nairobi',
      member_numbers_case_sensitive: true,
    });
    expect((await t.app.inject({ method: 'GET', url: '/v1/auth/session', headers: bearer(admin) })).json().data.org_name).toBe(
      'Addis Health  Cooperative',
    );
    const [event] = (await t.app.inject({ method: 'GET', url: '/v1/events?kind=org.updated&limit=500', headers: bearer(admin) }))
      .json()
      .data.items.slice(-1) as { data: { changes: unknown; actor: { type: string } } }[];
    expect(event!.data.changes).toEqual({
      name: { from: before.name, to: 'Addis Health  Cooperative' },
      time_zone: { from: 'Africa/Addis_Ababa', to: 'Africa/Nairobi' },
      member_numbers_case_sensitive: { from: false, to: true },
    });
    expect(event!.data.actor.type).toBe('user');
    const back = await t.app.inject({
      method: 'PATCH',
      url: '/v1/organisation',
      headers: bearer(admin),
      payload: { name: before.name, time_zone: 'Africa/Addis_Ababa', member_numbers_case_sensitive: false },
    });
    expect(back.statusCode).toBe(200);
  });

  it('answers 401 without a session, 403 to every role but SUPER_USER, 400 for a bad body', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/v1/organisation' }), 401, 'UNAUTHENTICATED');
    for (const persona of ['demo-hr-admin', 'demo-finance', 'demo-member']) {
      expectError(
        await t.app.inject({
          method: 'PATCH',
          url: '/v1/organisation',
          headers: bearer(await t.login(persona)),
          payload: { member_sign_in: false },
        }),
        403,
        'FORBIDDEN',
      );
    }
    for (const payload of [
      {},
      { member_sign_in: 'no' },
      { member_sign_in: true, slug: 'x' },
      { name: '' },
      { name: '   ' },
      { name: 'Evil\u202Egnp.exe' },
      { name: 'x'.repeat(201) },
      { time_zone: 'Mars/Olympus' },
      { member_numbers_case_sensitive: 'yes' },
    ]) {
      expectError(
        await t.app.inject({ method: 'PATCH', url: '/v1/organisation', headers: bearer(admin), payload }),
        400,
        'VALIDATION_FAILED',
      );
    }
  });
});
