import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, expectError, TEST_BASE_URL, type TestContext } from '../helpers/test-app.js';

/**
 * The console's session: an HttpOnly, SameSite=Strict cookie instead of a token in the body; accepted
 * like the bearer token; unsafe methods only from the console's own origin; cleared at sign-out.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const ORIGIN = TEST_BASE_URL;
const CONSOLE = { 'x-portal-session': 'cookie', origin: ORIGIN };

async function consoleSignIn(): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    headers: CONSOLE,
    payload: { demo_user_id: 'demo-hr-admin' },
  });
  expect(response.statusCode).toBe(200);
  const cookie = String(response.headers['set-cookie']);
  return /portal_session=([^;]+)/.exec(cookie)![1]!;
}
const withCookie = (token: string, extra: Record<string, string> = {}) => ({ cookie: `portal_session=${token}`, ...extra });

describe('the session cookie', () => {
  it('is set by a console sign-in, HttpOnly and SameSite=Strict, and the body then holds no token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: CONSOLE,
      payload: { demo_user_id: 'demo-hr-admin' },
    });
    expect(response.statusCode).toBe(200);
    const cookie = [response.headers['set-cookie']].flat().find((c) => String(c).startsWith('portal_session='))!;
    expect(cookie).toMatch(/^portal_session=pst_[\w-]+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
    const body = response.json();
    expect(body.data.token).toBeUndefined();
    expect(body.data.user.full_name).toBeTruthy();
    expect(response.body).not.toContain('pst_');
  });

  let secure: TestContext;
  beforeAll(async () => {
    secure = await createTestApp({ env: { PUBLIC_URL: 'https://portal.example' }, database: t.database, backgroundWork: false });
  });
  afterAll(async () => secure.close());

  it('is Secure behind https', async () => {
    const response = await secure.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'x-portal-session': 'cookie', origin: 'https://portal.example' },
      payload: { demo_user_id: 'demo-hr-admin' },
    });
    expect(String(response.headers['set-cookie'])).toContain('Secure');
  });

  it('is not set for an API client, which keeps its bearer token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { demo_user_id: 'demo-hr-admin' } });
    // Only the device cookie (which signs no one in), never the session's.
    expect(String(response.headers['set-cookie'])).not.toContain('portal_session');
    expect(response.json().data.token).toMatch(/^pst_/);
  });

  it('is refused from another origin at sign-in, before any session is made', async () => {
    const sessions = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('sessions')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await sessions();
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'x-portal-session': 'cookie', origin: 'https://evil.example' },
      payload: { demo_user_id: 'demo-hr-admin' },
    });
    expectError(response, 403, 'FORBIDDEN');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await sessions()).toBe(before);
  });

  it('authenticates reads like the bearer token', async () => {
    const token = await consoleSignIn();
    const me = await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: withCookie(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBeTruthy();
    expectError(await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: withCookie('pst_forged') }), 401, 'UNAUTHENTICATED');
  });

  it('lets an unsafe method through only from the console origin (CSRF)', async () => {
    const token = await consoleSignIn();
    const patch = (headers: Record<string, string>) =>
      t.app.inject({ method: 'PATCH', url: '/v1/me/profile', headers: withCookie(token, headers), payload: { locale: 'am' } });
    expect((await patch({ origin: ORIGIN })).statusCode).toBe(200);
    expectError(await patch({ origin: 'https://evil.example' }), 403, 'FORBIDDEN');
    expectError(await patch({}), 403, 'FORBIDDEN');
    // The request's own origin (another host name for the same server) is the console's too.
    expect((await patch({ origin: 'http://localhost:80', host: 'localhost:80' })).statusCode).toBe(200);
    // A bearer token is not a browser credential: no Origin needed.
    const api = await t.login('demo-hr-admin');
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/v1/me/profile', headers: bearer(api), payload: { locale: 'en' } })).statusCode,
    ).toBe(200);
  });

  it('is cleared at sign-out, and the session ends', async () => {
    const token = await consoleSignIn();
    const out = await t.app.inject({ method: 'POST', url: '/v1/auth/logout', headers: withCookie(token, { origin: ORIGIN }) });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/^portal_session=;.*Expires=Thu, 01 Jan 1970/);
    expectError(await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: withCookie(token) }), 401, 'UNAUTHENTICATED');
  });
});

describe('GET /v1/auth/session', () => {
  it('answers the user with a session, and null without one or with an ended one: never 401', async () => {
    const token = await consoleSignIn();
    const live = await t.app.inject({ method: 'GET', url: '/v1/auth/session', headers: withCookie(token) });
    expect(live.statusCode).toBe(200);
    expect(live.json().data.permissions).toContain('migration:write');
    const api = await t.login('demo-finance');
    expect((await t.app.inject({ method: 'GET', url: '/v1/auth/session', headers: bearer(api) })).json().data.active_role).toBe('FINANCE');
    expect((await t.app.inject({ method: 'GET', url: '/v1/auth/session' })).json()).toEqual({ data: null });
    expect((await t.app.inject({ method: 'GET', url: '/v1/auth/session', headers: withCookie('pst_unknown') })).json()).toEqual({
      data: null,
    });
    expectError(
      await t.app.inject({ method: 'GET', url: '/v1/auth/session', headers: { authorization: 'Basic abc' } }),
      401,
      'UNAUTHENTICATED',
    );
  });
});

describe('GET /v1/auth/methods', () => {
  it('says which methods are on in demo mode', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/auth/methods' });
    expect(response.json().data).toEqual({
      mode: 'demo',
      personas: true,
      password: true,
      email_code: true,
      phone_code: true,
      identity_provider: false,
      messenger: null,
      // Whose page it is depends on the organisations this database holds: test/sign-in/language.test.ts.
      organisation: response.json().data.organisation,
    });
  });

  let production: TestContext;
  beforeAll(async () => {
    production = await createTestApp({
      env: {
        AUTH_MODE: 'production',
        AUTH_SECRET: 'x'.repeat(40),
        SMTP_URL: 'smtp://127.0.0.1:2525',
        TELEGRAM_BOT_TOKEN: '123456:secret-part',
      },
      database: t.database,
      backgroundWork: false,
    });
  });
  afterAll(async () => production.close());

  it('says which are on in production mode, with only the bot id of Telegram', async () => {
    const response = await production.app.inject({ method: 'GET', url: '/v1/auth/methods' });
    expect(response.json().data).toEqual({
      mode: 'production',
      personas: false,
      password: true,
      email_code: true,
      phone_code: false,
      identity_provider: false,
      messenger: { bot_id: '123456' },
      organisation: response.json().data.organisation,
    });
    expect(response.body).not.toContain('secret-part');
  });
});
