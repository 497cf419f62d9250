import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectError, type TestContext } from '../helpers/test-app.js';

/** The built console served by the API process: client routes, cached assets, its own CSP. */
let t: TestContext;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'console-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>console</title><script type="module" src="/assets/index-AbC123.js"></script>');
  await writeFile(join(dir, 'assets', 'index-AbC123.js'), 'console.log(1)');
  // What the build makes beside each text asset (vite-plugin-compression2): brotli and gzip.
  const script = 'console.log("a script long enough to be worth compressing");'.repeat(40);
  await writeFile(join(dir, 'assets', 'big-XyZ789.js'), script);
  await writeFile(join(dir, 'assets', 'big-XyZ789.js.br'), brotliCompressSync(script));
  await writeFile(join(dir, 'assets', 'big-XyZ789.js.gz'), gzipSync(script));
  await writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ env: { CONSOLE_DIR: dir } });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the console, served by the API', () => {
  it('answers index.html, never cached, on every client route (a reload works)', async () => {
    for (const url of ['/', '/sign-in', '/sign-in/telegram', '/imports', '/imports/new', '/imports/0d0e0000-0000-4000-8000-00000000f00d', '/profile']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>console</title>');
    }
  });

  it("serves every path of the console's router (a reload of any screen works)", async () => {
    const router = await readFile(new URL('../../web/src/app/router.tsx', import.meta.url), 'utf8');
    const paths = [...router.matchAll(/path: '([^']+)'/g)].map((match) => match[1]!).filter((path) => path !== '*');
    expect(paths).toContain('/people');
    for (const path of paths) {
      const url = path.replace(/:[a-z]+/g, '0d0e0000-0000-4000-8000-00000000f00d');
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200);
  });

  it('sends the compressed file the build made, as the browser accepts it, and says it varies (issue 30)', async () => {
    const script = (await readFile(join(dir, 'assets', 'big-XyZ789.js'), 'utf8'));
    const get = (encoding?: string) => t.app.inject({ method: 'GET', url: '/assets/big-XyZ789.js', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('answers 404 in the error shape for an unknown asset or path, and never leaves the folder', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/assets/nope-123.js' }), 404, 'NOT_FOUND');
    expectError(await t.app.inject({ method: 'GET', url: '/assets/..%2Findex.html' }), 404, 'NOT_FOUND');
    expectError(await t.app.inject({ method: 'GET', url: '/assets/../../package.json' }), 404, 'NOT_FOUND');
    expectError(await t.app.inject({ method: 'GET', url: '/no-such-page' }), 404, 'NOT_FOUND');
    expectError(await t.app.inject({ method: 'GET', url: '/v1/no-such-route' }), 404, 'NOT_FOUND');
  });

  it('sends a Content-Security-Policy that allows only its own origin', async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    for (const directive of ["default-src 'self'", "script-src 'self'", "font-src 'self'", "connect-src 'self'", "object-src 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(directive);
    expect(csp).not.toMatch(/https?:|\*/);
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('leaves the API, its reference and the health routes as they were', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/openapi.json' })).json().openapi).toBe('3.1.0');
    expect((await t.app.inject({ method: 'GET', url: '/docs/' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/v1/auth/demo-profiles' })).json().data).toHaveLength(4);
  });

  it('says so when the console has not been built', async () => {
    const bare = await createTestApp({ env: { CONSOLE_DIR: join(dir, 'missing') }, database: t.database, backgroundWork: false });
    try {
      const error = expectError(await bare.app.inject({ method: 'GET', url: '/' }), 404, 'NOT_FOUND');
      expect(error.message).toContain('npm run build:console');
    } finally {
      await bare.app.close();
    }
  });
});
