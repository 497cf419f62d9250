import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../../src/lib/clock.js';
import { HousekeepingRepository } from '../../src/modules/housekeeping/repository.js';
import { HousekeepingService } from '../../src/modules/housekeeping/service.js';
import {
  commit,
  getJob,
  MEMBERS_HEADER,
  post,
  previewReady,
  putMapping,
  uploadAndValidate,
  validMembersCsv,
  waitForStatus,
} from '../helpers/migration.js';
import { bearer, createTestApp, expectError, type TestContext } from '../helpers/test-app.js';

const DAY_MS = 24 * HOUR_MS;

/** Housekeeping moves with the test's clock: no sleeps. */
describe('housekeeping', () => {
  let t: TestContext;
  let token: string;
  let housekeeping: HousekeepingService;

  beforeEach(async () => {
    t = await createTestApp();
    token = await t.login('demo-hr-admin');
    housekeeping = new HousekeepingService(new HousekeepingRepository(t.database.db), t.clock, {
      retainUploadsDays: 7,
      eventsRetainDays: 90,
      sessionIdleMinutes: 120,
    });
  });
  afterEach(async () => t.close());

  const count = async (table: string, jobId?: string) => {
    const where = jobId ? sql`WHERE job_id = ${jobId}::uuid` : sql``;
    const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)} ${where}`.execute(t.database.db);
    return Number(rows[0]!.n);
  };

  const withErrors = `${MEMBERS_HEADER}\nH1,Member One,not-an-email,+251911000001,1990-01-15,female,HR,2020-02-01,BASIC,1000.00\nH2,Member Two,two@example.et,+251911000002,1990-01-15,female,HR,2020-02-01,BASIC,1000.00\n`;

  it("removes a resting job's file and rows RETAIN_UPLOADS_DAYS after its last change; the job stays, and what needs its rows answers 410", async () => {
    const job = await uploadAndValidate(t, token, withErrors);
    expect(job.validation.error_count).toBe(1);
    const kept = await housekeeping.run();
    expect(kept.jobs_emptied).toBe(0);
    expect(await count('migration_records', job.id)).toBe(2);

    t.clock.advance(6 * DAY_MS);
    expect((await housekeeping.run()).jobs_emptied).toBe(0);
    t.clock.advance(2 * DAY_MS);
    const removed = await housekeeping.run();
    expect(removed).toMatchObject({ jobs_emptied: 1, migration_records: 2, migration_errors: 1 });
    expect(removed.migration_file_chunks).toBeGreaterThanOrEqual(1);
    for (const table of ['migration_records', 'migration_errors', 'migration_file_chunks', 'migration_row_edits', 'migration_row_keys'])
      expect(await count(table, job.id)).toBe(0);

    token = await t.login('demo-hr-admin');
    const after = await getJob(t, token, job.id);
    expect(after).toMatchObject({ id: job.id, status: 'validated', row_count: 2 });
    expect(after.validation.error_count).toBe(1);
    const gone = [
      await t.app.inject({ method: 'GET', url: `/v1/migration/jobs/${job.id}/error-report`, headers: bearer(token) }),
      await t.app.inject({ method: 'GET', url: `/v1/migration/jobs/${job.id}/errors`, headers: bearer(token) }),
      await t.app.inject({ method: 'GET', url: `/v1/migration/jobs/${job.id}/rows`, headers: bearer(token) }),
      await t.app.inject({ method: 'GET', url: `/v1/migration/jobs/${job.id}/corrected-file`, headers: bearer(token) }),
      await t.app.inject({
        method: 'PATCH',
        url: `/v1/migration/jobs/${job.id}/rows/2`,
        headers: bearer(token),
        payload: { cells: { email: 'one@example.et' } },
      }),
      await putMapping(t, token, job.id, { column_mapping: job.column_mapping }),
      await post(t, token, job.id, 'validate'),
      await post(t, token, job.id, 'preview'),
      await commit(t, token, job.id),
    ];
    for (const response of gone) expect(expectError(response, 410, 'GONE').message).toContain('Upload the file again');
    // A second run finds nothing more.
    expect((await housekeeping.run()).jobs_emptied).toBe(0);
  });

  it('empties a completed job once its rollback window has passed, not before; its counts stay', async () => {
    const job = await previewReady(t, token, validMembersCsv(3, 'HK'));
    expect((await commit(t, token, job.id)).statusCode).toBe(202);
    await waitForStatus(t, token, job.id, 'completed');
    t.clock.advance(71 * HOUR_MS);
    expect((await housekeeping.run()).jobs_emptied).toBe(0);
    expect(await count('migration_records', job.id)).toBe(3);
    t.clock.advance(2 * HOUR_MS);
    expect((await housekeeping.run()).jobs_emptied).toBe(1);
    expect(await count('migration_records', job.id)).toBe(0);
    token = await t.login('demo-hr-admin');
    expect(await getJob(t, token, job.id)).toMatchObject({ status: 'completed', result: { created: 3 } });
    expectError(await post(t, await t.login('demo-super-user'), job.id, 'rollback'), 422, 'ROLLBACK_EXPIRED');
    expectError(
      await t.app.inject({ method: 'GET', url: `/v1/migration/jobs/${job.id}/error-report`, headers: bearer(token) }),
      410,
      'GONE',
    );
  });

  it('leaves a job the user changed since it was read (compare-and-set), and jobs still being worked on', async () => {
    const job = await uploadAndValidate(t, token, withErrors);
    t.clock.advance(8 * DAY_MS);
    const repository = new HousekeepingRepository(t.database.db);
    const [candidate] = await repository.residueJobs(new Date(t.clock.now().getTime() - 7 * DAY_MS), t.clock.now(), 10);
    expect(candidate!.id).toBe(job.id);
    token = await t.login('demo-hr-admin');
    expect((await putMapping(t, token, job.id, { column_mapping: job.column_mapping })).statusCode).toBe(200);
    expect(await repository.markRemoved(candidate!, t.clock.now())).toBe(false);
    await waitForStatus(t, token, job.id, 'validated');
    expect((await housekeeping.run()).jobs_emptied).toBe(0);
    expect(await count('migration_records', job.id)).toBe(2);
  });

  it('removes ended sessions a week on, expired codes and states, day-old idempotency keys, expired limit counters and old events', async () => {
    const job = await previewReady(t, token, validMembersCsv(2, 'HKS'));
    expect((await commit(t, token, job.id, randomUUID())).statusCode).toBe(202);
    await waitForStatus(t, token, job.id, 'completed');
    const other = await t.login('demo-finance');
    expect((await t.app.inject({ method: 'POST', url: '/v1/auth/logout', headers: bearer(other) })).statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/auth/email/otp/start', payload: { email: 'hr@addis-coop.et' } })).statusCode,
    ).toBe(202);
    await t.database.db.insertInto('sign_in_limits').values({ key: 'limit:login:10.0.0.1', points: 3, expire: 1 }).execute();
    const userId = await t.database.db
      .selectFrom('users')
      .select(['id', 'org_id'])
      .where('email', 'like', 'abebe%')
      .executeTakeFirstOrThrow();
    const endpointId = randomUUID();
    const now = t.clock.now();
    await t.database.db
      .insertInto('webhook_endpoints')
      .values({
        id: endpointId,
        org_id: userId.org_id,
        url: 'https://example.et/hook',
        events: ['migration.job_completed'],
        description: null,
        secret_sealed: 'x',
        created_by: userId.id,
        created_at: now,
        updated_at: now,
      })
      .execute();
    for (const state of ['delivered', 'given_up', 'pending'] as const) {
      await t.database.db
        .insertInto('webhook_deliveries')
        .values({
          id: randomUUID(),
          endpoint_id: endpointId,
          message_id: `msg_${state}`,
          event_kind: 'migration.job_completed',
          payload: '{}',
          state,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    const sessions = await count('sessions');
    const events = await count('events');
    expect(events).toBeGreaterThan(0);

    const first = await housekeeping.run();
    expect(first).toMatchObject({ sessions: 0, idempotency_keys: 0, events: 0, sign_in_limits: 1 });

    t.clock.advance(11 * MINUTE_MS);
    expect((await housekeeping.run()).one_time_codes).toBeGreaterThanOrEqual(1);
    t.clock.advance(25 * HOUR_MS);
    expect((await housekeeping.run()).idempotency_keys).toBe(1);
    t.clock.advance(7 * DAY_MS);
    const week = await housekeeping.run();
    // Both sessions ended (the sign-out, and the other at its absolute expiry) over a week ago.
    expect(week.sessions).toBe(sessions);
    expect(await count('sessions')).toBe(0);
    t.clock.advance(90 * DAY_MS);
    const late = await housekeeping.run();
    expect(late.events).toBe(events);
    // Finished messages go with the events; one still being retried stays.
    expect(late.webhook_deliveries).toBe(2);
    expect(await count('webhook_deliveries')).toBe(1);
    expect(await count('events')).toBe(0);
  });
});
