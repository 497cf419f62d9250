import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commit,
  otherOrganisation,
  post,
  previewReady,
  putMapping,
  readEvents,
  uploadAndValidate,
  uploadOk,
  validMembersCsv,
  waitForStatus,
} from '../helpers/migration.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';

/**
 * Two organisations on one database: the second organisation's HR admin learns nothing of the first's
 * jobs, not even that an id exists. Generated from the route table, so a new job route is covered.
 */
let t: TestContext;
let hr: string;
let other: Awaited<ReturnType<typeof otherOrganisation>>;
let otherSuperUser: string;
let committedJob: string;
let failedRowsJob: string;

const DEMO_ORG = '0d0e0000-0000-4000-8000-000000000001';
const UNUSUAL_HEADERS = 'Staff Code,Given Name,Contact Mail\nS-1,Abebe,abebe@x.et\n';

beforeAll(async () => {
  t = await createTestApp();
  hr = await t.login('demo-hr-admin');
  other = await otherOrganisation(t, ['HR_ADMIN', 'SUPER_USER']);
  otherSuperUser = await other.sessionAs('SUPER_USER');
  await t.database.db.insertInto('departments').values({ org_id: other.orgId, code: 'HR', name: 'People' }).execute();
  await t.database.db
    .insertInto('benefit_packages')
    .values({ org_id: other.orgId, code: 'BASIC', name: 'Basic', allowance_amount: '1.00' })
    .execute();

  const job = await previewReady(t, hr, validMembersCsv(3, 'TI'));
  expect((await commit(t, hr, job.id)).statusCode).toBe(202);
  await waitForStatus(t, hr, job.id, 'completed');
  committedJob = job.id;
  failedRowsJob = (await uploadAndValidate(t, hr, `${validMembersCsv(2, 'TE')}TE9,,not-an-email,,,,,,,\n`)).id;
  const profileJob = await uploadOk(t, hr, UNUSUAL_HEADERS);
  const mapping = { 'Staff Code': 'external_id', 'Given Name': 'full_name', 'Contact Mail': 'email' };
  expect(
    (await putMapping(t, hr, profileJob.id, { column_mapping: mapping, save_profile: true, profile_name: 'First org export' })).statusCode,
  ).toBe(200);
  await waitForStatus(t, hr, profileJob.id, 'validated');
}, 60_000);
afterAll(async () => t.close());

/** The same request for both ids, by a role the route admits, with a body it would accept: only the id differs. */
function requestFor(url: string) {
  const headers = { ...bearer(url.endsWith('/rollback') ? otherSuperUser : other.token), 'idempotency-key': randomUUID() };
  if (url.endsWith('/mapping')) return { headers, payload: { column_mapping: { external_id: 'external_id' } } };
  if (url.endsWith('/create-missing')) return { headers, payload: { field: 'department' } };
  return { headers };
}

const withoutRequestId = (body: string) => body.replace(/"request_id":"[^"]*"/, '"request_id":""');

describe('tenant isolation', () => {
  it("answers every job route for the first organisation's job exactly as for a random id", async () => {
    const routes = t.app.accessTable.filter((r) => r.url.includes(':id') && r.url.startsWith('/v1/migration/') && r.method !== 'HEAD');
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /v1/migration/jobs/:id',
        'POST /v1/migration/jobs/:id/commit',
        'POST /v1/migration/jobs/:id/rollback',
        'GET /v1/migration/jobs/:id/error-report',
      ]),
    );
    for (const jobId of [committedJob, failedRowsJob]) {
      for (const route of routes) {
        const method = route.method as 'GET';
        const theirs = await t.app.inject({ method, url: route.url.replace(':id', jobId), ...requestFor(route.url) });
        const random = await t.app.inject({ method, url: route.url.replace(':id', randomUUID()), ...requestFor(route.url) });
        expect(theirs.statusCode, `${method} ${route.url}`).toBe(404);
        expect(withoutRequestId(theirs.body), `${method} ${route.url}`).toBe(withoutRequestId(random.body));
        expect(theirs.headers['content-type']).toBe(random.headers['content-type']);
      }
    }
    // Nothing the other organisation tried changed the first organisation's jobs.
    const mine = (await t.app.inject({ method: 'GET', url: `/v1/migration/jobs/${committedJob}`, headers: bearer(hr) })).json().data;
    expect(mine.status).toBe('completed');
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/migration/jobs/${failedRowsJob}`, headers: bearer(hr) })).json().data.status,
    ).toBe('validated');
  });

  it("shows the other organisation none of the first one's jobs, events or mapping profiles", async () => {
    const jobs = (await t.app.inject({ method: 'GET', url: '/v1/migration/jobs?page_size=100', headers: bearer(other.token) })).json().data;
    expect(jobs.items.map((j: { id: string }) => j.id)).not.toEqual(expect.arrayContaining([committedJob]));
    expect(jobs.total_items).toBe(0);
    expect(await readEvents(t, other.token)).toEqual([]);
    expect((await readEvents(t, hr)).length).toBeGreaterThan(0);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/migration/mapping-profiles', headers: bearer(other.token) })).json().data,
    ).toEqual([]);
  });

  it("suggests no mapping from the first organisation's saved profile", async () => {
    const theirs = await uploadOk(t, other.token, UNUSUAL_HEADERS);
    expect(theirs.suggested_mapping).toEqual({});
    const ours = await uploadOk(t, hr, UNUSUAL_HEADERS);
    expect(ours.suggested_mapping).toEqual({ 'Staff Code': 'external_id', 'Given Name': 'full_name', 'Contact Mail': 'email' });
  });

  it("checks uniqueness within the organisation: the first one's members neither clash nor show in reports", async () => {
    // The very rows the first organisation imported: new to the second one, so valid there.
    const job = await uploadAndValidate(t, other.token, validMembersCsv(3, 'TI'));
    expect(job.validation).toMatchObject({ row_count: 3, valid_row_count: 3, error_row_count: 0 });
    const withError = await uploadAndValidate(t, other.token, `${validMembersCsv(1, 'TJ')}TJ2,,bad,,,,,,,\n`);
    const report = await t.app.inject({
      method: 'GET',
      url: `/v1/migration/jobs/${withError.id}/error-report`,
      headers: bearer(other.token),
    });
    expect(report.statusCode).toBe(200);
    expect(report.body).not.toMatch(/TI0000|ti1@example|TE9|Member T[IE]/);
    expect(report.body).toContain('INVALID_EMAIL');
    const preview = await post(t, other.token, job.id, 'preview');
    expect(preview.statusCode).toBe(200);
    expect(JSON.stringify(preview.json())).not.toContain(DEMO_ORG);
  });
});
