import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, expectError, type TestContext } from '../helpers/test-app.js';
import { multipart } from '../helpers/multipart.js';
import { MEMBERS_HEADER, upload, uploadOk, validMembersCsv, xlsx } from '../helpers/migration.js';
import { makeZip, workbookParts } from '../helpers/zip.js';
import { FileIngestion } from '../../src/modules/migration/upload/ingest.js';
import { readCsv } from '../../src/modules/migration/files/csv-reader.js';
import type { AppError } from '../../src/lib/app-error.js';
import { FileStore } from '../../src/modules/migration/upload/repository.js';

let t: TestContext;
let hr: string;
beforeAll(async () => {
  t = await createTestApp();
  hr = await t.login('demo-hr-admin');
});
afterAll(async () => t.close());

/** The rows of a job's stored file, as a validation reads them again. */
async function storedRows(jobId: string) {
  const { file_size: size, header_row: headerRow } = await t.database.db
    .selectFrom('migration_jobs')
    .select(['file_size', 'header_row'])
    .where('id', '=', jobId)
    .executeTakeFirstOrThrow();
  const ingestion = new FileIngestion(new FileStore(), { maxRows: Infinity });
  return t.database.db.transaction().execute(async (trx) => {
    const rows: (number | string)[][] = [];
    for await (const row of ingestion.storedRows(trx, jobId, Number(size), { headerRow })) rows.push([row.rowNumber, ...row.cells]);
    return rows;
  });
}

async function jobCount() {
  return Number(
    (
      await t.database.db
        .selectFrom('migration_jobs')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
}

describe('POST /v1/migration/jobs', () => {
  it('creates a job in status uploaded with columns, row count and a suggested mapping', async () => {
    const response = await upload(
      t,
      hr,
      'Employee No,Full Name,E-mail,Mobile No,DOB,Sex,Dept,Hire Date,Plan,Allowance,Notes\n007,Meron,m@x.et,0911000001,1990-01-02,F,HR,2020-01-01,BASIC,10,hi\n',
    );
    expect(response.statusCode).toBe(201);
    const job = response.json().data;
    expect(job).toMatchObject({
      status: 'uploaded',
      dataset_type: 'members',
      file_name: 'members.csv',
      file_format: 'csv',
      row_count: 1,
      columns: ['Employee No', 'Full Name', 'E-mail', 'Mobile No', 'DOB', 'Sex', 'Dept', 'Hire Date', 'Plan', 'Allowance', 'Notes'],
      column_mapping: null,
      validation: null,
      preview: null,
      options: { on_existing: 'error' },
      created_by: '0d0e0000-0000-4000-8000-0000000000a2',
      org_id: '0d0e0000-0000-4000-8000-000000000001',
    });
    expect(job.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(job.file_size).toBeGreaterThan(100);
    expect(job.suggested_mapping).toEqual({
      'Employee No': 'external_id',
      'Full Name': 'full_name',
      'E-mail': 'email',
      'Mobile No': 'phone',
      DOB: 'date_of_birth',
      Sex: 'gender',
      Dept: 'department',
      'Hire Date': 'employment_start_date',
      Plan: 'package_code',
      Allowance: 'allowance_amount',
    });
  });

  it('accepts dataset_type after the file, and the members shortcut', async () => {
    expect((await upload(t, hr, validMembersCsv(2), { fieldFirst: false })).statusCode).toBe(201);
    const shortcut = await upload(t, hr, validMembersCsv(2), { url: '/v1/members/import', datasetType: null });
    expect(shortcut.statusCode).toBe(201);
    expect(shortcut.json().data.dataset_type).toBe('members');
  });

  it('stores the file itself, byte for byte, in the database', async () => {
    const content = validMembersCsv(3);
    const job = await uploadOk(t, hr, content);
    const chunks = await t.database.db
      .selectFrom('migration_file_chunks')
      .select('data')
      .where('job_id', '=', job.id)
      .orderBy('seq')
      .execute();
    expect(Buffer.concat(chunks.map((c) => c.data)).toString()).toBe(content);
    expect(job.file_size).toBe(Buffer.byteLength(content));
  });
});

describe('CSV shapes', () => {
  it('reads a UTF-8 BOM, CRLF line ends, quoted newlines and quotes, and Amharic', async () => {
    const job = await uploadOk(t, hr, '\uFEFFexternal_id,full_name\r\n001,"Abebe ""Abe"" Kebede"\r\n002,"ሐና\r\nተስፋዬ"\r\n');
    expect(job.columns).toEqual(['external_id', 'full_name']);
    expect(await storedRows(job.id)).toEqual([
      [2, '001', 'Abebe "Abe" Kebede'],
      [3, '002', 'ሐና\r\nተስፋዬ'],
    ]);
  });

  it('reads a header longer than one upload chunk, with a quoted newline in a name (folded to a space)', async () => {
    const names = Array.from({ length: 400 }, (_, i) => `column ${String(i).padStart(3, '0')} ${'x'.repeat(190)}`);
    const header = ['"external\nid"', ...names].join(';');
    expect(header.length).toBeGreaterThan(64 * 1024);
    const job = await uploadOk(t, hr, `${header}\n1;${names.map(() => 'v').join(';')}\n`);
    expect(job.columns).toHaveLength(401);
    expect(job.columns[0]).toBe('external id');
    expect(job.columns[400]).toBe(names[399]);
  });

  it('reads UTF-8 cut anywhere between the pieces a request arrives in, and refuses a byte that is not UTF-8 wherever it falls', async () => {
    /** The file read from pieces of `size` bytes: its header and rows, or the problem it is refused with. */
    const read = async (bytes: Buffer, size: number, encoding = 'utf-8', bomLength = 0) => {
      try {
        const sheet = await readCsv(
          (async function* () {
            for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
          })(),
          encoding,
          bomLength,
        );
        const rows: (number | string)[][] = [];
        for await (const row of sheet.rows) rows.push([row.rowNumber, ...row.cells]);
        return { header: sheet.header, rows };
      } catch (error) {
        return { refused: (error as AppError).details[0]?.reason };
      }
    };
    const valid = Buffer.from('\uFEFFexternal_id,full_name\r\n1,"ሙሉ ስም, 😀"\r\n2,Ñandú\r\n');
    for (const size of [1, 2, 3, 5, 7, 4096]) {
      expect(await read(valid, size, 'utf-8', 3)).toEqual({
        header: ['external_id', 'full_name'],
        rows: [
          [2, '1', 'ሙሉ ስም, 😀'],
          [3, '2', 'Ñandú'],
        ],
      });
      // A lone continuation byte, a character cut off at the end of the file, a NUL.
      expect(await read(Buffer.concat([valid, Buffer.from([0x33, 0x2c, 0x80, 0x0a])]), size, 'utf-8', 3)).toEqual({ refused: 'encoding' });
      expect(await read(Buffer.concat([valid, Buffer.from([0x33, 0x2c, 0xe1, 0x88])]), size, 'utf-8', 3)).toEqual({ refused: 'encoding' });
      expect(await read(Buffer.concat([valid, Buffer.from('3,a\u0000b\n')]), size, 'utf-8', 3)).toEqual({ refused: 'binary' });
    }
  });

  it('detects semicolons, tabs and pipes', async () => {
    const semicolons = await uploadOk(t, hr, 'external_id;full_name;allowance_amount\n1;A;1,50\n');
    expect(await storedRows(semicolons.id)).toEqual([[2, '1', 'A', '1,50']]);
    const tabs = await uploadOk(t, hr, 'external_id\tfull_name\n1\tA, B\n');
    expect(await storedRows(tabs.id)).toEqual([[2, '1', 'A, B']]);
    // As SAP and other ERPs export: pipes, a comma inside a value, a quoted pipe kept.
    const pipes = await uploadOk(t, hr, 'PERNR|Full name|Allowance\r\n00042|Alemu, Dawit|1,500.00\r\n00043|"A|B"|10\r\n');
    expect(pipes.columns).toEqual(['PERNR', 'Full name', 'Allowance']);
    expect(await storedRows(pipes.id)).toEqual([
      [2, '00042', 'Alemu, Dawit', '1,500.00'],
      [3, '00043', 'A|B', '10'],
    ]);
  });

  it('reads UTF-16 with BOM (Excel "Unicode text")', async () => {
    const content = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('external_id\tfull_name\r\n0042\tሐና ተስፋዬ\r\n', 'utf16le')]);
    const job = await uploadOk(t, hr, content, { fileName: 'members.txt' });
    expect(await storedRows(job.id)).toEqual([[2, '0042', 'ሐና ተስፋዬ']]);
  });

  it('skips empty rows (keeping spreadsheet row numbers), pads ragged rows, keeps leading zeros', async () => {
    const job = await uploadOk(t, hr, 'external_id,full_name,phone\n000123,A,0911000001\n\n,,\n000124,B\n000125,C,0911000003,extra\n\n\n');
    expect(job.row_count).toBe(3);
    expect(await storedRows(job.id)).toEqual([
      [2, '000123', 'A', '0911000001'],
      [5, '000124', 'B', ''],
      [6, '000125', 'C', '0911000003'],
    ]);
  });

  it('drops trailing blank header columns but refuses a blank header in the middle', async () => {
    const trailing = await uploadOk(t, hr, 'external_id,full_name,,\n1,A,,\n');
    expect(trailing.columns).toEqual(['external_id', 'full_name']);
    const error = expectError(await upload(t, hr, 'external_id,,full_name\n1,x,A\n'), 400, 'VALIDATION_FAILED');
    expect(error.details[0]).toEqual({
      field: 'file',
      issue: 'column 2 of the header is blank',
      reason: 'blank_header',
      params: { column: 2 },
    });
  });

  it.each([
    ['an empty file', '', 'is empty', 'empty'],
    ['a header without data rows', `${MEMBERS_HEADER}\n`, 'has no data rows', 'no_data_rows'],
    ['a duplicate header', 'external_id,Full_Name,full_name\n1,a,b\n', 'appears twice', 'header_twice'],
    ['an unclosed quote', 'external_id,full_name\n1,"A\n', 'Quote Not Closed', 'malformed_near_line'],
  ])(
    'answers 400 for %s and stores nothing, with the reason a client says it in its own language',
    async (_label, content, issue, reason) => {
      const before = await jobCount();
      const error = expectError(await upload(t, hr, content), 400, 'VALIDATION_FAILED');
      expect(error.details[0]?.issue).toContain(issue);
      expect(error.details[0]?.reason).toBe(reason);
      expect(await jobCount()).toBe(before);
    },
  );
});

describe('XLSX', () => {
  it('reads the first sheet: date cells as dates, numbers as their digits, text ids with leading zeros', async () => {
    const content = await xlsx([
      {
        name: 'Staff',
        rows: [
          ['external_id', 'full_name', 'phone', 'date_of_birth', 'allowance_amount', 'employment_start_date'],
          ['000123', 'ሐና ተስፋዬ', 251911234567, new Date(Date.UTC(1990, 2, 14)), 1500.5, 44197],
          [42, 'Abebe', '0911000002', null, 0, null],
        ],
        formats: { 4: 'dd/mm/yyyy' },
      },
      {
        name: 'Other',
        rows: [
          ['not', 'read'],
          ['x', 'y'],
        ],
      },
    ]);
    const job = await uploadOk(t, hr, content, { fileName: 'staff.xlsx' });
    expect(job).toMatchObject({
      file_format: 'xlsx',
      row_count: 2,
      columns: ['external_id', 'full_name', 'phone', 'date_of_birth', 'allowance_amount', 'employment_start_date'],
    });
    expect(await storedRows(job.id)).toEqual([
      [2, '000123', 'ሐና ተስፋዬ', '251911234567', '1990-03-14', '1500.5', '44197'],
      [3, '42', 'Abebe', '0911000002', '', '0', ''],
    ]);
  });

  it('decides the format by content, not by the file name', async () => {
    const renamed = await uploadOk(t, hr, await xlsx([{ name: 'S', rows: [['external_id'], ['1']] }]), { fileName: 'members.csv' });
    expect(renamed.file_format).toBe('xlsx');
    const csvNamedXlsx = await uploadOk(t, hr, 'external_id\n1\n', { fileName: 'members.xlsx' });
    expect(csvNamedXlsx.file_format).toBe('csv');
  });

  it('reads the sheet with the data when the first is empty, and answers 400 when the sheet it reads is empty', async () => {
    const content = await xlsx([
      { name: 'Empty', rows: [] },
      { name: 'Data', rows: [['external_id'], ['1']] },
    ]);
    const response = await upload(t, hr, content, { fileName: 'x.xlsx' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ sheet: 'Data', other_sheets: ['Empty'], columns: ['external_id'] });
    const error = expectError(
      await upload(t, hr, content, { fileName: 'x.xlsx', extraFields: [{ field: 'sheet', value: 'Empty' }] }),
      400,
      'VALIDATION_FAILED',
    );
    expect(error.details[0]).toMatchObject({
      issue: 'the sheet "Empty" has no header row',
      reason: 'no_header',
      params: { sheet: 'Empty' },
    });
  });

  it('answers 415 for a zip that is not a workbook and for a damaged zip', async () => {
    const zip = makeZip([{ name: 'readme.txt', data: Buffer.from('hello') }]);
    expect(expectError(await upload(t, hr, zip, { fileName: 'x.xlsx' }), 415, 'UNSUPPORTED_MEDIA_TYPE').details[0]).toMatchObject({
      issue: expect.stringContaining('not an XLSX'),
      reason: 'unreadable_xlsx',
    });
    const damaged = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
    expectError(await upload(t, hr, damaged, { fileName: 'x.xlsx' }), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a sheet that declares a huge expansion (zip bomb) with 413, without reading it', async () => {
    const sheet = '<worksheet><sheetData><row r="1"><c t="inlineStr"><is><t>external_id</t></is></c></row></sheetData></worksheet>';
    const bomb = makeZip(workbookParts(sheet, 2 ** 32 - 1));
    const error = expectError(await upload(t, hr, bomb, { fileName: 'bomb.xlsx' }), 413, 'PAYLOAD_TOO_LARGE');
    expect(error.details[0]).toMatchObject({ issue: expect.stringContaining('expands to more than'), reason: 'xlsx_too_large' });
  });

  it('refuses a sheet that expands past the size it declares', async () => {
    const rows = Array.from({ length: 500 }, (_, i) => `<row r="${i + 2}"><c t="inlineStr"><is><t>${i}</t></is></c></row>`).join('');
    const sheet = `<worksheet><sheetData><row r="1"><c t="inlineStr"><is><t>external_id</t></is></c></row>${rows}</sheetData></worksheet>`;
    const lying = makeZip(workbookParts(sheet, 100));
    const response = await upload(t, hr, lying, { fileName: 'lying.xlsx' });
    expect([413, 415]).toContain(response.statusCode);
    expect(response.json().error.code).toMatch(/PAYLOAD_TOO_LARGE|UNSUPPORTED_MEDIA_TYPE/);
  });

  it('refuses a header row of thousands of columns', async () => {
    const cells = Array.from({ length: 600 }, (_, i) => `<c t="inlineStr"><is><t>col${i}</t></is></c>`).join('');
    const wide = makeZip(workbookParts(`<worksheet><sheetData><row r="1">${cells}</row></sheetData></worksheet>`));
    expectError(await upload(t, hr, wide, { fileName: 'wide.xlsx' }), 413, 'PAYLOAD_TOO_LARGE');
  });
});

describe('refused uploads', () => {
  it.each([
    ['a PDF', Buffer.from('%PDF-1.7\n...'), 'is a PDF', 'pdf'],
    ['an old .xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), '.xls', 'old_excel'],
    ['binary bytes', Buffer.from([1, 2, 0, 4, 5, 0, 0, 9]), 'binary', 'binary'],
    ['Latin-1 text', Buffer.from('external_id,full_name\n1,Ren\xe9\n', 'latin1'), 'not valid UTF-8', 'encoding'],
  ])('answers 415 for %s', async (_label, content, issue, reason) => {
    const error = expectError(await upload(t, hr, content), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(error.details[0]?.issue).toContain(issue);
    expect(error.details[0]?.reason).toBe(reason);
  });

  it('answers 415 for a JSON body', async () => {
    expectError(
      await t.app.inject({ method: 'POST', url: '/v1/migration/jobs', headers: bearer(hr), payload: { dataset_type: 'members' } }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('answers 400 for a missing or unknown dataset_type, and a missing file', async () => {
    expect(expectError(await upload(t, hr, validMembersCsv(1), { datasetType: null }), 400, 'VALIDATION_FAILED').details).toEqual([
      { field: 'dataset_type', issue: 'is required (one of: members, departments, packages, providers, settlements)' },
    ]);
    expect(expectError(await upload(t, hr, validMembersCsv(1), { datasetType: 'invoices' }), 400, 'VALIDATION_FAILED').details).toEqual([
      { field: 'dataset_type', issue: 'must be one of: members, departments, packages, providers, settlements' },
    ]);
    const onlyField = multipart([{ field: 'dataset_type', value: 'members' }]);
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/v1/migration/jobs',
      headers: { ...bearer(hr), ...onlyField.headers },
      payload: onlyField.payload,
    });
    expect(expectError(noFile, 400, 'VALIDATION_FAILED').details).toEqual([{ field: 'file', issue: 'is required' }]);
    const wrongName = multipart([
      { field: 'dataset_type', value: 'members' },
      { name: 'upload', fileName: 'a.csv', content: 'external_id\n1\n' },
    ]);
    const misnamed = await t.app.inject({
      method: 'POST',
      url: '/v1/migration/jobs',
      headers: { ...bearer(hr), ...wrongName.headers },
      payload: wrongName.payload,
    });
    expect(expectError(misnamed, 400, 'VALIDATION_FAILED').details[0]?.field).toBe('upload');
  });

  it('answers 401 without a session and 403 for FINANCE and MEMBER', async () => {
    const body = multipart([
      { field: 'dataset_type', value: 'members' },
      { fileName: 'a.csv', content: validMembersCsv(1) },
    ]);
    expectError(
      await t.app.inject({ method: 'POST', url: '/v1/migration/jobs', headers: body.headers, payload: body.payload }),
      401,
      'UNAUTHENTICATED',
    );
    for (const persona of ['demo-finance', 'demo-member']) {
      const token = await t.login(persona);
      expectError(await upload(t, token, validMembersCsv(1)), 403, 'FORBIDDEN');
      expectError(await upload(t, token, validMembersCsv(1), { url: '/v1/members/import', datasetType: null }), 403, 'FORBIDDEN');
    }
    expect((await upload(t, await t.login('demo-super-user'), validMembersCsv(1))).statusCode).toBe(201);
  });
});

describe('limits', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestApp({ env: { MAX_UPLOAD_MB: '1', MAX_IMPORT_ROWS: '5' } });
  });
  afterAll(async () => limited.close());

  it('answers 413 over MAX_UPLOAD_MB and over MAX_IMPORT_ROWS, storing nothing', async () => {
    const token = await limited.login('demo-hr-admin');
    const count = async () =>
      (
        await limited.database.db
          .selectFrom('migration_records')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const wideRow = `1,${Array.from({ length: 9 }, () => 'x'.repeat(30_000)).join(',')}`;
    const big = `${MEMBERS_HEADER}\n${[wideRow, wideRow, wideRow, wideRow, wideRow].join('\n')}\n`;
    expectError(await upload(limited, token, big), 413, 'PAYLOAD_TOO_LARGE');
    const error = expectError(await upload(limited, token, validMembersCsv(6)), 413, 'PAYLOAD_TOO_LARGE');
    expect(error.details[0]?.issue).toBe('at most 5 data rows');
    expect((await upload(limited, token, validMembersCsv(5))).statusCode).toBe(201);
    expect(await count()).toBe('5');
    expect(await limited.database.db.selectFrom('migration_jobs').selectAll().execute()).toHaveLength(1);
  });
});
