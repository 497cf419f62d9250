import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, expectError, type TestContext } from '../helpers/test-app.js';
import {
  commit,
  otherOrganisation,
  previewReady,
  readEvents,
  validMembersCsv,
  waitForStatus,
  type EventItem,
} from '../helpers/migration.js';

let t: TestContext;
let hr: string;
beforeAll(async () => {
  t = await createTestApp();
  hr = await t.login('demo-hr-admin');
});
afterAll(async () => t.close());

const events = (token: string, query = '') => t.app.inject({ method: 'GET', url: `/v1/events${query}`, headers: bearer(token) });

async function importFile(token: string, prefix: string, rows = 2) {
  const job = await previewReady(t, token, validMembersCsv(rows, prefix));
  expect((await commit(t, token, job.id)).statusCode).toBe(202);
  return job.id as string;
}

describe('GET /v1/events', () => {
  it('gives a consumer reading after its last id each event once, in order, while imports commit', async () => {
    const jobs = await Promise.all(['EVA', 'EVB', 'EVC'].map(async (prefix) => previewReady(t, hr, validMembersCsv(3, prefix))));
    const seen: EventItem[] = [];
    let after = 0;
    const poll = async () => {
      const page = (await events(hr, `?after=${after}&limit=2`)).json().data as { items: EventItem[]; next_after: number };
      seen.push(...page.items);
      after = page.next_after;
    };
    // Commits and reads interleave; the reader never skips an event nor sees one twice.
    await Promise.all([...jobs.map((job) => commit(t, hr, job.id)), poll(), poll()]);
    for (const job of jobs) {
      await waitForStatus(t, hr, job.id, 'completed');
      await poll();
    }
    for (let i = 0; i < 10; i++) await poll();
    const everything = await readEvents(t, hr);
    expect(seen.map((e) => e.id)).toEqual(everything.map((e) => e.id));
    expect(new Set(seen.map((e) => e.id)).size).toBe(seen.length);
    expect([...seen.map((e) => e.id)].sort((a, b) => a - b)).toEqual(seen.map((e) => e.id));
    for (const job of jobs) {
      expect(seen.filter((e) => e.data.job_id === job.id).map((e) => e.kind)).toEqual(['migration.job_started', 'migration.job_completed']);
    }
  });

  it('shows each event in the decided shape, without personal data', async () => {
    const jobId = await importFile(hr, 'EVS');
    await waitForStatus(t, hr, jobId, 'completed');
    const mine = (await readEvents(t, hr)).filter((e) => e.data.job_id === jobId);
    expect(mine).toHaveLength(2);
    const [started, completed] = mine;
    expect(Object.keys(started!).sort()).toEqual(['data', 'id', 'kind', 'occurred_at', 'org_id']);
    expect(started).toMatchObject({
      kind: 'migration.job_started',
      org_id: '0d0e0000-0000-4000-8000-000000000001',
      occurred_at: t.clock.now().toISOString(),
    });
    expect(started!.data).toEqual({
      job_id: jobId,
      status: 'committing',
      dataset_type: 'members',
      counts: { rows: 2, to_create: 2, to_update: 0, unchanged: 0, to_skip: 0, excluded: 0 },
    });
    expect(completed!.data).toEqual({
      job_id: jobId,
      status: 'completed',
      dataset_type: 'members',
      counts: { rows: 2, created: 2, updated: 0, unchanged: 0, skipped: 0, excluded: 0 },
    });
    expect(JSON.stringify(mine)).not.toMatch(/@example\.et|\+2519|Member EVS/);
  });

  it("shows nothing of another organisation's events", async () => {
    const other = await otherOrganisation(t);
    await t.database.db.insertInto('departments').values({ org_id: other.orgId, code: 'HR', name: 'People' }).execute();
    await t.database.db
      .insertInto('benefit_packages')
      .values({ org_id: other.orgId, code: 'BASIC', name: 'Basic', allowance_amount: '1.00' })
      .execute();
    const theirJob = await importFile(other.token, 'EVO');
    await waitForStatus(t, other.token, theirJob, 'completed');
    const ours = await readEvents(t, hr);
    expect(ours.length).toBeGreaterThan(0);
    expect(ours.every((e) => e.org_id === '0d0e0000-0000-4000-8000-000000000001')).toBe(true);
    expect(ours.some((e) => e.data.job_id === theirJob)).toBe(false);
    const theirs = await readEvents(t, other.token);
    expect(theirs.map((e) => [e.kind, e.data.job_id])).toEqual([
      ['migration.job_started', theirJob],
      ['migration.job_completed', theirJob],
    ]);
    // Their ids are not a window into ours: reading after 0 with their token shows only theirs.
    expect(theirs.every((e) => e.org_id === other.orgId)).toBe(true);
  });

  it('pages by limit and answers next_after; nothing new keeps the cursor', async () => {
    const all = await readEvents(t, hr);
    expect(all.length).toBeGreaterThanOrEqual(3);
    const firstTwo = (await events(hr, '?limit=2')).json().data;
    expect(firstTwo.items.map((e: EventItem) => e.id)).toEqual(all.slice(0, 2).map((e) => e.id));
    expect(firstTwo.next_after).toBe(all[1]!.id);
    const last = all[all.length - 1]!.id;
    expect((await events(hr, `?after=${last}`)).json().data).toEqual({ items: [], next_after: last });
    expect((await events(hr)).json().data.items.length).toBe(Math.min(50, all.length));
  });

  it('is open to roles with migration:read or migration:write; 403 to MEMBER; 401 without a session', async () => {
    for (const persona of ['demo-super-user', 'demo-hr-admin', 'demo-finance'])
      expect((await events(await t.login(persona))).statusCode).toBe(200);
    expectError(await events(await t.login('demo-member')), 403, 'FORBIDDEN');
    expectError(await t.app.inject({ method: 'GET', url: '/v1/events' }), 401, 'UNAUTHENTICATED');
  });

  it('filters by kind or by family (kind=user.*), and shows people events only to users:read', async () => {
    const admin = await t.login('demo-super-user');
    const email = `kind.${Date.now()}@staff.example.et`;
    const invited = await t.app.inject({
      method: 'POST',
      url: '/v1/users',
      headers: bearer(admin),
      payload: { full_name: 'Kind Filter', email, roles: ['FINANCE'] },
    });
    const userId = invited.json().data.id as string;
    await t.app.inject({ method: 'PATCH', url: `/v1/users/${userId}`, headers: bearer(admin), payload: { roles: ['HR_ADMIN'] } });
    const kinds = async (token: string, query: string) =>
      ((await events(token, query)).json().data.items as EventItem[]).map((e) => e.kind);
    const invitedOnly = await kinds(admin, '?limit=500&kind=user.invited');
    expect(invitedOnly.length).toBeGreaterThan(0);
    expect(new Set(invitedOnly)).toEqual(new Set(['user.invited']));
    expect(new Set(await kinds(admin, '?limit=500&kind=user.*'))).toEqual(new Set(['user.invited', 'user.updated']));
    const updated = ((await events(admin, '?limit=500&kind=user.updated')).json().data.items as EventItem[]).find(
      (e) => (e.data as { user_id?: string }).user_id === userId,
    );
    expect(updated?.data).toMatchObject({ actor: { type: 'user' }, changes: { roles: { from: ['FINANCE'], to: ['HR_ADMIN'] } } });
    // HR reads migration events, not people's: the filter cannot widen what a role may read.
    expect(await kinds(hr, '?limit=500&kind=user.*')).toEqual([]);
    expect((await kinds(hr, '?limit=500')).some((kind) => kind.startsWith('user.'))).toBe(false);
    expectError(await events(admin, '?kind=user.nothing'), 400, 'VALIDATION_FAILED');
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?kind=users.*', 'kind'],
    ['?limit=501', 'limit'],
    ['?after=-1', 'after'],
    ['?after=abc', 'after'],
    ['?limit=2.5', 'limit'],
  ])('answers 400 for %s', async (query, field) => {
    const error = expectError(await events(hr, query), 400, 'VALIDATION_FAILED');
    expect(error.details.map((d) => d.field)).toContain(field);
  });
});
