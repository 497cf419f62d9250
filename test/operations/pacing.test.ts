import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_NAMES, openDatabase, type Database } from '../../src/db/database.js';
import { PacingRepository } from '../../src/modules/pacing/repository.js';
import { YieldToInteractive } from '../../src/modules/pacing/service.js';
import { post, putMapping, uploadOk, validMembersCsv, waitForStatus } from '../helpers/migration.js';
import { createTestApp, openTestDatabase, type TestContext } from '../helpers/test-app.js';

/**
 * A worker's imports give way to API instances: between steps it asks the database whether an API
 * instance (application_name portal-api or portal) has a statement running, and if so pauses `factor`
 * times as long as the step took. A second connection stands in for the API instance.
 */
const onServer = Boolean(process.env.DATABASE_URL);

/** A connection of the pool, named as an API instance, running a statement until `stop`. */
async function busyApiStatement(database: Database, applicationName: string = APPLICATION_NAMES.api) {
  const client: pg.PoolClient = await database.pool.connect();
  await client.query(`SET application_name = '${applicationName}'`);
  const pid = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
  const running = client.query('SELECT pg_sleep(60)').catch(() => undefined);
  for (let i = 0; i < 100; i++) {
    const { rows } = await database.pool.query<{ state: string }>('SELECT state FROM pg_stat_activity WHERE pid = $1', [pid]);
    if (rows[0]?.state === 'active') break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    async stop() {
      await database.pool.query('SELECT pg_cancel_backend($1)', [pid]);
      await running;
      // A cancelled session is fine to reuse, but its name would stay: the pool gets a fresh one.
      client.release(true);
    },
  };
}

function pacerFor(database: Database, factor: number) {
  let elapsed = 0;
  const clock = { advance: (ms: number) => void (elapsed += ms) };
  const pauses: number[] = [];
  const paused: number[] = [];
  let readings = 0;
  const repository = new PacingRepository(database.db);
  const counting = {
    busyApiStatements: () => {
      readings += 1;
      return repository.busyApiStatements();
    },
  } as PacingRepository;
  const pacer = new YieldToInteractive(
    counting,
    { factor },
    { workerPaused: (seconds) => paused.push(seconds) },
    {
      now: () => elapsed,
      sleep: async (ms) => void pauses.push(ms),
    },
  );
  /** A step that took `ms` by the clock. */
  const step = (ms: number) =>
    pacer.step(async () => {
      clock.advance(ms);
      return 'done';
    });
  return { clock, pauses, paused, step, readings: () => readings };
}

describe('imports give way to busy API instances', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('does not pause while no API instance has a statement running, and hands back what the step gave', async () => {
    const { pauses, step } = pacerFor(database, 3);
    expect(await step(100)).toBe('done');
    expect(await step(2_000)).toBe('done');
    expect(pauses).toEqual([]);
  });

  it('with factor 0 never asks the database', async () => {
    const { pauses, step, readings } = pacerFor(database, 0);
    await step(100);
    expect(readings()).toBe(0);
    expect(pauses).toEqual([]);
  });

  it.skipIf(!onServer)(
    'pauses factor times as long as the step took while an API instance is busy, at most 5 s, and counts the pause',
    async () => {
      const busy = await busyApiStatement(database);
      try {
        const { pauses, paused, step } = pacerFor(database, 3);
        await step(100);
        await step(4_000);
        expect(pauses).toEqual([300, 5_000]);
        expect(paused).toEqual([0.3, 5]);
      } finally {
        await busy.stop();
      }
    },
  );

  it.skipIf(!onServer)('reads the database at most once in 250 ms, and stops pausing when the API is idle', async () => {
    const busy = await busyApiStatement(database);
    const { clock, pauses, step, readings } = pacerFor(database, 2);
    try {
      await step(10);
      await step(10);
      expect(readings()).toBe(1);
      expect(pauses).toEqual([20, 20]);
    } finally {
      await busy.stop();
    }
    clock.advance(1_000);
    await step(10);
    expect(readings()).toBe(2);
    expect(pauses).toEqual([20, 20]);
  });

  it.skipIf(!onServer)("does not give way to another worker's statements", async () => {
    const busy = await busyApiStatement(database, APPLICATION_NAMES.worker);
    try {
      const { pauses, step } = pacerFor(database, 3);
      await step(100);
      expect(pauses).toEqual([]);
    } finally {
      await busy.stop();
    }
  });
});

describe.skipIf(!onServer)('a worker importing while an API instance is busy', () => {
  let database: Database;
  let api: TestContext;
  let worker: TestContext;
  const METRICS_TOKEN = 'metrics-token-for-the-pacing-test';

  beforeAll(async () => {
    database = await openTestDatabase();
    api = await createTestApp({ database, env: { ROLE: 'api' } });
    worker = await createTestApp({ database, env: { ROLE: 'worker', METRICS_TOKEN, IMPORT_YIELD_FACTOR: '1' } });
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await database?.close();
  });

  it('validates and commits every row, slower, and its metrics say how long it paused', async () => {
    const token = await api.login('demo-hr-admin');
    const rows = 3_000;
    const job = await uploadOk(api, token, validMembersCsv(rows, 'PACE'));
    const busy = await busyApiStatement(database);
    try {
      expect((await putMapping(api, token, job.id, { column_mapping: job.suggested_mapping })).statusCode).toBe(200);
      await waitForStatus(api, token, job.id, 'validated');
      expect((await post(api, token, job.id, 'preview')).statusCode).toBe(200);
      expect((await post(api, token, job.id, 'commit')).statusCode).toBe(202);
      const done = await waitForStatus(api, token, job.id, 'completed');
      expect(done.result).toMatchObject({ created: rows, skipped: 0 });
    } finally {
      await busy.stop();
    }
    const metrics = await worker.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const paused = Number(/^portal_worker_paused_seconds_total (\S+)$/m.exec(metrics.body)?.[1]);
    expect(paused).toBeGreaterThan(0);
  });

  it('names its sessions by role, so that operators (and workers) can tell them apart', async () => {
    const opened = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 1, applicationName: APPLICATION_NAMES.worker });
    try {
      const { rows } = await opened.pool.query<{ name: string }>("SELECT current_setting('application_name') AS name");
      expect(rows[0]!.name).toBe('portal-worker');
    } finally {
      await opened.close();
    }
  });
});
