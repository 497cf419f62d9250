import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import ExcelJS from 'exceljs';

/** The members template's columns, in its order: the suggested mapping matches them one to one. */
export const HEADER = [
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
export const DEPARTMENTS = ['HR', 'FIN', 'OPS', 'ICT', 'CLN'];
const PACKAGES = ['BASIC', 'STANDARD', 'PREMIUM'];
const GENDERS = ['female', 'male', 'other'];
const FIRST = ['Meron', 'Dawit', 'Hana', 'Yohannes', 'Sara', 'Abebe', 'Tigist', 'Kebede', 'Selam', 'Getachew'];
const LAST = ['Tadesse', 'Alemu', 'Haile', 'Gebre', 'Bekele', 'Mengistu', 'Tesfaye', 'Wolde', 'Assefa', 'Desta'];

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * Row i (1-based) of the deterministic benchmark file of batch `batch` (0-9; 0 is the COPY reference's): every field filled and
 * valid; ids, emails and phones unique across rows and batches; real departments and packages.
 */
export function memberRow(batch: number, i: number): string[] {
  const day = 1 + (i % 28);
  const month = 1 + (i % 12);
  return [
    `B${batch}-${pad(i, 7)}`,
    `${FIRST[i % 10]} ${LAST[Math.floor(i / 10) % 10]} ${i}`,
    `b${batch}.m${i}@bench.example.et`,
    `+2519${batch}${pad(i, 7)}`,
    `${1960 + (i % 40)}-${pad(month, 2)}-${pad(day, 2)}`,
    GENDERS[i % 3]!,
    DEPARTMENTS[i % 5]!,
    `${2000 + (i % 25)}-${pad(month, 2)}-01`,
    PACKAGES[i % 3]!,
    `${1000 + (i % 9000)}.${pad(i % 100, 2)}`,
  ];
}

/** The header of a payroll system's export: the fields under their usual English names. */
export const EXPORT_HEADER = [
  'Employee No.',
  'Full Name',
  'E-mail',
  'Mobile',
  'Date of Birth',
  'Sex',
  'Department',
  'Date of Joining',
  'Package',
  'Annual Allowance (ETB)',
];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const AMHARIC_GENDERS = ['ሴት', 'ወንድ', 'ሌላ'];

/**
 * Row i of run `run` as a payroll export writes it, every value needing a reading (issue 35): dates day
 * first and with month names, gender in Amharic, amounts with a currency code and thousands separators,
 * local phone numbers. Its own ids, emails and phones (+25170...), so that it collides with no batch.
 */
export function exportRow(run: number, i: number): string[] {
  const [, name, , , dob, , department, start, plan, amount] = memberRow(run, i);
  const [year, month, day] = dob!.split('-');
  const [whole, fraction] = amount!.split('.');
  return [
    `X${run}-${pad(i, 7)}`,
    name!,
    `x${run}.m${i}@bench.example.et`,
    `070${run}${pad(i, 6)}`,
    `${day}/${month}/${year}`,
    AMHARIC_GENDERS[i % 3]!,
    department!,
    `01-${MONTHS[Number(start!.slice(5, 7)) - 1]}-${start!.slice(0, 4)}`,
    plan!,
    `"ETB ${whole!.slice(0, -3)},${whole!.slice(-3)}.${fraction}"`,
  ];
}

/** `rows` rows of batch `batch`, numbered from `from` (files of one batch that never collide). */
export function writeCsv(path: string, batch: number, rows: number, from = 1): Promise<void> {
  return writeLines(path, HEADER, rows, (i) => memberRow(batch, from - 1 + i));
}

/** The export-shaped file of run `run` (exportRow). */
export function writeExportCsv(path: string, run: number, rows: number): Promise<void> {
  return writeLines(path, EXPORT_HEADER, rows, (i) => exportRow(run, i));
}

async function writeLines(path: string, header: string[], rows: number, row: (i: number) => string[]): Promise<void> {
  const out = createWriteStream(path);
  let chunk = `${header.join(',')}\n`;
  for (let i = 1; i <= rows; i++) {
    chunk += `${row(i).join(',')}\n`;
    if (chunk.length > 1 << 20 || i === rows) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end();
  await once(out, 'finish');
}

/** The same rows as an XLSX written as a stream; dates as real date cells, as Excel users have them. */
export async function writeXlsx(path: string, batch: number, rows: number): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet('members');
  sheet.getColumn(5).numFmt = 'yyyy-mm-dd';
  sheet.getColumn(8).numFmt = 'yyyy-mm-dd';
  sheet.addRow(HEADER).commit();
  for (let i = 1; i <= rows; i++) {
    const row = memberRow(batch, i);
    const cells: (string | Date)[] = [...row];
    cells[4] = new Date(`${row[4]}T00:00:00Z`);
    cells[7] = new Date(`${row[7]}T00:00:00Z`);
    sheet.addRow(cells).commit();
  }
  sheet.commit();
  await workbook.commit();
}
