import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { uploadAndValidate } from '../helpers/migration.js';

let t: TestContext;
let hr: string;
beforeAll(async () => {
  t = await createTestApp();
  hr = await t.login('demo-hr-admin');
});
afterAll(async () => t.close());

const HEADER = 'Emp ID,Name,Email,Phone,DOB,Gender,Dept,Start,Package,Allowance';
const MAPPING = {
  'Emp ID': 'external_id',
  Name: 'full_name',
  Email: 'email',
  Phone: 'phone',
  DOB: 'date_of_birth',
  Gender: 'gender',
  Dept: 'department',
  Start: 'employment_start_date',
  Package: 'package_code',
  Allowance: 'allowance_amount',
};

/** Validates the rows (after the header) and answers every error as `row column code`, plus the report. */
async function errorsOf(
  rows: string[],
  options: { onExisting?: 'error' | 'skip'; mapping?: Record<string, string>; formats?: Record<string, object>; header?: string } = {},
) {
  const job = await uploadAndValidate(t, hr, `${options.header ?? HEADER}\n${rows.join('\n')}\n`, {
    mapping: options.mapping ?? MAPPING,
    onExisting: options.onExisting,
    formats: options.formats,
  });
  const errors = job.validation.errors.map((e: { row: number; column: string; code: string }) => `${e.row} ${e.column} ${e.code}`);
  return { errors, validation: job.validation, job };
}

describe('per-row rules, each naming its row and column', () => {
  it('REQUIRED: a missing external_id or full_name', async () => {
    const { errors, validation } = await errorsOf(['V-1,,v1@x.et', ',Abebe,v2@x.et', 'V-3,Fine,v3@x.et']);
    expect(errors).toEqual(['2 Name REQUIRED', '3 Emp ID REQUIRED']);
    expect(validation).toMatchObject({
      row_count: 3,
      valid_row_count: 1,
      error_row_count: 2,
      error_count: 2,
      errors_by_code: { REQUIRED: 2 },
      errors_by_field: { external_id: 1, full_name: 1 },
    });
  });

  it('REQUIRED on every row, and missing_required_fields, when a required field is not mapped', async () => {
    const { errors, validation } = await errorsOf(['V-4,Abebe,v4@x.et'], { mapping: { Name: 'full_name', Email: 'email' } });
    expect(validation.missing_required_fields).toEqual(['external_id']);
    expect(errors).toEqual(['2  REQUIRED']);
    expect(validation.errors[0]).toMatchObject({
      field: 'external_id',
      value: null,
      message: 'No column is mapped to the required field external_id.',
    });
  });

  it('INVALID_VALUE: a name over 200 characters, an unknown gender, an id over 64 characters', async () => {
    const { errors } = await errorsOf([`V-5,${'n'.repeat(201)},v5@x.et`, 'V-6,Hanna,v6@x.et,,,X', `${'i'.repeat(65)},Long Id,v7@x.et`]);
    expect(errors).toEqual(['2 Name INVALID_VALUE', '3 Gender INVALID_VALUE', '4 Emp ID INVALID_VALUE']);
  });

  it('accepts F, M, other in any case, and names of 200 characters', async () => {
    const { errors } = await errorsOf([`V-8,${'n'.repeat(200)},v8@x.et,,,F`, 'V-9,B,v9@x.et,,,m', 'V-10,C,v10@x.et,,,OTHER']);
    expect(errors).toEqual([]);
  });

  it('INVALID_EMAIL', async () => {
    const { errors, validation } = await errorsOf(['V-11,A,not-an-email', 'V-12,B,a@b', 'V-13,C,two@@x.et', 'V-14,D,Ok.Person@Example.ET']);
    expect(errors).toEqual(['2 Email INVALID_EMAIL', '3 Email INVALID_EMAIL', '4 Email INVALID_EMAIL']);
    expect(validation.errors[0].value).toBe('not-an-email');
  });

  it('INVALID_PHONE; local numbers are read as Ethiopian', async () => {
    const { errors } = await errorsOf([
      'V-15,A,,12345',
      'V-16,B,,0911 23 45 70',
      'V-17,C,,+251 911 234 568',
      'V-18,D,,phone',
      'V-18b,E,,call 0911 234 569',
    ]);
    // The cell must be the number alone: a number inside other text is not taken out of it.
    expect(errors).toEqual(['2 Phone INVALID_PHONE', '5 Phone INVALID_PHONE', '6 Phone INVALID_PHONE']);
  });

  it('INVALID_DATE: bad formats, impossible dates, a birth date in the future or 120 years ago', async () => {
    const { errors } = await errorsOf(
      [
        'V-19,A,v19@x.et,,1990-13-01',
        'V-20,B,v20@x.et,,31/02/1990',
        'V-21,C,v21@x.et,,2026-06-02',
        'V-22,D,v22@x.et,,1906-06-01',
        'V-23,E,v23@x.et,,Marsh 3 1990',
        'V-24,F,v24@x.et,,14/03/1990,,,2020-02-30',
        'V-25,G,v25@x.et,,1906-06-02,,,01.09.2021',
      ],
      { formats: { Start: { date_order: 'DMY' } } },
    );
    expect(errors).toEqual([
      '2 DOB INVALID_DATE',
      '3 DOB INVALID_DATE',
      '4 DOB INVALID_DATE',
      '5 DOB INVALID_DATE',
      '6 DOB INVALID_DATE',
      '7 Start INVALID_DATE',
    ]);
  });

  it('INVALID_AMOUNT: negative, three decimals, words', async () => {
    const { errors } = await errorsOf([
      'V-26,A,v26@x.et,,,,,,,-1',
      'V-27,B,v27@x.et,,,,,,,1.234',
      'V-28,C,v28@x.et,,,,,,,ten',
      'V-29,D,v29@x.et,,,,,,,0',
      'V-30,E,v30@x.et,,,,,,,1500.5',
    ]);
    expect(errors).toEqual(['2 Allowance INVALID_AMOUNT', '3 Allowance INVALID_AMOUNT', '4 Allowance INVALID_AMOUNT']);
  });

  it('CONTACT_REQUIRED: neither email nor phone', async () => {
    const { errors, validation } = await errorsOf(['V-31,A', 'V-32,B,,0911000031', 'V-33,C,c33@x.et']);
    expect(errors).toEqual(['2 Email CONTACT_REQUIRED']);
    expect(validation.errors[0].message).toBe('Give an email or a phone number (or both).');
  });
});

describe('set-wise rules', () => {
  it('DUPLICATE_IN_FILE on external_id, email (any case) and phone (any notation), naming the first row', async () => {
    const { errors, validation } = await errorsOf([
      'D-1,A,dup@x.et,0911000101',
      'D-2,B,DUP@x.et,+251911000101',
      'D-1,C,c@x.et',
      'D-4,D,d@x.et',
    ]);
    expect(errors).toEqual(['3 Email DUPLICATE_IN_FILE', '3 Phone DUPLICATE_IN_FILE', '4 Emp ID DUPLICATE_IN_FILE']);
    expect(validation.errors[0].message).toBe('The same email is already in row 2.');
  });

  it('gives each error the params a client phrases it with in its own language, in the report, the errors page and the rows page', async () => {
    const { validation, job } = await errorsOf([
      `P-1,${'n'.repeat(201)},p1@x.et,,2999-01-01,X`,
      'P-1,B,p2@x.et,,1900-01-01',
      'P-3,C,Dawit.Alemu@demo.portal.et',
      'P-4,D\u202Ex,p4@x.et',
      'P-5,E,not-an-email',
    ]);
    type Item = { row: number; field: string; params?: Record<string, string | number> };
    const paramsOf = (items: Item[], row: number, field: string) => items.find((e) => e.row === row && e.field === field)!.params;
    const expected: [number, string, Record<string, string | number> | undefined][] = [
      [2, 'full_name', { reason: 'length', min: 1, max: 200 }],
      [2, 'date_of_birth', { reason: 'future' }],
      [2, 'gender', { reason: 'one_of', values: 'female, male, other' }],
      [3, 'date_of_birth', { reason: 'too_old' }],
      [3, 'external_id', { first_row: 2 }],
      [4, 'email', { reason: 'other' }],
      [5, 'full_name', { character: 'U+202E' }],
      [6, 'email', undefined],
    ];
    const page = (
      await t.app.inject({
        method: 'GET',
        url: `/v1/migration/jobs/${job.id}/errors?page_size=100`,
        headers: { authorization: `Bearer ${hr}` },
      })
    ).json().data.items;
    const rows = (
      await t.app.inject({
        method: 'GET',
        url: `/v1/migration/jobs/${job.id}/rows?filter=errors&page_size=100`,
        headers: { authorization: `Bearer ${hr}` },
      })
    )
      .json()
      .data.items.flatMap((r: { row: number; errors: Item[] }) => r.errors.map((e) => ({ ...e, row: r.row })));
    for (const [row, field, params] of expected) {
      expect(paramsOf(validation.errors, row, field), `report ${row} ${field}`).toEqual(params);
      expect(paramsOf(page, row, field), `errors page ${row} ${field}`).toEqual(params);
      expect(paramsOf(rows, row, field), `rows page ${row} ${field}`).toEqual(params);
    }
    // An error whose sentence names nothing has no params at all.
    expect(validation.errors.find((e: Item) => e.row === 6)).not.toHaveProperty('params');
    const unmapped = await errorsOf(['P-7,Abebe,p7@x.et'], { mapping: { Name: 'full_name', Email: 'email' } });
    expect(unmapped.validation.errors[0]).toMatchObject({ code: 'REQUIRED', field: 'external_id', params: { reason: 'unmapped' } });
  });

  it('ALREADY_EXISTS: an external_id, email or phone of an active member of the organisation', async () => {
    const { errors, validation } = await errorsOf([
      'EMP-0001,Dawit Again,new@x.et',
      'E-2,Other,Dawit.Alemu@demo.portal.et',
      'E-3,Third,,0911234567',
    ]);
    expect(errors).toEqual(['2 Emp ID ALREADY_EXISTS', '3 Email ALREADY_EXISTS', '4 Phone ALREADY_EXISTS']);
    expect(validation.errors_by_code).toEqual({ ALREADY_EXISTS: 3 });
  });

  it('with on_existing skip, a matching row is skipped and not checked further', async () => {
    const { errors, validation } = await errorsOf(['EMP-0001,,not-an-email,123', 'E-5,Fine,e5@x.et'], { onExisting: 'skip' });
    expect(errors).toEqual([]);
    expect(validation).toMatchObject({ row_count: 2, valid_row_count: 1, skipped_row_count: 1, error_count: 0 });
  });

  it('does not count a deactivated member as existing', async () => {
    await t.database.db.updateTable('members').set({ status: 'inactive' }).where('external_id', '=', 'EMP-0001').execute();
    try {
      const { errors } = await errorsOf(['EMP-0001,Dawit Back,dawit.alemu@demo.portal.et,0911234567']);
      expect(errors).toEqual([]);
    } finally {
      await t.database.db.updateTable('members').set({ status: 'active' }).where('external_id', '=', 'EMP-0001').execute();
    }
  });

  it('UNKNOWN_DEPARTMENT and UNKNOWN_PACKAGE; departments match by name or code in any case', async () => {
    const { errors } = await errorsOf([
      'U-1,A,u1@x.et,,,,Marketing,,GOLD',
      'U-2,B,u2@x.et,,,,human resources,,basic',
      'U-3,C,u3@x.et,,,,ict,,Premium',
    ]);
    expect(errors).toEqual(['2 Dept UNKNOWN_DEPARTMENT', '2 Package UNKNOWN_PACKAGE']);
  });

  it('ignores the departments and packages of another organisation', async () => {
    const orgId = '0d0e0000-0000-4000-8000-00000000a0a0';
    await t.database.db.insertInto('organisations').values({ id: orgId, slug: 'elsewhere', name: 'Elsewhere', status: 'active' }).execute();
    await t.database.db.insertInto('departments').values({ org_id: orgId, code: 'MKT', name: 'Marketing' }).execute();
    const { errors } = await errorsOf(['U-4,A,u4@x.et,,,,MKT']);
    expect(errors).toEqual(['2 Dept UNKNOWN_DEPARTMENT']);
  });
});

describe('re-validation', () => {
  it('replaces the earlier results and the report counts every error, not only the first 100', async () => {
    const rows = Array.from({ length: 130 }, (_, i) => `M-${i},Name,bad-email-${i}`);
    const { validation, job } = await errorsOf(rows);
    expect(validation).toMatchObject({ error_count: 130, error_row_count: 130, errors_by_code: { INVALID_EMAIL: 130 } });
    expect(validation.errors).toHaveLength(100);
    expect(validation.errors[99].row).toBe(101);
    const stored = await t.database.db
      .selectFrom('migration_errors')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('job_id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(stored.n).toBe('130');
  });
});
