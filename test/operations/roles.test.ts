import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { getJob, post, putMapping, uploadOk, validMembersCsv, waitForStatus } from '../helpers/migration.js';
import { sleep } from '../helpers/server-process.js';
import { bearer, createTestApp, expectError, openTestDatabase, type TestContext } from '../helpers/test-app.js';

/**
 * ROLE=api and ROLE=worker on one database: the API queues work and never runs it; a worker runs it
 * and serves nothing but its health and metrics. (PGlite: both apps share its one connection.)
 */
describe('process roles', () => {
  let database: Database;
  let api: TestContext;
  let token: string;
  const METRICS_TOKEN = 'metrics-token-for-the-roles-test';

  const startWorker = () => createTestApp({ database, env: { ROLE: 'worker', METRICS_TOKEN } });

  beforeAll(async () => {
    database = await openTestDatabase();
    api = await createTestApp({ database, env: { ROLE: 'api' } });
    token = await api.login('demo-hr-admin');
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
  });

  async function created(jobId: string) {
    const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM members WHERE created_by_job_id = ${jobId}::uuid`.execute(
      database.db,
    );
    return Number(rows[0]!.n);
  }

  it('an API-only instance queues validation and commit; they wait for a worker, and the commit completes exactly once', async () => {
    const rows = 25;
    const job = await uploadOk(api, token, validMembersCsv(rows, 'ROLE'));
    expect((await putMapping(api, token, job.id, { column_mapping: job.suggested_mapping })).statusCode).toBe(200);
    // Well past the queue's 0.5 s polling: nobody runs the validation.
    await sleep(1_500);
    expect((await getJob(api, token, job.id)).status).toBe('mapping');

    let worker = await startWorker();
    try {
      await waitForStatus(api, token, job.id, 'validated');
    } finally {
      await worker.close();
    }
    expect((await post(api, token, job.id, 'preview')).statusCode).toBe(200);
    expect((await post(api, token, job.id, 'commit')).statusCode).toBe(202);
    await sleep(1_500);
    expect((await getJob(api, token, job.id)).status).toBe('committing');
    expect(await created(job.id)).toBe(0);

    worker = await startWorker();
    try {
      const done = await waitForStatus(api, token, job.id, 'completed');
      expect(done.result).toMatchObject({ created: rows });
    } finally {
      await worker.close();
    }
    expect(await created(job.id)).toBe(rows);
    const events = await api.app.inject({ method: 'GET', url: '/v1/events?limit=200', headers: bearer(token) });
    const completed = events
      .json()
      .data.items.filter(
        (e: { kind: string; data: { job_id: string } }) => e.kind === 'migration.job_completed' && e.data.job_id === job.id,
      );
    expect(completed).toHaveLength(1);
  });

  it('a worker serves only /healthz, /readyz and /metrics; everything else is 404', async () => {
    const worker = await startWorker();
    try {
      expect((await worker.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await worker.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      const metrics = await worker.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(metrics.statusCode).toBe(200);
      expect(metrics.body).toContain('portal_queue_jobs');
      for (const [method, url] of [
        ['GET', '/v1/auth/me'],
        ['POST', '/v1/auth/login'],
        ['GET', '/v1/migration/jobs'],
        ['GET', '/docs/json'],
        ['GET', '/'],
      ] as const) {
        expectError(
          await worker.app.inject({
            method,
            url,
            headers: bearer(token),
            payload: method === 'POST' ? { demo_user_id: 'demo-member' } : undefined,
          }),
          404,
          'NOT_FOUND',
        );
      }
    } finally {
      await worker.close();
    }
  });

  it('an API-only instance serves the API as before', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/v1/auth/me', headers: bearer(token) })).statusCode).toBe(200);
    expect((await api.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
