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
  await writeFile(
    join(dir, 'index.html'),
    '<!doctype html><title>console</title><script type="module" src="/assets/index-AbC123.js"></script>',
  );
  await writeFile(join(dir, 'assets', 'index-AbC123.js'), 'console.log(1)');
  // What the build makes beside each text asset (vite-plugin-compression2): brotli and gzip.
  const script = 'console.log("a script long enough to be worth compressing");'.repeat(40);
  await writeFile(join(dir, 'assets', 'big-XyZ789.js'), script);
  await writeFile(join(dir, 'assets', 'big-XyZ789.js.br'), brotliCompressSync(script));
  await writeFile(join(dir, 'assets', 'big-XyZ789.js.gz'), gzipSync(script));
  await writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // What Vite's manifest says of the build: the entry, a chunk it imports, the shell and two screens.
  await mkdir(join(dir, '.vite'));
  await writeFile(
    join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-AbC123.js', isEntry: true, imports: ['_shared.js'], css: ['assets/index-AbC123.css'] },
      '_shared.js': { file: 'assets/shared-Sh4r3d.js' },
      '_table.js': { file: 'assets/table-T4bl3.js', css: ['assets/table-T4bl3.css'] },
      'src/app/Shell.tsx': { file: 'assets/Shell-Sh3ll1.js', imports: ['_shared.js'] },
      'src/features/imports/ImportsPage.tsx': { file: 'assets/ImportsPage-1mp0rt.js', imports: ['_shared.js', '_table.js'] },
      'src/features/imports/ImportPage.tsx': { file: 'assets/ImportPage-J0b1.js', imports: ['_table.js'] },
    }),
  );
  t = await createTestApp({ env: { CONSOLE_DIR: dir } });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the console, served by the API', () => {
  it('answers index.html, never cached, on every client route (a reload works)', async () => {
    for (const url of [
      '/',
      '/sign-in',
      '/sign-in/telegram',
      '/imports',
      '/imports/new',
      '/imports/0d0e0000-0000-4000-8000-00000000f00d',
      '/profile',
    ]) {
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
    const script = await readFile(join(dir, 'assets', 'big-XyZ789.js'), 'utf8');
    const get = (encoding?: string) =>
      t.app.inject({ method: 'GET', url: '/assets/big-XyZ789.js', headers: encoding ? { 'accept-encoding': encoding } : {} });
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

  describe('names in its answer what the first screen will ask for, so that the browser fetches it at once (issue 30)', () => {
    const links = async (url: string, cookie?: string) => {
      const response = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(response.statusCode, url).toBe(200);
      return String(response.headers.link).split(', ');
    };
    const fetches = (entries: string[]) =>
      entries.filter((e) => e.endsWith('rel=preload; as=fetch; crossorigin=anonymous')).map((e) => e.slice(1, e.indexOf('>')));
    const modules = (entries: string[]) => entries.filter((e) => e.endsWith('rel=modulepreload')).map((e) => e.slice(1, e.indexOf('>')));

    it('without a session: who is signed in, the sign-in methods and the demo personas, and no screen code', async () => {
      for (const url of ['/sign-in', '/', '/imports']) {
        const entries = await links(url);
        expect(fetches(entries), url).toEqual(['/v1/auth/session', '/v1/auth/methods', '/v1/auth/demo-profiles']);
        expect(modules(entries), url).toEqual([]);
      }
    });

    it("with a session: the shell's and the screen's code (not what the page names already) and the screen's first data", async () => {
      const cookie = 'portal_session=pst_whatever';
      const list = await links('/imports', cookie);
      expect(fetches(list)).toEqual(['/v1/auth/session', '/v1/migration/datasets', '/v1/migration/jobs?page=1&page_size=20']);
      expect(modules(list)).toEqual(['/assets/Shell-Sh3ll1.js', '/assets/ImportsPage-1mp0rt.js', '/assets/table-T4bl3.js']);
      // As Vite's own loader asks for a screen's stylesheet (crossorigin), or it would be fetched twice.
      expect(list).toContain('</assets/table-T4bl3.css>; rel=preload; as=style; crossorigin=anonymous');
      const id = '0d0e0000-0000-4000-8000-00000000f00d';
      const job = await links(`/imports/${id}`, cookie);
      expect(fetches(job)).toEqual(['/v1/auth/session', `/v1/migration/jobs/${id}`, '/v1/migration/datasets']);
      expect(modules(job)).toEqual(['/assets/Shell-Sh3ll1.js', '/assets/ImportPage-J0b1.js', '/assets/table-T4bl3.js']);
      // A screen the manifest does not know: its data and the shell's code still.
      expect(fetches(await links('/benefits', cookie))).toEqual(['/v1/auth/session', '/v1/me/benefits']);
      expect(modules(await links('/benefits', cookie))).toEqual(['/assets/Shell-Sh3ll1.js']);
      // The sign-in screen with a cookie: the methods too (the session may have ended).
      expect(fetches(await links('/sign-in', cookie))).toContain('/v1/auth/methods');
    });

    it("names each of the router's screens by a module that exists", async () => {
      const router = await readFile(new URL('../../web/src/app/router.tsx', import.meta.url), 'utf8');
      const { SCREENS } = await import('../../src/plugins/console-preloads.js');
      const paths = [...router.matchAll(/path: '([^']+)'/g)]
        .map((match) => match[1]!)
        .filter((path) => !['*', '/sign-in', '/sign-in/telegram'].includes(path));
      for (const path of paths) {
        const url = path.replace(/:[a-z]+/g, '0d0e0000-0000-4000-8000-00000000f00d');
        const screen = SCREENS.find((s) => s.path.test(url));
        expect(screen, url).toBeDefined();
        await expect(readFile(new URL(`../../web/${screen!.module}`, import.meta.url), 'utf8'), screen!.module).resolves.toContain(
          'export default',
        );
      }
    });
  });

  it('answers 404 in the error shape for an unknown asset or path, and never leaves the folder', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/assets/nope-123.js' }), 404, 'NOT_FOUND');
    expectError(await t.app.inject({ method: 'GET', url: '/assets/..%2Findex.html' }), 404, 'NOT_FOUND');
    expectError(await t.app.inject({ method: 'GET', url: '/assets/../../package.json' }), 404, 'NOT_FOUND');
    expectError(await t.app.inject({ method: 'GET', url: '/no-such-page' }), 404, 'NOT_FOUND');
    expectError(await t.app.inject({ method: 'GET', url: '/v1/no-such-route' }), 404, 'NOT_FOUND');
  });

  it("answers a browser's mistyped address with the console's own page not found (404, HTML), never the API's JSON", async () => {
    const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
    for (const url of ['/no-such-page', '/imprts', '/settings/x']) {
      const response = await t.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<title>console</title>');
    }
    // The API, its documents and the console's files stay JSON for a browser too.
    for (const url of ['/v1/no-such-route', '/assets/nope-123.js', '/docs/nope', '/metricsx'])
      expectError(await t.app.inject({ method: 'GET', url, headers: html }), 404, 'NOT_FOUND');
    expectError(await t.app.inject({ method: 'POST', url: '/no-such-page', headers: html }), 404, 'NOT_FOUND');
  });

  it('sends a Content-Security-Policy that allows only its own origin', async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "font-src 'self'",
      "connect-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'none'",
    ])
      expect(csp).toContain(directive);
    expect(csp).not.toMatch(/https?:|\*/);
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('leaves the API, its reference and the health routes as they were', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/openapi.json' })).json().openapi).toBe('3.1.0');
    expect((await t.app.inject({ method: 'GET', url: '/docs/' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/v1/auth/demo-profiles' })).json().data).toHaveLength(4);
  });

  let bare: TestContext;
  beforeAll(async () => {
    bare = await createTestApp({ env: { CONSOLE_DIR: join(dir, 'missing') }, database: t.database, backgroundWork: false });
  });
  afterAll(async () => bare.close());

  it('says so when the console has not been built', async () => {
    const error = expectError(await bare.app.inject({ method: 'GET', url: '/' }), 404, 'NOT_FOUND');
    expect(error.message).toContain('npm run build:console');
  });
});
