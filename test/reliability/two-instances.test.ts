import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { validMembersCsv } from '../helpers/migration.js';
import { apiClient, eventually, startServer, type ServerProcess } from '../helpers/server-process.js';
import { databaseForChildProcess } from '../helpers/test-app.js';

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer: sessions, jobs and
 * events are shared, every step runs once, and an instance killed mid-commit leaves the other to
 * finish the job.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

type Job = {
  id: string;
  status: string;
  suggested_mapping: Record<string, string>;
  progress: { done: number; total: number } | null;
  result: unknown;
};
type Event = { id: number; kind: string; data: { job_id: string } };
type Api = Awaited<ReturnType<typeof apiClient>>;

describe.skipIf(!onPostgres)('two instances on one database (PostgreSQL)', () => {
  let target: Awaited<ReturnType<typeof databaseForChildProcess>>;
  const servers: Record<'a' | 'b', ServerProcess | undefined> = { a: undefined, b: undefined };
  let database: Database;

  /** Each instance names its connections, so the test can see which one holds an import's lock. */
  const start = (name: 'a' | 'b') => {
    const url = new URL(target.env.DATABASE_URL!);
    url.searchParams.set('application_name', `portal-${name}`);
    return startServer({ DATABASE_URL: url.toString() });
  };

  beforeAll(async () => {
    target = await databaseForChildProcess();
    servers.a = await start('a');
    servers.b = await start('b');
    database = await target.open();
  }, 120_000);
  afterAll(async () => {
    await servers.a?.stop();
    await servers.b?.stop();
    await database?.close();
    await target?.remove();
  });

  async function importedCount(jobId: string) {
    const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM members WHERE created_by_job_id = ${jobId}::uuid`.execute(
      database.db,
    );
    return Number(rows[0]!.n);
  }

  async function eventsOf(api: Api, jobId: string) {
    const items = (await api.call<{ items: Event[] }>('GET', '/v1/events?limit=500')).data.items;
    return items.filter((e) => e.data.job_id === jobId);
  }

  const statusOf = async (api: Api, id: string) => (await api.call<Job>('GET', `/v1/migration/jobs/${id}`)).data;

  it('honours a session from one instance on the other, and its sign-out on both', async () => {
    const login = await fetch(`${servers.a!.url}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ demo_user_id: 'demo-finance' }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const auth = { authorization: `Bearer ${token}` };
    expect((await fetch(`${servers.b!.url}/v1/auth/me`, { headers: auth })).status).toBe(200);
    expect((await fetch(`${servers.b!.url}/v1/auth/logout`, { method: 'POST', headers: auth })).status).toBe(204);
    expect((await fetch(`${servers.a!.url}/v1/auth/me`, { headers: auth })).status).toBe(401);
  });

  it('takes a job uploaded on one instance through the other, each step once, events in order', async () => {
    const [a, b] = [await apiClient(servers.a!, 'demo-hr-admin'), await apiClient(servers.b!, 'demo-hr-admin')];
    const rows = 5_000;
    const job = (await a.upload<Job>(validMembersCsv(rows, 'TWO'))).data;
    expect((await b.call('PUT', `/v1/migration/jobs/${job.id}/mapping`, { column_mapping: job.suggested_mapping })).status).toBe(200);
    await eventually('validated', async () => ((await statusOf(a, job.id)).status === 'validated' ? true : undefined), 60_000);
    expect((await a.call('POST', `/v1/migration/jobs/${job.id}/preview`)).status).toBe(200);
    const commits = await Promise.all([
      b.call('POST', `/v1/migration/jobs/${job.id}/commit`),
      a.call('POST', `/v1/migration/jobs/${job.id}/commit`),
    ]);
    expect(commits.map((c) => c.status).sort()).toEqual([202, 409]);
    const final = await eventually(
      'completed',
      async () => {
        const seen = await statusOf(b, job.id);
        return seen.status === 'completed' ? seen : undefined;
      },
      60_000,
    );
    expect(final.result).toEqual({ created: rows, updated: 0, unchanged: 0, skipped: 0, excluded: 0 });
    expect(await importedCount(job.id)).toBe(rows);
    for (const api of [a, b]) {
      const events = await eventsOf(api, job.id);
      expect(events.map((e) => e.kind)).toEqual(['migration.job_started', 'migration.job_completed']);
      expect(events[0]!.id).toBeLessThan(events[1]!.id);
    }
  }, 120_000);

  it('finishes a commit on the surviving instance when the one importing it is killed', async () => {
    const rows = 40_000;
    const a = await apiClient(servers.a!, 'demo-hr-admin');
    const job = (await a.upload<Job>(validMembersCsv(rows, 'KIL'))).data;
    expect((await a.call('PUT', `/v1/migration/jobs/${job.id}/mapping`, { column_mapping: job.suggested_mapping })).status).toBe(200);
    await eventually('validated', async () => ((await statusOf(a, job.id)).status === 'validated' ? true : undefined), 90_000);
    const preview = await a.call('POST', `/v1/migration/jobs/${job.id}/preview`);
    // Seen once in CI (a 400, not reproduced since): the report says why, should it happen again.
    const validation =
      preview.status === 200
        ? undefined
        : ((await statusOf(a, job.id)) as Job & { validation?: { errors_by_code: object; errors: object[] } }).validation;
    expect(
      preview.status,
      JSON.stringify({ preview: preview.data, by_code: validation?.errors_by_code, first: validation?.errors.slice(0, 3) }),
    ).toBe(200);
    expect((await a.call('POST', `/v1/migration/jobs/${job.id}/commit`)).status).toBe(202);

    // The instance whose connection holds the import's lock is the one doing the import.
    const importer = await eventually(
      'an instance importing',
      async () => {
        const { rows: holders } = await sql<{ application_name: string }>`
        SELECT a.application_name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
        WHERE l.locktype = 'advisory' AND l.granted AND a.datname = current_database() AND a.application_name LIKE 'portal-%'
      `.execute(database.db);
        const seen = await statusOf(a, job.id);
        return holders[0] && (seen.progress?.done ?? 0) > 0 ? (holders[0].application_name.slice(-1) as 'a' | 'b') : undefined;
      },
      60_000,
    );
    await servers[importer]!.stop('SIGKILL');
    servers[importer] = undefined;
    const survivor = await apiClient(servers[importer === 'a' ? 'b' : 'a']!, 'demo-hr-admin');
    expect((await statusOf(survivor, job.id)).status).toBe('committing');

    const final = await eventually(
      'completed by the survivor',
      async () => {
        const seen = await statusOf(survivor, job.id);
        return seen.status === 'committing' ? undefined : seen;
      },
      150_000,
    );
    expect(final).toMatchObject({ status: 'completed', result: { created: rows, skipped: 0 } });
    expect(await importedCount(job.id)).toBe(rows);
    expect((await eventsOf(survivor, job.id)).map((e) => e.kind)).toEqual(['migration.job_started', 'migration.job_completed']);
  }, 240_000);
});
