import { parse, CsvError } from 'csv-parse';
import { AppError } from '../../../lib/app-error.js';
import { fileIssue, shapeRow, unsupportedFile, withHeader, type RawRow, type Sheet, type SheetRow } from './sheet.js';

const DELIMITERS = [',', ';', '\t'] as const;
/** One row's size; a row of ten full cells fits. */
const MAX_RECORD_BYTES = 1024 * 1024;

/** Strictly decodes the bytes (a byte that is not valid in the encoding is refused, not replaced). */
async function* decode(source: AsyncIterable<Buffer>, encoding: string, bomLength: number): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding, { fatal: true });
  let skip = bomLength;
  try {
    for await (const chunk of source) {
      const bytes = skip > 0 ? chunk.subarray(skip) : chunk;
      skip = Math.max(0, skip - chunk.length);
      const text = decoder.decode(bytes, { stream: true });
      if (text.includes('\u0000')) throw unsupportedFile('is binary, not text', 'binary');
      if (text) yield text;
    }
    const rest = decoder.decode();
    if (rest) yield rest;
  } catch (error) {
    if (error instanceof TypeError) throw unsupportedFile(`is not valid ${encoding.toUpperCase()} text: save it as "CSV UTF-8"`, 'encoding', { encoding: encoding.toUpperCase() });
    throw error;
  }
}

/** The delimiter that splits the header line into the most cells (quotes respected). */
function detectDelimiter(headerLine: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of headerLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best: string = ',';
  for (const [delimiter, count] of counts) if (count > counts.get(best)!) best = delimiter;
  return best;
}

/** Reads text until the end of the first line outside quotes, to see the header before parsing. */
async function peekFirstLine(text: AsyncIterator<string>): Promise<{ firstLine: string; buffered: string[] }> {
  const buffered: string[] = [];
  let seen = '';
  // Where the scan stopped and whether it is inside quotes, so each chunk is read once.
  let scanned = 0;
  let quoted = false;
  for (;;) {
    const next = await text.next();
    if (next.done) return { firstLine: seen, buffered };
    buffered.push(next.value);
    seen += next.value;
    for (; scanned < seen.length; scanned++) {
      const char = seen[scanned];
      if (char === '"') quoted = !quoted;
      else if (!quoted && (char === '\n' || char === '\r')) return { firstLine: seen.slice(0, scanned), buffered };
    }
    if (seen.length > 1_000_000) throw new AppError('VALIDATION_FAILED', 'The header row is longer than 1 MB.', [fileIssue('header_too_long', 'header row too long')]);
  }
}

async function* replay(buffered: string[], rest: AsyncIterator<string>): AsyncGenerator<string> {
  yield* buffered;
  for (;;) {
    const next = await rest.next();
    if (next.done) return;
    yield next.value;
  }
}

function csvProblem(error: CsvError): AppError {
  const line = (error as CsvError & { lines?: number }).lines;
  if (error.code === 'CSV_MAX_RECORD_SIZE') {
    return new AppError('PAYLOAD_TOO_LARGE', 'A row of the file is too large.', [fileIssue('row_too_large', `a row is over ${MAX_RECORD_BYTES / 1024 / 1024} MB${line ? ` (near line ${line})` : ''}`, { megabytes: MAX_RECORD_BYTES / 1024 / 1024 })]);
  }
  return new AppError('VALIDATION_FAILED', 'The CSV file is malformed.', [
    fileIssue(line ? 'malformed_near_line' : 'malformed', `${error.message.replace(/^Invalid Record Length: |^Invalid Opening Quote: |^Invalid Closing Quote: /, '')}${line ? ` (near line ${line})` : ''}`, line ? { line } : undefined),
  ]);
}

/** A CSV file as a header and a stream of rows: UTF-8 (with or without BOM) or UTF-16 with BOM; `,` `;` or tab. */
export async function readCsv(source: AsyncIterable<Buffer>, encoding: string, bomLength: number, headerRow?: number): Promise<Sheet> {
  const text = decode(source, encoding, bomLength)[Symbol.asyncIterator]();
  const { firstLine, buffered } = await peekFirstLine(text);
  const parser = parse({
    delimiter: detectDelimiter(firstLine),
    relax_column_count: true,
    // A stray quote inside an unquoted cell (5'11") is text, as spreadsheets read it.
    relax_quotes: true,
    skip_empty_lines: false,
    max_record_size: MAX_RECORD_BYTES,
  });
  const feed = (async () => {
    for await (const chunk of replay(buffered, text)) {
      if (!parser.write(chunk)) await new Promise((resolve) => parser.once('drain', resolve));
    }
    parser.end();
  })();
  // The feeding side's errors surface through the parser, so the reader sees exactly one.
  feed.catch((error: unknown) => parser.destroy(error as Error));

  const records = parser[Symbol.asyncIterator]() as AsyncIterator<string[]>;
  const next = async () => {
    try {
      return await records.next();
    } catch (error) {
      throw error instanceof CsvError ? csvProblem(error) : error;
    }
  };
  let rowNumber = 0;
  const numbered = async (): Promise<IteratorResult<RawRow>> => {
    const record = await next();
    return record.done ? record : { done: false, value: { rowNumber: ++rowNumber, cells: record.value } };
  };
  const found = await withHeader(numbered, headerRow, () => new AppError('VALIDATION_FAILED', 'The file is empty.', [fileIssue('empty', 'has no header row and no data')]));

  async function* rows(): AsyncGenerator<SheetRow> {
    for await (const row of found.rest) {
      const cells = shapeRow(row.cells, found.header.length);
      if (cells) yield { rowNumber: row.rowNumber, cells };
    }
    await feed;
  }
  return { header: found.header, headerRow: found.headerRow, rows: rows() };
}
