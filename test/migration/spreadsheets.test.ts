import { readFile } from 'node:fs/promises';
import * as SheetJS from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '../../src/modules/migration/files/xlsx-reader.js';
import {
  commit,
  importedMembers,
  otherOrganisation,
  post,
  upload,
  uploadAndValidate,
  uploadOk,
  waitForStatus,
} from '../helpers/migration.js';
import { bearer, createTestApp, expectError, type TestContext } from '../helpers/test-app.js';
import { makeZip, workbookParts } from '../helpers/zip.js';

/**
 * Issue 35: spreadsheets read as their author sees them. The workbooks in test/fixtures/real-files were
 * written by LibreOffice Calc (scripts/make-real-file-fixtures.sh), in both date systems; each is read
 * beside SheetJS (a maintained reader nobody here wrote) and compared cell by cell, then imported.
 */
let t: TestContext;
let hr: string;
beforeAll(async () => {
  t = await createTestApp();
  hr = await t.login('demo-hr-admin');
});
afterAll(() => t.close());

const fixture = (name: string) => readFile(new URL(`../fixtures/${name}`, import.meta.url));

/** Our reader over a workbook in memory: the header and every data row. */
async function ours(content: Buffer) {
  const sheet = await readXlsx({
    size: content.length,
    read: async function* (start, end) {
      yield content.subarray(start, end);
    },
  });
  const rows: { rowNumber: number; cells: string[] }[] = [];
  for await (const row of sheet.rows) rows.push(row);
  return { header: sheet.header, headerRow: sheet.headerRow, rows };
}

const isoOf = (date: Date) => {
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19).replace('T', ' ');
};

/**
 * What SheetJS says a person sees in a cell, in our reader's terms: text as it is; a date (in either date
 * system) as YYYY-MM-DD (with its time when it has one); a number shown with leading zeros as shown
 * (an identifier); any other number as its value.
 */
function oracleCell(cell: SheetJS.CellObject | undefined): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  if (cell.t === 'd') return isoOf(cell.v as Date);
  if (cell.t === 'n') return typeof cell.z === 'string' && /^0{2,}$/.test(cell.z) ? String(cell.w) : String(cell.v);
  if (cell.t === 'b') return cell.v ? 'TRUE' : 'FALSE';
  return String(cell.v).trim();
}

/** The first visible sheet, as SheetJS reads it: the row numbers and cells from `headerRow` on. */
function oracle(content: Buffer, headerRow: number, width: number) {
  const workbook = SheetJS.read(content, { cellDates: true, cellNF: true, UTC: true });
  const index = workbook.SheetNames.findIndex((_, i) => !workbook.Workbook?.Sheets?.[i]?.Hidden);
  const sheet = workbook.Sheets[workbook.SheetNames[index]!]!;
  const range = SheetJS.utils.decode_range(sheet['!ref']!);
  const rows: { rowNumber: number; cells: string[] }[] = [];
  for (let r = headerRow - 1; r <= range.e.r; r++) {
    const cells = Array.from({ length: width }, (_, c) =>
      oracleCell(sheet[SheetJS.utils.encode_cell({ r, c })] as SheetJS.CellObject | undefined),
    );
    if (cells.some((cell) => cell !== '')) rows.push({ rowNumber: r + 1, cells });
  }
  return rows;
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A workbook made by hand with the namespaces and content types a strict reader (SheetJS) looks for. */
function namespacedWorkbook(sheet: string, strings: string) {
  const types =
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
    '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>';
  return [
    { name: '[Content_Types].xml', data: Buffer.from(types) },
    {
      name: '_rels/.rels',
      data: Buffer.from(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: Buffer.from(
        `<workbook xmlns="${MAIN}" xmlns:r="${RELS}"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: Buffer.from(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${RELS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
      ),
    },
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(sheet) },
    { name: 'xl/sharedStrings.xml', data: Buffer.from(strings) },
  ];
}

describe('workbooks written by LibreOffice Calc, beside SheetJS', () => {
  for (const system of ['1900', '1904']) {
    it(`reads every cell as SheetJS does (${system} date system, a title row above the header)`, async () => {
      const content = await fixture(`real-files/institution-export-${system}.xlsx`);
      const read = await ours(content);
      expect(read.headerRow).toBe(3);
      const expected = oracle(content, read.headerRow, read.header.length);
      expect([{ rowNumber: read.headerRow, cells: read.header }, ...read.rows]).toEqual(expected);
      // The cells that went wrong before: the 1904 dates, the time of day, the leading zeros.
      expect(read.rows[0]!.cells).toEqual([
        '00043',
        'መሮን ታደሰ',
        'meron@lo.et',
        '0911000001',
        '1990-02-28',
        'ሴት',
        'Radiology',
        '2019-01-15 13:45:00',
        '1500',
      ]);
    });
  }

  it('imports both with every row accepted and the same stored values, on an organisation made from nothing', async () => {
    const org = await otherOrganisation(t, ['HR_ADMIN', 'SUPER_USER']);
    await t.app.inject({ method: 'POST', url: '/v1/departments', headers: bearer(org.token), payload: { code: 'RAD', name: 'Radiology' } });
    const stored = [];
    for (const system of ['1900', '1904']) {
      const job = await uploadAndValidate(t, org.token, await fixture(`real-files/institution-export-${system}.xlsx`), {
        fileName: 'staff.xlsx',
      });
      expect(job).toMatchObject({
        header_row: 3,
        columns: [
          'Employee No.',
          'ሙሉ ስም',
          'E-mail',
          'Mobile',
          'Date of Birth',
          'ጾታ',
          'Department',
          'Date of Joining',
          'Annual Allowance (ETB)',
        ],
      });
      expect(Object.keys(job.suggested_mapping)).toHaveLength(9);
      expect(job.validation).toMatchObject({ row_count: 4, valid_row_count: 4, error_count: 0 });
      expect((await post(t, org.token, job.id, 'preview')).statusCode).toBe(200);
      expect((await commit(t, org.token, job.id)).statusCode).toBe(202);
      await waitForStatus(t, org.token, job.id, 'completed');
      const members = await importedMembers(t, job.id);
      stored.push(
        members.map((m) => [
          m.external_id,
          m.full_name,
          m.phone,
          m.date_of_birth,
          m.gender,
          m.department,
          m.employment_start_date,
          m.allowance_amount,
        ]),
      );
      // The next file is the same people: roll this one back first.
      const admin = await org.sessionAs('SUPER_USER');
      expect(
        (await t.app.inject({ method: 'POST', url: `/v1/migration/jobs/${job.id}/rollback`, headers: bearer(admin) })).statusCode,
      ).toBe(200);
    }
    expect(stored[0]).toEqual([
      ['00043', 'መሮን ታደሰ', '+251911000001', '1990-02-28', 'female', 'Radiology', '2019-01-15', '1500.00'],
      ['00044', 'Abebe Kebede', '+251911000002', '1985-12-01', 'male', 'Radiology', '2021-09-01', '2000.00'],
      ['00045', 'Tsion Alemu', null, '1990-03-12', 'female', 'Radiology', '2020-01-15', '2000.00'],
      ['00046', 'Hana Girma', '+251911000004', '1990-03-12', 'female', 'Radiology', '2000-02-29', '1250.50'],
    ]);
    expect(stored[1]).toEqual(stored[0]);
  });
});

describe('a workbook as its author sees it', () => {
  it('is read from its first visible sheet, with numbers formatted 00000 kept as shown', async () => {
    const workbook = new ExcelJS.Workbook();
    const lookup = workbook.addWorksheet('Lookup');
    lookup.addRow(['code', 'name']);
    lookup.state = 'hidden';
    const staff = workbook.addWorksheet('Staff');
    staff.addRow(['external_id', 'full_name', 'email', 'phone']);
    staff.addRow([7, 'Meron', 'v1@x.et', 911000007]);
    staff.getColumn(1).numFmt = '00000';
    staff.getColumn(4).numFmt = '0000000000';
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const read = await ours(content);
    expect(read.header).toEqual(['external_id', 'full_name', 'email', 'phone']);
    expect(read.rows).toEqual([{ rowNumber: 2, cells: ['00007', 'Meron', 'v1@x.et', '0911000007'] }]);
    expect([{ rowNumber: 1, cells: read.header }, ...read.rows]).toEqual(oracle(content, 1, 4));
  });

  it('places each cell by its reference, with or without $ and in either case; a cell as far as column XFD is no damage', async () => {
    const cell = (reference: string, text: string) => `<c r="${reference}" t="inlineStr"><is><t>${text}</t></is></c>`;
    const sheet =
      `<worksheet><sheetData><row r="1">${cell('A1', 'external_id')}${cell('B1', 'email')}${cell('C1', 'full_name')}</row>` +
      `<row r="2">${cell('$C$2', 'dollars')}${cell('a2', 'lower')}</row><row r="3">${cell('c$3', 'one dollar')}${cell('XFD3', 'last column')}</row></sheetData></worksheet>`;
    const { rows } = await ours(makeZip(workbookParts(sheet)));
    expect(rows).toEqual([
      { rowNumber: 2, cells: ['lower', '', 'dollars'] },
      { rowNumber: 3, cells: ['', '', 'one dollar'] },
    ]);
  });

  it("decodes the format's _xHHHH_ escapes in shared and inline strings, an escaped underscore staying as written", async () => {
    const sheet =
      `<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="inlineStr"><is><t>full_name</t></is></c></row>` +
      `<row r="2"><c r="A2" t="s"><v>1</v></c><c r="B2" t="inlineStr"><is><t>A_x0041_B</t></is></c></row><row r="3"><c r="A3" t="s"><v>2</v></c><c r="B3" t="inlineStr"><is><t>x</t></is></c></row></sheetData></worksheet>`;
    const strings = `<sst xmlns="${MAIN}"><si><t>external_x005F_id</t></si><si><t>E_x002D_1</t></si><si><t>_x005F_x0041_</t></si></sst>`;
    const content = makeZip(namespacedWorkbook(sheet, strings));
    const read = await ours(content);
    expect(read.header).toEqual(['external_id', 'full_name']);
    expect(read.rows.map((row) => row.cells)).toEqual([
      ['E-1', 'AAB'],
      ['_x0041_', 'x'],
    ]);
    expect([{ rowNumber: 1, cells: read.header }, ...read.rows]).toEqual(oracle(content, 1, 2));
  });

  it('finds the header below a title and blank rows, shows where, and takes another when named', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Staff');
    sheet.addRow(['Staff list, Q3 2025']);
    sheet.addRow([]);
    sheet.addRow(['external_id', 'full_name', 'email']);
    sheet.addRow(['T-1', 'Meron', 't1@x.et']);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const job = await uploadOk(t, hr, content, { fileName: 'staff.xlsx' });
    expect(job).toMatchObject({ header_row: 3, columns: ['external_id', 'full_name', 'email'], row_count: 1 });

    const named = await upload(t, hr, content, { fileName: 'staff.xlsx', extraFields: [{ field: 'header_row', value: '1' }] });
    expect(named.statusCode).toBe(201);
    expect(named.json().data).toMatchObject({ header_row: 1, columns: ['Staff list, Q3 2025'], row_count: 2 });
    const blank = await upload(t, hr, content, { fileName: 'staff.xlsx', extraFields: [{ field: 'header_row', value: '2' }] });
    expect(expectError(blank, 400, 'VALIDATION_FAILED').details).toEqual([
      expect.objectContaining({ field: 'file', reason: 'header_row_empty', params: { row: 2 } }),
    ]);
    const word = await upload(t, hr, content, { fileName: 'staff.xlsx', extraFields: [{ field: 'header_row', value: 'three' }] });
    expect(expectError(word, 400, 'VALIDATION_FAILED').details).toEqual([expect.objectContaining({ field: 'header_row' })]);
  });
});

describe('a workbook that cannot be read says what is wrong', () => {
  const refused = async (content: Buffer, reason: string) => {
    const error = expectError(await upload(t, hr, content, { fileName: 'x.xlsx' }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(error.details[0]).toMatchObject({ field: 'file', reason });
    return error.details[0]!.issue as string;
  };

  it('a password-protected workbook (not "an old Excel")', async () => {
    expect(await refused(await fixture('password-protected.xlsx'), 'encrypted_workbook')).toContain('password-protected');
  });

  it('a shared string beyond the list', async () => {
    const sheet =
      '<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2" t="s"><v>7</v></c></row></sheetData></worksheet>';
    const content = makeZip([
      ...workbookParts(sheet),
      { name: 'xl/sharedStrings.xml', data: Buffer.from('<sst><si><t>external_id</t></si></sst>') },
    ]);
    expect(await refused(content, 'damaged_xlsx')).toContain('refers to shared string 7, and the file has 1');
  });

  it('a row or cell reference that is no place on a sheet', async () => {
    const header = '<row r="1"><c r="A1" t="inlineStr"><is><t>external_id</t></is></c></row>';
    expect(
      await refused(
        makeZip(
          workbookParts(`<worksheet><sheetData>${header}<row r="-5"><c t="inlineStr"><is><t>x</t></is></c></row></sheetData></worksheet>`),
        ),
        'damaged_xlsx',
      ),
    ).toContain('"-5"');
    expect(
      await refused(
        makeZip(
          workbookParts(
            `<worksheet><sheetData>${header}<row r="2"><c r="A9" t="inlineStr"><is><t>x</t></is></c></row></sheetData></worksheet>`,
          ),
        ),
        'damaged_xlsx',
      ),
    ).toContain('"A9" is not a cell of row 2');
    expect(
      await refused(
        makeZip(
          workbookParts(`<worksheet><sheetData>${header}<row r="1"><c t="inlineStr"><is><t>x</t></is></c></row></sheetData></worksheet>`),
        ),
        'damaged_xlsx',
      ),
    ).toContain('after row 1');
  });

  it('a cell reference that is not one to three letters and one to seven digits', async () => {
    const header = '<row r="1"><c r="A1" t="inlineStr"><is><t>external_id</t></is></c></row>';
    for (const reference of ['AAAA2', 'A', '2', 'A2x', 'A00000002', '$$A2', 'A$$2', 'A 2', 'Å2', 'A٢']) {
      const sheet = `<worksheet><sheetData>${header}<row r="2"><c r="${reference}" t="inlineStr"><is><t>x</t></is></c></row></sheetData></worksheet>`;
      expect(await refused(makeZip(workbookParts(sheet)), 'damaged_xlsx')).toContain(`"${reference}" is not a cell of row 2`);
    }
  });
});
