import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { validMembersCsv } from '../helpers/migration.js';
import { apiClient, startServer, type ServerProcess } from '../helpers/server-process.js';
import { databaseForChildProcess } from '../helpers/test-app.js';

const ROWS = 60_000;
const onPostgres = Boolean(process.env.DATABASE_URL);

type Job = {
  id: string;
  status: string;
  suggested_mapping: Record<string, string>;
  progress: { done: number; total: number } | null;
  result: unknown;
};
type Event = { kind: string; data: { job_id: string } };

async function importedCount(database: Database, jobId: string) {
  const { rows } = await sql<{ n: string; distinct_ids: string }>`
    SELECT count(*) AS n, count(DISTINCT external_id) AS distinct_ids FROM members WHERE created_by_job_id = ${jobId}::uuid
  `.execute(database.db);
  return { rows: Number(rows[0]!.n), distinctIds: Number(rows[0]!.distinct_ids) };
}

// The server process is killed with SIGKILL in the middle of the import's transaction, then started again.
describe.skipIf(!onPostgres)('a commit whose server process dies mid-import (PostgreSQL)', () => {
  let target: Awaited<ReturnType<typeof databaseForChildProcess>> | undefined;
  let server: ServerProcess | undefined;
  let database: Database | undefined;
  afterAll(async () => {
    await server?.stop();
    await database?.close();
    await target?.remove();
  });

  it('is imported exactly once after a restart, with one job_started and one terminal event', async () => {
    target = await databaseForChildProcess();
    server = await startServer(target.env);
    let api = await apiClient(server, 'demo-hr-admin');
    const job = (await api.upload<Job>(validMembersCsv(ROWS, 'CR'))).data;
    expect((await api.call('PUT', `/v1/migration/jobs/${job.id}/mapping`, { column_mapping: job.suggested_mapping })).status).toBe(200);
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
      if ((await api.call<Job>('GET', `/v1/migration/jobs/${job.id}`)).data.status === 'validated') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const preview = await api.call('POST', `/v1/migration/jobs/${job.id}/preview`);
    // A refusal says why: the validation's summary and its first errors.
    const why =
      preview.status === 200
        ? ''
        : JSON.stringify({
            job: (await api.call<Job>('GET', `/v1/migration/jobs/${job.id}`)).data,
            errors: (await api.call('GET', `/v1/migration/jobs/${job.id}/errors?page_size=5`)).data,
          });
    expect(preview.status, why).toBe(200);
    expect((await api.call('POST', `/v1/migration/jobs/${job.id}/commit`)).status).toBe(202);

    // Kill it once the import has visibly begun and before it ends.
    let seen: Job | undefined;
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
      seen = (await api.call<Job>('GET', `/v1/migration/jobs/${job.id}`)).data;
      if (seen.status !== 'committing' || (seen.progress?.done ?? 0) > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await server.stop('SIGKILL');
    expect(seen).toMatchObject({ status: 'committing' });
    expect(seen!.progress!.done).toBeGreaterThan(0);
    expect(seen!.progress!.done).toBeLessThan(ROWS);

    database = await target.open();
    expect(await importedCount(database, job.id)).toEqual({ rows: 0, distinctIds: 0 });

    server = await startServer(target.env);
    api = await apiClient(server, 'demo-hr-admin');
    let final: Job | undefined;
    for (const deadline = Date.now() + 90_000; Date.now() < deadline; ) {
      final = (await api.call<Job>('GET', `/v1/migration/jobs/${job.id}`)).data;
      if (final.status !== 'committing') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(final).toMatchObject({ status: 'completed', result: { created: ROWS, skipped: 0 } });
    expect(await importedCount(database, job.id)).toEqual({ rows: ROWS, distinctIds: ROWS });
    const events = (await api.call<{ items: Event[] }>('GET', '/v1/events?limit=500')).data.items.filter((e) => e.data.job_id === job.id);
    expect(events.map((e) => e.kind)).toEqual(['migration.job_started', 'migration.job_completed']);
  }, 240_000);
});
