import { isUtf8 } from 'node:buffer';
import { parse, CsvError } from 'csv-parse';
import { AppError } from '../../../lib/app-error.js';
import { fileIssue, shapeRow, unsupportedFile, withHeader, type RawRow, type Sheet, type SheetRow } from './sheet.js';

// Pipes as SAP and other ERP exports write them (issue 59), beside the comma, semicolon and tab.
const DELIMITERS = [',', ';', '\t', '|'] as const;
/** One row's size; a row of ten full cells fits. */
const MAX_RECORD_BYTES = 1024 * 1024;

const notText = (encoding: string) =>
  unsupportedFile(`is not valid ${encoding.toUpperCase()} text: save it as "CSV UTF-8"`, 'encoding', { encoding: encoding.toUpperCase() });
const binary = () => unsupportedFile('is binary, not text', 'binary');

/** The bytes after the byte order mark. */
async function* afterBom(source: AsyncIterable<Buffer>, bomLength: number): AsyncGenerator<Buffer> {
  let skip = bomLength;
  for await (const chunk of source) {
    const bytes = skip > 0 ? chunk.subarray(skip) : chunk;
    skip = Math.max(0, skip - chunk.length);
    yield bytes;
  }
}

/** Strictly decodes the bytes (a byte that is not valid in the encoding is refused, not replaced). */
async function* decode(source: AsyncIterable<Buffer>, encoding: string, bomLength: number): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding, { fatal: true });
  try {
    for await (const bytes of afterBom(source, bomLength)) {
      const text = decoder.decode(bytes, { stream: true });
      if (text.includes('\u0000')) throw binary();
      if (text) yield text;
    }
    const rest = decoder.decode();
    if (rest) yield rest;
  } catch (error) {
    if (error instanceof TypeError) throw notText(encoding);
    throw error;
  }
}

/** How much of `bytes` ends on a whole UTF-8 character: a character cut at the end starts in the last three. */
function wholeCharacters(bytes: Buffer): number {
  for (let i = bytes.length - 1; i >= Math.max(0, bytes.length - 3); i--) {
    const byte = bytes[i]!;
    if (byte < 0x80) return bytes.length;
    if (byte >= 0xc0) return bytes.length - i < (byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2) ? i : bytes.length;
  }
  return bytes.length;
}

/**
 * UTF-8 bytes checked as strictly as `decode` checks them, and handed on as bytes: the parser reads UTF-8
 * itself, and decoding the file first made it turn the text back into bytes (a tenth of its time).
 */
async function* checkedUtf8(source: AsyncIterable<Buffer>, bomLength: number): AsyncGenerator<Buffer> {
  let cut: Buffer | undefined;
  for await (const piece of afterBom(source, bomLength)) {
    let bytes = cut ? Buffer.concat([cut, piece]) : piece;
    const whole = wholeCharacters(bytes);
    cut = whole < bytes.length ? Buffer.from(bytes.subarray(whole)) : undefined;
    bytes = bytes.subarray(0, whole);
    if (bytes.length === 0) continue;
    if (!isUtf8(bytes)) throw notText('utf-8');
    if (bytes.includes(0)) throw binary();
    yield bytes;
  }
  if (cut) throw notText('utf-8');
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

type Piece = string | Buffer;
const QUOTE = 0x22;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** The first `end` units of the pieces read, as text. */
function textOf(pieces: Piece[], end: number): string {
  const last = pieces.length - 1;
  if (pieces.every((piece): piece is string => typeof piece === 'string'))
    return pieces.slice(0, last).join('') + (pieces[last] ?? '').slice(0, end);
  const bytes = pieces as Buffer[];
  return Buffer.concat([...bytes.slice(0, last), bytes[last]!.subarray(0, end)]).toString('utf8');
}

/**
 * Reads until the end of the first line outside quotes, to see the header before parsing: in text, or in
 * UTF-8 bytes (a quote or a line break is one byte there, never part of another character).
 */
async function peekFirstLine<T extends Piece>(pieces: AsyncIterator<T>): Promise<{ firstLine: string; buffered: T[] }> {
  const buffered: T[] = [];
  let size = 0;
  let quoted = false;
  for (;;) {
    const next = await pieces.next();
    if (next.done) return { firstLine: buffered.length ? textOf(buffered, buffered[buffered.length - 1]!.length) : '', buffered };
    const piece = next.value;
    buffered.push(piece);
    for (let i = 0; i < piece.length; i++) {
      const code = typeof piece === 'string' ? piece.charCodeAt(i) : piece[i];
      if (code === QUOTE) quoted = !quoted;
      else if (!quoted && (code === LINE_FEED || code === CARRIAGE_RETURN)) return { firstLine: textOf(buffered, i), buffered };
    }
    size += piece.length;
    if (size > 1_000_000)
      throw new AppError('VALIDATION_FAILED', 'The header row is longer than 1 MB.', [fileIssue('header_too_long', 'header row too long')]);
  }
}

async function* replay<T>(buffered: T[], rest: AsyncIterator<T>): AsyncGenerator<T> {
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
    return new AppError('PAYLOAD_TOO_LARGE', 'A row of the file is too large.', [
      fileIssue('row_too_large', `a row is over ${MAX_RECORD_BYTES / 1024 / 1024} MB${line ? ` (near line ${line})` : ''}`, {
        megabytes: MAX_RECORD_BYTES / 1024 / 1024,
      }),
    ]);
  }
  return new AppError('VALIDATION_FAILED', 'The CSV file is malformed.', [
    fileIssue(
      line ? 'malformed_near_line' : 'malformed',
      `${error.message.replace(/^Invalid Record Length: |^Invalid Opening Quote: |^Invalid Closing Quote: /, '')}${line ? ` (near line ${line})` : ''}`,
      line ? { line } : undefined,
    ),
  ]);
}

/** A CSV file as a header and a stream of rows: UTF-8 (with or without BOM) or UTF-16 with BOM; `,` `;` or tab. */
export async function readCsv(source: AsyncIterable<Buffer>, encoding: string, bomLength: number, headerRow?: number): Promise<Sheet> {
  // UTF-8, as nearly every file is, goes to the parser as bytes; UTF-16 as the text it decodes to.
  const pieces: AsyncIterator<Piece> = (encoding === 'utf-8' ? checkedUtf8(source, bomLength) : decode(source, encoding, bomLength))[
    Symbol.asyncIterator
  ]();
  const { firstLine, buffered } = await peekFirstLine(pieces);
  const parser = parse({
    delimiter: detectDelimiter(firstLine),
    relax_column_count: true,
    // A stray quote inside an unquoted cell (5'11") is text, as spreadsheets read it.
    relax_quotes: true,
    skip_empty_lines: false,
    max_record_size: MAX_RECORD_BYTES,
  });
  const feed = (async () => {
    for await (const chunk of replay(buffered, pieces)) {
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
  const found = await withHeader(
    numbered,
    headerRow,
    () => new AppError('VALIDATION_FAILED', 'The file is empty.', [fileIssue('empty', 'has no header row and no data')]),
  );

  async function* rows(): AsyncGenerator<SheetRow> {
    for await (const row of found.rest) {
      const cells = shapeRow(found.offset > 0 ? row.cells.slice(found.offset) : row.cells, found.header.length);
      if (cells) yield { rowNumber: row.rowNumber, cells };
    }
    await feed;
  }
  return { header: found.header, headerRow: found.headerRow, rows: rows() };
}
