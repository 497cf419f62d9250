import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commit, MEMBERS_HEADER, post, uploadAndValidate, uploadOk, waitForStatus } from '../helpers/migration.js';
import { bearer, createTestApp, expectError, type TestContext } from '../helpers/test-app.js';

/** Issue 60: every row with one error left out in one action, each kept as an edit that can be taken back. */
let t: TestContext;
let hr: string;
beforeAll(async () => {
  t = await createTestApp();
  hr = await t.login('demo-hr-admin');
});
afterAll(() => t.close());

let run = 0;
/** A members file: `bad` rows with an invalid email, one with an invalid phone, two good ones. */
function file(bad: number) {
  const tag = `XE${Date.now().toString(36)}${run++}`.toUpperCase();
  const phone = (i: number) =>
    `+25191${String(Date.now() % 10_000).padStart(4, '0')}${String(run * 100 + i).padStart(3, '0')}`.slice(0, 13);
  const row = (i: number, email: string, tel = phone(i)) =>
    `${tag}-${i},Member ${tag} ${i},${email},${tel},1990-01-15,female,HR,2020-02-01,BASIC,1000.00`;
  const lines = [MEMBERS_HEADER];
  for (let i = 0; i < bad; i++) lines.push(row(i, `not an email ${i}`));
  lines.push(row(bad, `${tag.toLowerCase()}.phone@example.et`, '12'));
  lines.push(row(bad + 1, `${tag.toLowerCase()}.a@example.et`));
  lines.push(row(bad + 2, `${tag.toLowerCase()}.b@example.et`));
  return `${lines.join('\n')}\n`;
}

const exclude = (id: string, body: object, token = hr) =>
  t.app.inject({ method: 'POST', url: `/v1/migration/jobs/${id}/rows/exclude`, headers: bearer(token), payload: body });
const rows = async (id: string, query: string) =>
  (await t.app.inject({ method: 'GET', url: `/v1/migration/jobs/${id}/rows?${query}`, headers: bearer(hr) })).json().data;

describe('POST /v1/migration/jobs/:id/rows/exclude', () => {
  it('leaves out every row with the error, keeps each as an edit, validates again, and a row can be taken back', async () => {
    const job = await uploadAndValidate(t, hr, file(8));
    expect(job.validation.error_count).toBe(9);

    const response = await exclude(job.id, { code: 'INVALID_EMAIL', field: 'email' });
    expect(response.statusCode, response.body).toBe(200);
    const { job: after, excluded } = response.json().data;
    expect(excluded).toBe(8);
    expect(after.status).toBe('validated');
    expect(after.validation.error_count).toBe(1);
    expect(after.validation.errors_by_code).toEqual({ INVALID_PHONE: 1 });

    const left = await rows(job.id, 'filter=excluded&page_size=50');
    expect(left.total_items).toBe(8);
    expect(left.items[0].edits).toEqual([
      expect.objectContaining({ column: null, excluded: true, by: expect.objectContaining({ name: expect.any(String) }) }),
    ]);

    // The same again: nothing more to leave out, nothing changes.
    const again = await exclude(job.id, { code: 'INVALID_EMAIL' });
    expect(again.json().data.excluded).toBe(0);
    expect(again.json().data.job.validation.error_count).toBe(1);

    // One row taken back: its error is back.
    const back = await t.app.inject({
      method: 'PATCH',
      url: `/v1/migration/jobs/${job.id}/rows/${left.items[0].row}`,
      headers: bearer(hr),
      payload: { excluded: false },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.validation.error_count).toBe(2);
  });

  it('leaves a preview as it is when no row has the error, and lets the rest of the file be committed', async () => {
    const job = await uploadAndValidate(t, hr, file(2));
    expect((await exclude(job.id, { code: 'INVALID_EMAIL' })).json().data.excluded).toBe(2);
    const fixed = await exclude(job.id, { code: 'INVALID_PHONE' });
    expect(fixed.json().data.job.validation.error_count).toBe(0);
    expect((await post(t, hr, job.id, 'preview')).statusCode).toBe(200);
    // A new exclusion of a previewed job: back to validated (preview again).
    const none = await exclude(job.id, { code: 'INVALID_EMAIL' });
    expect(none.json().data).toMatchObject({ excluded: 0, job: { status: 'preview_ready' } });
    expect((await commit(t, hr, job.id)).statusCode).toBe(202);
    await waitForStatus(t, hr, job.id, 'completed');
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/members?import_job_id=${job.id}`, headers: bearer(hr) })).json().data.total_items,
    ).toBe(2);
    // A committed job is not changed any more.
    expectError(await exclude(job.id, { code: 'INVALID_EMAIL' }), 409, 'MIGRATION_JOB_LOCKED');
  });

  it('refuses a job not validated yet, a missing code, an unknown job, and roles that do not import', async () => {
    const uploaded = await uploadOk(t, hr, file(1));
    expectError(await exclude(uploaded.id, { code: 'INVALID_EMAIL' }), 409, 'MIGRATION_JOB_LOCKED');
    expectError(await exclude(uploaded.id, {}), 400, 'VALIDATION_FAILED');
    expectError(await exclude(uploaded.id, { code: 'INVALID_EMAIL', extra: 1 }), 400, 'VALIDATION_FAILED');
    expectError(await exclude('0d0e0000-0000-4000-8000-00000000f00d', { code: 'INVALID_EMAIL' }), 404, 'NOT_FOUND');
    expectError(
      await t.app.inject({ method: 'POST', url: `/v1/migration/jobs/${uploaded.id}/rows/exclude`, payload: { code: 'X' } }),
      401,
      'UNAUTHENTICATED',
    );
    expectError(await exclude(uploaded.id, { code: 'INVALID_EMAIL' }, await t.login('demo-member')), 403, 'FORBIDDEN');
  });
});
