import type { DatasetDefinition } from '../datasets/types.js';
import { csvLine, UTF8_BOM } from '../../../lib/csv-writer.js';
import type { JobRow } from '../job/repository.js';

// An XLSX cell holding a date as a bare serial number (no date format): read as a date only because the
// file was a workbook, so the CSV gets the date itself.
const SERIAL = /^\d{1,6}(\.\d+)?$/;

interface ImportedRow {
  cells: string[] | null;
  record: Record<string, string | null>;
}

/**
 * The corrected file's lines: the header, then each row's cells as they will be imported. Date cells a
 * workbook held as serial numbers are written as the dates they were read as (YYYY-MM-DD).
 */
export async function* correctedFileLines(
  job: Pick<JobRow, 'columns' | 'column_mapping' | 'file_format'>,
  dataset: DatasetDefinition,
  pages: AsyncIterable<ImportedRow[]>,
): AsyncGenerator<string> {
  const dateColumns = new Map<number, string>();
  if (job.file_format === 'xlsx') {
    for (const [column, field] of Object.entries(job.column_mapping ?? {})) {
      if (dataset.fields.find((f) => f.key === field)?.cellType === 'date') dateColumns.set(job.columns.indexOf(column), field);
    }
  }
  yield `${UTF8_BOM}${csvLine(job.columns)}`;
  for await (const page of pages) {
    let text = '';
    for (const row of page) {
      const cells = job.columns.map((_, i) => {
        const cell = row.cells?.[i] ?? '';
        const field = dateColumns.get(i);
        return field && SERIAL.test(cell) && row.record[field] ? row.record[field]! : cell;
      });
      text += csvLine(cells);
    }
    yield text;
  }
}
