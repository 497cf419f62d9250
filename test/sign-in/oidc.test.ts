import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/lib/clock.js';
import { DEMO_PERSONAS } from '../../src/db/seed.js';
import { hashToken } from '../../src/modules/auth/tokens.js';
import { IdentitiesRepository } from '../../src/modules/identities/repository.js';
import { IdentitiesService } from '../../src/modules/identities/service.js';
import { startIdentityProvider, type IdentityProvider } from '../helpers/identity-provider.js';
import type { Database } from '../../src/db/database.js';
import { createTestApp, expectError, openTestDatabase, TEST_BASE_URL, type TestContext } from '../helpers/test-app.js';

/**
 * GET /v1/auth/oauth/idp/start and its callback against a real OpenID Connect provider (oidc-provider)
 * on loopback: authorization code flow with PKCE, state and nonce (openid-client).
 */
const REDIRECT_URI = `${TEST_BASE_URL}/v1/auth/oauth/idp/callback`;
const hr = DEMO_PERSONAS.find((p) => p.personaId === 'demo-hr-admin')!;
const finance = DEMO_PERSONAS.find((p) => p.personaId === 'demo-finance')!;

let idp: IdentityProvider;
// One database for the file: the apps of each configuration take turns on it.
let database: Database;
beforeAll(async () => {
  idp = await startIdentityProvider(REDIRECT_URI);
  database = await openTestDatabase();
});
afterAll(async () => {
  await idp.close();
  await database.close();
});

const oidcEnv = () => ({ OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: idp.clientId, OIDC_CLIENT_SECRET: idp.clientSecret });

describe.each([
  ['demo', {}],
  ['production', { AUTH_MODE: 'production', AUTH_SECRET: 'a-production-secret-of-at-least-32-characters' }],
] as const)('identity-provider sign-in (OpenID Connect), %s mode', (_mode, env) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...env, ...oidcEnv() }, database });
  });
  afterAll(() => t.close());

  /** Starts at the API, signs in at the provider, and answers the URL the provider sends the browser back to. */
  async function throughProvider(): Promise<URL> {
    const started = await t.app.inject({ method: 'GET', url: '/v1/auth/oauth/idp/start' });
    expect(started.statusCode).toBe(302);
    return idp.authorize(started.headers.location as string);
  }
  const callback = (back: URL) => t.app.inject({ method: 'GET', url: `/v1/auth/oauth/idp/callback${back.search}` });

  it('redirects with PKCE (S256), state and nonce, and signs in the user of the verified email', async () => {
    const started = await t.app.inject({ method: 'GET', url: '/v1/auth/oauth/idp/start' });
    const authorization = new URL(started.headers.location as string);
    expect(authorization.origin).toBe(idp.issuer);
    expect(Object.fromEntries(authorization.searchParams)).toMatchObject({
      client_id: idp.clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'openid email', code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), state: expect.any(String), nonce: expect.any(String),
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
    const response = await t.app.inject({ method: 'GET', url: `/v1/auth/oauth/idp/callback${back.search}`, headers: { 'sec-fetch-mode': 'navigate' } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^portal_session=pst_[\w-]+;.*HttpOnly.*SameSite=Strict/);
    expect(response.body).not.toContain('pst_');
    const token = /portal_session=([^;]+)/.exec(cookie)![1]!;
    const me = await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: { cookie: `portal_session=${token}` } });
    expect(me.json().data.email).toBe(hr.email);
    // A replayed or forged callback sends the browser to the sign-in screen with the reason.
    const replayed = await t.app.inject({ method: 'GET', url: `/v1/auth/oauth/idp/callback${back.search}`, headers: { 'sec-fetch-mode': 'navigate' } });
    expect(replayed.statusCode).toBe(302);
    expect(replayed.headers.location).toBe('/sign-in?error=UNAUTHENTICATED');
    expect(replayed.headers['set-cookie']).toBeUndefined();
  });

  it('prefers a linked provider subject over the email', async () => {
    // Linked once for the file; the second mode finds it linked.
    await new IdentitiesService(new IdentitiesRepository(t.database.db), systemClock).link(finance.email, 'idp', `${idp.issuer} idp-hanna`).catch(() => undefined);
    idp.signInAs({ sub: 'idp-hanna', email: 'hanna@elsewhere.example', emailVerified: true });
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
    await t.database.db.updateTable('oauth_states').set({ nonce: 'another-nonce' }).where('state_hash', '=', hashToken(back.searchParams.get('state')!)).execute();
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
    const started = await t.app.inject({ method: 'GET', url: '/v1/auth/oauth/idp/start' });
    const state = new URL(started.headers.location as string).searchParams.get('state')!;
    expect(expectError(await t.app.inject({ method: 'GET', url: `/v1/auth/oauth/idp/callback?error=access_denied&state=${state}` }), 401, 'UNAUTHENTICATED').message).toMatch(/access_denied/);
  });
});

describe('identity-provider sign-in, misconfigured or off', () => {
  it('answers 503 when the provider at OIDC_ISSUER declares another issuer', async () => {
    const t = await createTestApp({ env: { ...oidcEnv(), OIDC_ISSUER: idp.issuer.replace('127.0.0.1', 'localhost') }, database });
    try {
      expect(expectError(await t.app.inject({ method: 'GET', url: '/v1/auth/oauth/idp/start' }), 503, 'SERVICE_UNAVAILABLE').message).toMatch(/does not match/);
    } finally {
      await t.close();
    }
  });

  it('answers 503 when the provider cannot be reached, and 404 when no provider is configured', async () => {
    const unreachable = await createTestApp({ env: { ...oidcEnv(), OIDC_ISSUER: 'http://127.0.0.1:1' }, database });
    try {
      expect(expectError(await unreachable.app.inject({ method: 'GET', url: '/v1/auth/oauth/idp/start' }), 503, 'SERVICE_UNAVAILABLE').message).toMatch(/cannot be reached/);
    } finally {
      await unreachable.close();
    }
    const off = await createTestApp({ database });
    try {
      expectError(await off.app.inject({ method: 'GET', url: '/v1/auth/oauth/idp/start' }), 404, 'NOT_FOUND');
    } finally {
      await off.close();
    }
  });
});
