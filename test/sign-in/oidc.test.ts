import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/lib/clock.js';
import { DEMO_PERSONAS } from '../../src/db/seed.js';
import { hashToken } from '../../src/modules/identity/sessions/tokens.js';
import { IdentitiesRepository } from '../../src/modules/identity/identities/repository.js';
import { AuthRepository } from '../../src/modules/identity/sessions/repository.js';
import { IdentitiesService } from '../../src/modules/identity/identities/service.js';
import { startIdentityProvider, type IdentityProvider } from '../helpers/identity-provider.js';
import type { Database } from '../../src/db/database.js';
import { createTestApp, expectError, openTestDatabase, TEST_BASE_URL, type TestContext } from '../helpers/test-app.js';
import { addUser } from '../helpers/users.js';

/**
 * GET /v1/auth/oauth/idp/start and its callback against a real OpenID Connect provider (oidc-provider)
 * on loopback: authorization code flow with PKCE, state and nonce (openid-client).
 */
const REDIRECT_URI = `${TEST_BASE_URL}/v1/auth/oauth/idp/callback`;
const personas = {
  hr: DEMO_PERSONAS.find((p) => p.personaId === 'demo-hr-admin')!,
  finance: DEMO_PERSONAS.find((p) => p.personaId === 'demo-finance')!,
};

let idp: IdentityProvider;
// One database for the file: the apps of each configuration take turns on it.
let database: Database;
/** Production refuses the demo personas: there, ordinary users of the same roles sign in. */
let staff: { hr: { email: string }; finance: { email: string } };
beforeAll(async () => {
  idp = await startIdentityProvider(REDIRECT_URI);
  database = await openTestDatabase();
  staff = { hr: await addUser(database.db, { roles: ['HR_ADMIN'] }), finance: await addUser(database.db, { roles: ['FINANCE'] }) };
});
afterAll(async () => {
  await idp.close();
  await database.close();
});

const oidcEnv = () => ({ OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: idp.clientId, OIDC_CLIENT_SECRET: idp.clientSecret });

describe.each([
  ['demo', {}],
  ['production', { AUTH_MODE: 'production', AUTH_SECRET: 'a-production-secret-of-at-least-32-characters' }],
] as const)('identity-provider sign-in (OpenID Connect), %s mode', (mode, env) => {
  let t: TestContext;
  let hr: { email: string };
  let finance: { email: string };
  beforeAll(async () => {
    t = await createTestApp({ env: { ...env, ...oidcEnv() }, database });
    ({ hr, finance } = mode === 'demo' ? personas : staff);
  });
  afterAll(() => t.close());

  /** The binding cookie each start gave its browser, by the state it sent to the provider. */
  const bindings = new Map<string, string>();
  async function start() {
    const started = await t.app.inject({ method: 'GET', url: '/v1/auth/oauth/idp/start' });
    expect(started.statusCode).toBe(302);
    const cookie = /portal_oidc=([^;]+)/.exec(String(started.headers['set-cookie']))![1]!;
    bindings.set(new URL(started.headers.location as string).searchParams.get('state')!, cookie);
    return started;
  }
  /** Starts at the API, signs in at the provider, and answers the URL the provider sends the browser back to. */
  async function throughProvider(): Promise<URL> {
    return idp.authorize((await start()).headers.location as string);
  }
  /** The browser that started a sign-in: it carries that sign-in's binding cookie back. */
  const browserOf = (back: URL): Record<string, string> => {
    const binding = bindings.get(back.searchParams.get('state') ?? '');
    return binding ? { cookie: `portal_oidc=${binding}` } : {};
  };
  const callback = (back: URL, headers: Record<string, string> = browserOf(back)) =>
    t.app.inject({ method: 'GET', url: `/v1/auth/oauth/idp/callback${back.search}`, headers });

  it('binds the sign-in to the browser that started it: a callback URL opened in another browser signs no one in (login CSRF)', async () => {
    const started = await start();
    const cookie = String(started.headers['set-cookie']);
    expect(cookie).toMatch(/portal_oidc=[0-9a-f]{64}; Max-Age=600; Path=\/v1\/auth\/oauth\/idp; HttpOnly; SameSite=Lax/);
    // The attacker signs in at the provider as himself and keeps the callback URL unused.
    idp.signInAs({ sub: 'idp-attacker', email: hr.email, emailVerified: true });
    const back = await idp.authorize(started.headers.location as string);
    // The victim's browser opens it: no session, by navigation or by a front end's call.
    const navigated = await callback(back, { 'sec-fetch-mode': 'navigate' });
    expect(navigated.statusCode).toBe(302);
    expect(navigated.headers.location).toBe('/sign-in?error=UNAUTHENTICATED');
    expect(String(navigated.headers['set-cookie'] ?? '')).not.toContain('portal_session=pst_');
    expect(expectError(await callback(back, {}), 401, 'UNAUTHENTICATED').message).toMatch(/not started in this browser/);
    // Another sign-in's binding does not fit either.
    const other = await start();
    const otherBinding = /portal_oidc=([^;]+)/.exec(String(other.headers['set-cookie']))![1]!;
    expectError(await callback(back, { cookie: `portal_oidc=${otherBinding}` }), 401, 'UNAUTHENTICATED');
    // The state was left alone: in the browser that started it, the sign-in still completes.
    expect((await callback(back)).statusCode).toBe(200);
  });

  it('redirects with PKCE (S256), state and nonce, and signs in the user of the verified email', async () => {
    const started = await start();
    const authorization = new URL(started.headers.location as string);
    expect(authorization.origin).toBe(idp.issuer);
    expect(Object.fromEntries(authorization.searchParams)).toMatchObject({
      client_id: idp.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid email',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      state: expect.any(String),
      nonce: expect.any(String),
    });
    idp.signInAs({ sub: 'idp-abebe', email: hr.email.toUpperCase(), emailVerified: true });
    const back = await idp.authorize(authorization.toString());
    expect(back.origin + back.pathname).toBe(REDIRECT_URI);
    expect(back.searchParams.get('state')).toBe(authorization.searchParams.get('state'));
    const response = await callback(back);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({ email: hr.email, active_role: 'HR_ADMIN' });
    expect(response.json().data.token).toMatch(/^pst_/);
  });

  it('takes a browser arriving by navigation back into the console with the session cookie, never a token in the page', async () => {
    idp.signInAs({ sub: 'idp-abebe', email: hr.email, emailVerified: true });
    const back = await throughProvider();
    const response = await callback(back, { ...browserOf(back), 'sec-fetch-mode': 'navigate' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/portal_session=pst_[\w-]+;[^,]*HttpOnly[^,]*SameSite=Strict/);
    expect(response.body).not.toContain('pst_');
    const token = /portal_session=([^;]+)/.exec(cookie)![1]!;
    const me = await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: { cookie: `portal_session=${token}` } });
    expect(me.json().data.email).toBe(hr.email);
    // A replayed or forged callback sends the browser to the sign-in screen with the reason.
    const replayed = await callback(back, { ...browserOf(back), 'sec-fetch-mode': 'navigate' });
    expect(replayed.statusCode).toBe(302);
    expect(replayed.headers.location).toBe('/sign-in?error=UNAUTHENTICATED');
    expect(String(replayed.headers['set-cookie'] ?? '')).not.toContain('portal_session');
  });

  it('prefers a linked provider subject over the email', async () => {
    // Each mode links a subject of its own to its own user.
    await new IdentitiesService(new IdentitiesRepository(t.database.db), systemClock, new AuthRepository(t.database.db, t.database.pool))
      .link(finance.email, 'idp', `${idp.issuer} idp-hanna-${mode}`)
      .catch(() => undefined);
    idp.signInAs({ sub: `idp-hanna-${mode}`, email: 'hanna@elsewhere.example', emailVerified: true });
    const response = await callback(await throughProvider());
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.email).toBe(finance.email);
  });

  it('refuses a callback replayed, and a state it never issued', async () => {
    idp.signInAs({ sub: 'idp-abebe', email: hr.email, emailVerified: true });
    const back = await throughProvider();
    expect((await callback(back)).statusCode).toBe(200);
    expectError(await callback(back), 401, 'UNAUTHENTICATED');
    const forged = new URL(back);
    forged.searchParams.set('state', 'a-state-this-service-never-issued');
    expectError(await callback(forged), 401, 'UNAUTHENTICATED');
    expectError(await t.app.inject({ method: 'GET', url: '/v1/auth/oauth/idp/callback?code=abc' }), 401, 'UNAUTHENTICATED');
  });

  it('refuses a callback whose state belongs to another sign-in (the code was issued for a different PKCE challenge and nonce)', async () => {
    idp.signInAs({ sub: 'idp-abebe', email: hr.email, emailVerified: true });
    const first = await throughProvider();
    const second = await throughProvider();
    const swapped = new URL(first);
    swapped.searchParams.set('state', second.searchParams.get('state')!);
    expectError(await callback(swapped), 401, 'UNAUTHENTICATED');
  });

  it('refuses an ID token whose nonce is not the one this sign-in sent', async () => {
    idp.signInAs({ sub: 'idp-abebe', email: hr.email, emailVerified: true });
    const back = await throughProvider();
    await t.database.db
      .updateTable('oauth_states')
      .set({ nonce: 'another-nonce' })
      .where('state_hash', '=', hashToken(back.searchParams.get('state')!))
      .execute();
    expect(expectError(await callback(back), 401, 'UNAUTHENTICATED').message).toMatch(/identity provider failed/);
  });

  it('refuses a response that names another issuer', async () => {
    idp.signInAs({ sub: 'idp-abebe', email: hr.email, emailVerified: true });
    const back = await throughProvider();
    expect(back.searchParams.get('iss')).toBe(idp.issuer);
    back.searchParams.set('iss', 'http://127.0.0.1:1/impostor');
    expectError(await callback(back), 401, 'UNAUTHENTICATED');
  });

  it('refuses an identity linked to nobody, and an email the provider has not verified', async () => {
    idp.signInAs({ sub: 'idp-stranger', email: 'stranger@example.et', emailVerified: true });
    expect(expectError(await callback(await throughProvider()), 401, 'UNAUTHENTICATED').message).toMatch(/No account/);
    idp.signInAs({ sub: 'idp-unverified', email: hr.email, emailVerified: false });
    expectError(await callback(await throughProvider()), 401, 'UNAUTHENTICATED');
  });

  it('describes both routes in the OpenAPI document', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json().paths;
    expect(Object.keys(paths['/v1/auth/oauth/idp/start'].get.responses)).toEqual(expect.arrayContaining(['302', '503']));
    expect(Object.keys(paths['/v1/auth/oauth/idp/callback'].get.responses)).toEqual(expect.arrayContaining(['200', '401', '503']));
  });

  it('refuses a sign-in the provider refused', async () => {
    const started = await start();
    const state = new URL(started.headers.location as string).searchParams.get('state')!;
    const refused = new URL(`${REDIRECT_URI}?error=access_denied&state=${state}`);
    expect(expectError(await callback(refused), 401, 'UNAUTHENTICATED').message).toMatch(/access_denied/);
  });
});

describe('identity-provider sign-in, misconfigured or off', () => {
  let t: TestContext;
  let unreachable: TestContext;
  let off: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...oidcEnv(), OIDC_ISSUER: idp.issuer.replace('127.0.0.1', 'localhost') }, database });
    unreachable = await createTestApp({ env: { ...oidcEnv(), OIDC_ISSUER: 'http://127.0.0.1:1' }, database });
    off = await createTestApp({ database });
  });
  afterAll(async () => {
    for (const app of [t, unreachable, off]) await app.close();
  });

  it('answers 503 when the provider at OIDC_ISSUER declares another issuer', async () => {
    expect(expectError(await t.app.inject({ method: 'GET', url: '/v1/auth/oauth/idp/start' }), 503, 'SERVICE_UNAVAILABLE').message).toMatch(
      /does not match/,
    );
  });

  it('answers 503 when the provider cannot be reached', async () => {
    expect(
      expectError(await unreachable.app.inject({ method: 'GET', url: '/v1/auth/oauth/idp/start' }), 503, 'SERVICE_UNAVAILABLE').message,
    ).toMatch(/cannot be reached/);
  });

  it('answers 404 when no provider is configured', async () => {
    expectError(await off.app.inject({ method: 'GET', url: '/v1/auth/oauth/idp/start' }), 404, 'NOT_FOUND');
  });
});
