import { csvLine, UTF8_BOM } from '../../lib/csv-writer.js';
import { orderNumber } from '../allowances/presenters.js';
import type { LineRow, StatementRow } from './repository.js';
import { STATEMENT_WORDS, dayWriter } from './words.js';

/**
 * A statement's CSV, a chunk at a time: the byte order mark and the header first (so that the first byte
 * leaves at once), then each batch of lines as one string. UTF-8, amounts as plain decimals (1234.50),
 * words in the statement's language, cells a spreadsheet would run as formulas neutralised. The same
 * statement always gives the same bytes: its checksum is theirs.
 */
export async function* statementCsv(statement: StatementRow, batches: AsyncIterable<LineRow[]>): AsyncGenerator<string> {
  const words = STATEMENT_WORDS[statement.locale];
  const day = dayWriter(statement.calendar, statement.locale);
  yield UTF8_BOM + csvLine([...words.columns, ...(statement.with_descriptions ? [words.description] : [])]);
  for await (const batch of batches) {
    let chunk = '';
    for (const line of batch) {
      chunk += csvLine([
        day(line.occurred_at),
        line.order_number === null ? '' : orderNumber(line.order_number),
        line.member_name,
        line.employee_number,
        line.department,
        line.provider,
        line.category === null ? '' : (words.categories[line.category as keyof typeof words.categories] ?? line.category),
        words.kinds[line.kind],
        line.amount,
        ...(statement.with_descriptions ? [line.description] : []),
      ]);
    }
    yield chunk;
  }
}
