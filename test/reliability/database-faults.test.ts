import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { validMembersCsv } from '../helpers/migration.js';
import { adminUrl } from '../helpers/postgres-urls.js';
import { apiClient, eventually, sleep, startServer, type ServerProcess } from '../helpers/server-process.js';
import { databaseOutage, type DatabaseOutage } from '../helpers/database-outage.js';
import { databaseForChildProcess } from '../helpers/test-app.js';

/**
 * PostgreSQL going away under a running server process: its connections terminated by the database,
 * and the whole server unreachable: a proxy taken down and brought back, or with
 * DATABASE_FAULTS_STOP_SERVER=1 the PostgreSQL cluster itself stopped and started
 * (test/helpers/database-outage.ts). Requests answer 503 quickly, never 500 nor a hang; the service recovers by itself; jobs end validated, completed or
 * failed, never stuck and never half imported.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const ROWS = 20_000;

type Job = {
  id: string;
  status: string;
  suggested_mapping: Record<string, string>;
  progress: { done: number; total: number } | null;
  result: unknown;
  failure: unknown;
};
type Api = Awaited<ReturnType<typeof apiClient>>;

async function timed(request: Promise<Response>) {
  const started = Date.now();
  const response = await request;
  const body = (await response.json()) as { error?: { code: string; message: string } };
  return { status: response.status, body, ms: Date.now() - started };
}

describe.skipIf(!onPostgres)(
  `database faults (PostgreSQL; outages by ${process.env.DATABASE_FAULTS_STOP_SERVER === '1' ? 'stopping the server' : 'a proxy'})`,
  () => {
    let target: Awaited<ReturnType<typeof databaseForChildProcess>>;
    let outage: DatabaseOutage;
    let server: ServerProcess;
    let database: Database;
    let api: Api;
    let token: string;

    beforeAll(async () => {
      target = await databaseForChildProcess();
      outage = await databaseOutage(target.env.DATABASE_URL!);
      server = await startServer({ DATABASE_URL: outage.url });
      api = await apiClient(server, 'demo-hr-admin');
      const login = await fetch(`${server.url}/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ demo_user_id: 'demo-member' }),
      });
      token = ((await login.json()) as { data: { token: string } }).data.token;
      database = await target.open();
    }, 90_000);
    afterAll(async () => {
      await server?.stop();
      await outage?.close();
      await database?.close();
      await target?.remove();
    });

    const me = () => timed(fetch(`${server.url}/v1/auth/me`, { headers: { authorization: `Bearer ${token}` } }));
    const readyz = () => timed(fetch(`${server.url}/readyz`));
    const healthy = async () => ((await me()).status === 200 && (await readyz()).status === 200 ? true : undefined);

    async function terminateServerConnections(): Promise<number> {
      const admin = new pg.Client({ connectionString: adminUrl(process.env.DATABASE_URL!) });
      await admin.connect();
      try {
        const name = new URL(target.env.DATABASE_URL!).pathname.slice(1);
        const { rowCount } = await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [name],
        );
        return rowCount ?? 0;
      } finally {
        await admin.end();
      }
    }

    async function importedCount(jobId: string) {
      const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM members WHERE created_by_job_id = ${jobId}::uuid`.execute(
        database.db,
      );
      return Number(rows[0]!.n);
    }

    it('answers 200 or 503 while its connections are terminated, then 200 again by itself', async () => {
      expect(await terminateServerConnections()).toBeGreaterThan(0);
      const answers = await Promise.all(Array.from({ length: 20 }, () => me()));
      for (const answer of answers) {
        expect([200, 503]).toContain(answer.status);
        if (answer.status === 503) expect(answer.body.error!.code).toBe('SERVICE_UNAVAILABLE');
      }
      await eventually('healthy again', healthy, 10_000);
    }, 30_000);

    it('answers 503 quickly while the database is down, /readyz 503 and /healthz 200, and recovers when it returns', async () => {
      await outage.down();
      try {
        for (const answer of [await me(), await readyz(), await me()]) {
          expect(answer.status).toBe(503);
          expect(answer.body.error).toMatchObject({
            code: 'SERVICE_UNAVAILABLE',
            message: expect.not.stringMatching(/ECONN|127\.0\.0\.1|select/i),
          });
          expect(answer.ms).toBeLessThan(6_000);
        }
        const login = await timed(
          fetch(`${server.url}/v1/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ demo_user_id: 'demo-member' }),
          }),
        );
        expect(login.status).toBe(503);
        expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      } finally {
        await outage.up();
      }
      await eventually('healthy again', healthy, 15_000);
    }, 60_000);

    it('finishes a validation that the database interrupted', async () => {
      const job = (await api.upload<Job>(validMembersCsv(ROWS, 'DV'))).data;
      expect((await api.call('PUT', `/v1/migration/jobs/${job.id}/mapping`, { column_mapping: job.suggested_mapping })).status).toBe(200);
      await outage.down();
      await sleep(3_000);
      await outage.up();
      const final = await eventually(
        'validated',
        async () => {
          const seen = (await api.call<Job>('GET', `/v1/migration/jobs/${job.id}`)).data;
          return seen?.status === 'validated' ? seen : undefined;
        },
        90_000,
      );
      expect(final.status).toBe('validated');
    }, 120_000);

    it('ends a commit that the database interrupted completed with every row, or failed with none', async () => {
      const job = (await api.upload<Job>(validMembersCsv(ROWS, 'DC'))).data;
      expect((await api.call('PUT', `/v1/migration/jobs/${job.id}/mapping`, { column_mapping: job.suggested_mapping })).status).toBe(200);
      await eventually(
        'validated',
        async () => ((await api.call<Job>('GET', `/v1/migration/jobs/${job.id}`)).data.status === 'validated' ? true : undefined),
        60_000,
      );
      expect((await api.call('POST', `/v1/migration/jobs/${job.id}/preview`)).status).toBe(200);
      expect((await api.call('POST', `/v1/migration/jobs/${job.id}/commit`)).status).toBe(202);
      await eventually(
        'import under way',
        async () => {
          const seen = (await api.call<Job>('GET', `/v1/migration/jobs/${job.id}`)).data;
          return seen.status !== 'committing' || (seen.progress?.done ?? 0) > 0 ? true : undefined;
        },
        30_000,
      );
      await outage.down();
      await sleep(3_000);
      await outage.up();
      const final = await eventually(
        'a final state',
        async () => {
          const seen = (await api.call<Job>('GET', `/v1/migration/jobs/${job.id}`)).data;
          return seen && seen.status !== 'committing' ? seen : undefined;
        },
        90_000,
      ).catch((error: Error) => {
        // The server's last log lines say why (a crash, a stuck queue).
        throw new Error(
          `${error.message}\n${server
            .output()
            .split('\n')
            .filter((l) => !l.includes('request completed'))
            .slice(-30)
            .join('\n')}`,
        );
      });
      expect(['completed', 'failed']).toContain(final.status);
      expect(await importedCount(job.id)).toBe(final.status === 'completed' ? ROWS : 0);
      if (final.status === 'completed') expect(final.result).toEqual({ created: ROWS, updated: 0, unchanged: 0, skipped: 0, excluded: 0 });
    }, 180_000);
  },
);
