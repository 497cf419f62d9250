import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { JobQueue } from '../../src/lib/queue.js';
import { eventually, sleep } from '../helpers/server-process.js';
import { openTestDatabase } from '../helpers/test-app.js';

/**
 * pg-boss 10 records a finished job without awaiting the statement. A job step that outlives stop()
 * (its process is closing) must not then touch a closed database: that was an unhandled rejection.
 */
describe('job queue at shutdown', () => {
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  process.on('unhandledRejection', onRejection);
  afterAll(() => {
    process.off('unhandledRejection', onRejection);
  });

  it('leaves a step that ends after stop() to be handed out again, without touching the closed database', async () => {
    const database = await openTestDatabase();
    const queue = new JobQueue(
      database.pool,
      { expireInSeconds: 60, outageRetryMs: 1_000, retryLimit: 1, pollingIntervalSeconds: 0.5, runsSchedules: true },
      () => undefined,
    );
    await queue.start(['test.slow']);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started = false;
    await queue.work('test.slow', async () => {
      started = true;
      await released;
    });
    await queue.send('test.slow', { n: 1 });
    queue.wake('test.slow');
    await eventually('the step running', async () => (started ? true : undefined), 10_000);

    await queue.stop(1_000);
    // pg-boss fails the step it gave up on as stop() ends; on a busy machine that write may land a moment later.
    const states = async () =>
      (await sql<{ state: string }>`SELECT state FROM pgboss.job WHERE name = 'test.slow'`.execute(database.db)).rows;
    const rows = await eventually(
      'the step failed for a retry',
      async () => {
        const now = await states();
        return now.some((r) => r.state === 'active') ? undefined : now;
      },
      15_000,
    ).catch(states);
    await database.close();
    release();
    await sleep(500);

    expect(rejections).toEqual([]);
    // Still running when stop() gave up on it: pg-boss failed it then, so that it runs again (here or elsewhere).
    expect(rows.map((r) => r.state)).toEqual(['retry']);
  }, 30_000);
});
