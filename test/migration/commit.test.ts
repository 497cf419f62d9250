import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JOB_STATUSES } from '../../src/db/schema.js';
import { TRANSITIONS } from '../../src/modules/migration/job/state-machine.js';
import { createTestApp, expectError, type TestContext } from '../helpers/test-app.js';
import {
  commit,
  eventsOf,
  importedMembers,
  MEMBERS_HEADER,
  otherOrganisation,
  post,
  previewReady,
  uploadAndValidate,
  validMembersCsv,
  waitForStatus,
} from '../helpers/migration.js';

let t: TestContext;
let hr: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
});
// Fresh sessions for each test: some move the clock past a session's lifetime.
beforeEach(async () => {
  hr = await t.login('demo-hr-admin');
  admin = await t.login('demo-super-user');
});
afterAll(async () => t.close());

const HOUR = 3_600_000;
const setStatus = (id: string, status: (typeof JOB_STATUSES)[number]) =>
  t.database.db.updateTable('migration_jobs').set({ status }).where('id', '=', id).execute();
const statusOf = async (id: string) =>
  (await t.database.db.selectFrom('migration_jobs').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const setOrgStatus = (status: 'active' | 'pending' | 'suspended') =>
  t.database.db.updateTable('organisations').set({ status }).where('slug', '=', 'demo').execute();

describe('commit and rollback, the whole path', () => {
  it('imports every row set-wise, completes with counts, and rolls back so the same file imports again', async () => {
    const csv = validMembersCsv(30, 'FP');
    const job = await previewReady(t, hr, csv);
    const response = await commit(t, hr, job.id);
    expect(response.statusCode).toBe(202);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ data: { id: job.id, status: 'committing' } });

    const completed = await waitForStatus(t, hr, job.id, 'completed');
    expect(completed.result).toEqual({ created: 30, updated: 0, unchanged: 0, skipped: 0, excluded: 0 });
    expect(completed.progress).toEqual({ done: 30, total: 30 });
    expect(completed.failure).toBeNull();
    expect(completed.committed_at).toBe(t.clock.now().toISOString());
    expect(completed.completed_at).toBe(t.clock.now().toISOString());
    expect(new Date(completed.rollback_deadline).getTime() - new Date(completed.completed_at).getTime()).toBe(72 * HOUR);

    const members = await importedMembers(t, job.id);
    expect(members).toHaveLength(30);
    const first = members.find((m) => m.external_id === 'FP000001')!;
    expect(first).toMatchObject({
      full_name: 'Member FP 1',
      email: 'fp1@example.et',
      phone: expect.stringMatching(/^\+2519\d{8}$/),
      date_of_birth: '1990-01-15',
      gender: 'female',
      employment_start_date: '2020-02-01',
      allowance_amount: '1000.00',
      status: 'active',
      department: 'Human Resources',
      package: 'BASIC',
    });
    expect(first.customer_id).toMatch(/^CUS-[0-9A-F]{12}$/);

    const rolledBack = await post(t, admin, job.id, 'rollback');
    expect(rolledBack.statusCode).toBe(200);
    expect(rolledBack.json().data).toMatchObject({
      status: 'rolled_back',
      rolled_back_at: t.clock.now().toISOString(),
      rollback: { deactivated: 30, restored: 0, skipped: 0, skipped_reasons: {} },
    });
    expect((await importedMembers(t, job.id)).every((m) => m.status === 'inactive')).toBe(true);
    expect((await eventsOf(t, hr, job.id)).map((e) => e.kind)).toEqual([
      'migration.job_started',
      'migration.job_completed',
      'migration.job_rolled_back',
    ]);

    const again = await previewReady(t, hr, csv);
    expect(again.validation.error_count).toBe(0);
    expect((await commit(t, hr, again.id)).statusCode).toBe(202);
    expect((await waitForStatus(t, hr, again.id, 'completed')).result).toEqual({
      created: 30,
      updated: 0,
      unchanged: 0,
      skipped: 0,
      excluded: 0,
    });
  });

  it("gives a batch's members customer ids of their own that share their first two digits", async () => {
    // Migration 0031: one 256th of the unique index a batch, not pages all over it.
    const job = await previewReady(t, hr, validMembersCsv(40, 'DR'));
    expect((await commit(t, hr, job.id)).statusCode).toBe(202);
    await waitForStatus(t, hr, job.id, 'completed');
    const ids = (await importedMembers(t, job.id)).map((m) => m.customer_id);
    expect(ids).toHaveLength(40);
    for (const id of ids) expect(id).toMatch(/^CUS-[0-9A-F]{12}$/);
    expect(new Set(ids).size).toBe(40);
    expect(new Set(ids.map((id) => id.slice(4, 6))).size).toBe(1);
    expect(new Set(ids.map((id) => id.slice(6))).size).toBe(40);
  });

  it('imports the rows after blank lines too (row numbers run past the row count)', async () => {
    // Rows 2 and 5 of a file whose lines 3 and 4 are blank: row_count is 2, the last row is 5.
    const [header, first, second] = validMembersCsv(2, 'BL').trim().split('\n');
    const job = await previewReady(t, hr, `${header}\n${first}\n\n,,,,,,,,,\n${second}\n`);
    expect(job.row_count).toBe(2);
    expect((await commit(t, hr, job.id)).statusCode).toBe(202);
    expect((await waitForStatus(t, hr, job.id, 'completed')).result).toMatchObject({ created: 2 });
    expect((await importedMembers(t, job.id)).map((m) => m.external_id).sort()).toEqual(['BL000001', 'BL000002']);
  });

  it('skips the rows that match existing members when on_existing is skip, and counts them', async () => {
    const csv = `${MEMBERS_HEADER}\nEMP-0001,Dawit Alemu,,,,,,,,\nSK1,Skip Test One,sk1@example.et,,,,,,STANDARD,\n`;
    const job = await previewReady(t, hr, csv, { onExisting: 'skip' });
    expect(job.preview).toMatchObject({ to_create: 1, to_skip: 1 });
    expect((await commit(t, hr, job.id)).statusCode).toBe(202);
    const completed = await waitForStatus(t, hr, job.id, 'completed');
    expect(completed.result).toEqual({ created: 1, updated: 0, unchanged: 0, skipped: 1, excluded: 0 });
    const [member] = await importedMembers(t, job.id);
    // No allowance in the row: the package's applies.
    expect(member).toMatchObject({ external_id: 'SK1', package: 'STANDARD', allowance_amount: '15000.00', department: null });
    const events = await eventsOf(t, hr, job.id);
    expect(events[0]!.data.counts).toEqual({ rows: 2, to_create: 1, to_update: 0, unchanged: 0, to_skip: 1, excluded: 0 });
    expect(events[1]!.data).toEqual({
      job_id: job.id,
      status: 'completed',
      dataset_type: 'members',
      counts: { rows: 2, created: 1, updated: 0, unchanged: 0, skipped: 1, excluded: 0 },
    });
  });

  it('fails the whole import when a conflict appeared after the preview: no member left behind, a failed event', async () => {
    const job = await previewReady(t, hr, validMembersCsv(12, 'CF'));
    await t.database.db
      .insertInto('members')
      .values([
        { org_id: '0d0e0000-0000-4000-8000-000000000001', external_id: 'CF000007', full_name: 'Arrived Later', email: 'later@example.et' },
        { org_id: '0d0e0000-0000-4000-8000-000000000001', external_id: 'LATE-2', full_name: 'Took An Email', email: 'CF3@example.et' },
      ])
      .execute();
    expect((await commit(t, hr, job.id)).statusCode).toBe(202);
    const failed = await waitForStatus(t, hr, job.id, 'failed');
    expect(failed.failure.code).toBe('ALREADY_EXISTS');
    expect(failed.failure.message).toContain('external_id: 1 rows');
    expect(failed.failure.message).toContain('email: 1 rows');
    // What a client says it with in its own language: the reason and the rows each identifier field lost.
    expect(failed.failure.params).toEqual({ reason: 'taken', external_id: 1, email: 1 });
    expect(failed.result).toBeNull();
    expect(await importedMembers(t, job.id)).toHaveLength(0);
    const events = await eventsOf(t, hr, job.id);
    expect(events.map((e) => e.kind)).toEqual(['migration.job_started', 'migration.job_failed']);
    expect(events[1]!.data).toMatchObject({ status: 'failed', counts: { rows: 12, created: 0 } });

    // A failed job can be validated again, and then shows the rows that conflict.
    const revalidated = await post(t, hr, job.id, 'validate');
    expect(revalidated.json().data.validation.errors_by_code).toEqual({ ALREADY_EXISTS: 2 });
  });
});

describe('work a stopped process left behind', () => {
  it('is queued again when an instance starts: a job left committing completes once, one left validating is validated', async () => {
    const committing = await previewReady(t, hr, validMembersCsv(4, 'LB'));
    const validating = await uploadAndValidate(t, hr, validMembersCsv(2, 'LV'));
    // As a killed process leaves them: the state changed, and no queued work behind it.
    await t.database.db.updateTable('migration_jobs').set({ status: 'committing' }).where('id', '=', committing.id).execute();
    await t.database.db
      .updateTable('migration_jobs')
      .set({ status: 'validating', validation: null })
      .where('id', '=', validating.id)
      .execute();
    const second = await createTestApp({ database: t.database });
    try {
      expect((await waitForStatus(t, hr, committing.id, 'completed')).result).toEqual({
        created: 4,
        updated: 0,
        unchanged: 0,
        skipped: 0,
        excluded: 0,
      });
      expect((await waitForStatus(t, hr, validating.id, 'validated')).validation.error_count).toBe(0);
      expect(await importedMembers(t, committing.id)).toHaveLength(4);
    } finally {
      await second.close();
    }
  });
});

describe('POST /v1/migration/jobs/:id/commit refusals', () => {
  it('answers 422 ORG_PENDING while the organisation is not active, and leaves the job as it was', async () => {
    const job = await previewReady(t, hr, validMembersCsv(2, 'OP'));
    try {
      for (const status of ['pending', 'suspended'] as const) {
        await setOrgStatus(status);
        const error = expectError(await commit(t, hr, job.id), 422, 'ORG_PENDING');
        expect(error.details).toEqual([{ field: 'org_status', issue: `is ${status}` }]);
        expect(await statusOf(job.id)).toBe('preview_ready');
      }
    } finally {
      await setOrgStatus('active');
    }
    expect((await commit(t, hr, job.id)).statusCode).toBe(202);
    await waitForStatus(t, hr, job.id, 'completed');
  });

  it('answers 409 MIGRATION_JOB_LOCKED from every status but preview_ready, and changes nothing', async () => {
    const job = await uploadAndValidate(t, hr, validMembersCsv(1, 'WS'));
    for (const status of JOB_STATUSES.filter((s) => !(TRANSITIONS.commit.from as readonly string[]).includes(s))) {
      await setStatus(job.id, status);
      const error = expectError(await commit(t, hr, job.id), 409, 'MIGRATION_JOB_LOCKED');
      expect(error.details).toEqual([{ field: 'status', issue: `is ${status}` }]);
      expect(await statusOf(job.id)).toBe(status);
    }
    expect(await eventsOf(t, hr, job.id)).toEqual([]);
  });

  it('answers 400 while validation errors remain', async () => {
    const job = await uploadAndValidate(t, hr, `${MEMBERS_HEADER}\nE1,,bad-email,,,,,,,\n`);
    expect(job.validation.error_count).toBeGreaterThan(0);
    const error = expectError(await commit(t, hr, job.id), 400, 'VALIDATION_FAILED');
    expect(error.details[0]!.field).toBe('validation');
    expect(await statusOf(job.id)).toBe('validated');
  });

  it("answers 401 without a session, 403 to FINANCE and MEMBER, 404 for an unknown or another organisation's job", async () => {
    const job = await previewReady(t, hr, validMembersCsv(1, 'AC'));
    expectError(await t.app.inject({ method: 'POST', url: `/v1/migration/jobs/${job.id}/commit` }), 401, 'UNAUTHENTICATED');
    for (const persona of ['demo-finance', 'demo-member']) expectError(await commit(t, await t.login(persona), job.id), 403, 'FORBIDDEN');
    expectError(await commit(t, hr, randomUUID()), 404, 'NOT_FOUND');
    expectError(await commit(t, hr, 'not-a-uuid'), 404, 'NOT_FOUND');
    const other = await otherOrganisation(t);
    expectError(await commit(t, other.token, job.id), 404, 'NOT_FOUND');
    expect(await statusOf(job.id)).toBe('preview_ready');
  });

  it('lets exactly one of 20 concurrent commits of a job through; the members are imported once', async () => {
    const job = await previewReady(t, hr, validMembersCsv(40, 'CC'));
    const responses = await Promise.all(Array.from({ length: 20 }, () => commit(t, hr, job.id)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([202, ...Array(19).fill(409)]);
    for (const response of responses.filter((r) => r.statusCode === 409)) expectError(response, 409, 'MIGRATION_JOB_LOCKED');
    await waitForStatus(t, hr, job.id, 'completed');
    const members = await importedMembers(t, job.id);
    expect(members).toHaveLength(40);
    expect(new Set(members.map((m) => m.external_id)).size).toBe(40);
    expect((await eventsOf(t, hr, job.id)).map((e) => e.kind)).toEqual(['migration.job_started', 'migration.job_completed']);
  });
});

describe('Idempotency-Key on commit', () => {
  it('replays the first response byte for byte, and commits once', async () => {
    const job = await previewReady(t, hr, validMembersCsv(3, 'IK'));
    const key = randomUUID();
    const first = await commit(t, hr, job.id, key);
    expect(first.statusCode).toBe(202);
    await waitForStatus(t, hr, job.id, 'completed');
    const repeat = await commit(t, hr, job.id, key.toUpperCase());
    expect(repeat.statusCode).toBe(202);
    expect(repeat.body).toBe(first.body);
    expect(repeat.headers['content-type']).toBe(first.headers['content-type']);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect((await eventsOf(t, hr, job.id)).filter((e) => e.kind === 'migration.job_started')).toHaveLength(1);
    // Without the key, the same request is a second commit attempt: the job is no longer preview_ready.
    expectError(await commit(t, hr, job.id), 409, 'MIGRATION_JOB_LOCKED');
  });

  it('answers 20 concurrent commits with one key by one commit; the others replay it or say it is in progress', async () => {
    const job = await previewReady(t, hr, validMembersCsv(5, 'KC'));
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 20 }, () => commit(t, hr, job.id, key)));
    const accepted = responses.filter((r) => r.statusCode === 202);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    expect(accepted.filter((r) => r.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    for (const response of accepted) expect(response.body).toBe(accepted[0]!.body);
    for (const response of responses.filter((r) => r.statusCode !== 202)) expectError(response, 409, 'IDEMPOTENCY_KEY_IN_PROGRESS');
    await waitForStatus(t, hr, job.id, 'completed');
    expect(await importedMembers(t, job.id)).toHaveLength(5);
    expect((await eventsOf(t, hr, job.id)).map((e) => e.kind)).toEqual(['migration.job_started', 'migration.job_completed']);
  });

  it('answers 422 IDEMPOTENCY_KEY_REUSED for the key on another job; the key is per user', async () => {
    const key = randomUUID();
    const one = await previewReady(t, hr, validMembersCsv(1, 'KA'));
    const two = await previewReady(t, hr, validMembersCsv(1, 'KB'));
    expect((await commit(t, hr, one.id, key)).statusCode).toBe(202);
    expectError(await commit(t, hr, two.id, key), 422, 'IDEMPOTENCY_KEY_REUSED');
    expect(await statusOf(two.id)).toBe('preview_ready');
    // Another user's identical key is another key.
    expect((await commit(t, admin, two.id, key)).statusCode).toBe(202);
    await waitForStatus(t, hr, one.id, 'completed');
    await waitForStatus(t, hr, two.id, 'completed');
  });

  it('answers 409 IDEMPOTENCY_KEY_IN_PROGRESS while the first request with the key runs', async () => {
    const job = await previewReady(t, hr, validMembersCsv(1, 'KP'));
    const key = randomUUID();
    const userId = (
      await t.database.db.selectFrom('demo_personas').select('user_id').where('id', '=', 'demo-hr-admin').executeTakeFirstOrThrow()
    ).user_id;
    const now = t.clock.now();
    // As another instance's request leaves it while it works: claimed, no response yet.
    await t.database.db
      .insertInto('idempotency_keys')
      .values({
        user_id: userId,
        key,
        scope: `migration.commit:${job.id}`,
        state: 'in_progress',
        created_at: now,
        locked_until: new Date(now.getTime() + 60_000),
        expires_at: new Date(now.getTime() + 24 * HOUR),
      })
      .execute();
    expectError(await commit(t, hr, job.id, key), 409, 'IDEMPOTENCY_KEY_IN_PROGRESS');
    expect(await statusOf(job.id)).toBe('preview_ready');
    // A claim whose request died is taken over once its lock runs out.
    t.clock.advance(120_000);
    expect((await commit(t, hr, job.id, key)).statusCode).toBe(202);
    await waitForStatus(t, hr, job.id, 'completed');
  });

  it.each([['not-a-uuid'], ['12345'], [`${randomUUID()}x`]])('answers 400 for the malformed key %s', async (key) => {
    const job = await previewReady(t, hr, validMembersCsv(1, `KM${key.length}`));
    const error = expectError(await commit(t, hr, job.id, key), 400, 'VALIDATION_FAILED');
    expect(error.details).toEqual([{ field: 'Idempotency-Key', issue: expect.stringContaining('UUID') }]);
    expect(await statusOf(job.id)).toBe('preview_ready');
  });

  it('gives the key back when the first request is refused, and forgets it after 24 hours', async () => {
    const key = randomUUID();
    const job = await previewReady(t, hr, validMembersCsv(1, 'KR'));
    await setOrgStatus('pending');
    try {
      expectError(await commit(t, hr, job.id, key), 422, 'ORG_PENDING');
    } finally {
      await setOrgStatus('active');
    }
    const accepted = await commit(t, hr, job.id, key);
    expect(accepted.statusCode).toBe(202);
    expect(accepted.headers['idempotent-replayed']).toBeUndefined();
    await waitForStatus(t, hr, job.id, 'completed');

    const later = await previewReady(t, hr, validMembersCsv(1, 'KL'));
    expectError(await commit(t, hr, later.id, key), 422, 'IDEMPOTENCY_KEY_REUSED');
    t.clock.advance(24 * HOUR);
    hr = await t.login('demo-hr-admin');
    expect((await commit(t, hr, later.id, key)).statusCode).toBe(202);
    await waitForStatus(t, hr, later.id, 'completed');
  });
});

describe('POST /v1/migration/jobs/:id/rollback', () => {
  it('skips members changed since the import or already inactive, and counts them by reason', async () => {
    const job = await previewReady(t, hr, validMembersCsv(5, 'RB'));
    await commit(t, hr, job.id);
    await waitForStatus(t, hr, job.id, 'completed');
    await t.database.db
      .updateTable('members')
      .set({ full_name: 'Renamed By HR' })
      .where('external_id', '=', 'RB000002')
      .where('created_by_job_id', '=', job.id)
      .execute();
    await t.database.db
      .updateTable('members')
      .set({ allowance_used: '10.00' })
      .where('external_id', '=', 'RB000003')
      .where('created_by_job_id', '=', job.id)
      .execute();
    await t.database.db
      .updateTable('members')
      .set({ status: 'inactive' })
      .where('external_id', '=', 'RB000004')
      .where('created_by_job_id', '=', job.id)
      .execute();
    const response = await post(t, admin, job.id, 'rollback');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.rollback).toEqual({
      deactivated: 2,
      restored: 0,
      skipped: 3,
      skipped_reasons: { CHANGED_SINCE_IMPORT: 2, ALREADY_INACTIVE: 1 },
    });
    const byId = Object.fromEntries((await importedMembers(t, job.id)).map((m) => [m.external_id, m]));
    expect(byId.RB000002).toMatchObject({ status: 'active', full_name: 'Renamed By HR' });
    expect(byId.RB000003!.status).toBe('active');
    expect([byId.RB000001!.status, byId.RB000005!.status]).toEqual(['inactive', 'inactive']);
  });

  it('answers 422 ROLLBACK_EXPIRED once the window has passed, and leaves the job and its members alone', async () => {
    const job = await previewReady(t, hr, validMembersCsv(2, 'RX'));
    await commit(t, hr, job.id);
    const completed = await waitForStatus(t, hr, job.id, 'completed');
    t.clock.advance(72 * HOUR);
    admin = await t.login('demo-super-user');
    const error = expectError(await post(t, admin, job.id, 'rollback'), 422, 'ROLLBACK_EXPIRED');
    expect(error.message).toContain(completed.rollback_deadline);
    expect(await statusOf(job.id)).toBe('completed');
    expect((await importedMembers(t, job.id)).map((m) => m.status)).toEqual(['active', 'active']);
  });

  it('is still allowed one minute before the window closes', async () => {
    const job = await previewReady(t, hr, validMembersCsv(1, 'RW'));
    await commit(t, hr, job.id);
    await waitForStatus(t, hr, job.id, 'completed');
    t.clock.advance(72 * HOUR - 60_000);
    admin = await t.login('demo-super-user');
    expect((await post(t, admin, job.id, 'rollback')).json().data.status).toBe('rolled_back');
  });

  it('answers 409 from every status but completed (a second rollback too)', async () => {
    const job = await uploadAndValidate(t, hr, validMembersCsv(1, 'RS'));
    for (const status of JOB_STATUSES.filter((s) => s !== 'completed')) {
      await setStatus(job.id, status);
      expectError(await post(t, admin, job.id, 'rollback'), 409, 'MIGRATION_JOB_LOCKED');
      expect(await statusOf(job.id)).toBe(status);
    }
  });

  it('is for SUPER_USER only: 403 to HR_ADMIN, FINANCE and MEMBER; 401; 404', async () => {
    const job = await previewReady(t, hr, validMembersCsv(1, 'RP'));
    await commit(t, hr, job.id);
    await waitForStatus(t, hr, job.id, 'completed');
    for (const persona of ['demo-hr-admin', 'demo-finance', 'demo-member'])
      expectError(await post(t, await t.login(persona), job.id, 'rollback'), 403, 'FORBIDDEN');
    expectError(await t.app.inject({ method: 'POST', url: `/v1/migration/jobs/${job.id}/rollback` }), 401, 'UNAUTHENTICATED');
    expectError(await post(t, admin, randomUUID(), 'rollback'), 404, 'NOT_FOUND');
    expect(await statusOf(job.id)).toBe('completed');
  });
});

describe('a rollback window of 0 hours', () => {
  let zero: TestContext;
  beforeAll(async () => {
    zero = await createTestApp({ env: { ROLLBACK_WINDOW_HOURS: '0' } });
  });
  afterAll(async () => zero.close());

  it('answers 422 ROLLBACK_EXPIRED at once', async () => {
    const token = await zero.login('demo-hr-admin');
    const job = await previewReady(zero, token, validMembersCsv(1, 'RZ'));
    await commit(zero, token, job.id);
    const completed = await waitForStatus(zero, token, job.id, 'completed');
    expect(completed.rollback_deadline).toBe(completed.completed_at);
    expectError(await post(zero, await zero.login('demo-super-user'), job.id, 'rollback'), 422, 'ROLLBACK_EXPIRED');
  });
});
