import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, expectError, TEST_BASE_URL, type TestContext } from '../helpers/test-app.js';
import { requires } from '../../src/modules/access/policy.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({
    // Probe routes guarded by permissions, to see the active role decide access.
    extraRoutes: async (app) => {
      app.get('/v1/test/migration-write', { config: { access: requires('migration:write') } }, async () => ({ data: 'ok' }));
      app.get('/v1/test/clinical', { config: { access: requires('clinical:read') } }, async () => ({ data: 'ok' }));
    },
  });
});
afterAll(async () => t.close());

const getProfile = (token: string) => t.app.inject({ method: 'GET', url: '/v1/me/profile', headers: bearer(token) });
const patchProfile = (token: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/v1/me/profile', headers: bearer(token), payload });

describe('GET /v1/me/profile', () => {
  it('answers the profile, field by field', async () => {
    const response = await getProfile(await t.login('demo-hr-admin'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        id: '0d0e0000-0000-4000-8000-0000000000a2',
        email: 'abebe.girma@demo.portal.et',
        full_name: 'Abebe Girma',
        org_id: '0d0e0000-0000-4000-8000-000000000001',
        org_name: 'Addis Community Health Cooperative',
        roles: ['HR_ADMIN'],
        active_role: 'HR_ADMIN',
        locale: 'en',
        calendar: 'gregorian',
        avatar_url: `${TEST_BASE_URL}/v1/avatars/0d0e0000-0000-4000-8000-0000000000a2.svg`,
        avatar_initials: 'AG',
        member_id: null,
      },
    });
  });

  it('gives the member their member id, and Ethiopic initials for an Amharic name', async () => {
    expect((await getProfile(await t.login('demo-member'))).json().data.member_id).toBe('0d0e0000-0000-4000-8000-0000000000b1');
    expect((await getProfile(await t.login('demo-finance'))).json().data.avatar_initials).toBe('ሐተ');
  });
});

describe('PATCH /v1/me/profile', () => {
  it('switches the active role of this session only, and access follows it', async () => {
    const token = await t.login('demo-super-user');
    const other = await t.login('demo-super-user');
    expect((await t.app.inject({ method: 'GET', url: '/v1/test/clinical', headers: bearer(token) })).statusCode).toBe(200);

    const response = await patchProfile(token, { active_role: 'HR_ADMIN' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.active_role).toBe('HR_ADMIN');
    expect(response.json().data.roles).toEqual(['SUPER_USER', 'HR_ADMIN', 'FINANCE', 'MEMBER']);

    const me = (await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: bearer(token) })).json().data;
    expect(me.active_role).toBe('HR_ADMIN');
    expect(me.permissions).toEqual([
      'org:read',
      'org:write_hr',
      'members:read',
      'members:write',
      'packages:write',
      'migration:write',
      'finance:read',
      'webhooks:write',
    ]);
    // The active role decides, not the roles held: HR_ADMIN has no clinical:read.
    expectError(await t.app.inject({ method: 'GET', url: '/v1/test/clinical', headers: bearer(token) }), 403, 'FORBIDDEN');
    expect((await t.app.inject({ method: 'GET', url: '/v1/test/migration-write', headers: bearer(token) })).statusCode).toBe(200);

    await patchProfile(token, { active_role: 'FINANCE' });
    expectError(await t.app.inject({ method: 'GET', url: '/v1/test/migration-write', headers: bearer(token) }), 403, 'FORBIDDEN');
    expect((await getProfile(other)).json().data.active_role).toBe('SUPER_USER');
  });

  it('answers 403 for each role that lacks the permission', async () => {
    for (const persona of ['demo-finance', 'demo-member']) {
      const token = await t.login(persona);
      expectError(await t.app.inject({ method: 'GET', url: '/v1/test/migration-write', headers: bearer(token) }), 403, 'FORBIDDEN');
    }
    expectError(await t.app.inject({ method: 'GET', url: '/v1/test/migration-write' }), 401, 'UNAUTHENTICATED');
  });

  it('refuses an active role the user does not hold', async () => {
    const token = await t.login('demo-hr-admin');
    const error = expectError(await patchProfile(token, { active_role: 'SUPER_USER' }), 400, 'VALIDATION_FAILED');
    expect(error.details).toEqual([{ field: 'active_role', issue: 'must be one of your roles: HR_ADMIN' }]);
    expect((await getProfile(token)).json().data.active_role).toBe('HR_ADMIN');
  });

  it('changes locale and full_name (trimmed) for the user', async () => {
    const token = await t.login('demo-member');
    const response = await patchProfile(token, { locale: 'am', full_name: '  ዳዊት አለሙ  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ locale: 'am', full_name: 'ዳዊት አለሙ', avatar_initials: 'ዳአ' });
    const later = await t.login('demo-member');
    expect((await getProfile(later)).json().data).toMatchObject({ locale: 'am', full_name: 'ዳዊት አለሙ' });
    await patchProfile(token, { locale: 'en', full_name: 'Dawit Alemu' });
  });

  it('keeps the calendar dates are shown in, for the user (issue 35), and answers it with who they are', async () => {
    const token = await t.login('demo-finance');
    const response = await patchProfile(token, { calendar: 'ethiopian' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.calendar).toBe('ethiopian');
    const later = await t.login('demo-finance');
    expect((await getProfile(later)).json().data.calendar).toBe('ethiopian');
    expect((await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: bearer(later) })).json().data.calendar).toBe('ethiopian');
    await patchProfile(token, { calendar: 'gregorian' });
  });

  it('answers the unchanged profile for an empty change', async () => {
    const token = await t.login('demo-hr-admin');
    const response = await patchProfile(token, {});
    expect(response.statusCode).toBe(200);
    expect(response.json().data.full_name).toBe('Abebe Girma');
  });

  it.each([
    [{ locale: 'de' }, 'locale'],
    [{ calendar: 'julian' }, 'calendar'],
    [{ active_role: 'ROOT' }, 'active_role'],
    [{ full_name: '   ' }, 'full_name'],
    [{ full_name: 'x'.repeat(201) }, 'full_name'],
    [{ full_name: 7 }, 'full_name'],
  ])('answers 400 for %j and changes nothing', async (payload, field) => {
    const token = await t.login('demo-hr-admin');
    const error = expectError(await patchProfile(token, { locale: 'am', ...payload }), 400, 'VALIDATION_FAILED');
    expect(error.details.map((d) => d.field)).toContain(field);
    expect((await getProfile(token)).json().data).toMatchObject({ locale: 'en', full_name: 'Abebe Girma' });
  });
});

describe('GET /v1/avatars/:file', () => {
  it('serves an SVG of the initials without a token', async () => {
    const profile = (await getProfile(await t.login('demo-hr-admin'))).json().data;
    const response = await t.app.inject({ method: 'GET', url: new URL(profile.avatar_url).pathname });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.body).toMatch(/^<svg [^>]+>.*>AG<\/text><\/svg>$/);
  });

  it('answers 404 for an unknown user and a malformed file name', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/v1/avatars/0d0e0000-0000-4000-8000-00000000ffff.svg' }), 404, 'NOT_FOUND');
    expectError(await t.app.inject({ method: 'GET', url: '/v1/avatars/..%2F..%2Fetc%2Fpasswd' }), 404, 'NOT_FOUND');
  });
});
