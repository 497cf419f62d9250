import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { commit, previewReady, waitForStatus, validMembersCsv } from '../helpers/migration.js';
import { bearer, createTestApp, expectError, type TestContext } from '../helpers/test-app.js';

const METRICS_TOKEN = 'a-metrics-token-of-some-length';

describe('GET /metrics', () => {
  let t: TestContext;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN } });
    token = await t.login('demo-hr-admin');
  });
  afterAll(async () => t?.close());

  const scrape = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.body;
  };

  it('answers 401 without the token or with another (404 when METRICS_TOKEN is not set: test/platform/http.test.ts)', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/metrics' }), 401, 'UNAUTHENTICATED');
    expectError(
      await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}x` } }),
      401,
      'UNAUTHENTICATED',
    );
    // A user's session token is not the metrics token.
    expectError(await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(token) }), 401, 'UNAUTHENTICATED');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(ConfigError);
  });

  it('shows requests by route pattern, in flight, event-loop lag, the pool, queues, jobs and rows by stage', async () => {
    const job = await previewReady(t, token, validMembersCsv(4, 'MET'));
    expect((await commit(t, token, job.id)).statusCode).toBe(202);
    await waitForStatus(t, token, job.id, 'completed');
    const text = await scrape();
    expect(text).toMatch(
      /portal_http_request_duration_seconds_bucket\{le="[^"]+",route="\/v1\/migration\/jobs\/:id",method="GET",status="200"\}/,
    );
    expect(text).not.toContain(job.id);
    expect(text).toContain('portal_http_requests_in_flight');
    expect(text).toMatch(/portal_nodejs_eventloop_lag_seconds \d/);
    expect(text).toMatch(/portal_db_pool_connections\{state="total"\} \d+/);
    expect(text).toMatch(/portal_db_pool_connections\{state="waiting"\} \d+/);
    expect(text).toMatch(/portal_queue_jobs\{queue="migration.commit",state="completed"\} [1-9]/);
    expect(text).toMatch(/portal_migration_jobs\{status="completed"\} 1/);
    for (const stage of ['upload', 'validation', 'commit'])
      expect(text).toMatch(new RegExp(`portal_import_rows_total\\{stage="${stage}"\\} [1-9]`));
    expect(text).toContain('portal_housekeeping_removed_total');
    expect(text).toContain('portal_webhook_deliveries_total');
  });

  it('has every metric the dashboard and the alerts in docs/operations.md use', async () => {
    const text = await scrape();
    const documented = (await readFile('docs/grafana-dashboard.json', 'utf8')) + (await readFile('docs/operations.md', 'utf8'));
    // A name ending in `_` is a family the docs name by its prefix (`portal_nodejs_*`), not a metric.
    const names = new Set(
      [...documented.matchAll(/portal_[a-z0-9_]+/g)]
        .map(([name]) => name.replace(/_(bucket|count|sum)$/, ''))
        .filter((name) => !name.endsWith('_')),
    );
    expect(names.size).toBeGreaterThan(8);
    // HELP lines name every metric, even a counter nothing has counted yet.
    for (const name of names) expect(text, name).toContain(`# HELP ${name} `);
  });
});
