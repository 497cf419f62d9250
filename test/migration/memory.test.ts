import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validMembersCsv } from '../helpers/migration.js';
import { apiClient, startServer, type ServerProcess } from '../helpers/server-process.js';
import { databaseForChildProcess } from '../helpers/test-app.js';

// MIGRATION_MEMORY_ROWS=100000 measures the full size by hand; the suite checks 20,000.
const ROWS = Number(process.env.MIGRATION_MEMORY_ROWS ?? 20_000);
const onPostgres = Boolean(process.env.DATABASE_URL);

type Job = {
  id: string;
  status: string;
  row_count: number;
  suggested_mapping: Record<string, string>;
  validation: { error_count: number; valid_row_count: number } | null;
};

// The budget is the upload's growth over the process's own peak after start-up, as in the resource-abuse
// suite: the start-up figure is code and compiled schemas (and tsx here, which `npm start` does not run),
// and grows with every capability; what must not grow with the file is the import. PGlite alone holds
// 330-470 MB in the server process, so this is a PostgreSQL figure.
const GROWTH_BUDGET_MB = 100;

describe.skipIf(!onPostgres)(`a ${ROWS}-row upload and validation in a server process on PostgreSQL`, () => {
  let target: Awaited<ReturnType<typeof databaseForChildProcess>>;
  let server: ServerProcess;
  let startupPeak: number;
  beforeAll(async () => {
    target = await databaseForChildProcess();
    server = await startServer(target.env);
    startupPeak = await server.peakRssMb();
  });
  afterAll(async () => {
    await server?.stop();
    await target?.remove();
  });

  it(`grows the peak RSS by less than ${GROWTH_BUDGET_MB} MB and finds every row valid`, async () => {
    const api = await apiClient(server, 'demo-hr-admin');
    const uploaded = await api.upload<Job>(validMembersCsv(ROWS));
    expect(uploaded.status).toBe(201);
    const job = uploaded.data;
    expect(job.row_count).toBe(ROWS);
    expect((await api.call('PUT', `/v1/migration/jobs/${job.id}/mapping`, { column_mapping: job.suggested_mapping })).status).toBe(200);
    let validation: Job['validation'] = null;
    for (const deadline = Date.now() + 120_000; Date.now() < deadline && !validation; ) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const current = (await api.call<Job>('GET', `/v1/migration/jobs/${job.id}`)).data;
      if (current.status === 'validated') validation = current.validation;
    }
    expect(validation).toMatchObject({ error_count: 0, valid_row_count: ROWS });
    const peak = await server.peakRssMb();
    console.log(`peak RSS after start-up ${startupPeak.toFixed(0)} MB, after ${ROWS} rows ${peak.toFixed(0)} MB`);
    expect(peak - startupPeak).toBeLessThan(GROWTH_BUDGET_MB);
  }, 180_000);
});
