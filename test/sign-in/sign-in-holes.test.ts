import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { DEMO_PERSONAS } from '../../src/db/seed.js';
import { MINUTE_MS, systemClock } from '../../src/lib/clock.js';
import { AuthRepository } from '../../src/modules/identity/sessions/repository.js';
import { IdentitiesRepository } from '../../src/modules/identity/identities/repository.js';
import { IdentitiesService } from '../../src/modules/identity/identities/service.js';
import type { Role } from '../../src/db/schema.js';
import { emptyDatabase } from '../helpers/empty-database.js';
import { eventually } from '../helpers/server-process.js';
import { bearer, createTestApp, expectError, openTestDatabase, testConfig, type TestContext } from '../helpers/test-app.js';
import { addUser, sessionFor, type TestUser } from '../helpers/users.js';

/**
 * The sign-in holes an attacker found (issue 33), each with the test that failed before its fix: demo
 * identities in production, stale roles, guessing across codes, lockouts, replays, passwords in another
 * Unicode form, sessions that outlive a credential change, answers a cache could keep. (The login CSRF
 * test is with the other identity-provider tests, against a real provider: test/sign-in/oidc.test.ts;
 * the Telegram replay with the messaging-app tests: test/sign-in/messenger.test.ts.)
 */
const PRODUCTION_SECRET = 'a-production-secret-of-at-least-32-characters';
const superUser = DEMO_PERSONAS.find((p) => p.personaId === 'demo-super-user')!;

const me = (t: TestContext, token: string) => t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: bearer(token) });

/** The browser's cookies as a request header, from a response's Set-Cookie. */
function cookiesOf(setCookie: string | string[] | undefined): string {
  return [setCookie ?? []]
    .flat()
    .map((c) => c.split(';')[0])
    .join('; ');
}

describe('production holds no usable demo identity', () => {
  let sms: Server;
  const texts: { to: string; text: string }[] = [];
  beforeAll(async () => {
    sms = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        texts.push(JSON.parse(body) as { to: string; text: string });
        response.writeHead(202).end();
      });
    }).listen(0, '127.0.0.1');
    await once(sms, 'listening');
  });
  afterAll(() => sms.close());

  it('signs no persona in on a database that has demo data: no code is sent, no profile listed, a demo-mode session ends', async () => {
    const database = await openTestDatabase();
    const demo = await createTestApp({ database });
    const personaToken = await demo.login('demo-super-user');
    expect((await me(demo, personaToken)).statusCode).toBe(200);
    await demo.close();

    const production = await createTestApp({
      database,
      env: {
        AUTH_MODE: 'production',
        AUTH_SECRET: PRODUCTION_SECRET,
        SMS_HTTP_URL: `http://127.0.0.1:${(sms.address() as AddressInfo).port}/send`,
      },
    });
    try {
      // The persona's session from demo mode is no session here.
      expectError(await me(production, personaToken), 401, 'UNAUTHENTICATED');
      expect((await production.app.inject({ method: 'GET', url: '/v1/auth/demo-profiles' })).json()).toEqual({ data: [] });
      // A code asked for the persona's phone answers as for anyone, and nothing is sent; an ordinary user's is.
      const staff = await addUser(database.db, { roles: ['HR_ADMIN'] });
      const start = (phone: string) => production.app.inject({ method: 'POST', url: '/v1/auth/phone/otp/start', payload: { phone } });
      const persona = await start(superUser.phone);
      const ordinary = await start(staff.phone);
      expect(persona.statusCode).toBe(202);
      expect(persona.body).toBe(ordinary.body);
      await eventually("the ordinary user's code", async () => (texts.some((m) => m.to === staff.phone) ? true : undefined), 10_000);
      expect(texts.some((m) => m.to === superUser.phone)).toBe(false);
      expectError(
        await production.app.inject({
          method: 'POST',
          url: '/v1/auth/phone/otp/verify',
          payload: { phone: superUser.phone, code: '123456' },
        }),
        401,
        'UNAUTHENTICATED',
      );
      // The ordinary user signs in with the code that came.
      const code = /\b(\d{6})\b/.exec(texts.find((m) => m.to === staff.phone)!.text)![1]!;
      expect(
        (await production.app.inject({ method: 'POST', url: '/v1/auth/phone/otp/verify', payload: { phone: staff.phone, code } }))
          .statusCode,
      ).toBe(200);
    } finally {
      await production.close();
    }
  });

  it('seeds no demo data in production by default (DEMO_DATA off), and does in demo mode', async () => {
    expect(loadConfig({ AUTH_MODE: 'production', AUTH_SECRET: PRODUCTION_SECRET }).demoData).toBe(false);
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'off' }).demoData).toBe(false);
    expect(() => loadConfig({ DEMO_DATA: 'maybe' })).toThrow(/DEMO_DATA/);

    // A database made from nothing by a production start.
    const empty = await emptyDatabase();
    try {
      const app = await buildApp(testConfig({ ...empty.env, AUTH_MODE: 'production', AUTH_SECRET: PRODUCTION_SECRET }), {
        backgroundWork: false,
      });
      try {
        expect((await app.inject({ method: 'GET', url: '/v1/auth/demo-profiles' })).json()).toEqual({ data: [] });
        const login = await app.inject({
          method: 'POST',
          url: '/v1/auth/login',
          payload: { email: superUser.email, password: 'any password at all' },
        });
        expectError(login, 401, 'UNAUTHENTICATED');
      } finally {
        await app.close();
      }
      const counted = await empty.count();
      expect(counted).toEqual({ organisations: 0, users: 0, demo_personas: 0, identities: 0 });
    } finally {
      await empty.remove();
    }
  }, 60_000);
});

describe("a session follows its user's roles as they are now", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const setRoles = (userId: string, roles: Role[]) => t.database.db.updateTable('users').set({ roles }).where('id', '=', userId).execute();

  it('falls back to a role still held at the next request (a user always holds one: the database requires it)', async () => {
    const user = await addUser(t.database.db, { roles: ['SUPER_USER', 'HR_ADMIN'] });
    const token = await sessionFor(t, user.id, 'SUPER_USER');
    expect((await me(t, token)).json().data.active_role).toBe('SUPER_USER');
    await setRoles(user.id, ['MEMBER']);
    const now = (await me(t, token)).json().data;
    expect(now.active_role).toBe('MEMBER');
    expect(now.permissions).not.toContain('members:read');
    expectError(await t.app.inject({ method: 'GET', url: '/v1/members', headers: bearer(token) }), 403, 'FORBIDDEN');
    expectError(await t.app.inject({ method: 'GET', url: '/v1/webhooks', headers: bearer(token) }), 403, 'FORBIDDEN');
    expectError(await t.app.inject({ method: 'GET', url: '/v1/migration/jobs', headers: bearer(token) }), 403, 'FORBIDDEN');
    // Roles given back do not restore the session's old role by themselves.
    await setRoles(user.id, ['SUPER_USER', 'MEMBER']);
    expect((await me(t, token)).json().data.active_role).toBe('MEMBER');
    // Another session of the same user, open in the active role just taken away, moves too.
    const second = await sessionFor(t, user.id, 'SUPER_USER');
    await setRoles(user.id, ['HR_ADMIN', 'MEMBER']);
    expect((await me(t, second)).json().data.active_role).toBe('HR_ADMIN');
  });
});

describe('guessing and lockouts (demo mode: the codes are in the development outbox)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PASSWORD_PER_15_MIN: '10' } });
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.advance(25 * 60 * MINUTE_MS));

  const post = (url: string, payload: object, cookie?: string, ip = '10.7.0.1') =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers: cookie ? { cookie } : {} });
  const startCode = (email: string, cookie?: string, ip?: string) => post('/v1/auth/email/otp/start', { email }, cookie, ip);
  const verifyCode = (email: string, code: string, cookie?: string, ip?: string) =>
    post('/v1/auth/email/otp/verify', { email, code }, cookie, ip);
  const outbox = async (to: string) =>
    (
      (await t.app.inject({ method: 'GET', url: `/v1/dev/outbox?to=${encodeURIComponent(to)}` })).json().data.items as { text: string }[]
    ).map((m) => /\b(\d{6})\b/.exec(m.text)![1]!);
  const codeAfter = (to: string, seen: number) =>
    eventually(
      `a code for ${to}`,
      async () => {
        const codes = await outbox(to);
        return codes.length > seen ? codes[0] : undefined;
      },
      10_000,
    );
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  /** The owner signs in once in their own browser by a code: the browser keeps its device cookie. */
  async function ownersBrowser(user: TestUser): Promise<string> {
    const seen = (await outbox(user.email)).length;
    expect((await startCode(user.email)).statusCode).toBe(202);
    const signedIn = await verifyCode(user.email, await codeAfter(user.email, seen));
    expect(signedIn.statusCode).toBe(200);
    const cookie = cookiesOf(signedIn.headers['set-cookie']);
    expect(cookie).toMatch(/^portal_device=d1\./);
    expect(String(signedIn.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Strict/);
    t.clock.advance(20 * MINUTE_MS);
    return cookie;
  }

  it('counts failed verifications per address across codes: 10 a day, whatever the code, then 429 even for the right one', async () => {
    const user = await addUser(t.database.db, { roles: ['FINANCE'] });
    const owner = await ownersBrowser(user);
    let failures = 0;
    let code = '';
    // New codes bring no new guesses: 5 wrong end a code, a new one is sent, 5 more, and the budget is spent.
    for (let round = 0; round < 2; round++) {
      const seen = (await outbox(user.email)).length;
      expect((await startCode(user.email, undefined, `10.8.${round}.1`)).statusCode).toBe(202);
      code = await codeAfter(user.email, seen);
      for (let i = 0; i < 5; i++, failures++)
        expectError(await verifyCode(user.email, wrong(code), undefined, `10.8.${round}.${i + 2}`), 401, 'UNAUTHENTICATED');
    }
    expect(failures).toBe(10);
    t.clock.advance(16 * MINUTE_MS);
    const seen = (await outbox(user.email)).length;
    expect((await startCode(user.email, undefined, '10.9.0.1')).statusCode).toBe(202);
    code = await codeAfter(user.email, seen);
    const limited = await verifyCode(user.email, code, undefined, '10.9.0.2');
    expectError(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(12 * 3600);
    // The owner's browser has its own budget: the same code signs the owner in.
    expect((await verifyCode(user.email, code, owner)).statusCode).toBe(200);
    // A day on, strangers may try again.
    t.clock.advance(24 * 60 * MINUTE_MS);
    const later = (await outbox(user.email)).length;
    await startCode(user.email);
    expect((await verifyCode(user.email, await codeAfter(user.email, later))).statusCode).toBe(200);
  });

  it("does not let strangers lock the owner out of codes: starts over the limit and the daily cap spare the owner's browser, and never end the owner's code", async () => {
    const user = await addUser(t.database.db, { roles: ['HR_ADMIN'] });
    const owner = await ownersBrowser(user);
    const seen = (await outbox(user.email)).length;
    expect((await startCode(user.email, owner)).statusCode).toBe(202);
    const ownersCode = await codeAfter(user.email, seen);
    // A stranger asks five times from five addresses: the allowance for strangers is spent...
    for (let i = 0; i < 5; i++) expect((await startCode(user.email, undefined, `10.5.0.${i}`)).statusCode).toBe(202);
    expectError(await startCode(user.email, undefined, '10.5.0.9'), 429, 'RATE_LIMITED');
    // ... but each sent the code the owner holds (once all six have arrived: the queue sends them), which still signs them in.
    const sent = await eventually(
      'the six messages',
      async () => {
        const codes = await outbox(user.email);
        return codes.length >= seen + 6 ? codes.slice(0, 6) : undefined;
      },
      10_000,
    );
    expect(new Set(sent)).toEqual(new Set([ownersCode]));
    expect((await startCode(user.email, owner)).statusCode).toBe(202);
    expect((await verifyCode(user.email, ownersCode, owner)).statusCode).toBe(200);
  });

  it("sends one recipient at most 10 codes a day at strangers' requests", async () => {
    const user = await addUser(t.database.db, { roles: ['HR_ADMIN'] });
    const owner = await ownersBrowser(user);
    // The owner's first sign-in (from a browser not yet known) was the first of the 10.
    for (let i = 0; i < 9; i++) {
      if (i === 4) t.clock.advance(16 * MINUTE_MS);
      expect((await startCode(user.email, undefined, `10.4.${i}.1`)).statusCode, `start ${i}`).toBe(202);
    }
    t.clock.advance(16 * MINUTE_MS);
    const capped = await startCode(user.email, undefined, '10.4.99.1');
    expectError(capped, 429, 'RATE_LIMITED');
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(20 * 3600);
    // The same cap for an address nobody holds: the answer tells nothing.
    for (let i = 0; i < 10; i++) {
      if (i === 5) t.clock.advance(16 * MINUTE_MS);
      await startCode('nobody.capped@example.et');
    }
    t.clock.advance(16 * MINUTE_MS);
    expectError(await startCode('nobody.capped@example.et'), 429, 'RATE_LIMITED');
    expect((await startCode(user.email, owner)).statusCode).toBe(202);
  });

  it("does not let strangers lock the owner out of their password: wrong passwords from many addresses spare the owner's browser", async () => {
    const user = await addUser(t.database.db, { roles: ['FINANCE'] });
    const identities = new IdentitiesService(
      new IdentitiesRepository(t.database.db),
      systemClock,
      new AuthRepository(t.database.db, t.database.pool),
    );
    await identities.setPassword(user.email, 'the owner knows this one');
    const login = (password: string, cookie?: string, ip?: string) => post('/v1/auth/login', { email: user.email, password }, cookie, ip);
    const first = await login('the owner knows this one');
    expect(first.statusCode).toBe(200);
    const owner = cookiesOf(first.headers['set-cookie']);
    // A right password is no failure: it leaves the allowance as it was.
    for (let i = 0; i < 3; i++) expect((await login('the owner knows this one', owner)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expectError(await login(`guess ${i}`, undefined, `10.3.0.${i}`), 401, 'UNAUTHENTICATED');
    expectError(await login('the owner knows this one', undefined, '10.3.1.1'), 429, 'RATE_LIMITED');
    expect((await login('the owner knows this one', owner)).statusCode).toBe(200);
    // A cookie forged, or another user's, is a stranger's.
    expectError(
      await login(
        'the owner knows this one',
        owner.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')),
      ),
      429,
      'RATE_LIMITED',
    );
  });
});

describe('passwords and sessions', () => {
  let t: TestContext;
  let identities: IdentitiesService;
  beforeAll(async () => {
    t = await createTestApp();
    identities = new IdentitiesService(
      new IdentitiesRepository(t.database.db),
      systemClock,
      new AuthRepository(t.database.db, t.database.pool),
    );
  });
  afterAll(() => t.close());
  const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });

  it('reads a password the same in NFC and NFD (NIST SP 800-63B), set in either form', async () => {
    const composed = 'Ab\u00E9b\u00E9 Girma 2026';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    const user = await addUser(t.database.db, { roles: ['FINANCE'] });
    await identities.setPassword(user.email, composed);
    expect((await login(user.email, decomposed)).statusCode).toBe(200);
    expect((await login(user.email, composed)).statusCode).toBe(200);
    await identities.setPassword(user.email, decomposed);
    expect((await login(user.email, composed)).statusCode).toBe(200);
  });

  it('ends every session of a user when their password is set or an identity unlinked', async () => {
    const user = await addUser(t.database.db, { roles: ['HR_ADMIN'] });
    await identities.setPassword(user.email, 'first password here');
    const token = (await login(user.email, 'first password here')).json().data.token as string;
    const other = await sessionFor(t, user.id, 'HR_ADMIN');
    expect((await me(t, token)).statusCode).toBe(200);
    expect(await identities.setPassword(user.email, 'second password here')).toBe(2);
    expectError(await me(t, token), 401, 'UNAUTHENTICATED');
    expectError(await me(t, other), 401, 'UNAUTHENTICATED');
    const again = (await login(user.email, 'second password here')).json().data.token as string;
    expect((await me(t, again)).statusCode).toBe(200);
    expect(await identities.unlink(user.email, 'phone', user.phone)).toBe(1);
    expectError(await me(t, again), 401, 'UNAUTHENTICATED');
    await expect(identities.unlink(user.email, 'phone', user.phone)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lets no cache keep an answer that carries a token or a session user (Cache-Control: no-store)', async () => {
    const signedIn = await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { demo_user_id: 'demo-hr-admin' } });
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const token = signedIn.json().data.token as string;
    for (const url of ['/v1/auth/me', '/v1/auth/session', '/v1/me/profile', '/v1/auth/demo-profiles', '/v1/members']) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const code = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/email/otp/verify',
      payload: { email: 'nobody@example.et', code: '123456' },
    });
    expect(code.headers['cache-control']).toBe('no-store');
    // Avatars keep their own lifetime.
    const avatar = await t.app.inject({ method: 'GET', url: `/v1/avatars/${superUser.userId}.svg` });
    expect(avatar.headers['cache-control']).not.toBe('no-store');
  });
});
