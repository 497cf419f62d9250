import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getJob,
  MEMBERS_HEADER,
  otherOrganisation,
  post,
  putMapping,
  uploadAndValidate,
  uploadOk,
  validMembersCsv,
  waitForStatus,
} from '../helpers/migration.js';
import { bearer, createTestApp, expectError, type TestContext } from '../helpers/test-app.js';

/** GET /v1/migration/jobs/:id/errors: the console's error table, a page at a time, filtered. */
let t: TestContext;
let hr: string;
let withErrors: string;
beforeAll(async () => {
  t = await createTestApp();
  hr = await t.login('demo-hr-admin');
  // 30 rows, bad emails in rows 2..11 (10), unknown departments in rows 12..16 (5), both in row 2.
  const lines = validMembersCsv(30, 'ER').trimEnd().split('\n');
  for (let i = 1; i <= 10; i++) lines[i] = lines[i]!.replace(/,er\d+@example\.et,/, `,broken-${i},`);
  for (let i = 11; i <= 15; i++) lines[i] = lines[i]!.replace(',HR,', ',NOWHERE,');
  lines[1] = lines[1]!.replace(',HR,', ',NOWHERE,');
  withErrors = (await uploadAndValidate(t, hr, `${lines.join('\n')}\n`)).id;
});
afterAll(async () => t.close());

const errors = (id: string, query = '', token = hr) =>
  t.app.inject({ method: 'GET', url: `/v1/migration/jobs/${id}/errors${query}`, headers: bearer(token) });

describe('GET /v1/migration/jobs/:id/errors', () => {
  it('answers a page in report order with the paging figures', async () => {
    const response = await errors(withErrors, '?page=1&page_size=4');
    expect(response.statusCode).toBe(200);
    const page = response.json().data;
    expect(page).toMatchObject({ page: 1, page_size: 4, total_items: 16, total_pages: 4 });
    expect(page.items.map((e: { row: number }) => e.row)).toEqual([2, 2, 3, 4]);
    expect(page.items[2]).toEqual({
      row: 3,
      column: 'email',
      field: 'email',
      value: 'broken-2',
      code: 'INVALID_EMAIL',
      message: expect.any(String),
    });
    const last = (await errors(withErrors, '?page=4&page_size=4')).json().data;
    expect(last.items.map((e: { row: number }) => e.row)).toEqual([13, 14, 15, 16]);
  });

  it('filters by code, by field and by both; the total follows the filter', async () => {
    expect((await errors(withErrors, '?code=INVALID_EMAIL')).json().data.total_items).toBe(10);
    expect((await errors(withErrors, '?field=department')).json().data.total_items).toBe(6);
    const both = (await errors(withErrors, '?code=UNKNOWN_DEPARTMENT&field=department')).json().data;
    expect(both.total_items).toBe(6);
    expect(both.items.every((e: { code: string }) => e.code === 'UNKNOWN_DEPARTMENT')).toBe(true);
    expect((await errors(withErrors, '?code=NO_SUCH_CODE')).json().data).toMatchObject({ items: [], total_items: 0, total_pages: 0 });
  });

  it('agrees with the validation report counts', async () => {
    const job = await getJob(t, hr, withErrors);
    expect(job.validation.error_count).toBe(16);
    expect(job.validation.errors_by_code).toEqual({ INVALID_EMAIL: 10, UNKNOWN_DEPARTMENT: 6 });
  });

  it('refuses a bad page or page size with 400', async () => {
    expectError(await errors(withErrors, '?page=0'), 400, 'VALIDATION_FAILED');
    expectError(await errors(withErrors, '?page_size=501'), 400, 'VALIDATION_FAILED');
    expectError(await errors(withErrors, '?page=abc'), 400, 'VALIDATION_FAILED');
  });

  it('answers 409 before the job is validated', async () => {
    const fresh = await uploadOk(t, hr, validMembersCsv(3, 'EV'));
    expectError(await errors(fresh.id), 409, 'MIGRATION_JOB_LOCKED');
    await putMapping(t, hr, fresh.id, { column_mapping: Object.fromEntries(MEMBERS_HEADER.split(',').map((c) => [c, c])) });
    await waitForStatus(t, hr, fresh.id, 'validated');
    expect((await errors(fresh.id)).json().data.total_items).toBe(0);
  });

  it('answers 401 without a session, 403 for a role without migration:write, 404 for an unknown job', async () => {
    expectError(await t.app.inject({ method: 'GET', url: `/v1/migration/jobs/${withErrors}/errors` }), 401, 'UNAUTHENTICATED');
    expectError(await errors(withErrors, '', await t.login('demo-finance')), 403, 'FORBIDDEN');
    expectError(await errors('0d0e0000-0000-4000-8000-00000000beef'), 404, 'NOT_FOUND');
    expectError(await errors('not-a-uuid'), 404, 'NOT_FOUND');
    const other = await otherOrganisation(t);
    expectError(await errors(withErrors, '', other.token), 404, 'NOT_FOUND');
  });
});

describe('what the console reads beside the job', () => {
  it('keeps up to three sample values of each column from the first rows', async () => {
    const job = await uploadOk(t, hr, 'external_id,full_name,notes\nA1,Ann,\nA2,Bob,x\nA3,Cy,\nA4,Di,y\nA5,Ed,z\nA6,Fa,w\n');
    expect(job.column_samples).toEqual({ external_id: ['A1', 'A2', 'A3'], full_name: ['Ann', 'Bob', 'Cy'], notes: ['x', 'y', 'z'] });
  });

  it('lists the datasets with their target fields in template order', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/migration/datasets', headers: bearer(hr) });
    expect(response.statusCode).toBe(200);
    const [members] = response.json().data;
    expect(members.type).toBe('members');
    expect(members.fields.map((f: { key: string }) => f.key)).toEqual(MEMBERS_HEADER.split(','));
    expect(members.fields[0]).toMatchObject({ key: 'external_id', required: true, label: expect.any(String) });
    expect(members.fields.find((f: { key: string }) => f.key === 'gender').allowed_values).toEqual(['female', 'male', 'other']);
  });

  it('tells the limits in force', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/migration/limits', headers: bearer(await t.login('demo-finance')) });
    expect(response.json().data).toEqual({ max_upload_bytes: 25 * 1024 * 1024, max_rows: 200_000, rollback_window_hours: 72 });
    expectError(
      await t.app.inject({ method: 'GET', url: '/v1/migration/limits', headers: bearer(await t.login('demo-member')) }),
      403,
      'FORBIDDEN',
    );
    expectError(await t.app.inject({ method: 'GET', url: '/v1/migration/datasets' }), 401, 'UNAUTHENTICATED');
  });

  it("filters the organisation's events by job", async () => {
    const a = await uploadOk(t, hr, validMembersCsv(2, 'EA'));
    const b = await uploadOk(t, hr, validMembersCsv(2, 'EB'));
    for (const id of [a.id, b.id]) {
      await putMapping(t, hr, id, { column_mapping: a.suggested_mapping });
      await waitForStatus(t, hr, id, 'validated');
      await post(t, hr, id, 'preview');
      await post(t, hr, id, 'commit');
      await waitForStatus(t, hr, id, 'completed');
    }
    const response = await t.app.inject({ method: 'GET', url: `/v1/events?job_id=${a.id}`, headers: bearer(hr) });
    const kinds = response.json().data.items.map((e: { kind: string; data: { job_id: string } }) => [e.kind, e.data.job_id]);
    expect(kinds).toEqual([
      ['migration.job_started', a.id],
      ['migration.job_completed', a.id],
    ]);
    expectError(await t.app.inject({ method: 'GET', url: '/v1/events?job_id=nope', headers: bearer(hr) }), 400, 'VALIDATION_FAILED');
  });
});
