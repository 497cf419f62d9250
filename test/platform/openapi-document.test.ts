import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGACY_LOGIN_SUNSET } from '../../src/modules/identity/sessions/routes.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

/**
 * The API document as client generators, validators and mocks take it (issue 32): held to Redocly's
 * recommended rules, and to the rules every route must keep, so that a new route is born following them.
 */
const run = promisify(execFile);

type Response = {
  $ref?: string;
  description?: string;
  content?: Record<string, { schema?: { $ref?: string } }>;
  headers?: Record<string, { $ref?: string }>;
};
type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  parameters?: { in: string; name: string; required?: boolean; schema?: { default?: unknown } }[];
  responses: Record<string, Response>;
};
type Document = {
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; headers: Record<string, unknown>; responses: Record<string, Response> };
};

let t: TestContext;
let document: Document;
const operations: { path: string; method: string; operation: Operation }[] = [];
beforeAll(async () => {
  // With the identity provider on, its two routes are in the document too.
  t = await createTestApp({ env: { OIDC_ISSUER: 'http://127.0.0.1:1', OIDC_CLIENT_ID: 'portal' }, backgroundWork: false });
  document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
  // The checks below read each answer as a client does, its $ref to components.responses followed.
  const resolved = structuredClone(document);
  for (const [path, item] of Object.entries(resolved.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (response.$ref)
          operation.responses[status] = document.components.responses[response.$ref.replace('#/components/responses/', '')]!;
      }
      operations.push({ path, method, operation });
    }
  }
});
afterAll(() => t.close());

describe('the API document', () => {
  it("passes Redocly CLI's recommended rules with no error and no warning (redocly.yaml)", async () => {
    const folder = await mkdtemp(join(tmpdir(), 'portal-openapi-'));
    try {
      const file = join(folder, 'openapi.json');
      await writeFile(file, JSON.stringify(document, null, 1));
      const linted = await run(
        process.execPath,
        ['node_modules/@redocly/cli/bin/cli.js', 'lint', file, '--config', 'redocly.yaml', '--format=json'],
        { maxBuffer: 64 * 1024 * 1024 },
      ).catch((error: { stdout: string }) => error);
      const report = JSON.parse(linted.stdout) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
      };
      expect(report.problems.map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`)).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 60_000);

  it('makes a second client, with @hey-api/openapi-ts, that type-checks with its named types', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'portal-client-'));
    try {
      await writeFile(join(folder, 'openapi.json'), JSON.stringify(document));
      await run(
        process.execPath,
        ['node_modules/@hey-api/openapi-ts/bin/run.js', '-i', join(folder, 'openapi.json'), '-o', join(folder, 'client')],
        { maxBuffer: 16 * 1024 * 1024 },
      );
      // What a front-end developer writes with it: named types and operations, checked strictly.
      await writeFile(
        join(folder, 'usage.ts'),
        [
          "import { getCurrentUser, getMigrationJob, listMembers, listMigrationJobs, signIn, updateMigrationJobRow } from './client/sdk.gen';",
          "import type { Error as ApiError, JobRow, Member, MigrationJob, Money, SessionUser, ValidationReport } from './client/types.gen';",
          'export async function walk(): Promise<MigrationJob | undefined> {',
          "  const signedIn = await signIn({ body: { demo_user_id: 'demo-hr-admin' } });",
          '  const user: SessionUser | undefined = signedIn.data?.data.user;',
          "  const jobs = await listMigrationJobs({ query: { status: 'validated' } });",
          '  const id = jobs.data?.data.items[0]?.id;',
          '  if (!user || !id) return undefined;',
          '  const job = await getMigrationJob({ path: { id } });',
          '  const failed: ApiError | undefined = job.error;',
          '  const report: ValidationReport | null | undefined = job.data?.data.validation;',
          "  await updateMigrationJobRow({ path: { id, row: 2 }, body: { cells: { Email: 'a@b.et' } } });",
          '  const members = await listMembers({});',
          '  const first: Member | undefined = members.data?.data.items[0];',
          '  const me = await getCurrentUser();',
          '  const allowance: Money | undefined = me.data?.data.allowance_summary?.allowance_remaining;',
          '  void first;',
          '  const row: JobRow | undefined = undefined;',
          '  void report; void allowance; void row;',
          '  return failed ? undefined : job.data?.data;',
          '}',
        ].join('\n'),
      );
      const checked = await run(process.execPath, [
        'node_modules/typescript/bin/tsc',
        '--noEmit',
        '--strict',
        '--target',
        'es2022',
        '--module',
        'esnext',
        '--moduleResolution',
        'bundler',
        '--lib',
        'es2022,dom',
        '--skipLibCheck',
        join(folder, 'usage.ts'),
      ]).catch((error: { stdout: string }) => error);
      expect(checked.stdout).toBe('');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 120_000);

  it('names every operation (a unique operationId), sums it up, and tags it with a declared tag', () => {
    expect(operations.length).toBeGreaterThanOrEqual(49);
    const ids = operations.map(({ operation }) => operation.operationId);
    for (const { path, method, operation } of operations) {
      expect(operation.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z]+$/);
      expect(operation.summary, `${method} ${path}`).toBeTruthy();
      expect(operation.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
      for (const tag of operation.tags ?? [])
        expect(
          document.tags.map((t) => t.name),
          `${method} ${path}`,
        ).toContain(tag);
    }
    expect(new Set(ids).size).toBe(ids.length);
    // Every operation answers a 2xx, but the identity provider's start, which only redirects (redocly.yaml).
    const without2xx = operations
      .filter(({ operation }) => !Object.keys(operation.responses).some((s) => s.startsWith('2')))
      .map(({ method, path }) => `${method} ${path}`);
    expect(without2xx).toEqual(['get /v1/auth/oauth/idp/start']);
  });

  it('states each shape once, by name, in components.schemas', () => {
    for (const name of [
      'Error',
      'SessionUser',
      'CurrentUser',
      'Profile',
      'DemoProfile',
      'Money',
      'MigrationJob',
      'MigrationJobSummary',
      'ValidationReport',
      'PreviewSummary',
      'RowError',
      'JobRow',
      'Member',
      'Event',
      'Webhook',
      'DeliveryAttempt',
      'Role',
      'Locale',
      'JobStatus',
    ]) {
      expect(document.components.schemas[name], name).toBeDefined();
    }
    // Nothing titled is left inline: a titled shape is a component.
    const inlineTitles: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      if (typeof (node as { title?: unknown }).title === 'string' && 'type' in node)
        inlineTitles.push(`${at}: ${(node as unknown as { title: string }).title}`);
      for (const [key, value] of Object.entries(node)) walk(value, `${at}/${key}`);
    };
    walk(document.paths, '#/paths');
    expect(inlineTitles).toEqual([]);
    // Every JSON success body is a named component (`<Shape>Response`, `<Item>Page`, ...).
    const inlineBodies = operations.flatMap(({ path, method, operation }) =>
      Object.entries(operation.responses)
        .filter(([status, r]) => status.startsWith('2') && r.content?.['application/json'] && !r.content['application/json'].schema?.$ref)
        .map(([status]) => `${method} ${path} ${status}`),
    );
    expect(inlineBodies).toEqual([]);
    for (const name of ['MigrationJobResponse', 'MigrationJobSummaryPage', 'MemberPage', 'JobRowPage', 'SignedInResponse', 'EventFeed'])
      expect(document.components.schemas[name], name).toBeDefined();
    expect(JSON.stringify(document).length).toBeLessThan(300_000);
  });

  it('answers every error with the JSON error envelope, on every route (downloads included), each answer stated once in components.responses', () => {
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const [status, response] of Object.entries(operation.responses))
          if (Number(status) >= 400) expect(response.$ref, `${method} ${path} ${status}`).toMatch(/^#\/components\/responses\/Error\d{3}/);
      }
    }
    for (const { path, method, operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        expect(response.content, `${method} ${path} ${status}`).toEqual({
          'application/json': { schema: { $ref: '#/components/schemas/Error' } },
        });
      }
    }
  });

  it("declares each success's media type as sent: files with Content-Disposition, the avatar as SVG, metrics as Prometheus text", () => {
    const ok = (path: string, method = 'get') => document.paths[path]![method]!.responses['200']!;
    for (const path of ['/v1/migration/jobs/{id}/error-report', '/v1/migration/jobs/{id}/corrected-file']) {
      expect(Object.keys(ok(path).content!), path).toEqual(['text/csv']);
      expect(ok(path).headers!['Content-Disposition'], path).toEqual({ $ref: '#/components/headers/ContentDisposition' });
    }
    expect(Object.keys(ok('/v1/migration/templates/{dataset_type}').content!)[0]).toMatch(/spreadsheetml/);
    expect(Object.keys(ok('/v1/avatars/{file}').content!)).toEqual(['image/svg+xml']);
    expect(Object.keys(ok('/metrics').content!)).toEqual(['text/plain']);
  });

  it('makes every parameter with a default optional, its default stated', () => {
    const defaulted = operations.flatMap(({ path, method, operation }) =>
      (operation.parameters ?? [])
        .filter((p) => p.schema && 'default' in p.schema)
        .map((p) => ({ at: `${method} ${path} ${p.name}`, required: p.required })),
    );
    expect(defaulted.map((p) => p.at)).toEqual(
      expect.arrayContaining([
        'get /v1/migration/jobs page',
        'get /v1/migration/jobs page_size',
        'get /v1/migration/jobs/{id}/rows filter',
        'get /v1/events after',
        'get /v1/events limit',
        'get /v1/webhooks/{id}/deliveries limit',
      ]),
    );
    for (const parameter of defaulted) expect(parameter.required, parameter.at).toBe(false);
  });

  it('declares the headers answers carry: X-Request-Id everywhere, Retry-After on 429, rate limits, Deprecation and Sunset, the replay marker', () => {
    for (const { path, method, operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        expect(response.headers?.['X-Request-Id'], `${method} ${path} ${status}`).toEqual({ $ref: '#/components/headers/RequestId' });
        if (status === '429')
          expect(response.headers?.['Retry-After'], `${method} ${path}`).toEqual({ $ref: '#/components/headers/RetryAfter' });
      }
    }
    expect(document.paths['/v1/members']!.get!.responses['200']!.headers!['X-RateLimit-Remaining']).toBeDefined();
    expect(Object.keys(document.paths['/v1/auth/login']!.post!.responses['200']!.headers!)).toEqual(
      expect.arrayContaining(['Deprecation', 'Sunset']),
    );
    expect(document.paths['/v1/migration/jobs/{id}/commit']!.post!.responses['202']!.headers!['Idempotent-Replayed']).toBeDefined();
    expect(Object.keys(document.components.headers)).toEqual(
      expect.arrayContaining(['RequestId', 'RetryAfter', 'Deprecation', 'Sunset', 'ContentDisposition', 'IdempotentReplayed']),
    );
  });

  it('sends what it declares: Sunset with Deprecation on the legacy login', async () => {
    const legacy = await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { demo_role: 'HR_ADMIN' } });
    expect(legacy.headers.deprecation).toBe('true');
    expect(legacy.headers.sunset).toBe(LEGACY_LOGIN_SUNSET);
    expect(new Date(LEGACY_LOGIN_SUNSET).getTime()).toBeGreaterThan(new Date('2027-01-01').getTime());
  });
});
