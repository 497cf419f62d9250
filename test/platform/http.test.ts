import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { openDatabase } from '../../src/db/database.js';
import { ERROR_STATUS } from '../../src/lib/app-error.js';
import { bearer, createTestApp, expectError, LogCapture, testConfig, type TestContext } from '../helpers/test-app.js';

let t: TestContext;
const logs = new LogCapture();
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'info', CORS_ORIGINS: 'https://portal.example.et' }, logStream: logs });
});
afterAll(async () => t.close());

describe('request ids', () => {
  it('echoes a sane X-Request-Id and generates one otherwise', async () => {
    const echoed = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123.req' } });
    expect(echoed.headers['x-request-id']).toBe('abc-123.req');
    const generated = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': '<script>alert(1)</script>' } });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const error = expectError(
      await t.app.inject({ method: 'GET', url: '/v1/nothing', headers: { 'x-request-id': 'trace-42' } }),
      404,
      'NOT_FOUND',
    );
    expect(error.request_id).toBe('trace-42');
  });
});

describe('unknown routes and methods', () => {
  it('answers 404 NOT_FOUND in the error shape for an unknown path', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/v1/unknown' }), 404, 'NOT_FOUND');
    expectError(await t.app.inject({ method: 'POST', url: '/v2/auth/login', payload: {} }), 404, 'NOT_FOUND');
  });

  // Found by the hostile-input property test: the router answered these in its own shape.
  it('answers an over-long path parameter with 404 and an undecodable URL with 400, in the error shape', async () => {
    expectError(await t.app.inject({ method: 'GET', url: `/v1/migration/jobs/${'0'.repeat(300)}` }), 404, 'NOT_FOUND');
    const error = expectError(await t.app.inject({ method: 'GET', url: '/v1/migration/jobs/%E0%A4%A' }), 400, 'VALIDATION_FAILED');
    expect(error.details).toEqual([{ field: 'url', issue: 'must be a valid, percent-encoded URL' }]);
  });

  it('answers 405 METHOD_NOT_ALLOWED with Allow for a known path', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/v1/me/profile' });
    expectError(response, 405, 'METHOD_NOT_ALLOWED');
    expect(response.headers.allow).toBe('GET, PATCH, HEAD');
    const login = await t.app.inject({ method: 'GET', url: '/v1/auth/login' });
    expectError(login, 405, 'METHOD_NOT_ALLOWED');
    expect(login.headers.allow).toBe('POST');
  });

  it('maps every error code to its status in one table', () => {
    expect(ERROR_STATUS).toMatchObject({
      VALIDATION_FAILED: 400,
      UNAUTHENTICATED: 401,
      FORBIDDEN: 403,
      NOT_FOUND: 404,
      METHOD_NOT_ALLOWED: 405,
      MIGRATION_JOB_LOCKED: 409,
      IDEMPOTENCY_KEY_IN_PROGRESS: 409,
      PAYLOAD_TOO_LARGE: 413,
      UNSUPPORTED_MEDIA_TYPE: 415,
      ORG_PENDING: 422,
      ROLLBACK_EXPIRED: 422,
      IDEMPOTENCY_KEY_REUSED: 422,
      RATE_LIMITED: 429,
      INTERNAL: 500,
      SERVICE_UNAVAILABLE: 503,
    });
  });
});

describe('headers', () => {
  it('sets security headers on every response', async () => {
    for (const url of ['/healthz', '/v1/auth/demo-profiles', '/v1/nothing']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['content-security-policy']).toBeDefined();
      expect(response.headers['strict-transport-security']).toBeDefined();
    }
  });

  it('allows CORS only for the configured origins', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: '/v1/auth/me',
      headers: {
        origin: 'https://portal.example.et',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://portal.example.et');
    const denied = await t.app.inject({ method: 'GET', url: '/v1/auth/demo-profiles', headers: { origin: 'https://evil.example' } });
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('OpenAPI and docs', () => {
  it('serves an OpenAPI 3.1 document with every route and its error responses', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const expected: Record<string, string[]> = {
      '/v1/auth/login': ['post'],
      '/v1/auth/logout': ['post'],
      '/v1/auth/me': ['get'],
      '/v1/auth/me/locale': ['patch'],
      '/v1/auth/demo-profiles': ['get'],
      '/v1/me/profile': ['get', 'patch'],
      '/v1/avatars/{file}': ['get'],
      '/healthz': ['get'],
      '/readyz': ['get'],
      '/v1/auth/email/otp/start': ['post'],
      '/v1/auth/email/otp/verify': ['post'],
      '/v1/auth/phone/otp/start': ['post'],
      '/v1/auth/phone/otp/verify': ['post'],
      '/v1/auth/messenger/callback': ['post'],
      '/v1/dev/outbox': ['get'],
    };
    for (const [path, methods] of Object.entries(expected)) {
      for (const method of methods) expect(document.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    const login = document.paths['/v1/auth/login'].post;
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '400', '404', '413', '415', '429', '500']));
    expect(login.security).toEqual([]);
    expect(login.responses['401']).toBeDefined();
    expect(document.info.description).toMatch(/SMTP_URL.*SMS_HTTP_URL.*OIDC_ISSUER.*TELEGRAM_BOT_TOKEN.*AUTH_MODE=production/s);
    for (const path of ['/v1/auth/email/otp/verify', '/v1/auth/phone/otp/verify', '/v1/auth/messenger/callback']) {
      expect(document.paths[path].post.security, path).toEqual([]);
      expect(Object.keys(document.paths[path].post.responses), path).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
    }
    const me = document.paths['/v1/auth/me'].get;
    expect(Object.keys(me.responses)).toEqual(expect.arrayContaining(['200', '401', '429', '500']));
    // Error answers are stated once, in components.responses.
    const unauthenticated = document.components.responses[me.responses['401'].$ref.replace('#/components/responses/', '')];
    expect(unauthenticated.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
    expect(document.components.schemas.Error.properties.error).toBeDefined();
  });

  it('serves the API reference page at /docs without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs' });
    expect([200, 302]).toContain(response.statusCode);
    const page = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });

  it('serves /healthz between the statements of a long run of them (PGlite runs each on the event loop)', async () => {
    // Before, PGlite's statements ran one after the other as promise callbacks: a validation's checks held
    // every request for their whole run (2.3 s for 100,000 rows).
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const statements = 200;
    let done = 0;
    const run = (async () => {
      for (let i = 0; i < statements; i++) {
        await t.database.pool.query('SELECT count(*) FROM generate_series(1, 20000)');
        done++;
      }
    })();
    const health = await fetch(`${address}/healthz`);
    const doneWhenAnswered = done;
    await run;
    expect(health.status).toBe(200);
    expect(doneWhenAnswered).toBeLessThan(statements);
  });

  it('answers 503 on /readyz and on data routes when the database is unreachable, never 500 nor a hang', async () => {
    // A pool that points at a port where no server listens: every query fails to connect.
    const database = await openDatabase({ databaseUrl: 'postgres://portal@127.0.0.1:1/none', poolSize: 1 });
    const app = await buildApp(testConfig(), { database, backgroundWork: false });
    try {
      expectError(await app.inject({ method: 'GET', url: '/readyz' }), 503, 'SERVICE_UNAVAILABLE');
      expectError(
        await app.inject({ method: 'GET', url: '/v1/auth/me', headers: bearer(`pst_${'a'.repeat(43)}`) }),
        503,
        'SERVICE_UNAVAILABLE',
      );
      expectError(await app.inject({ method: 'GET', url: '/v1/auth/demo-profiles' }), 503, 'SERVICE_UNAVAILABLE');
      expectError(
        await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { demo_user_id: 'demo-member' } }),
        503,
        'SERVICE_UNAVAILABLE',
      );
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('access rules', () => {
  it('refuses to register a route that declares no access rule', async () => {
    await expect(
      buildApp(testConfig(), {
        database: t.database,
        backgroundWork: false,
        extraRoutes: async (app) => {
          app.get('/v1/forgotten', async () => ({ data: 1 }));
        },
      }),
    ).rejects.toThrow('GET /v1/forgotten declares no access rule');
  });

  it('answers 404 on /metrics when METRICS_TOKEN is not set, whatever the bearer', async () => {
    for (const authorization of [undefined, 'Bearer a-metrics-token-of-some-length'])
      expectError(
        await t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} }),
        404,
        'NOT_FOUND',
      );
  });

  it('keeps a table of every route and the access it declared', () => {
    const routes = t.app.accessTable.filter((r) => r.url.startsWith('/v1/') && r.method !== 'HEAD');
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'POST', url: '/v1/auth/login', access: { public: true } },
        { method: 'GET', url: '/v1/auth/demo-profiles', access: { public: true } },
        { method: 'GET', url: '/v1/auth/me', access: { authenticated: true } },
      ]),
    );
  });
});

describe('logs', () => {
  it('never contain the token, nor personal data of the user', async () => {
    const token = await t.login('demo-member');
    await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: bearer(token) });
    await t.app.inject({ method: 'PATCH', url: '/v1/me/profile', headers: bearer(token), payload: { full_name: 'Dawit Alemu' } });
    await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: { authorization: `Bearer ${token}x` } });
    expect(logs.lines.length).toBeGreaterThan(3);
    expect(logs.text).not.toContain(token.slice(4));
    expect(logs.text).not.toContain('dawit.alemu@demo.portal.et');
    expect(logs.text).not.toContain('Dawit Alemu');
    for (const line of logs.lines) expect(() => JSON.parse(line)).not.toThrow();
  });
});
