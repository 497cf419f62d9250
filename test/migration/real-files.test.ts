import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commit,
  importedMembers,
  otherOrganisation,
  post,
  putMapping,
  uploadAndValidate,
  uploadOk,
  waitForStatus,
} from '../helpers/migration.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';

/**
 * Issue 35: files as institutions export them. Amounts with separators and currency marks, dates in the
 * forms exports write, Amharic words and headers, a date order detected from all of a column's values
 * (and asked for when they leave it open), the Ethiopian calendar; every normalised cell shown.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Org = Awaited<ReturnType<typeof otherOrganisation>>;

/** An organisation made from nothing, with the department its files name. */
async function freshOrganisation(): Promise<Org> {
  const org = await otherOrganisation(t, ['HR_ADMIN', 'SUPER_USER']);
  const created = await t.app.inject({
    method: 'POST',
    url: '/v1/departments',
    headers: bearer(org.token),
    payload: { code: 'RAD', name: 'Radiology' },
  });
  expect(created.statusCode).toBe(201);
  return org;
}

const csv = (lines: string[]) => `${lines.join('\r\n')}\r\n`;

async function committed(org: Org, jobId: string) {
  expect((await post(t, org.token, jobId, 'preview')).statusCode).toBe(200);
  expect((await commit(t, org.token, jobId)).statusCode).toBe(202);
  await waitForStatus(t, org.token, jobId, 'completed');
  return importedMembers(t, jobId);
}

const rowsOf = async (org: Org, jobId: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/v1/migration/jobs/${jobId}/rows?filter=all&page_size=50`, headers: bearer(org.token) })
  ).json().data.items;

/** What a payroll export from Addis Ababa looks like, in English headers as HR systems name them. */
const PAYROLL = [
  'Employee No.,Full Name,E-mail,Mobile,Date of Birth,Sex,Department,Date of Joining,Annual Allowance (ETB)',
  'R-1,Meron Tadesse,meron@r.et,0911 000 001,1990/03/12,ሴት,Radiology,2020-01-15T00:00:00,"1,500.00"',
  'R-2,Abebe Kebede,abebe@r.et,,12-Mar-1990,ወንድ,Radiology,1982-07-12 00:00:00,"2,000"',
  'R-3,Tsion Alemu,tsion@r.et,,"March 12, 1990",F,Radiology,15/01/2020,ETB 2000',
  'R-4,Dawit Bekele,dawit@r.et,,1990-03-12,male,Radiology,,2000 ብር',
  'R-5,Hana Girma,hana@r.et,,21 ማርች 1990,Female,RAD,01.09.2021,Br 1500',
  'R-6,Yonas Haile,yonas@r.et,,12 ማርች 1990,M,Radiology,2021-09-01,"1 500,50"',
  'R-7,Sara Mekonnen,sara@r.et,,1990-03-12,ሴት,Radiology,2021-09-01,2000',
];

const EXPECTED = [
  { external_id: 'R-1', gender: 'female', date_of_birth: '1990-03-12', employment_start_date: '2020-01-15', allowance_amount: '1500.00' },
  { external_id: 'R-2', gender: 'male', date_of_birth: '1990-03-12', employment_start_date: '1982-07-12', allowance_amount: '2000.00' },
  { external_id: 'R-3', gender: 'female', date_of_birth: '1990-03-12', employment_start_date: '2020-01-15', allowance_amount: '2000.00' },
  { external_id: 'R-4', gender: 'male', date_of_birth: '1990-03-12', employment_start_date: null, allowance_amount: '2000.00' },
  { external_id: 'R-5', gender: 'female', date_of_birth: '1990-03-21', employment_start_date: '2021-09-01', allowance_amount: '1500.00' },
  { external_id: 'R-6', gender: 'male', date_of_birth: '1990-03-12', employment_start_date: '2021-09-01', allowance_amount: '1500.50' },
  { external_id: 'R-7', gender: 'female', date_of_birth: '1990-03-12', employment_start_date: '2021-09-01', allowance_amount: '2000.00' },
];

const asStored = (members: Awaited<ReturnType<typeof importedMembers>>) =>
  members.map((m) => ({
    external_id: m.external_id,
    gender: m.gender,
    date_of_birth: m.date_of_birth,
    employment_start_date: m.employment_start_date,
    allowance_amount: m.allowance_amount,
  }));

describe('a payroll export as institutions write it', () => {
  it('maps its English header variants, accepts every row, stores every value right and shows each change', async () => {
    const org = await freshOrganisation();
    const uploaded = await uploadOk(t, org.token, csv(PAYROLL));
    expect(uploaded.suggested_mapping).toEqual({
      'Employee No.': 'external_id',
      'Full Name': 'full_name',
      'E-mail': 'email',
      Mobile: 'phone',
      'Date of Birth': 'date_of_birth',
      Sex: 'gender',
      Department: 'department',
      'Date of Joining': 'employment_start_date',
      'Annual Allowance (ETB)': 'allowance_amount',
    });
    // The start dates have a day above 12 (15/01/2020): day first, for certain.
    expect(uploaded.detected_formats['Date of Joining']).toMatchObject({ date_order: 'DMY', calendar: 'gregorian', confidence: 'certain' });

    const job = await uploadAndValidate(t, org.token, csv(PAYROLL));
    expect(job.validation).toMatchObject({ row_count: 7, valid_row_count: 7, error_count: 0 });
    expect(job.validation.normalised_by_field).toEqual({ allowance_amount: 6, date_of_birth: 5, employment_start_date: 4, gender: 5 });

    const rows = await rowsOf(org, job.id);
    expect(rows[0].normalised).toEqual([
      { column: 'Date of Birth', field: 'date_of_birth', from: '1990/03/12', to: '1990-03-12' },
      { column: 'Sex', field: 'gender', from: 'ሴት', to: 'female' },
      { column: 'Date of Joining', field: 'employment_start_date', from: '2020-01-15T00:00:00', to: '2020-01-15' },
      { column: 'Annual Allowance (ETB)', field: 'allowance_amount', from: '1,500.00', to: '1500.00' },
    ]);
    // A value already in its stored form is no change: "Female" and "2000" are shown as they are.
    expect(rows[6].normalised).toEqual([{ column: 'Sex', field: 'gender', from: 'ሴት', to: 'female' }]);

    const previewed = (await post(t, org.token, job.id, 'preview')).json().data.preview;
    expect(previewed.sample_normalised.find((r: { row: number }) => r.row === 6)).toEqual({
      row: 6,
      cells: [
        { column: 'Date of Birth', field: 'date_of_birth', from: '21 ማርች 1990', to: '1990-03-21' },
        { column: 'Date of Joining', field: 'employment_start_date', from: '01.09.2021', to: '2021-09-01' },
        { column: 'Annual Allowance (ETB)', field: 'allowance_amount', from: 'Br 1500', to: '1500.00' },
      ],
    });
    expect((await commit(t, org.token, job.id)).statusCode).toBe(202);
    await waitForStatus(t, org.token, job.id, 'completed');
    expect(asStored(await importedMembers(t, job.id))).toEqual(EXPECTED);
  });

  it('maps a file with Amharic headers to the same fields, and imports the same values', async () => {
    const org = await freshOrganisation();
    const amharic = ['የሰራተኛ ቁጥር,ሙሉ ስም,ኢሜይል,ስልክ,የትውልድ ቀን,ጾታ,ክፍል,የተቀጠሩበት ቀን,አበል', ...PAYROLL.slice(1)];
    const job = await uploadAndValidate(t, org.token, csv(amharic));
    expect(job.suggested_mapping).toEqual({
      'የሰራተኛ ቁጥር': 'external_id',
      'ሙሉ ስም': 'full_name',
      ኢሜይል: 'email',
      ስልክ: 'phone',
      'የትውልድ ቀን': 'date_of_birth',
      ጾታ: 'gender',
      ክፍል: 'department',
      'የተቀጠሩበት ቀን': 'employment_start_date',
      አበል: 'allowance_amount',
    });
    expect(job.validation).toMatchObject({ valid_row_count: 7, error_count: 0 });
    expect(asStored(await committed(org, job.id))).toEqual(EXPECTED);
  });

  it('remembers a mapping saved from an Amharic file for the next one (a letter written either way, spacing aside)', async () => {
    const org = await freshOrganisation();
    const file = (header: string) => csv([`${header},ሙሉ ስም,ኢሜይል`, 'P-1,Meron,p1@r.et']);
    const first = await uploadOk(t, org.token, file('የፀጥታ መለያ'));
    expect(first.suggested_mapping['የፀጥታ መለያ']).toBeUndefined();
    const saved = await putMapping(t, org.token, first.id, {
      column_mapping: { 'የፀጥታ መለያ': 'external_id', 'ሙሉ ስም': 'full_name', ኢሜይል: 'email' },
      save_profile: true,
      profile_name: 'ደመወዝ',
    });
    expect(saved.statusCode).toBe(200);
    // ፀ and ጸ are one sound: the next export spells it with the other letter, and with two spaces.
    const next = await uploadOk(t, org.token, file('የጸጥታ  መለያ'));
    expect(next.suggested_mapping).toMatchObject({ 'የጸጥታ  መለያ': 'external_id' });
  });

  it('refuses an amount in another currency, naming it', async () => {
    const org = await freshOrganisation();
    const job = await uploadAndValidate(
      t,
      org.token,
      csv(['external_id,full_name,email,allowance_amount', 'C-1,A,c1@r.et,USD 200', 'C-2,B,c2@r.et,$50', 'C-3,C,c3@r.et,(500)']),
    );
    expect(job.validation.errors.map((e: { row: number; code: string; params?: object }) => [e.row, e.code, e.params])).toEqual([
      [2, 'INVALID_AMOUNT', { reason: 'currency', currency: 'USD' }],
      [3, 'INVALID_AMOUNT', { reason: 'currency', currency: 'USD' }],
      [4, 'INVALID_AMOUNT', { reason: 'negative' }],
    ]);
  });
});

describe("a date column's format", () => {
  it('is read month first when its values say so', async () => {
    const org = await freshOrganisation();
    const file = csv(['external_id,full_name,email,DOB', 'M-1,A,m1@r.et,03/25/1990', 'M-2,B,m2@r.et,04/03/1990']);
    const job = await uploadAndValidate(t, org.token, file);
    expect(job.detected_formats.DOB).toMatchObject({ date_order: 'MDY', confidence: 'certain', month_first_only: 1 });
    expect(job.validation.error_count).toBe(0);
    expect((await committed(org, job.id)).map((m) => m.date_of_birth)).toEqual(['1990-03-25', '1990-04-03']);
  });

  it('asks instead of guessing when no value decides, and reads the column as the mapping says', async () => {
    const org = await freshOrganisation();
    const file = csv(['external_id,full_name,email,DOB', 'A-1,A,a1@r.et,04/03/1990', 'A-2,B,a2@r.et,05/06/1991']);
    const job = await uploadOk(t, org.token, file);
    expect(job.detected_formats.DOB).toMatchObject({
      confidence: 'ambiguous',
      example_values: [
        { value: '04/03/1990', day_first: '1990-03-04', month_first: '1990-04-03' },
        { value: '05/06/1991', day_first: '1991-06-05', month_first: '1991-05-06' },
      ],
    });
    const refused = await putMapping(t, org.token, job.id, { column_mapping: job.suggested_mapping });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual([
      expect.objectContaining({ field: 'column_formats.DOB', reason: 'date_order_ambiguous', params: { column: 'DOB' } }),
    ]);

    expect(
      (await putMapping(t, org.token, job.id, { column_mapping: job.suggested_mapping, column_formats: { DOB: { date_order: 'MDY' } } }))
        .statusCode,
    ).toBe(200);
    await waitForStatus(t, org.token, job.id, 'validated');
    const mapped = (await t.app.inject({ method: 'GET', url: `/v1/migration/jobs/${job.id}`, headers: bearer(org.token) })).json().data;
    expect(mapped.column_formats).toEqual({ DOB: { date_order: 'MDY' } });
    expect((await committed(org, job.id)).map((m) => m.date_of_birth)).toEqual(['1990-04-03', '1991-05-06']);
  });

  it('asks when the values disagree, and makes the others errors that say how they were read', async () => {
    const org = await freshOrganisation();
    const file = csv([
      'external_id,full_name,email,DOB',
      'X-1,A,x1@r.et,25/03/1990',
      'X-2,B,x2@r.et,03/25/1990',
      'X-3,C,x3@r.et,26/03/1990',
    ]);
    const job = await uploadOk(t, org.token, file);
    const refused = await putMapping(t, org.token, job.id, { column_mapping: job.suggested_mapping });
    expect(refused.json().error.details).toEqual([
      expect.objectContaining({ reason: 'date_order_mixed', params: { column: 'DOB', day_first: 2, month_first: 1 } }),
    ]);
    const validated = await uploadAndValidate(t, org.token, file, { formats: { DOB: { date_order: 'DMY' } } });
    expect(validated.validation.errors).toEqual([
      expect.objectContaining({
        row: 3,
        code: 'INVALID_DATE',
        message: 'There is no such day, read as DD/MM/YYYY.',
        params: { reason: 'no_such_day', format: 'DD/MM/YYYY' },
      }),
    ]);
  });

  it('is refused for a column that is not mapped to a date field', async () => {
    const org = await freshOrganisation();
    const job = await uploadOk(t, org.token, csv(['external_id,full_name,email', 'N-1,A,n1@r.et']));
    const refused = await putMapping(t, org.token, job.id, {
      column_mapping: job.suggested_mapping,
      column_formats: { full_name: { calendar: 'ethiopian' } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual([
      expect.objectContaining({ field: 'column_formats.full_name', reason: 'not_a_date_column' }),
    ]);
    const unknown = await putMapping(t, org.token, job.id, {
      column_mapping: job.suggested_mapping,
      column_formats: { external_id: { calendar: 'julian' } },
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('the Ethiopian calendar', () => {
  it('is detected from a 13th month, and its dates are stored as Gregorian', async () => {
    const org = await freshOrganisation();
    // Hamle 5, 1982 = 1990-07-12; Pagume 6, 1983 (1983 leaves 3 divided by 4) = 1991-09-11; Tahsas 30, 1980 = 1988-01-09.
    const file = csv([
      'external_id,full_name,email,የትውልድ ቀን',
      'E-1,A,e1@r.et,05/11/1982',
      'E-2,B,e2@r.et,06/13/1983',
      'E-3,C,e3@r.et,30/04/1980',
    ]);
    const job = await uploadAndValidate(t, org.token, file);
    expect(job.detected_formats['የትውልድ ቀን']).toMatchObject({
      date_order: 'DMY',
      calendar: 'ethiopian',
      calendar_evidence: 'month_13',
      confidence: 'certain',
    });
    expect(job.validation.error_count).toBe(0);
    const rows = await rowsOf(org, job.id);
    expect(rows[0].normalised).toEqual([{ column: 'የትውልድ ቀን', field: 'date_of_birth', from: '05/11/1982', to: '1990-07-12' }]);
    expect((await committed(org, job.id)).map((m) => m.date_of_birth)).toEqual(['1990-07-12', '1991-09-11', '1988-01-09']);
  });

  it('is read where the mapping says so, and refuses the days it does not have, saying why', async () => {
    const org = await freshOrganisation();
    const file = csv([
      'external_id,full_name,email,Start date',
      'K-1,A,k1@r.et,01/01/2017',
      'K-2,B,k2@r.et,06/13/2016',
      'K-3,C,k3@r.et,31/05/2016',
      'K-4,D,k4@r.et,1/13/2015',
    ]);
    const job = await uploadAndValidate(t, org.token, file, { formats: { 'Start date': { date_order: 'DMY', calendar: 'ethiopian' } } });
    expect(job.validation.errors.map((e: { row: number; code: string; params: object }) => [e.row, e.code, e.params])).toEqual([
      [3, 'INVALID_DATE', { reason: 'pagume', year: 2016 }],
      [4, 'INVALID_DATE', { reason: 'ethiopian_day' }],
    ]);
    const fixed = await t.app.inject({
      method: 'PATCH',
      url: `/v1/migration/jobs/${job.id}/rows/3`,
      headers: bearer(org.token),
      payload: { cells: { 'Start date': '05/13/2016' } },
    });
    expect(fixed.statusCode).toBe(200);
    await t.app.inject({
      method: 'PATCH',
      url: `/v1/migration/jobs/${job.id}/rows/4`,
      headers: bearer(org.token),
      payload: { excluded: true },
    });
    // Meskerem 1, 2017 = 2024-09-11; Pagume 5, 2016 = 2024-09-10; Pagume 1, 2015 = 2023-09-06.
    expect((await committed(org, job.id)).map((m) => m.employment_start_date)).toEqual(['2024-09-11', '2024-09-10', '2023-09-06']);
  });

  it("reads Ethiopian month names in Amharic and English, whatever the column's calendar", async () => {
    const org = await freshOrganisation();
    // 12 Megabit 1982 = 1990-03-21; 5 Hamle 1982 = 1990-07-12; Meskerem 1, 2017 = 2024-09-11 (ኅ and ህ, ሐ and ሃ: one letter each).
    const file = csv([
      'external_id,full_name,email,የትውልድ ቀን',
      'H-1,A,h1@r.et,12 መጋቢት 1982',
      'H-2,B,h2@r.et,5 ሃምሌ 1982',
      'H-3,C,h3@r.et,"Meskerem 1, 2017"',
      'H-4,D,h4@r.et,3 ህዳር 1983',
    ]);
    const job = await uploadAndValidate(t, org.token, file);
    expect(job.detected_formats['የትውልድ ቀን']).toMatchObject({ calendar: 'ethiopian', calendar_evidence: 'month_names' });
    expect((await committed(org, job.id)).map((m) => m.date_of_birth)).toEqual(['1990-03-21', '1990-07-12', '2024-09-11', '1990-11-12']);
  });

  it('says a 13th month is no Gregorian date, and where to say the column is Ethiopian', async () => {
    const org = await freshOrganisation();
    const file = csv([
      'external_id,full_name,email,Start date',
      'G-1,A,g1@r.et,25/12/2016',
      'G-2,B,g2@r.et,03/13/2016',
      'G-3,C,g3@r.et,31/12/2016',
    ]);
    const job = await uploadAndValidate(t, org.token, file, { formats: { 'Start date': { date_order: 'DMY' } } });
    // A 31st day makes the column Gregorian (03/13 reads month first there: the values disagree, and the mapping said day first).
    expect(job.detected_formats['Start date']).toMatchObject({ calendar: 'gregorian', date_order: 'DMY', confidence: 'mixed' });
    expect(job.validation.errors).toEqual([expect.objectContaining({ row: 3, code: 'INVALID_DATE', params: { reason: 'month_13' } })]);
  });
});

describe('odd spaces inside values (issue 59, item 1)', () => {
  it('reads no-break, figure, narrow and ideographic spaces as spaces: stored plain, shown as read, duplicates found', async () => {
    const org = await freshOrganisation();
    const job = await uploadAndValidate(
      t,
      org.token,
      csv([
        'Employee No.,Full Name,E-mail,Department',
        'S\u00A0001,Meron\u00A0Tadesse,meron.s@r.et,Radiology',
        'S\u2007002,Abebe\u202FKebede,abebe.s@r.et,Radiology',
        'S 001,Hanna\u3000Tesfaye,hanna.s@r.et,Radiology',
      ]),
    );
    // "S 001" with a no-break space and with a plain one are the same employee number.
    expect(job.validation.errors.map((e: { row: number; code: string; field: string }) => [e.row, e.code, e.field])).toEqual([
      [4, 'DUPLICATE_IN_FILE', 'external_id'],
    ]);
    expect(job.validation.normalised_by_field).toMatchObject({ external_id: 2, full_name: 3 });
    const excluded = await t.app.inject({
      method: 'PATCH',
      url: `/v1/migration/jobs/${job.id}/rows/4`,
      headers: bearer(org.token),
      payload: { excluded: true },
    });
    expect(excluded.statusCode, excluded.body).toBe(200);
    const members = await committed(org, job.id);
    expect(members.map((m) => [m.external_id, m.full_name])).toEqual([
      ['S 001', 'Meron Tadesse'],
      ['S 002', 'Abebe Kebede'],
    ]);
    // The search finds the name as people type it.
    const found = await t.app.inject({ method: 'GET', url: '/v1/members?q=Abebe%20Kebede', headers: bearer(org.token) });
    expect(found.json().data.items.map((m: { external_id: string }) => m.external_id)).toEqual(['S 002']);
  });
});

describe('cells that say there is no value (issue 59, items 3 and 14)', () => {
  it("refuses a spreadsheet's error in any field, naming the cell; reads N/A, -, none, የለም and 00/00/0000 as empty where a value is optional", async () => {
    const org = await freshOrganisation();
    const job = await uploadAndValidate(
      t,
      org.token,
      csv([
        'Employee No.,Full Name,E-mail,Mobile,Date of Birth,Department',
        'P-1,Meron Tadesse,meron.p@r.et,N/A,00/00/0000,Radiology',
        'P-2,#N/A,abebe.p@r.et,-,none,Radiology',
        'P-3,Hanna Tesfaye,hanna.p@r.et,የለም,#VALUE!,Radiology',
        'P-4,n/a,tsion.p@r.et,,,Radiology',
      ]),
    );
    const errors = job.validation.errors.map((e: { row: number; column: string; code: string; params?: Record<string, string> }) => [
      e.row,
      e.column,
      e.code,
      e.params ?? {},
    ]);
    expect(errors).toEqual([
      [3, 'Full Name', 'CELL_ERROR', { error: '#N/A' }],
      [4, 'Date of Birth', 'CELL_ERROR', { error: '#VALUE!' }],
      [5, 'Full Name', 'REQUIRED', { reason: 'placeholder', value: 'n/a' }],
    ]);
    // Counted as read from another form: each placeholder of an optional field, shown beside what is stored (nothing).
    expect(job.validation.normalised_by_field).toMatchObject({ phone: 3, date_of_birth: 2 });
    const [first] = await rowsOf(org, job.id);
    expect(first).toMatchObject({ row: 2, errors: [] });
  });
});
