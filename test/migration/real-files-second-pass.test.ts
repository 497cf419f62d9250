import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commit,
  importedMembers,
  otherOrganisation,
  post,
  putMapping,
  upload,
  uploadAndValidate,
  uploadOk,
  waitForStatus,
} from '../helpers/migration.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';
import { makeZip } from '../helpers/zip.js';

/**
 * Issue 59: real files, second pass. Each workbook is made the way its producer makes it: openpyxl
 * (test/fixtures/real-files/make-openpyxl.py writes them), hand-written XML for the OpenXML SDK's
 * prefixes; CSV as exports write it.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Org = Awaited<ReturnType<typeof otherOrganisation>>;
type JobError = { row: number; column: string; code: string; field: string; value?: string | null; params?: Record<string, unknown> };

const fixture = (name: string) => readFileSync(new URL(`../fixtures/real-files/${name}`, import.meta.url));
const csv = (lines: string[]) => `${lines.join('\r\n')}\r\n`;

async function organisation(departments: { code: string; name: string }[] = [], packages: string[] = []): Promise<Org> {
  const org = await otherOrganisation(t, ['HR_ADMIN', 'SUPER_USER']);
  for (const department of departments) {
    const created = await t.app.inject({ method: 'POST', url: '/v1/departments', headers: bearer(org.token), payload: department });
    expect(created.statusCode, created.body).toBe(201);
  }
  for (const code of packages) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/packages',
      headers: bearer(org.token),
      payload: { code, name: `Package ${code}`, allowance_amount: { amount: '1000.00', currency: 'ETB' } },
    });
    expect(created.statusCode, created.body).toBe(201);
  }
  return org;
}

async function committed(org: Org, jobId: string) {
  expect((await post(t, org.token, jobId, 'preview')).statusCode).toBe(200);
  expect((await commit(t, org.token, jobId)).statusCode).toBe(202);
  await waitForStatus(t, org.token, jobId, 'completed');
  return importedMembers(t, jobId);
}

const errorsOf = (job: { validation: { errors: JobError[] } }) => job.validation.errors.map((e) => [e.row, e.column, e.code]);

const rowsOf = async (org: Org, jobId: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/v1/migration/jobs/${jobId}/rows?filter=all&page_size=50`, headers: bearer(org.token) })
  ).json().data.items as { row: number; cells: Record<string, string>; normalised: { field: string; from: string; to: string }[] }[];

describe('formula cells without a value (item 2)', () => {
  it('refuses each with FORMULA_NOT_CALCULATED naming the cell, never 0.00', async () => {
    const org = await organisation();
    const job = await uploadAndValidate(t, org.token, fixture('openpyxl-formulas.xlsx'), { fileName: 'formulas.xlsx' });
    expect(job.suggested_mapping).toMatchObject({ 'Employee No': 'external_id', Allowance: 'allowance_amount' });
    const errors = job.validation.errors as JobError[];
    expect(errors.map((e) => [e.row, e.column, e.code, e.params])).toEqual([
      [2, 'Allowance', 'FORMULA_NOT_CALCULATED', { formula: '=D2*12' }],
      [3, 'Full name', 'FORMULA_NOT_CALCULATED', { formula: '=CONCATENATE("Sara"," ","Tesfaye")' }],
    ]);
    expect(errors[0]!.value).toBe('=D2*12');
  });
});

describe('number formats with literal text, and amounts with a float’s noise (items 4 and 10)', () => {
  it('reads EMP-0042 as the cell shows it, 1,500.00 ETB as 1500.00, and 1725.2499999999998 as 1725.25, each shown as read', async () => {
    const org = await organisation();
    const job = await uploadAndValidate(t, org.token, fixture('openpyxl-number-formats.xlsx'), {
      fileName: 'formats.xlsx',
      mapping: { 'Employee No': 'external_id', 'Full name': 'full_name', Email: 'email', 'Bonus allowance': 'allowance_amount' },
    });
    expect(job.validation.errors).toEqual([]);
    const rows = await rowsOf(org, job.id);
    expect(rows[0]!.cells).toMatchObject({ 'Employee No': 'EMP-0042', Allowance: '1,500.00 ETB' });
    // openpyxl writes a float's sixteen digits (8921.190000000001, as pandas does); Excel's seventeen are in the OpenXML test below.
    expect(rows[1]!.cells).toMatchObject({ 'Bonus allowance': '8921.190000000001' });
    expect(rows[1]!.normalised).toContainEqual(
      expect.objectContaining({ field: 'allowance_amount', from: '8921.190000000001', to: '8921.19' }),
    );
    const members = await committed(org, job.id);
    expect(members.map((m) => [m.external_id, m.allowance_amount])).toEqual([
      ['EMP-0042', '1725.25'],
      ['EMP-0043', '8921.19'],
    ]);

    const withFormat = await uploadAndValidate(t, org.token, fixture('openpyxl-number-formats.xlsx'), {
      fileName: 'formats.xlsx',
      mapping: { 'Employee No': 'external_id', 'Full name': 'full_name', Email: 'email', Allowance: 'allowance_amount' },
      onExisting: 'update',
    });
    expect(withFormat.validation.errors).toEqual([]);
    const updated = await committed(org, withFormat.id);
    expect(updated).toEqual([]);
    const stored = await t.database.db
      .selectFrom('members')
      .select(['external_id', 'allowance_amount'])
      .where('org_id', '=', org.orgId)
      .orderBy('external_id')
      .execute();
    expect(stored).toEqual([
      { external_id: 'EMP-0042', allowance_amount: '1500.00' },
      { external_id: 'EMP-0043', allowance_amount: '2000.50' },
    ]);
  });

  it('keeps a real third decimal refused', async () => {
    const org = await organisation();
    const job = await uploadAndValidate(
      t,
      org.token,
      csv(['Employee No,Full name,Email,Allowance', 'D-1,Abebe Kebede,abebe@d.et,12.345', 'D-2,Sara Tesfaye,sara@d.et,8921.190000000001']),
    );
    expect(errorsOf(job)).toEqual([[2, 'Allowance', 'INVALID_AMOUNT']]);
  });
});

describe('merged cells, a header of two rows, a table that does not start at A1 (items 5 and 13)', () => {
  it('gives a merged department to every employee it spans and finds the field names below the group titles', async () => {
    const org = await organisation(
      [
        { code: 'FIN', name: 'Finance' },
        { code: 'HR', name: 'Human Resources' },
      ],
      ['PKG-M'],
    );
    const uploaded = await uploadOk(t, org.token, fixture('openpyxl-merged.xlsx'), { fileName: 'register.xlsx' });
    expect(uploaded).toMatchObject({ header_row: 3, columns: ['Employee No', 'Full name', 'Email', 'Department', 'Package'] });
    const job = await uploadAndValidate(t, org.token, fixture('openpyxl-merged.xlsx'), { fileName: 'register.xlsx' });
    expect(job.validation.errors).toEqual([]);
    const members = await committed(org, job.id);
    expect(members.map((m) => [m.external_id, m.department, m.package])).toEqual([
      ['M-1', 'Finance', 'PKG-M'],
      ['M-2', 'Finance', 'PKG-M'],
      ['M-3', 'Finance', 'PKG-M'],
      ['M-4', 'Human Resources', 'PKG-M'],
    ]);
  });
});

describe('the sheet that holds the data (item 12)', () => {
  it('reads the sheet whose header fits, says which and lists the others; the upload may name another', async () => {
    const org = await organisation();
    const job = await uploadOk(t, org.token, fixture('openpyxl-sheets.xlsx'), { fileName: 'book.xlsx' });
    expect(job).toMatchObject({ sheet: 'Staff', other_sheets: ['Summary'], row_count: 2 });
    const named = await uploadOk(t, org.token, fixture('openpyxl-sheets.xlsx'), {
      fileName: 'book.xlsx',
      extraFields: [{ field: 'sheet', value: 'Summary' }],
    });
    expect(named).toMatchObject({ sheet: 'Summary', other_sheets: ['Staff'], columns: ['Prepared by', 'HR'] });
    const missing = await upload(t, org.token, fixture('openpyxl-sheets.xlsx'), {
      fileName: 'book.xlsx',
      extraFields: [{ field: 'sheet', value: 'Payroll' }],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details[0]).toMatchObject({ field: 'sheet', reason: 'no_such_sheet' });
    // A validation reads the stored file again from the same sheet.
    const mapped = await putMapping(t, org.token, job.id, { column_mapping: job.suggested_mapping });
    expect(mapped.statusCode).toBe(200);
    await waitForStatus(t, org.token, job.id, 'validated');
    expect((await committed(org, job.id)).map((m) => m.external_id)).toEqual(['S-1', 'S-2']);
  });
});

describe('the suggested mapping (item 6)', () => {
  it('prefers a visible column, leaves old phones and the serial number alone', async () => {
    const org = await organisation();
    const job = await uploadOk(t, org.token, fixture('openpyxl-mapping.xlsx'), { fileName: 'staff.xlsx' });
    expect(job.hidden_columns).toEqual(['Phone']);
    expect(job.suggested_mapping).toEqual({ 'Employee No': 'external_id', 'Full name': 'full_name', 'Mobile phone': 'phone' });
  });

  it("joins an Amharic register's three name columns into the full name, in order, and reads its dates and departments", async () => {
    const org = await organisation([{ code: 'ACC', name: 'ሂሳብ' }]);
    const uploaded = await uploadOk(t, org.token, fixture('openpyxl-amharic-register.xlsx'), { fileName: 'register.xlsx' });
    expect(uploaded.suggested_mapping).toEqual({
      'የሰራተኛ ቁጥር': 'external_id',
      ስም: 'full_name',
      'የአባት ስም': 'full_name',
      'የአያት ስም': 'full_name',
      ኢሜይል: 'email',
      'የትውልድ ቀን (ዓ.ም)': 'date_of_birth',
      'የተቀጠሩበት ቀን': 'employment_start_date',
      ክፍል: 'department',
    });
    expect(uploaded.detected_formats['የትውልድ ቀን (ዓ.ም)']).toMatchObject({ calendar: 'ethiopian', calendar_evidence: 'register' });
    const job = await uploadAndValidate(t, org.token, fixture('openpyxl-amharic-register.xlsx'), { fileName: 'register.xlsx' });
    expect(job.validation.errors).toEqual([]);
    const members = await committed(org, job.id);
    expect(members.map((m) => [m.external_id, m.full_name, m.date_of_birth, m.employment_start_date, m.department])).toEqual([
      // ፫/፭/፲፱፻፹፪ is 3 Tir 1982 (E.C.); 3 ጥር 2010 ዓ.ም is 11 January 2018.
      ['A-1', 'አበበ ከበደ ተሰማ', '1990-01-11', '2018-01-11', 'ሂሳብ'],
      // 21/04/1985 in a column whose header says ዓ.ም is 21 Tahsas 1985 (E.C.); ጥር 3 ቀን 2012 ዓ.ም. is 12 January 2020.
      ['A-2', 'ሳራ ተስፋዬ', '1992-12-30', '2020-01-12', 'ሂሳብ'],
    ]);
  });

  it('refuses more columns for the name than it has parts', async () => {
    const org = await organisation();
    const job = await uploadOk(t, org.token, csv(['a,b,c,d,Employee No', 'x,y,z,w,1']));
    const response = await putMapping(t, org.token, job.id, {
      column_mapping: { a: 'full_name', b: 'full_name', c: 'full_name', d: 'full_name', 'Employee No': 'external_id' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([expect.objectContaining({ field: 'column_mapping.d', reason: 'too_many_parts' })]);
  });
});

describe('a header that names the calendar (item 7)', () => {
  it('reads the column as Ethiopian unless its values prove otherwise, and says why', async () => {
    const org = await organisation();
    const job = await uploadOk(
      t,
      org.token,
      csv(['Employee No,Full name,Email,Date of birth (E.C.),Start date (EC)', 'C-1,Abebe Kebede,abebe@c.et,12/04/1985,31/12/2020']),
    );
    expect(job.detected_formats['Date of birth (E.C.)']).toMatchObject({ calendar: 'ethiopian', calendar_evidence: 'header' });
    // A 31st day is no Ethiopian date: the values prove the header wrong.
    expect(job.detected_formats['Start date (EC)']).toMatchObject({ calendar: 'gregorian', calendar_evidence: null });
  });
});

describe("Excel's scientific rendering of a long number (item 8)", () => {
  it('refuses it in an identifier, a phone and an email with NUMBER_MANGLED', async () => {
    const org = await organisation();
    const job = await uploadAndValidate(
      t,
      org.token,
      csv(['Employee No,Full name,Email,Phone', '1.23457E+11,Abebe Kebede,abebe@e.et,', 'E-2,Sara Tesfaye,2.51911E+11,2.51911E+11']),
    );
    expect(errorsOf(job)).toEqual([
      [2, 'Employee No', 'NUMBER_MANGLED'],
      [3, 'Email', 'NUMBER_MANGLED'],
      [3, 'Phone', 'NUMBER_MANGLED'],
    ]);
  });
});

describe('timestamps at UTC (item 9)', () => {
  it("reads a local midnight written at UTC as the day it is in the organisation's time zone, which it may set", async () => {
    const org = await organisation();
    const lines = ['Employee No,Full name,Email,Date of birth', 'T-1,Abebe Kebede,abebe@t.et,1990-03-13T21:00:00.000Z'];
    const job = await uploadAndValidate(t, org.token, csv(lines));
    expect((await rowsOf(org, job.id))[0]!.normalised).toContainEqual(
      expect.objectContaining({ field: 'date_of_birth', to: '1990-03-14' }),
    );
    expect((await committed(org, job.id)).map((m) => m.date_of_birth)).toEqual(['1990-03-14']);

    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/v1/organisation',
      headers: bearer(await org.sessionAs('SUPER_USER')),
      payload: { time_zone: 'Mars/Olympus' },
    });
    expect(bad.statusCode).toBe(400);
    const set = await t.app.inject({
      method: 'PATCH',
      url: '/v1/organisation',
      headers: bearer(await org.sessionAs('SUPER_USER')),
      payload: { time_zone: 'UTC' },
    });
    expect(set.json().data).toMatchObject({ time_zone: 'UTC' });
    const again = await uploadAndValidate(t, org.token, csv([lines[0]!, 'T-2,Sara Tesfaye,sara@t.et,1990-03-13T21:00:00.000Z']));
    expect((await committed(org, again.id)).map((m) => m.date_of_birth)).toEqual(['1990-03-13']);
  });
});

describe('employee numbers that differ by case (item 1)', () => {
  it('are one number: a duplicate in a file, the same member on update; unless the organisation says they differ', async () => {
    const org = await organisation();
    const header = 'Employee No,Full name,Email';
    const duplicated = await uploadAndValidate(t, org.token, csv([header, 'E-001,Abebe Kebede,abebe@k.et', 'e-001,Abebe K.,abebe2@k.et']));
    expect(errorsOf(duplicated)).toEqual([[3, 'Employee No', 'DUPLICATE_IN_FILE']]);

    const first = await uploadAndValidate(t, org.token, csv([header, 'E-001,Abebe Kebede,abebe@k.et']));
    await committed(org, first.id);
    const existing = await uploadAndValidate(t, org.token, csv([header, 'e-001,Abebe Kebede,abebe@k.et']));
    expect(errorsOf(existing)).toEqual([[2, 'Employee No', 'ALREADY_EXISTS']]);
    const update = await uploadAndValidate(t, org.token, csv([header, 'e-001,Abebe Kebede Tessema,abebe@k.et']), { onExisting: 'update' });
    expect(update.validation.errors).toEqual([]);
    await committed(org, update.id);
    const stored = await t.database.db.selectFrom('members').select(['external_id', 'full_name']).where('org_id', '=', org.orgId).execute();
    expect(stored).toEqual([{ external_id: 'E-001', full_name: 'Abebe Kebede Tessema' }]);

    const sensitive = await t.app.inject({
      method: 'PATCH',
      url: '/v1/organisation',
      headers: bearer(await org.sessionAs('SUPER_USER')),
      payload: { member_numbers_case_sensitive: true },
    });
    expect(sensitive.json().data).toMatchObject({ member_numbers_case_sensitive: true });
    const apart = await uploadAndValidate(
      t,
      org.token,
      csv([header, 'e-001,Another Person,another@k.et', 'E-002,Third,third@k.et', 'e-002,Fourth,fourth@k.et']),
    );
    expect(apart.validation.errors).toEqual([]);
  });
});

describe('departments and packages named with Amharic’s interchangeable letters (item 17)', () => {
  it('match the organisation’s names, and a missing one is created once whichever letters its rows use', async () => {
    const org = await organisation([{ code: 'HEALTH', name: 'ጤና ጥበቃ' }]);
    const job = await uploadAndValidate(
      t,
      org.token,
      csv([
        'Employee No,Full name,Email,Department',
        'H-1,Abebe Kebede,abebe@h.et,ጤና ጥበቃ',
        'H-2,Sara Tesfaye,sara@h.et,ሂሳብ',
        'H-3,Hana Girma,hana@h.et,ሒሳብ',
      ]),
    );
    expect(errorsOf(job)).toEqual([
      [3, 'Department', 'UNKNOWN_DEPARTMENT'],
      [4, 'Department', 'UNKNOWN_DEPARTMENT'],
    ]);
    // ሂሳብ and ሒሳብ are one department to create.
    expect(job.validation.missing_references).toEqual([
      expect.objectContaining({ field: 'department', value_count: 1, values: [{ value: expect.any(String), rows: 2 }] }),
    ]);
  });
});

describe('workbooks whose XML uses a namespace prefix, as the OpenXML SDK writes them (item 11)', () => {
  it('are read like any other', async () => {
    const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
    const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
    const cell = (ref: string, text: string) => `<x:c r="${ref}" t="inlineStr"><x:is><x:t>${text}</x:t></x:is></x:c>`;
    const workbook = makeZip([
      {
        name: '[Content_Types].xml',
        data: Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
      },
      {
        name: 'xl/workbook.xml',
        data: Buffer.from(
          `<?xml version="1.0" encoding="utf-8"?><x:workbook xmlns:r="${rel}" xmlns:x="${ns}"><x:sheets><x:sheet name="Payroll" sheetId="1" r:id="R1a2b"/></x:sheets></x:workbook>`,
        ),
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: Buffer.from(
          '<?xml version="1.0" encoding="utf-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="/xl/worksheets/sheet.xml" Id="R1a2b" /></Relationships>',
        ),
      },
      {
        name: 'xl/worksheets/sheet.xml',
        data: Buffer.from(
          `<?xml version="1.0" encoding="utf-8"?><x:worksheet xmlns:x="${ns}"><x:sheetData>` +
            `<x:row r="1">${cell('A1', 'Employee No')}${cell('B1', 'Full name')}${cell('C1', 'Email')}<x:c r="D1" t="inlineStr"><x:is><x:t>Allowance</x:t></x:is></x:c></x:row>` +
            `<x:row r="2">${cell('A2', 'X-1')}${cell('B2', 'Abebe Kebede')}${cell('C2', 'abebe@x.et')}<x:c r="D2"><x:v>1725.2499999999998</x:v></x:c></x:row>` +
            `</x:sheetData></x:worksheet>`,
        ),
      },
    ]);
    const org = await organisation();
    const job = await uploadAndValidate(t, org.token, workbook, { fileName: 'payroll.xlsx' });
    expect(job).toMatchObject({ sheet: 'Payroll', columns: ['Employee No', 'Full name', 'Email', 'Allowance'] });
    expect(job.validation.errors).toEqual([]);
    expect((await committed(org, job.id)).map((m) => [m.external_id, m.full_name, m.allowance_amount])).toEqual([
      // Excel's XML keeps a float's seventeen digits: 1725.2499999999998 is the 1,725.25 Excel shows.
      ['X-1', 'Abebe Kebede', '1725.25'],
    ]);
  });
});

describe('the same workbooks opened and saved by LibreOffice Calc', () => {
  it('import as their openpyxl originals do, with the formulas calculated (what FORMULA_NOT_CALCULATED advises)', async () => {
    const org = await organisation(
      [
        { code: 'FIN', name: 'Finance' },
        { code: 'HR', name: 'Human Resources' },
        { code: 'ACC', name: 'ሂሳብ' },
      ],
      ['PKG-M'],
    );
    const formulas = await uploadAndValidate(t, org.token, fixture('libreoffice-formulas.xlsx'), { fileName: 'formulas.xlsx' });
    expect(formulas.validation.errors).toEqual([]);
    expect((await committed(org, formulas.id)).map((m) => [m.external_id, m.full_name, m.allowance_amount])).toEqual([
      ['F-1', 'Abebe Kebede', '1500.00'],
      ['F-2', 'Sara Tesfaye', '1200.00'],
    ]);
    const formats = await uploadAndValidate(t, org.token, fixture('libreoffice-number-formats.xlsx'), {
      fileName: 'formats.xlsx',
      mapping: { 'Employee No': 'external_id', 'Full name': 'full_name', Email: 'email', Allowance: 'allowance_amount' },
    });
    expect(formats.validation.errors).toEqual([]);
    expect((await committed(org, formats.id)).map((m) => [m.external_id, m.allowance_amount])).toEqual([
      ['EMP-0042', '1500.00'],
      ['EMP-0043', '2000.50'],
    ]);
    const merged = await uploadAndValidate(t, org.token, fixture('libreoffice-merged.xlsx'), { fileName: 'register.xlsx' });
    expect(merged).toMatchObject({ header_row: 3 });
    expect((await committed(org, merged.id)).map((m) => [m.external_id, m.department, m.package])).toEqual([
      ['M-1', 'Finance', 'PKG-M'],
      ['M-2', 'Finance', 'PKG-M'],
      ['M-3', 'Finance', 'PKG-M'],
      ['M-4', 'Human Resources', 'PKG-M'],
    ]);
    const register = await uploadAndValidate(t, org.token, fixture('libreoffice-amharic-register.xlsx'), { fileName: 'register.xlsx' });
    expect(register.validation.errors).toEqual([]);
    expect((await committed(org, register.id)).map((m) => [m.external_id, m.full_name, m.date_of_birth, m.department])).toEqual([
      ['A-1', 'አበበ ከበደ ተሰማ', '1990-01-11', 'ሂሳብ'],
      ['A-2', 'ሳራ ተስፋዬ', '1992-12-30', 'ሂሳብ'],
    ]);
  });
});
