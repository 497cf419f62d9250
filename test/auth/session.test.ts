import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../../src/lib/clock.js';
import { bearer, createTestApp, expectError, type TestContext } from '../helpers/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const PROTECTED: { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: object }[] = [
  { method: 'GET', url: '/v1/auth/me' },
  { method: 'PATCH', url: '/v1/auth/me/locale', payload: { locale: 'am' } },
  { method: 'GET', url: '/v1/me/profile' },
  { method: 'PATCH', url: '/v1/me/profile', payload: { locale: 'am' } },
  { method: 'POST', url: '/v1/auth/logout' },
];

async function expectUnauthenticated(headers: Record<string, string>) {
  for (const route of PROTECTED) {
    const response = await t.app.inject({ ...route, headers });
    expectError(response, 401, 'UNAUTHENTICATED');
    expect(response.headers['www-authenticate']).toBe('Bearer');
  }
}

describe('authentication', () => {
  it('answers 401 without an Authorization header, on every protected route', async () => {
    await expectUnauthenticated({});
  });

  it('answers 401 for a wrong scheme', async () => {
    const token = await t.login('demo-member');
    await expectUnauthenticated({ authorization: `Basic ${token}` });
    await expectUnauthenticated({ authorization: token });
  });

  it('answers 401 for garbage and for a well-formed token that was never issued', async () => {
    await expectUnauthenticated({ authorization: 'Bearer garbage' });
    await expectUnauthenticated({ authorization: 'Bearer ' });
    await expectUnauthenticated({ authorization: `Bearer pst_${'A'.repeat(43)}` });
    await expectUnauthenticated({ authorization: `Bearer pst_${'é'.repeat(43)}` });
  });

  it('accepts the scheme in any case', async () => {
    const token = await t.login('demo-member');
    const response = await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: { authorization: `bearer ${token}` } });
    expect(response.statusCode).toBe(200);
  });

  it('validates the body only after authentication (401 before 400)', async () => {
    const response = await t.app.inject({ method: 'PATCH', url: '/v1/auth/me/locale', payload: { locale: 'xx' } });
    expectError(response, 401, 'UNAUTHENTICATED');
  });
});

describe('expiry', () => {
  it('ends a session idle for SESSION_IDLE_MINUTES (120)', async () => {
    const token = await t.login('demo-member');
    t.clock.advance(119 * MINUTE_MS);
    expect((await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: bearer(token) })).statusCode).toBe(200);
    // Activity moved the idle window: another 119 minutes is still fine.
    t.clock.advance(119 * MINUTE_MS);
    expect((await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: bearer(token) })).statusCode).toBe(200);
    t.clock.advance(120 * MINUTE_MS);
    await expectUnauthenticated(bearer(token));
  });

  it('ends a session SESSION_ABSOLUTE_HOURS (12) after sign-in, however active', async () => {
    const token = await t.login('demo-member');
    for (let hour = 0; hour < 11; hour++) {
      t.clock.advance(HOUR_MS);
      expect((await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: bearer(token) })).statusCode).toBe(200);
    }
    t.clock.advance(HOUR_MS - 1);
    expect((await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: bearer(token) })).statusCode).toBe(200);
    t.clock.advance(1);
    await expectUnauthenticated(bearer(token));
  });

  it('writes last_seen_at at most once a minute, not on every request', async () => {
    const token = await t.login('demo-hr-admin');
    const lastSeen = async () =>
      (
        await t.database.db.selectFrom('sessions').select('last_seen_at').orderBy('created_at', 'desc').executeTakeFirstOrThrow()
      ).last_seen_at.getTime();
    const signedIn = await lastSeen();
    t.clock.advance(30_000);
    await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: bearer(token) });
    await t.app.inject({ method: 'GET', url: '/v1/me/profile', headers: bearer(token) });
    expect(await lastSeen()).toBe(signedIn);
    t.clock.advance(31_000);
    await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: bearer(token) });
    expect(await lastSeen()).toBe(t.clock.now().getTime());
  });
});

describe('POST /v1/auth/logout', () => {
  it('answers 204 with no body and revokes the session at once', async () => {
    const token = await t.login('demo-finance');
    const other = await t.login('demo-finance');
    const response = await t.app.inject({ method: 'POST', url: '/v1/auth/logout', headers: bearer(token) });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    await expectUnauthenticated(bearer(token));
    // Only that session: another session of the same user goes on.
    expect((await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: bearer(other) })).statusCode).toBe(200);
  });
});

describe('per-session rate limit', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestApp({ env: { RATE_LIMIT_SESSION_PER_MIN: '5' } });
  });
  afterAll(async () => limited.close());

  it('answers 429 RATE_LIMITED with Retry-After past RATE_LIMIT_SESSION_PER_MIN', async () => {
    const token = await limited.login('demo-member');
    for (let i = 0; i < 5; i++)
      expect((await limited.app.inject({ method: 'GET', url: '/v1/auth/me', headers: bearer(token) })).statusCode).toBe(200);
    const response = await limited.app.inject({ method: 'GET', url: '/v1/auth/me', headers: bearer(token) });
    expectError(response, 429, 'RATE_LIMITED');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    // The limit is per session: another session is not affected.
    const other = await limited.login('demo-member');
    expect((await limited.app.inject({ method: 'GET', url: '/v1/auth/me', headers: bearer(other) })).statusCode).toBe(200);
  });
});
