import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { getJob, post, putMapping, upload, uploadOk, waitForStatus, xlsx } from '../helpers/migration.js';

// Rows are parsed and checked while the file uploads, with the suggested mapping. These cases make
// sure a validation never reports what that staging saw when it should see something else.

let t: TestContext;
let hr: string;
beforeAll(async () => {
  t = await createTestApp();
  hr = await t.login('demo-hr-admin');
});
afterAll(async () => t.close());

async function staged(jobId: string) {
  return t.database.db
    .selectFrom('migration_jobs')
    .select(['staged_mapping', 'staged_on'])
    .where('id', '=', jobId)
    .executeTakeFirstOrThrow();
}

/** PUT the mapping, wait for the background validation, and answer its errors as `row column code`. */
async function validateWith(jobId: string, mapping: Record<string, string>, onExisting: 'error' | 'skip' = 'error', token = hr) {
  const mapped = await putMapping(t, token, jobId, { column_mapping: mapping, options: { on_existing: onExisting } });
  expect(mapped.statusCode).toBe(200);
  const job = await waitForStatus(t, token, jobId, 'validated');
  return { job, errors: job.validation.errors.map((e: { row: number; column: string; code: string }) => `${e.row} ${e.column} ${e.code}`) };
}

const HEADER = 'Emp ID,Name,Email,Work Email';
const SUGGESTED = { 'Emp ID': 'external_id', Name: 'full_name', Email: 'email' };
const WORK_EMAIL = { 'Emp ID': 'external_id', Name: 'full_name', 'Work Email': 'email' };
const ROWS = [
  ['ST-1', 'Abebe', 'not-an-email', 'abebe@work.et'],
  ['ST-2', 'Hana', 'also bad', 'hana@work.et'],
];

describe('records staged at upload', () => {
  it('are made with the suggested mapping and reused by a validation with that mapping', async () => {
    const job = await uploadOk(t, hr, `${HEADER}\n${ROWS.map((r) => r.join(',')).join('\n')}\n`);
    expect(job.suggested_mapping).toEqual(SUGGESTED);
    expect(await staged(job.id)).toEqual({ staged_mapping: SUGGESTED, staged_on: '2026-06-01' });
    const { errors, job: validated } = await validateWith(job.id, SUGGESTED);
    expect(errors).toEqual(['2 Email INVALID_EMAIL', '3 Email INVALID_EMAIL']);
    expect(validated.validation).toMatchObject({ error_count: 2, error_row_count: 2, valid_row_count: 0 });
  });

  for (const format of ['csv', 'xlsx'] as const) {
    it(`give way to the stored ${format.toUpperCase()} file, read again, for another mapping, and back`, async () => {
      const content =
        format === 'csv'
          ? `${HEADER}\n${ROWS.map((r) => r.join(',')).join('\n')}\n`
          : await xlsx([{ name: 'members', rows: [HEADER.split(','), ...ROWS] }]);
      const job = await uploadOk(t, hr, content, { fileName: `members.${format}` });
      const other = await validateWith(job.id, WORK_EMAIL);
      expect(other.errors).toEqual([]);
      expect(await staged(job.id)).toMatchObject({ staged_mapping: WORK_EMAIL });
      const preview = await post(t, hr, job.id, 'preview');
      expect(preview.json().data.preview.sample.map((r: { email: string }) => r.email)).toEqual(['abebe@work.et', 'hana@work.et']);
      const back = await validateWith(job.id, SUGGESTED);
      expect(back.errors).toEqual(['2 Email INVALID_EMAIL', '3 Email INVALID_EMAIL']);
    });
  }

  it('are not made when the suggestion leaves a required field without a column; validation makes them', async () => {
    const job = await uploadOk(t, hr, 'Staff,Name,Email\nST-3,Abebe,st3@x.et\n');
    expect(job.suggested_mapping).toEqual({ Name: 'full_name', Email: 'email' });
    expect(await staged(job.id)).toEqual({ staged_mapping: null, staged_on: null });
    const { errors } = await validateWith(job.id, { Staff: 'external_id', Name: 'full_name', Email: 'email' });
    expect(errors).toEqual([]);
  });

  it('are made by the validation when dataset_type comes after the file', async () => {
    const response = await upload(t, hr, `${HEADER}\n${ROWS.map((r) => r.join(',')).join('\n')}\n`, { fieldFirst: false });
    expect(response.statusCode).toBe(201);
    const job = response.json().data;
    expect(await staged(job.id)).toEqual({ staged_mapping: null, staged_on: null });
    expect((await validateWith(job.id, SUGGESTED)).errors).toEqual(['2 Email INVALID_EMAIL', '3 Email INVALID_EMAIL']);
  });

  it('keep the row errors of a row that one validation skipped for the next that does not skip', async () => {
    // EMP-0001 is the demo member: with on_existing=skip its row is skipped, and its row errors with it.
    const job = await uploadOk(t, hr, `${HEADER}\nEMP-0001,Demo,not-an-email,\nST-4,Fine,st4@x.et,\n`);
    const skipping = await validateWith(job.id, SUGGESTED, 'skip');
    expect(skipping.errors).toEqual([]);
    expect(skipping.job.validation).toMatchObject({ skipped_row_count: 1, valid_row_count: 1 });
    const strict = await validateWith(job.id, SUGGESTED, 'error');
    expect(strict.errors).toEqual(['2 Email INVALID_EMAIL', '2 Emp ID ALREADY_EXISTS']);
    // And once more in the same mode: the same report, not the set-wise errors twice.
    const again = await post(t, hr, job.id, 'validate');
    expect(
      again.json().data.validation.errors.map((e: { row: number; column: string; code: string }) => `${e.row} ${e.column} ${e.code}`),
    ).toEqual(['2 Email INVALID_EMAIL', '2 Emp ID ALREADY_EXISTS']);
  });

  it('are parsed again on a later day, when "not in the future" means something else', async () => {
    const tomorrow = new Date(t.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    const job = await uploadOk(t, hr, `Emp ID,Name,Email,DOB\nST-5,Abebe,st5@x.et,${tomorrow}\n`);
    const today = await validateWith(job.id, { 'Emp ID': 'external_id', Name: 'full_name', Email: 'email', DOB: 'date_of_birth' });
    expect(today.errors).toEqual(['2 DOB INVALID_DATE']);
    t.clock.advance(2 * 86_400_000);
    const token = await t.login('demo-hr-admin');
    const later = await post(t, token, job.id, 'validate');
    expect(later.statusCode).toBe(200);
    expect(later.json().data.validation.errors).toEqual([]);
    expect((await getJob(t, token, job.id)).validation.error_count).toBe(0);
    hr = token;
  });

  it('keep backslashes, tabs, quotes and escape-like text exactly as the file has them, in cells, records and row errors', async () => {
    // COPY's text format gives the backslash and the tab a meaning: each must arrive as itself.
    const name = 'Abebe \\ Kebede "\\n" \\\\N';
    const job = await uploadOk(t, hr, `Emp ID,Name,Email\nBS-1,"${name.replaceAll('"', '""')}",bs1@x.et\nBS-2,"Hana\tTab",no\\t-at.et\n`);
    const records = await t.database.db
      .selectFrom('migration_records')
      .select(['row_number', 'record', 'cells'])
      .where('job_id', '=', job.id)
      .orderBy('row_number')
      .execute();
    expect(records.map((r) => r.cells)).toEqual([
      ['BS-1', name, 'bs1@x.et'],
      ['BS-2', 'Hana\tTab', 'no\\t-at.et'],
    ]);
    expect((records[0]!.record as Record<string, unknown>).full_name).toBe(name);
    const errors = await t.database.db
      .selectFrom('migration_errors')
      .select(['row_number', 'value', 'code'])
      .where('job_id', '=', job.id)
      .orderBy('row_number')
      .execute();
    expect(errors).toEqual([
      { row_number: 3, value: 'Hana\tTab', code: 'INVALID_CHARACTERS' },
      { row_number: 3, value: 'no\\t-at.et', code: 'INVALID_EMAIL' },
    ]);
  });
});
