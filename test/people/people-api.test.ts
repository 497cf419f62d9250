import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otherOrganisation } from '../helpers/migration.js';
import { bearer, createTestApp, expectError, type TestContext } from '../helpers/test-app.js';
import { addUser, sessionFor } from '../helpers/users.js';
import { eventually } from '../helpers/server-process.js';

/** The people API (issue 27, part): the organisation's users read and changed by its super users. */
let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('demo-super-user');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PATCH' | 'POST', url: string, token = admin, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

describe('GET /v1/users', () => {
  it("lists the organisation's users with their status and sign-in phone, searched and filtered", async () => {
    const page = (await call('GET', '/v1/users?page_size=100')).json().data;
    expect(page).toMatchObject({ page: 1, page_size: 100 });
    const hanna = page.items.find((u: { email: string }) => u.email === 'hanna.tesfaye@demo.portal.et');
    expect(hanna).toMatchObject({ full_name: 'ሐና ተስፋዬ', roles: ['FINANCE'], status: 'active', phone: '+251911000003', invited_at: null });
    expect((await call('GET', '/v1/users?q=HANNA')).json().data.items.map((u: { email: string }) => u.email)).toEqual([
      'hanna.tesfaye@demo.portal.et',
    ]);
    expect((await call('GET', '/v1/users?q=%2B251911000003')).json().data.total_items).toBe(1);
    expect(
      (await call('GET', '/v1/users?role=FINANCE')).json().data.items.every((u: { roles: string[] }) => u.roles.includes('FINANCE')),
    ).toBe(true);
    expect((await call('GET', '/v1/users?status=invited')).json().data.total_items).toBe(0);
    // staff=true leaves out members' own accounts (the member persona holds MEMBER alone); staff=false is only them.
    const roles = async (query: string) =>
      ((await call('GET', `/v1/users?page_size=100&${query}`)).json().data.items as { roles: string[] }[]).map((u) => u.roles);
    const staff = await roles('staff=true');
    expect(staff.length).toBeGreaterThan(0);
    expect(staff.every((r) => r.some((role) => role !== 'MEMBER'))).toBe(true);
    const members = await roles('staff=false');
    expect(members).toContainEqual(['MEMBER']);
    expect(members.every((r) => r.every((role) => role === 'MEMBER'))).toBe(true);
    expect(staff.length + members.length).toBe(page.items.length);
    expect((await call('GET', `/v1/users/${hanna.id}`)).json().data).toEqual(hanna);
  });

  it("answers 401 without a session, 403 to every role but SUPER_USER, 404 for another organisation's user or a bad id, 400 for a bad filter", async () => {
    expectError(await call('GET', '/v1/users', ''), 401, 'UNAUTHENTICATED');
    for (const persona of ['demo-hr-admin', 'demo-finance', 'demo-member']) {
      const token = await t.login(persona);
      expectError(await call('GET', '/v1/users', token), 403, 'FORBIDDEN');
      expectError(await call('PATCH', `/v1/users/${randomUUID()}`, token, { full_name: 'X' }), 403, 'FORBIDDEN');
      expectError(await call('POST', `/v1/users/${randomUUID()}/deactivate`, token), 403, 'FORBIDDEN');
    }
    const other = await otherOrganisation(t, ['SUPER_USER']);
    for (const id of [other.userId, randomUUID(), 'not-a-uuid']) {
      expectError(await call('GET', `/v1/users/${id}`), 404, 'NOT_FOUND');
      expectError(await call('PATCH', `/v1/users/${id}`, admin, { full_name: 'Taken over' }), 404, 'NOT_FOUND');
      expectError(await call('POST', `/v1/users/${id}/deactivate`), 404, 'NOT_FOUND');
    }
    // The other organisation sees only its own.
    expect((await call('GET', '/v1/users', other.token)).json().data.items.map((u: { id: string }) => u.id)).toEqual([other.userId]);
    expectError(await call('GET', '/v1/users?role=ROOT'), 400, 'VALIDATION_FAILED');
    expectError(await call('GET', '/v1/users?status=gone'), 400, 'VALIDATION_FAILED');
    expectError(await call('GET', '/v1/users?staff=perhaps'), 400, 'VALIDATION_FAILED');
  });
});

describe('PATCH /v1/users/:id', () => {
  it("changes roles, which hold on the user's open session at its next request, and writes user.updated with before and after", async () => {
    const user = await addUser(t.database.db, { roles: ['HR_ADMIN'], name: 'Roles Before' });
    const session = await sessionFor(t, user.id, 'HR_ADMIN');
    const changed = await call('PATCH', `/v1/users/${user.id}`, admin, { roles: ['FINANCE'], full_name: '  Roles After ' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ roles: ['FINANCE'], full_name: 'Roles After' });
    expect((await call('GET', '/v1/auth/me', session)).json().data.active_role).toBe('FINANCE');
    expectError(await call('GET', '/v1/webhooks', session), 403, 'FORBIDDEN');
    const feed = (await call('GET', '/v1/events?limit=500')).json().data.items as { kind: string; data: Record<string, unknown> }[];
    expect(feed.filter((e) => e.kind === 'user.updated').at(-1)!.data).toEqual({
      user_id: user.id,
      actor: { type: 'user', id: expect.any(String) },
      changes: { roles: { from: ['HR_ADMIN'], to: ['FINANCE'] }, full_name: { from: 'Roles Before', to: 'Roles After' } },
    });
    // The same values again change nothing and write nothing.
    const before = feed.length;
    expect((await call('PATCH', `/v1/users/${user.id}`, admin, { roles: ['FINANCE'] })).statusCode).toBe(200);
    expect(((await call('GET', '/v1/events?limit=500')).json().data.items as unknown[]).length).toBe(before);
    // HR administrators do not see events about people.
    const hrFeed = (await call('GET', '/v1/events?limit=500', await t.login('demo-hr-admin'))).json().data.items as { kind: string }[];
    expect(hrFeed.some((e) => e.kind.startsWith('user.'))).toBe(false);
  });

  it('keeps MEMBER (it comes from a member record), and refuses MEMBER, unknown or no roles, bad names and unknown fields with 400', async () => {
    const memberToo = (await call('GET', '/v1/users?q=selam')).json().data.items[0];
    expect(memberToo.roles).toContain('MEMBER');
    const user = await addUser(t.database.db, { roles: ['HR_ADMIN', 'MEMBER'] });
    expect((await call('PATCH', `/v1/users/${user.id}`, admin, { roles: ['FINANCE'] })).json().data.roles).toEqual(['FINANCE', 'MEMBER']);
    for (const [body, field] of [
      [{ roles: ['MEMBER'] }, 'roles.0'],
      [{ roles: [] }, 'roles'],
      [{ roles: ['ROOT'] }, 'roles.0'],
      [{ roles: ['FINANCE', 'FINANCE'] }, 'roles'],
      [{ full_name: '   ' }, 'full_name'],
      [{ full_name: 'A\u202Eb' }, 'full_name'],
      [{ full_name: 'x'.repeat(201) }, 'full_name'],
      [{ email: 'x@y.et' }, 'email'],
      [{}, 'body'],
    ] as const) {
      const error = expectError(await call('PATCH', `/v1/users/${user.id}`, admin, body), 400, 'VALIDATION_FAILED');
      expect(error.details[0]!.field, JSON.stringify(body)).toBe(field);
    }
  });

  it('refuses to take the super-user role from the last active super user (409 LAST_SUPER_USER)', async () => {
    const other = await otherOrganisation(t, ['SUPER_USER']);
    const error = expectError(
      await call('PATCH', `/v1/users/${other.userId}`, other.token, { roles: ['HR_ADMIN'] }),
      409,
      'LAST_SUPER_USER',
    );
    expect(error.details[0]!.field).toBe('roles');
    const second = await addUser(t.database.db, { roles: ['SUPER_USER'], orgId: other.orgId });
    expect((await call('PATCH', `/v1/users/${other.userId}`, other.token, { roles: ['HR_ADMIN'] })).json().data.roles).toEqual([
      'HR_ADMIN',
    ]);
    // The caller's own session falls back with them.
    expect((await call('GET', '/v1/auth/me', other.token)).json().data.active_role).toBe('HR_ADMIN');
    expect(second.roles).toEqual(['SUPER_USER']);
  });
});

describe('POST /v1/users/:id/deactivate and /reactivate', () => {
  it("ends the user's sessions at once and lets them back; not oneself, not the last super user", async () => {
    const user = await addUser(t.database.db, { roles: ['FINANCE'] });
    const session = await sessionFor(t, user.id, 'FINANCE');
    const deactivated = await call('POST', `/v1/users/${user.id}/deactivate`);
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(deactivated.json().data).toMatchObject({ id: user.id, status: 'deactivated', deactivated_at: expect.any(String) });
    expectError(await call('GET', '/v1/auth/me', session), 401, 'UNAUTHENTICATED');
    expect((await call('GET', '/v1/users?status=deactivated')).json().data.items.map((u: { id: string }) => u.id)).toContain(user.id);
    expect((await call('POST', `/v1/users/${user.id}/reactivate`)).json().data).toMatchObject({ status: 'active', deactivated_at: null });
    const feed = (await call('GET', '/v1/events?limit=500')).json().data.items as { kind: string }[];
    expect(feed.map((e) => e.kind)).toEqual(expect.arrayContaining(['user.deactivated', 'user.reactivated']));

    const me = (await call('GET', '/v1/auth/me')).json().data;
    expectError(await call('POST', `/v1/users/${me.id}/deactivate`), 409, 'CONFLICT');
    const other = await otherOrganisation(t, ['SUPER_USER']);
    const helper = await addUser(t.database.db, { roles: ['HR_ADMIN'], orgId: other.orgId });
    expect((await call('POST', `/v1/users/${helper.id}/deactivate`, other.token)).statusCode).toBe(200);
    expectError(await call('POST', `/v1/users/${other.userId}/deactivate`, other.token), 409, 'CONFLICT');
  });
});

describe('POST /v1/users (invite) and .../invitation (send again)', () => {
  const outbox = async (to: string) =>
    (await t.app.inject({ method: 'GET', url: `/v1/dev/outbox?to=${encodeURIComponent(to)}` })).json().data.items as {
      text: string;
      subject?: string;
    }[];

  it('invites a person, who gets the invitation in their language, signs in by email code and is then active', async () => {
    const email = `invitee.${randomUUID().slice(0, 8)}@staff.example.et`;
    const invited = await call('POST', '/v1/users', admin, {
      full_name: ' ብርሃኑ ደስታ ',
      email: email.toUpperCase(),
      phone: '0700 123 456'.replace('0700', '+251700'),
      roles: ['HR_ADMIN'],
      locale: 'am',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json().data).toMatchObject({
      email,
      full_name: 'ብርሃኑ ደስታ',
      roles: ['HR_ADMIN'],
      status: 'invited',
      invited_at: expect.any(String),
      invited_by: expect.any(String),
      last_sign_in_at: null,
    });
    const id = invited.json().data.id as string;
    const invitation = await eventually(
      'the invitation',
      async () => ((await outbox(email)).length > 0 ? (await outbox(email))[0] : undefined),
      10_000,
    );
    expect(invitation.text).toContain('ተጋብዘዋል');
    expect(invitation.text).toContain('http://portal.test/sign-in');
    // Sent again on request, while the person is invited.
    expect((await call('POST', `/v1/users/${id}/invitation`)).json().data).toEqual({ user_id: id, sent_to: email });
    await eventually('the second invitation', async () => ((await outbox(email)).length >= 2 ? true : undefined), 10_000);
    // The invitee signs in with a code sent to the invited address.
    await t.app.inject({ method: 'POST', url: '/v1/auth/email/otp/start', payload: { email } });
    const code = await eventually(
      'the code',
      async () => {
        const found = (await outbox(email)).map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find(Boolean);
        return found;
      },
      10_000,
    );
    const signedIn = await t.app.inject({ method: 'POST', url: '/v1/auth/email/otp/verify', payload: { email, code } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user).toMatchObject({ active_role: 'HR_ADMIN', locale: 'am' });
    expect((await call('GET', `/v1/users/${id}`)).json().data).toMatchObject({ status: 'active', last_sign_in_at: expect.any(String) });
    expectError(await call('POST', `/v1/users/${id}/invitation`), 409, 'CONFLICT');
    const feed = (await call('GET', '/v1/events?limit=500')).json().data.items as { kind: string; data: { user_id?: string } }[];
    expect(feed.some((e) => e.kind === 'user.invited' && e.data.user_id === id)).toBe(true);
  });

  it('invites a person by phone alone: the invitation goes by SMS, and they sign in by phone code', async () => {
    const phone = `+2519${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const invited = await call('POST', '/v1/users', admin, {
      full_name: 'Selam Phone',
      phone: phone.replace('+251', '0'),
      roles: ['FINANCE'],
      locale: 'en',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json().data).toMatchObject({ email: null, phone, status: 'invited' });
    const id = invited.json().data.id as string;
    const invitation = await eventually('the SMS invitation', async () => (await outbox(phone))[0], 10_000);
    expect(invitation.text).toContain('Sign in with this phone number');
    expect((await call('POST', `/v1/users/${id}/invitation`)).json().data).toEqual({ user_id: id, sent_to: phone });
    await t.app.inject({ method: 'POST', url: '/v1/auth/phone/otp/start', payload: { phone } });
    const code = await eventually(
      'the code',
      async () => (await outbox(phone)).map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find(Boolean),
      10_000,
    );
    const signedIn = await t.app.inject({ method: 'POST', url: '/v1/auth/phone/otp/verify', payload: { phone, code } });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data.user).toMatchObject({ email: null, active_role: 'FINANCE' });
    const me = await t.app.inject({ method: 'GET', url: '/v1/me/profile', headers: bearer(signedIn.json().data.token) });
    expect(me.json().data).toMatchObject({ email: null, full_name: 'Selam Phone' });
    expect((await call('GET', `/v1/users/${id}`)).json().data.status).toBe('active');
  });

  it('refuses an invitation with neither email nor phone (400 naming email)', async () => {
    const error = expectError(
      await call('POST', '/v1/users', admin, { full_name: 'Nobody', roles: ['FINANCE'] }),
      400,
      'VALIDATION_FAILED',
    );
    expect(error.details).toEqual([{ field: 'email', issue: expect.stringContaining('phone') }]);
  });

  it("refuses an email or phone that is already a user's (409), bad input (400 naming the field), and other roles (403)", async () => {
    const taken = expectError(
      await call('POST', '/v1/users', admin, { full_name: 'Twice', email: 'hanna.tesfaye@demo.portal.et', roles: ['FINANCE'] }),
      409,
      'CONFLICT',
    );
    expect(taken.details[0]!.field).toBe('email');
    const phoneTaken = expectError(
      await call('POST', '/v1/users', admin, {
        full_name: 'Twice',
        email: `x.${randomUUID().slice(0, 6)}@staff.example.et`,
        phone: '+251911000003',
        roles: ['FINANCE'],
      }),
      409,
      'CONFLICT',
    );
    expect(phoneTaken.details[0]!.field).toBe('phone');
    // Another organisation may invite the same person (issue 54): it learns nothing of this one.
    const other = await otherOrganisation(t, ['SUPER_USER']);
    expect(
      (await call('POST', '/v1/users', other.token, { full_name: 'Twice', email: 'hanna.tesfaye@demo.portal.et', roles: ['FINANCE'] }))
        .statusCode,
    ).toBe(201);
    const email = () => `bad.${randomUUID().slice(0, 6)}@staff.example.et`;
    for (const [body, field] of [
      [{ full_name: 'M', email: email(), roles: ['MEMBER'] }, 'roles.0'],
      [{ full_name: 'M', email: email(), roles: [] }, 'roles'],
      [{ full_name: 'M', email: 'not an email', roles: ['FINANCE'] }, 'email'],
      [{ full_name: 'M', email: email(), phone: '12', roles: ['FINANCE'] }, 'phone'],
      [{ full_name: '', email: email(), roles: ['FINANCE'] }, 'full_name'],
      [{ full_name: '\u3164', email: email(), roles: ['FINANCE'] }, 'full_name'],
      [{ full_name: 'M', email: email(), roles: ['FINANCE'], admin: true }, 'admin'],
      [{ email: email(), roles: ['FINANCE'] }, 'full_name'],
    ] as const) {
      const error = expectError(await call('POST', '/v1/users', admin, body), 400, 'VALIDATION_FAILED');
      expect(error.details[0]!.field, JSON.stringify(body)).toBe(field);
    }
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/v1/users',
        headers: { ...bearer(admin), 'content-type': 'application/json' },
        payload: JSON.stringify({ full_name: 'x'.repeat(2_000_000), email: email(), roles: ['FINANCE'] }),
      }),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    for (const persona of ['demo-hr-admin', 'demo-finance'])
      expectError(
        await call('POST', '/v1/users', await t.login(persona), { full_name: 'M', email: email(), roles: ['FINANCE'] }),
        403,
        'FORBIDDEN',
      );
    expectError(await call('POST', `/v1/users/${randomUUID()}/invitation`), 404, 'NOT_FOUND');
    // Nothing was half-made by the refusals.
    expect((await call('GET', '/v1/users?q=bad.')).json().data.total_items).toBe(0);
  });
});
