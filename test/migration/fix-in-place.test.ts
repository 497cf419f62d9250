import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commit, otherOrganisation, post, putMapping, upload, uploadAndValidate, uploadOk, waitForStatus } from '../helpers/migration.js';
import { bearer, createTestApp, expectError, type TestContext } from '../helpers/test-app.js';

/** Fixing rows in place: read them, edit cells, exclude rows, download the corrected file. */
let t: TestContext;
let hr: string;
beforeAll(async () => {
  t = await createTestApp();
  hr = await t.login('demo-hr-admin');
});
afterAll(async () => t.close());

const HEADER = 'external_id,full_name,email,phone,department';
let run = 0;
/** A prefix of its own for each file, so that files never share identifiers. */
const prefix = () => `F${run++}Z`;

type Row = {
  row: number;
  cells: Record<string, string>;
  errors: { column: string; field: string; code: string; message: string }[];
  edited: boolean;
  excluded: boolean;
  skipped: boolean;
  edits: {
    column: string | null;
    from: string | null;
    to: string | null;
    excluded: boolean | null;
    by: { id: string; name: string };
    at: string;
  }[];
};

async function rows(jobId: string, query = '', token = hr) {
  const response = await t.app.inject({ method: 'GET', url: `/v1/migration/jobs/${jobId}/rows${query}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { items: Row[]; page: number; page_size: number; total_items: number; total_pages: number };
}

function patch(jobId: string, row: number | string, body: unknown, token = hr) {
  return t.app.inject({ method: 'PATCH', url: `/v1/migration/jobs/${jobId}/rows/${row}`, headers: bearer(token), payload: body as object });
}

async function patchOk(jobId: string, row: number, body: unknown) {
  const response = await patch(jobId, row, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** A validated job of the rows given (after the header), with its id and prefix. */
async function validatedJob(lines: (p: string) => string[], onExisting: 'error' | 'skip' | 'update' = 'error') {
  const p = prefix();
  const job = await uploadAndValidate(t, hr, `${HEADER}\n${lines(p).join('\n')}\n`, { onExisting });
  return { job, p, id: job.id as string };
}

const codes = (job: { validation: { errors_by_code: Record<string, number> } }) => job.validation.errors_by_code;

describe('GET /v1/migration/jobs/:id/rows', () => {
  it('lists the rows with their cells and errors, filtered by errors, valid, code and field', async () => {
    const { id, p } = await validatedJob((p) => [
      `${p}1,Abebe,a${p}@x.et,,HR`,
      `${p}2,Hanna,not-an-email,,HR`,
      `${p}3,,h${p}@x.et,,Nowhere`,
    ]);
    const all = await rows(id);
    expect(all).toMatchObject({ page: 1, page_size: 50, total_items: 3, total_pages: 1 });
    expect(all.items[0]).toEqual({
      row: 2,
      cells: { external_id: `${p}1`, full_name: 'Abebe', email: `a${p}@x.et`, phone: '', department: 'HR' },
      errors: [],
      edited: false,
      excluded: false,
      skipped: false,
      normalised: [],
      edits: [],
      truncated: [],
    });
    expect(all.items[1]!.errors).toEqual([{ column: 'email', field: 'email', code: 'INVALID_EMAIL', message: expect.any(String) }]);

    expect((await rows(id, '?filter=errors')).items.map((r) => r.row)).toEqual([3, 4]);
    expect((await rows(id, '?filter=valid')).items.map((r) => r.row)).toEqual([2]);
    expect((await rows(id, '?code=UNKNOWN_DEPARTMENT')).items.map((r) => r.row)).toEqual([4]);
    expect((await rows(id, '?field=full_name')).items.map((r) => r.row)).toEqual([4]);
    expect((await rows(id, '?filter=edited')).total_items).toBe(0);
    expect((await rows(id, '?page=2&page_size=2')).items.map((r) => r.row)).toEqual([4]);
  });

  it('answers 409 before the job is validated, 400 for a bad filter, 401, 403 to FINANCE, 404 for another organisation', async () => {
    const uploaded = await uploadOk(t, hr, `${HEADER}\n${prefix()}1,A,a@y.et,,HR\n`);
    expectError(
      await t.app.inject({ method: 'GET', url: `/v1/migration/jobs/${uploaded.id}/rows`, headers: bearer(hr) }),
      409,
      'MIGRATION_JOB_LOCKED',
    );
    const { id } = await validatedJob((p) => [`${p}1,A,b${p}@y.et,,HR`]);
    const get = (query: string, headers: Record<string, string> = bearer(hr)) =>
      t.app.inject({ method: 'GET', url: `/v1/migration/jobs/${id}/rows${query}`, headers });
    expectError(await get('?filter=broken'), 400, 'VALIDATION_FAILED');
    expectError(await get('?page_size=501'), 400, 'VALIDATION_FAILED');
    expectError(await get('', {}), 401, 'UNAUTHENTICATED');
    expectError(await get('', bearer(await t.login('demo-finance'))), 403, 'FORBIDDEN');
    expectError(await get('', bearer((await otherOrganisation(t)).token)), 404, 'NOT_FOUND');
  });
});

describe('PATCH /v1/migration/jobs/:id/rows/:row', () => {
  it('fixes a cell: the error goes, the edit is kept with who, when, old and new value, and the job answers its new report', async () => {
    const { id, p } = await validatedJob((p) => [`${p}1,Abebe,a${p}@x.et,,HR`, `${p}2,Hanna,not-an-email,,HR`]);
    const fixed = await patchOk(id, 3, { cells: { email: `  H${p}@X.ET ` } });
    expect(fixed.status).toBe('validated');
    expect(fixed.validation).toMatchObject({
      error_count: 0,
      error_row_count: 0,
      valid_row_count: 2,
      edited_row_count: 1,
      excluded_row_count: 0,
    });
    const [row] = (await rows(id, '?filter=edited')).items;
    expect(row).toMatchObject({ row: 3, edited: true, errors: [], cells: { email: `H${p}@X.ET` } });
    expect(row!.edits).toEqual([
      {
        column: 'email',
        from: 'not-an-email',
        to: `H${p}@X.ET`,
        excluded: null,
        by: { id: expect.any(String), name: expect.any(String) },
        at: t.clock.now().toISOString(),
      },
    ]);

    // The edit is what the commit imports (the email as a stored email: lower case).
    expect((await post(t, hr, id, 'preview')).statusCode).toBe(200);
    expect((await commit(t, hr, id)).statusCode).toBe(202);
    expect((await waitForStatus(t, hr, id, 'completed')).result).toEqual({ created: 2, updated: 0, unchanged: 0, skipped: 0, excluded: 0 });
    const member = await t.database.db.selectFrom('members').select('email').where('external_id', '=', `${p}2`).executeTakeFirstOrThrow();
    expect(member.email).toBe(`h${p.toLowerCase()}@x.et`);
  });

  it('finds duplicates both ways: an edit can make one, and mend one in the row it shared a value with', async () => {
    const { id, p } = await validatedJob((p) => [`${p}1,A,same${p}@x.et,,HR`, `${p}2,B,same${p}@x.et,,HR`, `${p}3,C,c${p}@x.et,,HR`]);
    expect((await rows(id, '?filter=errors')).items.map((r) => [r.row, r.errors[0]!.code])).toEqual([[3, 'DUPLICATE_IN_FILE']]);

    // The first of the two changes its email: the second is no longer a duplicate, though it was not edited.
    let job = await patchOk(id, 2, { cells: { email: `first${p}@x.et` } });
    expect(job.validation.error_count).toBe(0);
    // Row 4 takes row 3's email: row 4 is the duplicate now.
    job = await patchOk(id, 4, { cells: { email: `same${p}@x.et` } });
    expect(codes(job)).toEqual({ DUPLICATE_IN_FILE: 1 });
    expect((await rows(id, '?filter=errors')).items.map((r) => r.row)).toEqual([4]);
    // Row 3 changes its external_id to row 2's: a duplicate external_id in row 3.
    job = await patchOk(id, 3, { cells: { external_id: `${p}1` } });
    expect(codes(job)).toEqual({ DUPLICATE_IN_FILE: 2 });
    // The whole file validated again agrees with what the edits found, row by row.
    const incremental = await rows(id, '?filter=errors');
    const full = (await post(t, hr, id, 'validate')).json().data;
    expect(full.validation.errors_by_code).toEqual(codes(job));
    expect((await rows(id, '?filter=errors')).items.map((r) => [r.row, r.errors])).toEqual(incremental.items.map((r) => [r.row, r.errors]));
  });

  it('agrees with a whole validation after any series of edits (random edits of unique values)', async () => {
    const { id, p, job } = await validatedJob((p) =>
      Array.from({ length: 12 }, (_, i) => `${p}${i},N${i},e${i}${p}@x.et,+2519110000${String(i).padStart(2, '0')},HR`),
    );
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const values = {
      external_id: [`${p}1`, `${p}2`, `${p}X`, ''],
      email: [`e1${p}@x.et`, `e2${p}@x.et`, 'bad', ''],
      phone: ['+251911000001', '+251911000002', '12', ''],
    };
    for (let step = 0; step < 15; step++) {
      if (step === 8) {
        // A mapping without the phone, then the full one again: the rows are staged anew from the file and the edits.
        const { phone: _, ...noPhone } = Object.fromEntries(
          Object.entries(job.suggested_mapping as Record<string, string>).filter(([, f]) => f !== 'phone'),
        );
        for (const mapping of [noPhone, job.suggested_mapping]) {
          await putMapping(t, hr, id, { column_mapping: mapping });
          await waitForStatus(t, hr, id, 'validated');
        }
      }
      const column = (['external_id', 'email', 'phone'] as const)[random(3)]!;
      const edited = await patchOk(id, 2 + random(12), { cells: { [column]: values[column][random(4)]! } });
      const fullReport = (await post(t, hr, id, 'validate')).json().data.validation;
      expect(edited.validation.errors_by_code, `step ${step}`).toEqual(fullReport.errors_by_code);
      expect(edited.validation.error_row_count).toBe(fullReport.error_row_count);
    }
  });

  it('excludes a row: its errors go, it is counted, not imported; taken back, its errors return', async () => {
    const { id, p } = await validatedJob((p) => [`${p}1,Abebe,a${p}@x.et,,HR`, `${p}2,Hanna,broken,,HR`, `${p}3,Dawit,d${p}@x.et,,HR`]);
    let job = await patchOk(id, 3, { excluded: true });
    expect(job.validation).toMatchObject({ error_count: 0, excluded_row_count: 1, valid_row_count: 2 });
    expect((await rows(id, '?filter=excluded')).items.map((r) => [r.row, r.excluded, r.edits.map((e) => e.excluded)])).toEqual([
      [3, true, [true]],
    ]);
    job = await patchOk(id, 3, { excluded: false });
    expect(job.validation).toMatchObject({ error_count: 1, excluded_row_count: 0 });
    job = await patchOk(id, 3, { excluded: true });

    const previewed = (await post(t, hr, id, 'preview')).json().data;
    expect(previewed.preview).toMatchObject({ to_create: 2, excluded: 1 });
    expect((await commit(t, hr, id)).statusCode).toBe(202);
    expect((await waitForStatus(t, hr, id, 'completed')).result).toEqual({ created: 2, updated: 0, unchanged: 0, skipped: 0, excluded: 1 });
    const created = await t.database.db
      .selectFrom('members')
      .select('external_id')
      .where('created_by_job_id', '=', id)
      .orderBy('external_id')
      .execute();
    expect(created.map((m) => m.external_id)).toEqual([`${p}1`, `${p}3`]);
  });

  it('an excluded row takes no part in duplicates: the row it duplicated is clean', async () => {
    const { id } = await validatedJob((p) => [`${p}1,A,dup${p}@x.et,,HR`, `${p}2,B,dup${p}@x.et,,HR`]);
    expect((await patchOk(id, 2, { excluded: true })).validation.error_count).toBe(0);
  });

  it('takes a previewed job back to validated (preview again), and a failed one too, checked as a whole', async () => {
    const { id, p } = await validatedJob((p) => [`${p}1,A,a${p}@x.et,,HR`]);
    expect((await post(t, hr, id, 'preview')).statusCode).toBe(200);
    const edited = await patchOk(id, 2, { cells: { full_name: 'Alemu' } });
    expect(edited).toMatchObject({ status: 'validated', preview: null });
    expectError(await commit(t, hr, id), 409, 'MIGRATION_JOB_LOCKED');

    // A member takes the row's external_id after the preview: the commit fails; the row is fixed in place.
    expect((await post(t, hr, id, 'preview')).statusCode).toBe(200);
    const taken = await uploadAndValidate(t, hr, `${HEADER}\n${p}1,Other,o${p}@x.et,,HR\n`);
    await post(t, hr, taken.id, 'preview');
    await commit(t, hr, taken.id);
    await waitForStatus(t, hr, taken.id, 'completed');
    await commit(t, hr, id);
    const failed = await waitForStatus(t, hr, id, 'failed');
    expect(failed.failure.code).toBe('ALREADY_EXISTS');
    const fixed = await patchOk(id, 2, { cells: { external_id: `${p}2` } });
    expect(fixed).toMatchObject({ status: 'validated', failure: null, validation: { error_count: 0 } });
  });

  it('keeps the edits through a new mapping: the file is staged again with them', async () => {
    const { id, job, p } = await validatedJob((p) => [`${p}1,Abebe,broken,,HR`]);
    await patchOk(id, 2, { cells: { email: `fixed${p}@x.et` } });
    await patchOk(id, 2, { cells: { full_name: 'Abebe Kebede' } });
    // Another mapping (department left out), then the suggested one again: both read the file afresh.
    const { department: _, ...withoutDepartment } = Object.fromEntries(
      Object.entries(job.suggested_mapping as Record<string, string>).map(([c, f]) => [c, f]),
    );
    for (const mapping of [withoutDepartment, job.suggested_mapping]) {
      expect((await putMapping(t, hr, id, { column_mapping: mapping })).statusCode).toBe(200);
      const validated = await waitForStatus(t, hr, id, 'validated');
      expect(validated.validation).toMatchObject({ error_count: 0, edited_row_count: 1 });
    }
    expect((await rows(id)).items[0]!.cells).toMatchObject({ email: `fixed${p}@x.et`, full_name: 'Abebe Kebede' });
  });

  it("turns a row into an update when its external_id is edited to an existing member's (on_existing update)", async () => {
    const { id: first, p } = await validatedJob((p) => [`${p}1,Abebe,a${p}@x.et,,HR`]);
    await post(t, hr, first, 'preview');
    await commit(t, hr, first);
    await waitForStatus(t, hr, first, 'completed');
    const second = await uploadAndValidate(t, hr, `${HEADER}\n${p}9,Abebe Renamed,,,\n`, { onExisting: 'update' });
    const edited = await patchOk(second.id, 2, { cells: { external_id: `${p}1` } });
    expect(edited.validation.error_count).toBe(0);
    const preview = (await post(t, hr, second.id, 'preview')).json().data.preview;
    expect(preview).toMatchObject({ to_create: 0, to_update: 1 });
    expect(preview.changes[0].fields).toEqual({ full_name: { from: 'Abebe', to: 'Abebe Renamed' } });
  });

  it('changes nothing when the values are the ones the row has (the preview stays)', async () => {
    const { id, p } = await validatedJob((p) => [`${p}1,A,a${p}@x.et,,HR`]);
    await post(t, hr, id, 'preview');
    const same = await patchOk(id, 2, { cells: { email: `a${p}@x.et` }, excluded: false });
    expect(same.status).toBe('preview_ready');
    expect((await rows(id)).items[0]!.edits).toEqual([]);
  });

  it('refuses: 400 unknown column, unsafe characters, an empty or unknown body, a row that is not a number; 404 a row the file does not have', async () => {
    const { id } = await validatedJob((p) => [`${p}1,A,a${p}@x.et,,HR`, '', `${p}2,B,b${p}@x.et,,HR`]);
    let error = expectError(await patch(id, 2, { cells: { salary: '1', email: 'x@y.et' } }), 400, 'VALIDATION_FAILED');
    expect(error.details).toEqual([{ field: 'cells.salary', issue: expect.stringContaining('is not a column of the file') }]);
    error = expectError(await patch(id, 2, { cells: { full_name: 'A\u202Eevil' } }), 400, 'VALIDATION_FAILED');
    expect(error.details[0]!.field).toBe('cells.full_name');
    expectError(await patch(id, 2, {}), 400, 'VALIDATION_FAILED');
    expectError(await patch(id, 2, { excluded: 'yes' }), 400, 'VALIDATION_FAILED');
    expectError(await patch(id, 2, { cells: { email: 'a@b.et' }, note: 'x' }), 400, 'VALIDATION_FAILED');
    expectError(await patch(id, 'two', { excluded: true }), 400, 'VALIDATION_FAILED');
    // Row 1 is the header, row 3 was blank, row 9 is past the end.
    for (const row of [1, 3, 9, 2_000_000_000]) expectError(await patch(id, row, { excluded: true }), 404, 'NOT_FOUND');
    // Nothing was kept of the refused requests.
    expect((await rows(id)).items.every((r) => r.edits.length === 0)).toBe(true);
  });

  it('answers 409 MIGRATION_JOB_LOCKED outside validated, preview_ready and failed; 401; 403 to FINANCE and MEMBER; 404 for another organisation', async () => {
    const uploaded = await uploadOk(t, hr, `${HEADER}\n${prefix()}1,A,a@q.et,,HR\n`);
    expectError(await patch(uploaded.id, 2, { excluded: true }), 409, 'MIGRATION_JOB_LOCKED');
    const { id } = await validatedJob((p) => [`${p}1,A,a${p}@x.et,,HR`]);
    await post(t, hr, id, 'preview');
    await commit(t, hr, id);
    await waitForStatus(t, hr, id, 'completed');
    const error = expectError(await patch(id, 2, { excluded: true }), 409, 'MIGRATION_JOB_LOCKED');
    expect(error.details).toEqual([{ field: 'status', issue: 'is completed' }]);
    expectError(
      await t.app.inject({ method: 'PATCH', url: `/v1/migration/jobs/${id}/rows/2`, payload: { excluded: true } }),
      401,
      'UNAUTHENTICATED',
    );
    expectError(await patch(id, 2, { excluded: true }, await t.login('demo-finance')), 403, 'FORBIDDEN');
    expectError(await patch(id, 2, { excluded: true }, await t.login('demo-member')), 403, 'FORBIDDEN');
    expectError(await patch(id, 2, { excluded: true }, (await otherOrganisation(t)).token), 404, 'NOT_FOUND');
    expectError(await patch('00000000-0000-4000-8000-000000000000', 2, { excluded: true }), 404, 'NOT_FOUND');
  });
});

describe('GET /v1/migration/jobs/:id/corrected-file', () => {
  it('is the file as it will be imported: headers, edits applied, excluded rows left out, safe to open, named after the upload', async () => {
    const p = prefix();
    const csv = `${HEADER},note\n${p}1,Abebe,broken,+251 911 000 111,HR,=1+2\n${p}2,Hanna,h${p}@x.et,,HR,"a, b"\n${p}3,Gone,g${p}@x.et,,HR,\n`;
    const job = await uploadAndValidate(t, hr, csv, { fileName: 'ሠራተኞች (June).csv' });
    await patchOk(job.id, 2, { cells: { email: `a${p}@x.et` } });
    await patchOk(job.id, 4, { excluded: true });
    const response = await t.app.inject({ method: 'GET', url: `/v1/migration/jobs/${job.id}/corrected-file`, headers: bearer(hr) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="_____ (June)_corrected.csv"; filename*=UTF-8''${encodeURIComponent('ሠራተኞች')}%20%28June%29_corrected.csv`,
    );
    expect(response.body).toBe(
      `\uFEFF${HEADER},note\r\n${p}1,Abebe,a${p}@x.et,+251 911 000 111,HR,'=1+2\r\n${p}2,Hanna,h${p}@x.et,,HR,"a, b"\r\n`,
    );
  });

  it('answers 409 before validation, 401, 403 to FINANCE, 404 for another organisation', async () => {
    const uploaded = await uploadOk(t, hr, `${HEADER}\n${prefix()}1,A,a@r.et,,HR\n`);
    const get = (id: string, token: string) =>
      t.app.inject({ method: 'GET', url: `/v1/migration/jobs/${id}/corrected-file`, headers: bearer(token) });
    expectError(await get(uploaded.id, hr), 409, 'MIGRATION_JOB_LOCKED');
    const { id } = await validatedJob((p) => [`${p}1,A,a${p}@x.et,,HR`]);
    expectError(await t.app.inject({ method: 'GET', url: `/v1/migration/jobs/${id}/corrected-file` }), 401, 'UNAUTHENTICATED');
    expectError(await get(id, await t.login('demo-finance')), 403, 'FORBIDDEN');
    expectError(await get(id, (await otherOrganisation(t)).token), 404, 'NOT_FOUND');
  });
});

describe('rows of an upload that was not staged at once', () => {
  it('keeps the cells when the rows are staged by validation (dataset named after the file)', async () => {
    const p = prefix();
    const response = await upload(t, hr, `${HEADER}\n${p}1,A,bad,,HR\n`, { fieldFirst: false });
    const job = response.json().data;
    await putMapping(t, hr, job.id, { column_mapping: job.suggested_mapping });
    await waitForStatus(t, hr, job.id, 'validated');
    expect((await rows(job.id)).items[0]!.cells.email).toBe('bad');
    expect((await patchOk(job.id, 2, { cells: { email: `ok${p}@x.et` } })).validation.error_count).toBe(0);
  });
});

describe('the unique values an edit looks up (migration_row_keys)', () => {
  const keysOf = (jobId: string) =>
    t.database.db
      .selectFrom('migration_row_keys')
      .select(['field', 'key', 'row_number'])
      .where('job_id', '=', jobId)
      .orderBy('field')
      .orderBy('row_number')
      .execute();

  it('are prepared in the background after a validation that found errors, and followed by each edit', async () => {
    const { id, p } = await validatedJob((p) => [`${p}1,A,a${p}@x.et,,HR`, `${p}2,B,BAD,,HR`]);
    const keys = await eventuallyKeys(id);
    expect(keys).toEqual([
      { field: '', key: '', row_number: 0 },
      { field: 'email', key: `a${p.toLowerCase()}@x.et`, row_number: 2 },
      // Employee numbers compare without case (issue 59): their keys are folded like the emails'.
      { field: 'external_id', key: `${p.toLowerCase()}1`, row_number: 2 },
      { field: 'external_id', key: `${p.toLowerCase()}2`, row_number: 3 },
    ]);
    await patchOk(id, 3, { cells: { email: `A${p}@x.et` } });
    expect((await keysOf(id)).filter((k) => k.field === 'email')).toEqual([
      { field: 'email', key: `a${p.toLowerCase()}@x.et`, row_number: 2 },
      { field: 'email', key: `a${p.toLowerCase()}@x.et`, row_number: 3 },
    ]);
  });

  it('are built again, whole, by an edit that finds a build cut short', async () => {
    const { id, p } = await validatedJob((p) => [`${p}1,A,dup${p}@x.et,,HR`, `${p}2,B,other${p}@x.et,,HR`, `${p}3,C,BAD,,HR`]);
    await eventuallyKeys(id);
    // What a build stopped halfway leaves: some keys, no mark of completion.
    await t.database.db
      .deleteFrom('migration_row_keys')
      .where('job_id', '=', id)
      .where((eb) => eb.or([eb('field', '=', ''), eb('row_number', '=', 3)]))
      .execute();
    const job = await patchOk(id, 3, { cells: { email: `dup${p}@x.et` } });
    expect(job.validation.errors_by_code).toEqual({ DUPLICATE_IN_FILE: 1, INVALID_EMAIL: 1 });
    expect((await keysOf(id)).length).toBe(6);
  });

  async function eventuallyKeys(jobId: string) {
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
      const keys = await keysOf(jobId);
      if (keys.some((k) => k.field === '')) return keys;
    }
    throw new Error('the keys were not prepared');
  }
});
