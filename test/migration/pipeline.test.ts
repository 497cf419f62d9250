import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_STATUSES } from '../../src/db/schema.js';
import { TRANSITIONS } from '../../src/modules/migration/job/state-machine.js';
import { bearer, createTestApp, expectError, type TestContext } from '../helpers/test-app.js';
import {
  getJob,
  otherOrganisation,
  post,
  putMapping,
  upload,
  uploadAndValidate,
  uploadOk,
  validMembersCsv,
  waitForStatus,
  xlsx,
} from '../helpers/migration.js';

let t: TestContext;
let hr: string;
beforeAll(async () => {
  t = await createTestApp();
  hr = await t.login('demo-hr-admin');
});
afterAll(async () => t.close());

const setStatus = (id: string, status: (typeof JOB_STATUSES)[number]) =>
  t.database.db.updateTable('migration_jobs').set({ status }).where('id', '=', id).execute();
const statusOf = async (id: string) =>
  (await t.database.db.selectFrom('migration_jobs').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('GET /v1/migration/jobs and /:id', () => {
  it("lists the organisation's jobs newest first, paged and filtered", async () => {
    // An organisation of its own, so the counts are this test's jobs only.
    const other = await otherOrganisation(t, ['HR_ADMIN', 'FINANCE']);
    const token = other.token;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await uploadOk(t, token, validMembersCsv(1), { fileName: `f${i}.csv` })).id);
      t.clock.advance(1000);
    }
    await putMapping(t, token, ids[0]!, { column_mapping: { external_id: 'external_id' } });
    const page = await t.app.inject({ method: 'GET', url: '/v1/migration/jobs?page=1&page_size=2', headers: bearer(token) });
    expect(page.statusCode).toBe(200);
    const data = page.json().data;
    expect(data).toMatchObject({ page: 1, page_size: 2, total_items: 3, total_pages: 2 });
    expect(data.items.map((j: { file_name: string }) => j.file_name)).toEqual(['f2.csv', 'f1.csv']);
    expect(Object.keys(data.items[0]).sort()).toEqual([
      'created_at',
      'created_by',
      'dataset_type',
      'error_count',
      'file_name',
      'id',
      'row_count',
      'status',
      'updated_at',
    ]);
    const second = (await t.app.inject({ method: 'GET', url: '/v1/migration/jobs?page=2&page_size=2', headers: bearer(token) })).json()
      .data;
    expect(second.items.map((j: { file_name: string }) => j.file_name)).toEqual(['f0.csv']);
    expect(second).toMatchObject({ total_items: 3, total_pages: 2 });
    // Past the last page: no rows, and still the total (it is read from the rows when there are some).
    const beyond = (await t.app.inject({ method: 'GET', url: '/v1/migration/jobs?page=5&page_size=2', headers: bearer(token) })).json()
      .data;
    expect(beyond).toMatchObject({ items: [], page: 5, total_items: 3, total_pages: 2 });
    const uploaded = (
      await t.app.inject({ method: 'GET', url: '/v1/migration/jobs?status=uploaded&dataset_type=members', headers: bearer(token) })
    ).json().data;
    expect(uploaded.total_items).toBe(2);
    const finance = await other.sessionAs('FINANCE');
    expect((await t.app.inject({ method: 'GET', url: '/v1/migration/jobs', headers: bearer(finance) })).json().data.total_items).toBe(3);
  });

  it.each([
    ['page=0', 'page'],
    ['page_size=101', 'page_size'],
    ['page=abc', 'page'],
    ['status=done', 'status'],
    ['dataset_type=invoices', 'dataset_type'],
  ])('answers 400 for %s', async (query, field) => {
    const error = expectError(
      await t.app.inject({ method: 'GET', url: `/v1/migration/jobs?${query}`, headers: bearer(hr) }),
      400,
      'VALIDATION_FAILED',
    );
    expect(error.details.map((d) => d.field)).toContain(field);
  });

  it('answers a job to SUPER_USER, HR_ADMIN and FINANCE; 403 to MEMBER; 401 without a session', async () => {
    const job = await uploadOk(t, hr, validMembersCsv(1));
    for (const persona of ['demo-super-user', 'demo-finance']) {
      expect(
        (await t.app.inject({ method: 'GET', url: `/v1/migration/jobs/${job.id}`, headers: bearer(await t.login(persona)) })).json().data
          .id,
      ).toBe(job.id);
    }
    const member = await t.login('demo-member');
    expectError(await t.app.inject({ method: 'GET', url: `/v1/migration/jobs/${job.id}`, headers: bearer(member) }), 403, 'FORBIDDEN');
    expectError(await t.app.inject({ method: 'GET', url: '/v1/migration/jobs', headers: bearer(member) }), 403, 'FORBIDDEN');
    expectError(await t.app.inject({ method: 'GET', url: `/v1/migration/jobs/${job.id}` }), 401, 'UNAUTHENTICATED');
  });

  it("answers 404 alike for an unknown id, a malformed id, and another organisation's job", async () => {
    const job = await uploadOk(t, hr, validMembersCsv(1));
    const other = await otherOrganisation(t);
    const bodies = [];
    for (const [token, id] of [
      [hr, '0d0e0000-0000-4000-8000-00000000dead'],
      [hr, 'not-a-uuid'],
      [other.token, job.id],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: `/v1/migration/jobs/${id}`, headers: bearer(token) });
      const error = expectError(response, 404, 'NOT_FOUND');
      bodies.push({ ...error, request_id: '' });
    }
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    // Every job route of the other organisation: 404, and its lists hold nothing of ours.
    for (const [method, path] of [
      ['PUT', 'mapping'],
      ['POST', 'validate'],
      ['POST', 'preview'],
      ['GET', 'error-report'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url: `/v1/migration/jobs/${job.id}/${path}`,
        headers: bearer(other.token),
        ...(method === 'PUT' ? { payload: { column_mapping: {} } } : {}),
      });
      expectError(response, 404, 'NOT_FOUND');
    }
    expect((await t.app.inject({ method: 'GET', url: '/v1/migration/jobs', headers: bearer(other.token) })).json().data.total_items).toBe(
      0,
    );
    expect(await statusOf(job.id)).toBe('uploaded');
  });
});

describe('PUT /v1/migration/jobs/:id/mapping', () => {
  it('answers mapping, then validation runs in the background to validated', async () => {
    const job = await uploadOk(t, hr, validMembersCsv(3));
    const response = await putMapping(t, hr, job.id, { column_mapping: job.suggested_mapping });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'mapping',
      column_mapping: job.suggested_mapping,
      options: { on_existing: 'error' },
      validation: null,
    });
    const validated = await waitForStatus(t, hr, job.id, 'validated');
    expect(validated.validation).toMatchObject({ row_count: 3, valid_row_count: 3, error_count: 0, errors: [] });
  });

  it('saves a named profile, overwrites it by name, lists it, and suggests from it on the next upload', async () => {
    const csv = 'Staff Code,Given Name,Contact Mail\nS-1,Abebe,abebe@x.et\n';
    const job = await uploadOk(t, hr, csv);
    expect(job.suggested_mapping).toEqual({});
    const mapping = { 'Staff Code': 'external_id', 'Given Name': 'full_name', 'Contact Mail': 'email' };
    expect(
      (
        await putMapping(t, hr, job.id, {
          column_mapping: { 'Staff Code': 'external_id' },
          save_profile: true,
          profile_name: 'Payroll export',
        })
      ).statusCode,
    ).toBe(200);
    await waitForStatus(t, hr, job.id, 'validated');
    expect(
      (await putMapping(t, hr, job.id, { column_mapping: mapping, save_profile: true, profile_name: '  payroll EXPORT ' })).statusCode,
    ).toBe(200);
    const profiles = (await t.app.inject({ method: 'GET', url: '/v1/migration/mapping-profiles', headers: bearer(hr) })).json().data;
    const saved = profiles.filter((p: { name: string }) => p.name.toLowerCase() === 'payroll export');
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      name: 'payroll EXPORT',
      dataset_type: 'members',
      column_mapping: mapping,
      created_by: '0d0e0000-0000-4000-8000-0000000000a2',
    });
    expect(Object.keys(saved[0]).sort()).toEqual([
      'column_mapping',
      'created_at',
      'created_by',
      'dataset_type',
      'id',
      'name',
      'updated_at',
    ]);
    const next = await uploadOk(t, hr, 'STAFF CODE,given name,Contact Mail,Phone\nS-2,Hanna,h@x.et,0911000000\n');
    expect(next.suggested_mapping).toEqual({
      'STAFF CODE': 'external_id',
      'given name': 'full_name',
      'Contact Mail': 'email',
      Phone: 'phone',
    });
    const filtered = await t.app.inject({ method: 'GET', url: '/v1/migration/mapping-profiles?dataset_type=members', headers: bearer(hr) });
    expect(filtered.json().data.length).toBeGreaterThan(0);
    expectError(
      await t.app.inject({ method: 'GET', url: '/v1/migration/mapping-profiles?dataset_type=nope', headers: bearer(hr) }),
      400,
      'VALIDATION_FAILED',
    );
    // Finance imports providers only: the members profiles are not theirs to see; a member is refused.
    const finance = await t.app.inject({
      method: 'GET',
      url: '/v1/migration/mapping-profiles',
      headers: bearer(await t.login('demo-finance')),
    });
    expect(finance.json().data).toEqual([]);
    expectError(
      await t.app.inject({ method: 'GET', url: '/v1/migration/mapping-profiles', headers: bearer(await t.login('demo-member')) }),
      403,
      'FORBIDDEN',
    );
    const other = await otherOrganisation(t);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/migration/mapping-profiles', headers: bearer(other.token) })).json().data,
    ).toEqual([]);
  });

  it.each([
    [{}, 'column_mapping'],
    [{ column_mapping: 'external_id' }, 'column_mapping'],
    [{ column_mapping: { external_id: 7 } }, 'column_mapping.external_id'],
    [{ column_mapping: { nope: 'external_id' } }, 'column_mapping.nope'],
    [{ column_mapping: { external_id: 'salary' } }, 'column_mapping.external_id'],
    [{ column_mapping: { external_id: 'external_id', full_name: 'external_id' } }, 'column_mapping.full_name'],
    [{ column_mapping: { external_id: 'external_id' }, save_profile: true }, 'profile_name'],
    [{ column_mapping: { external_id: 'external_id' }, save_profile: true, profile_name: 'x'.repeat(101) }, 'profile_name'],
    [{ column_mapping: { external_id: 'external_id' }, save_profile: 'yes' }, 'save_profile'],
    [{ column_mapping: { external_id: 'external_id' }, options: { on_existing: 'overwrite' } }, 'options.on_existing'],
  ])('answers 400 for %j and leaves the job unchanged', async (body, field) => {
    const job = await uploadOk(t, hr, validMembersCsv(1));
    const error = expectError(await putMapping(t, hr, job.id, body), 400, 'VALIDATION_FAILED');
    expect(error.details.map((d) => d.field)).toContain(field);
    expect(await getJob(t, hr, job.id)).toMatchObject({ status: 'uploaded', column_mapping: null });
  });

  it('answers 404 for an unknown job before looking at the body, 403 for FINANCE', async () => {
    expectError(await putMapping(t, hr, '0d0e0000-0000-4000-8000-00000000beef', { column_mapping: 'bad' }), 404, 'NOT_FOUND');
    const job = await uploadOk(t, hr, validMembersCsv(1));
    expectError(await putMapping(t, await t.login('demo-finance'), job.id, { column_mapping: {} }), 403, 'FORBIDDEN');
  });
});

describe('the state machine', () => {
  const operations = [
    {
      name: 'PUT mapping',
      allowed: TRANSITIONS.map.from,
      call: (id: string) => putMapping(t, hr, id, { column_mapping: { external_id: 'external_id', full_name: 'full_name' } }),
    },
    { name: 'POST validate', allowed: TRANSITIONS.validate.from, call: (id: string) => post(t, hr, id, 'validate') },
    { name: 'POST preview', allowed: TRANSITIONS.preview.from, call: (id: string) => post(t, hr, id, 'preview') },
  ];

  for (const operation of operations) {
    for (const status of JOB_STATUSES.filter((s) => !(operation.allowed as readonly string[]).includes(s))) {
      it(`${operation.name} from ${status}: 409 MIGRATION_JOB_LOCKED, job unchanged`, async () => {
        const job = await uploadOk(t, hr, validMembersCsv(1));
        await t.database.db
          .updateTable('migration_jobs')
          .set({ column_mapping: JSON.stringify({ external_id: 'external_id' }) })
          .where('id', '=', job.id)
          .execute();
        await setStatus(job.id, status);
        const before = await t.database.db.selectFrom('migration_jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
        const error = expectError(await operation.call(job.id), 409, 'MIGRATION_JOB_LOCKED');
        expect(error.details).toEqual([{ field: 'status', issue: `is ${status}` }]);
        expect(await t.database.db.selectFrom('migration_jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow()).toEqual(
          before,
        );
      });
    }
  }

  it('lets only one of many racing previews win', async () => {
    const job = await uploadAndValidate(t, hr, validMembersCsv(5));
    const responses = await Promise.all(Array.from({ length: 10 }, () => post(t, hr, job.id, 'preview')));
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
  });

  it('lets only one of many racing mapping changes queue each validation, and ends validated', async () => {
    const job = await uploadOk(t, hr, validMembersCsv(5));
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => putMapping(t, hr, job.id, { column_mapping: job.suggested_mapping })),
    );
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(responses.some((r) => r.statusCode === 200)).toBe(true);
    const validated = await waitForStatus(t, hr, job.id, 'validated');
    expect(validated.validation.row_count).toBe(5);
  });
});

describe('POST validate and preview', () => {
  it('validates in the request and answers the report', async () => {
    const job = await uploadAndValidate(t, hr, validMembersCsv(4));
    expect(job.status).toBe('validated');
    expect(job.validation).toMatchObject({
      row_count: 4,
      valid_row_count: 4,
      skipped_row_count: 0,
      error_row_count: 0,
      error_count: 0,
      errors_by_code: {},
      errors_by_field: {},
      missing_required_fields: [],
      errors: [],
    });
    expect(job.validation.validated_at).toBe(t.clock.now().toISOString());
  });

  it('refuses the preview while errors remain (400, job unchanged), then previews once they are fixed', async () => {
    const bad = await uploadAndValidate(t, hr, 'external_id,full_name,email\nP-1,A,not-an-email\n');
    expect(bad.validation.error_count).toBe(1);
    const error = expectError(await post(t, hr, bad.id, 'preview'), 400, 'VALIDATION_FAILED');
    expect(error.details).toEqual([{ field: 'validation', issue: '1 unresolved errors (see GET .../error-report)' }]);
    expect((await getJob(t, hr, bad.id)).status).toBe('validated');

    const csv = 'external_id,full_name,email,department\nP-2,Abebe,a@p.et,hr\nP-3,Hanna,h@p.et,Finance\nP-4,Dawit,d@p.et,\n';
    const job = await uploadAndValidate(t, hr, csv);
    const response = await post(t, hr, job.id, 'preview');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.status).toBe('preview_ready');
    expect(data.preview).toEqual({
      generated_at: t.clock.now().toISOString(),
      rows_total: 3,
      to_create: 3,
      to_update: 0,
      unchanged: 0,
      to_skip: 0,
      excluded: 0,
      changes: [],
      sample: [
        expect.objectContaining({ row: 2, external_id: 'P-2', full_name: 'Abebe', email: 'a@p.et', department: 'hr' }),
        expect.objectContaining({ row: 3, external_id: 'P-3', department: 'Finance' }),
        expect.objectContaining({ row: 4, external_id: 'P-4', department: null }),
      ],
      sample_normalised: [],
      by_department: { '': 1, Finance: 1, 'Human Resources': 1 },
    });
  });

  it('samples the first 20 rows, and counts skipped rows with on_existing skip', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => `Q-${i + 1},Person ${i + 1},q${i + 1}@x.et`);
    const csv = `external_id,full_name,email\nEMP-0001,Dawit Alemu,dawit.alemu@demo.portal.et\n${rows.join('\n')}\n`;
    const job = await uploadAndValidate(t, hr, csv, { onExisting: 'skip' });
    expect(job.validation).toMatchObject({ row_count: 26, valid_row_count: 25, skipped_row_count: 1, error_count: 0 });
    const preview = (await post(t, hr, job.id, 'preview')).json().data.preview;
    expect(preview).toMatchObject({ rows_total: 26, to_create: 25, to_skip: 1 });
    expect(preview.sample).toHaveLength(20);
    expect(preview.sample[0].external_id).toBe('Q-1');
  });

  it('answers 403 to FINANCE and MEMBER for validate and preview', async () => {
    const job = await uploadOk(t, hr, validMembersCsv(1));
    for (const persona of ['demo-finance', 'demo-member']) {
      const token = await t.login(persona);
      expectError(await post(t, token, job.id, 'validate'), 403, 'FORBIDDEN');
      expectError(await post(t, token, job.id, 'preview'), 403, 'FORBIDDEN');
    }
  });
});

describe('GET /v1/migration/jobs/:id/error-report', () => {
  it('answers every error as CSV with a BOM, escaping formulas', async () => {
    const rows = Array.from({ length: 150 }, (_, i) => `R-${i},Name ${i},bad${i}`);
    const csv = `external_id,full_name,email,phone\n${rows.join('\n')}\nR-X,=HYPERLINK("http://evil"),+cmd,@SUM(1)\n`;
    const job = await uploadAndValidate(t, hr, csv);
    expect(job.validation.error_count).toBe(152);
    expect(job.validation.errors).toHaveLength(100);
    const response = await t.app.inject({ method: 'GET', url: `/v1/migration/jobs/${job.id}/error-report`, headers: bearer(hr) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="migration_${job.id}_errors.csv"`);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('row,column,field,value,code,message');
    expect(lines).toHaveLength(153);
    expect(lines[1]).toBe('2,email,email,bad0,INVALID_EMAIL,Not a valid email address.');
    const last = lines.slice(-2);
    expect(last[0]).toBe("152,email,email,'+cmd,INVALID_EMAIL,Not a valid email address.");
    expect(last[1]).toBe('152,phone,phone,\'@SUM(1),INVALID_PHONE,"Not a valid phone number (local numbers are read as Ethiopian, +251)."');
    expect(response.body).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it('answers 409 before any validation, 404 for an unknown job, 403 for FINANCE', async () => {
    const job = await uploadOk(t, hr, validMembersCsv(1));
    expectError(
      await t.app.inject({ method: 'GET', url: `/v1/migration/jobs/${job.id}/error-report`, headers: bearer(hr) }),
      409,
      'MIGRATION_JOB_LOCKED',
    );
    expectError(
      await t.app.inject({
        method: 'GET',
        url: '/v1/migration/jobs/0d0e0000-0000-4000-8000-00000000feed/error-report',
        headers: bearer(hr),
      }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await t.app.inject({
        method: 'GET',
        url: `/v1/migration/jobs/${job.id}/error-report`,
        headers: bearer(await t.login('demo-finance')),
      }),
      403,
      'FORBIDDEN',
    );
  });
});

describe('GET /v1/migration/templates/:dataset_type', () => {
  it('answers an XLSX with the members sheet and its instructions', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/migration/templates/members', headers: bearer(hr) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe('attachment; filename="portal_migration_members_template.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['members', 'instructions']);
    const sheet = workbook.getWorksheet('members')!;
    const keys = [
      'external_id',
      'full_name',
      'email',
      'phone',
      'date_of_birth',
      'gender',
      'department',
      'employment_start_date',
      'package_code',
      'allowance_amount',
    ];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(keys);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(1).numFmt).toBe('@');
    expect(sheet.getColumn(4).numFmt).toBe('@');
    expect(sheet.getColumn(5).numFmt).toBe('yyyy-mm-dd');
    expect(sheet.getCell('F2').dataValidation).toMatchObject({ type: 'list', formulae: ['"female,male,other"'] });
    const instructions = workbook.getWorksheet('instructions')!;
    expect((instructions.getRow(1).values as unknown[]).slice(1)).toEqual([
      'key',
      'label',
      'required',
      'format',
      'allowed values',
      'example',
    ]);
    expect(instructions.rowCount).toBe(11);
    expect((instructions.getRow(2).values as unknown[]).slice(1, 4)).toEqual(['external_id', 'Employee or member number', 'yes']);
    expect((instructions.getRow(7).values as unknown[])[5]).toBe('female, male, other');
  });

  it('answers 404 for an unknown dataset, 403 for a member, 401 without a session', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/v1/migration/templates/invoices', headers: bearer(hr) }), 404, 'NOT_FOUND');
    expectError(
      await t.app.inject({ method: 'GET', url: '/v1/migration/templates/members', headers: bearer(await t.login('demo-member')) }),
      403,
      'FORBIDDEN',
    );
    expectError(await t.app.inject({ method: 'GET', url: '/v1/migration/templates/members' }), 401, 'UNAUTHENTICATED');
  });
});

describe('XLSX through validation', () => {
  it('stores date cells and date serials as dates, and phone text with its leading zero as E.164', async () => {
    const content = await xlsx([
      {
        name: 'members',
        rows: [
          ['external_id', 'full_name', 'phone', 'date_of_birth', 'employment_start_date', 'allowance_amount'],
          ['000777', 'ሐና ተስፋዬ', '0911000555', new Date(Date.UTC(1990, 2, 14)), 44197, 1500.5],
        ],
      },
    ]);
    const job = await uploadAndValidate(t, hr, content, { fileName: 'members.xlsx' });
    expect(job.validation.error_count).toBe(0);
    const preview = (await post(t, hr, job.id, 'preview')).json().data.preview;
    expect(preview.sample[0]).toMatchObject({
      row: 2,
      external_id: '000777',
      full_name: 'ሐና ተስፋዬ',
      phone: '+251911000555',
      date_of_birth: '1990-03-14',
      employment_start_date: '2021-01-01',
      allowance_amount: '1500.50',
    });
  });
});

describe('a workbook written by LibreOffice Calc', () => {
  it('is read (sheet before shared strings, LibreOffice styles) and validates clean', async () => {
    // test/fixtures/libreoffice-members.xlsx: a CSV converted by `soffice --convert-to xlsx` (dates typed as dates).
    const content = await readFile(new URL('../fixtures/libreoffice-members.xlsx', import.meta.url));
    const job = await uploadAndValidate(t, hr, content, { fileName: 'lo.xlsx' });
    expect(job).toMatchObject({ file_format: 'xlsx', row_count: 2 });
    expect(job.validation.error_count).toBe(0);
    const preview = (await post(t, hr, job.id, 'preview')).json().data.preview;
    expect(preview.sample[0]).toMatchObject({
      external_id: 'LO-1',
      full_name: 'ሐና ተስፋዬ',
      phone: '+251911000601',
      date_of_birth: '1991-05-20',
      gender: 'female',
      allowance_amount: '1500.50',
    });
    expect(preview.by_department).toEqual({ Finance: 1, 'Human Resources': 1 });
  });
});

describe('preview by department', () => {
  it("counts each row once, under the department the commit gives it, when a value is one department's code and another's name", async () => {
    const other = await otherOrganisation(t);
    const org_id = other.orgId;
    const token = other.token;
    await t.database.db
      .insertInto('departments')
      .values([
        { org_id, code: 'HR', name: 'Human Resources' },
        { org_id, code: 'PPL', name: 'hr' },
      ])
      .execute();
    await t.database.db.insertInto('benefit_packages').values({ org_id, code: 'BASIC', name: 'Basic' }).execute();
    const job = await uploadAndValidate(t, token, validMembersCsv(2));
    const preview = (await post(t, token, job.id, 'preview')).json().data.preview;
    // "HR" is the code of Human Resources and the name of People: the code wins, as at commit.
    expect(preview.by_department).toEqual({ 'Human Resources': 2 });
    expect((await post(t, token, job.id, 'commit')).statusCode).toBe(202);
    await waitForStatus(t, token, job.id, 'completed');
    const placed = await t.database.db
      .selectFrom('members as m')
      .innerJoin('departments as d', 'd.id', 'm.department_id')
      .select('d.name')
      .where('m.org_id', '=', org_id)
      .execute();
    expect(placed.map((m) => m.name)).toEqual(['Human Resources', 'Human Resources']);
  });
});

describe('upload then race', () => {
  it('a members file uploaded through /v1/members/import goes the same way', async () => {
    const response = await upload(t, hr, validMembersCsv(2), { url: '/v1/members/import', datasetType: null });
    const job = response.json().data;
    await putMapping(t, hr, job.id, { column_mapping: job.suggested_mapping });
    expect((await waitForStatus(t, hr, job.id, 'validated')).validation.error_count).toBe(0);
  });
});
