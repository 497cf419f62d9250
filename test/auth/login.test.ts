import { DEMO_ORG_NAME } from '../../src/db/seed.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { bearer, createTestApp, expectError, TEST_BASE_URL, type TestContext } from '../helpers/test-app.js';

const HR_PERMISSIONS = [
  'org:read',
  'org:write_hr',
  'members:read',
  'members:write',
  'packages:write',
  'migration:write',
  'finance:read',
  'webhooks:write',
];

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

function login(payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: payload as object, headers });
}

describe('GET /v1/auth/demo-profiles', () => {
  it('lists the four personas, one per role, with stable ids', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/auth/demo-profiles' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.map((p: { id: string }) => p.id)).toEqual(['demo-super-user', 'demo-hr-admin', 'demo-finance', 'demo-member']);
    expect(data.map((p: { demo_role: string }) => p.demo_role)).toEqual(['SUPER_USER', 'HR_ADMIN', 'FINANCE', 'MEMBER']);
    const [superUser, hr, , member] = data;
    expect(superUser.roles).toEqual(['SUPER_USER', 'HR_ADMIN', 'FINANCE', 'MEMBER']);
    expect(hr).toEqual({
      id: 'demo-hr-admin',
      email: 'abebe.girma@demo.portal.et',
      full_name: 'Abebe Girma',
      demo_role: 'HR_ADMIN',
      roles: ['HR_ADMIN'],
      avatar_url: `${TEST_BASE_URL}/v1/avatars/0d0e0000-0000-4000-8000-0000000000a2.svg`,
      label: 'HR administrator',
      description: expect.any(String),
    });
    expect(member.member_id).toBe('0d0e0000-0000-4000-8000-0000000000b1');
    for (const persona of data.slice(0, 3)) expect(persona).not.toHaveProperty('member_id');
  });
});

describe('POST /v1/auth/login', () => {
  it('signs in by demo_user_id and answers the session user, every field present', async () => {
    const response = await login({ demo_user_id: 'demo-hr-admin' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers.deprecation).toBeUndefined();
    const body = response.json();
    expect(Object.keys(body)).toEqual(['data']);
    expect(body.data.token).toMatch(/^pst_[A-Za-z0-9_-]{43}$/);
    expect(body.data.user).toEqual({
      id: '0d0e0000-0000-4000-8000-0000000000a2',
      email: 'abebe.girma@demo.portal.et',
      full_name: 'Abebe Girma',
      org_id: '0d0e0000-0000-4000-8000-000000000001',
      org_name: DEMO_ORG_NAME,
      roles: ['HR_ADMIN'],
      active_role: 'HR_ADMIN',
      locale: 'en',
      avatar_url: `${TEST_BASE_URL}/v1/avatars/0d0e0000-0000-4000-8000-0000000000a2.svg`,
      org_status: 'active',
      permissions: HR_PERMISSIONS,
    });
  });

  it('gives each persona the permissions of its role', async () => {
    const expected: Record<string, string[]> = {
      'demo-super-user': [
        'org:read',
        'org:write_hr',
        'members:read',
        'members:write',
        'packages:write',
        'migration:read',
        'migration:write',
        'migration:rollback',
        'finance:read',
        'finance:write',
        'finance:approve',
        'clinical:read',
        'webhooks:write',
        'users:read',
        'users:write',
        'org:write',
        'orders:write',
        'orders:on_behalf',
        'prescriptions:write',
      ],
      'demo-finance': ['org:read', 'members:read', 'finance:read', 'finance:write', 'finance:approve', 'migration:read'],
      'demo-member': ['self:read', 'orders:write', 'prescriptions:read_own', 'prescriptions:write'],
    };
    for (const [id, permissions] of Object.entries(expected)) {
      const { user } = (await login({ demo_user_id: id })).json().data;
      expect(user.permissions).toEqual(permissions);
    }
    const superUser = (await login({ demo_user_id: 'demo-super-user' })).json().data.user;
    expect(superUser.active_role).toBe('SUPER_USER');
  });

  it('accepts the legacy demo_role with a Deprecation header', async () => {
    const response = await login({ demo_role: 'FINANCE' });
    expect(response.statusCode).toBe(200);
    expect(response.headers.deprecation).toBe('true');
    expect(response.json().data.user.email).toBe('hanna.tesfaye@demo.portal.et');
  });

  it('lets demo_user_id win when both are sent', async () => {
    const response = await login({ demo_user_id: 'demo-member', demo_role: 'FINANCE' });
    expect(response.statusCode).toBe(200);
    expect(response.headers.deprecation).toBeUndefined();
    expect(response.json().data.user.active_role).toBe('MEMBER');
  });

  it('sets the locale when one is sent, and keeps it for later sessions', async () => {
    const first = await login({ demo_user_id: 'demo-finance', locale: 'am' });
    expect(first.json().data.user.locale).toBe('am');
    const second = await login({ demo_user_id: 'demo-finance' });
    expect(second.json().data.user.locale).toBe('am');
    await login({ demo_user_id: 'demo-finance', locale: 'en' });
  });

  it('answers 400 when neither demo_user_id nor demo_role is sent', async () => {
    const error = expectError(await login({}), 400, 'VALIDATION_FAILED');
    expect(error.details).toEqual([{ field: 'demo_user_id', issue: expect.stringContaining('required') }]);
  });

  it.each([
    [{ demo_user_id: 'Demo HR!' }, 'demo_user_id'],
    [{ demo_user_id: '' }, 'demo_user_id'],
    [{ demo_user_id: 'x'.repeat(65) }, 'demo_user_id'],
    [{ demo_user_id: 42 }, 'demo_user_id'],
    [{ demo_role: 'ADMIN' }, 'demo_role'],
    [{ demo_role: 'hr_admin' }, 'demo_role'],
    [{ demo_user_id: 'demo-member', locale: 'fr' }, 'locale'],
    [{ demo_user_id: 'demo-member', locale: null }, 'locale'],
  ])('answers 400 for %j naming the field', async (payload, field) => {
    const error = expectError(await login(payload), 400, 'VALIDATION_FAILED');
    expect(error.details.map((d) => d.field)).toContain(field);
  });

  it('lists every offending field at once', async () => {
    const error = expectError(await login({ demo_role: 'NOPE', locale: 'xx' }), 400, 'VALIDATION_FAILED');
    expect(error.details).toEqual(
      expect.arrayContaining([
        { field: 'demo_role', issue: 'must be one of: SUPER_USER, HR_ADMIN, FINANCE, MEMBER' },
        { field: 'locale', issue: 'must be one of: en, am' },
      ]),
    );
  });

  it('answers 404 NOT_FOUND for a well-formed id that matches no persona', async () => {
    const sessions = async () => Number((await sql<{ n: string }>`select count(*) as n from sessions`.execute(t.database.db)).rows[0]!.n);
    const before = await sessions();
    expectError(await login({ demo_user_id: 'demo-nobody' }), 404, 'NOT_FOUND');
    // The persona lookup is part of the session's INSERT: no persona, no session row.
    expect(await sessions()).toBe(before);
  });

  it('refuses an unknown field, naming it (a misspelt option is never silently ignored)', async () => {
    const response = await login({ demo_user_id: 'demo-member', extra: { deep: [1, 2] } });
    const error = expectError(response, 400, 'VALIDATION_FAILED');
    expect(error.details).toEqual([{ field: 'extra', issue: 'is not a field of this request' }]);
  });

  it('answers 400 for broken JSON, a body that is not an object, and an empty body', async () => {
    for (const payload of ['{"demo_user_id": ', '[1,2]', '"demo-member"', 'null']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expectError(response, 400, 'VALIDATION_FAILED');
    }
    const empty = await t.app.inject({ method: 'POST', url: '/v1/auth/login', headers: { 'content-type': 'application/json' } });
    expectError(empty, 400, 'VALIDATION_FAILED');
    const none = await t.app.inject({ method: 'POST', url: '/v1/auth/login' });
    expectError(none, 400, 'VALIDATION_FAILED');
  });

  it('answers 4xx, never 500, for bytes that are not UTF-8', async () => {
    const payload = Buffer.concat([Buffer.from('{"demo_user_id":"demo-'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expectError(response, 400, 'VALIDATION_FAILED');
    const raw = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: Buffer.from([0xff, 0x00, 0x9c]),
      headers: { 'content-type': 'application/json' },
    });
    expectError(raw, 400, 'VALIDATION_FAILED');
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: 'demo_user_id=demo-member',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectError(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers 413 for a body over 1 MB', async () => {
    const payload = JSON.stringify({ demo_user_id: 'demo-member', padding: 'x'.repeat(1024 * 1024) });
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expectError(response, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('stores only the hash of the token, never the token itself', async () => {
    const { token } = (await login({ demo_user_id: 'demo-super-user' })).json().data;
    const rows = await sql<{ row: string }>`select s::text as row from sessions s`.execute(t.database.db);
    expect(rows.rows.length).toBeGreaterThan(0);
    for (const { row } of rows.rows) {
      expect(row).not.toContain(token);
      expect(row).not.toContain(token.slice(4));
    }
    const response = await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
  });
});

describe('login rate limit', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestApp({ env: { RATE_LIMIT_LOGIN_PER_MIN: '3' } });
  });
  afterAll(async () => limited.close());

  it('answers 429 RATE_LIMITED with Retry-After past the per-IP limit', async () => {
    for (let i = 0; i < 3; i++) {
      const ok = await limited.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { demo_user_id: 'demo-member' } });
      expect(ok.statusCode).toBe(200);
    }
    const response = await limited.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { demo_user_id: 'demo-member' } });
    expectError(response, 429, 'RATE_LIMITED');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    const other = await limited.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { demo_user_id: 'demo-member' },
      remoteAddress: '10.1.2.3',
    });
    expect(other.statusCode).toBe(200);
  });
});
