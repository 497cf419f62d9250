import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import ExcelJS from 'exceljs';

/** The members template's columns, in its order: the suggested mapping matches them one to one. */
export const HEADER = ['external_id', 'full_name', 'email', 'phone', 'date_of_birth', 'gender', 'department', 'employment_start_date', 'package_code', 'allowance_amount'];
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

export async function writeCsv(path: string, batch: number, rows: number): Promise<void> {
  const out = createWriteStream(path);
  let chunk = `${HEADER.join(',')}\n`;
  for (let i = 1; i <= rows; i++) {
    chunk += `${memberRow(batch, i).join(',')}\n`;
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
