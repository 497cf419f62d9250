import type { FileStore } from './repository.js';
import type { Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { WriteBehind } from '../../../lib/write-behind.js';
import { readCsv } from '../files/csv-reader.js';
import { detectFormat, type DetectedFormat } from '../files/detect.js';
import type { Sheet, SheetRow } from '../files/sheet.js';
import { fileIssue, unsupportedFile } from '../files/sheet.js';
import { readXlsx, type ByteSource, type SheetChoice } from '../files/xlsx-reader.js';
import type { DetectedFormat as DetectedDateFormat } from '../../../lib/records/dates.js';
import { DateFormatDetector } from '../mapping/date-formats.js';

export const CHUNK_BYTES = 1024 * 1024;
const HEAD_BYTES = 4096;

export interface IngestLimits {
  maxRows: number;
}

/** Where the rows of an upload go as they are read (the records stager), if anywhere. */
export interface RowSink {
  add(row: SheetRow): Promise<void>;
  finish(): Promise<void>;
}

export interface Ingested {
  format: 'csv' | 'xlsx';
  headerRow: number;
  fileSize: number;
  columns: string[];
  rowCount: number;
  /** Up to SAMPLES_PER_COLUMN non-empty values of each column, in file order. */
  samples: Record<string, string[]>;
  /** What each column that holds dates says of their format, from all its values. */
  dateFormats: Record<string, DetectedDateFormat>;
  /** A workbook's sheet that was read, and its other visible sheets. */
  sheet?: { name: string; others: string[] } | undefined;
  /** Columns the workbook's author hid. */
  hiddenColumns?: string[] | undefined;
}

const SAMPLES_PER_COLUMN = 3;
/** Samples are looked for in the first rows only: a column empty there shows no sample. */
const SAMPLE_ROWS = 50;
const SAMPLE_CHARS = 100;

/** Takes the first bytes of a stream (to tell its format) without losing them. */
async function peek(source: AsyncIterable<Buffer>, bytes: number): Promise<{ head: Buffer; stream: AsyncGenerator<Buffer> }> {
  const iterator = source[Symbol.asyncIterator]();
  const taken: Buffer[] = [];
  let size = 0;
  while (size < bytes) {
    const next = await iterator.next();
    if (next.done) break;
    taken.push(next.value);
    size += next.value.length;
  }
  async function* stream() {
    yield* taken;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { head: Buffer.concat(taken), stream: stream() };
}

type KnownFormat = Exclude<DetectedFormat, { format: 'unsupported' }>;

// An encrypted (password-protected) XLSX is an OLE file holding the workbook as a stream of this name.
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');

/** Whether an OLE file is a password-protected workbook: its directory names the encrypted package (read as it streams by; nothing kept). */
async function isEncryptedWorkbook(file: AsyncIterable<Buffer>): Promise<boolean> {
  let tail: Buffer = Buffer.alloc(0);
  for await (const chunk of file) {
    const window = Buffer.concat([tail.subarray(-ENCRYPTED_PACKAGE.length), chunk]);
    if (window.includes(ENCRYPTED_PACKAGE)) return true;
    tail = chunk;
  }
  return false;
}

/** The format of a file from its first bytes; 415 for one that is neither CSV nor XLSX. */
function knownFormat(head: Buffer): KnownFormat {
  const detected = detectFormat(head);
  if (detected.format === 'unsupported') throw unsupportedFile(detected.issue, detected.reason);
  return detected;
}

/** A sheet's reader for bytes whose format is known: CSV as a stream, XLSX by ranges of the stored file. */
function openSheet(
  detected: KnownFormat,
  stream: AsyncIterable<Buffer>,
  stored: () => Promise<ByteSource>,
  choice: SheetChoice,
): Promise<Sheet> {
  if (detected.format === 'csv') return readCsv(stream, detected.encoding, detected.bomLength, choice.headerRow);
  return stored().then((source) => readXlsx(source, choice));
}

/**
 * Reads an uploaded file inside the caller's transaction: its bytes are stored in 1 MB chunks and its
 * rows handed to a sink one at a time, never the whole file in memory.
 */
export class FileIngestion {
  constructor(
    private readonly repository: FileStore,
    private readonly limits: IngestLimits,
  ) {}

  async ingest(
    trx: Transaction<DB>,
    jobId: string,
    source: AsyncIterable<Buffer>,
    onFormat: (format: 'csv' | 'xlsx') => Promise<void>,
    sinkFor: (columns: string[], format: 'csv' | 'xlsx', hidden: readonly string[]) => Promise<RowSink | undefined>,
    /** The header's row number and a workbook's sheet, when the user named them; else they are looked for. */
    choice: SheetChoice = {},
  ): Promise<Ingested> {
    const { head, stream } = await peek(source, HEAD_BYTES);
    if (head.length === 0) throw new AppError('VALIDATION_FAILED', 'The file is empty.', [fileIssue('empty', 'is empty')]);
    const found = detectFormat(head);
    if (found.format === 'unsupported' && found.reason === 'old_excel' && (await isEncryptedWorkbook(stream))) {
      throw unsupportedFile(
        'is a password-protected workbook: open it, remove the password (File > Info > Protect Workbook in Excel), save it and upload it again',
        'encrypted_workbook',
      );
    }
    const detected = knownFormat(head);
    await onFormat(detected.format);

    let fileSize = 0;
    let seq = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const repository = this.repository;
    // The rows go on being read while a chunk is written.
    const storing = new WriteBehind();
    // Chunks of exactly CHUNK_BYTES (but the last), so that a byte's chunk is its offset / CHUNK_BYTES.
    const flush = async (final: boolean) => {
      let buffered = Buffer.concat(pending);
      while (buffered.length >= CHUNK_BYTES || (final && buffered.length > 0)) {
        const chunk = buffered.subarray(0, CHUNK_BYTES);
        const chunkSeq = seq++;
        await storing.write(() => repository.insertFileChunk(trx, jobId, chunkSeq, chunk));
        buffered = buffered.subarray(CHUNK_BYTES);
      }
      pending = buffered.length > 0 ? [buffered] : [];
      pendingBytes = buffered.length;
      if (final) await storing.drain();
    };
    // Every byte read is also kept, in chunks, as the stored file.
    async function* kept(): AsyncGenerator<Buffer> {
      for await (const chunk of stream) {
        fileSize += chunk.length;
        pending.push(chunk);
        pendingBytes += chunk.length;
        if (pendingBytes >= CHUNK_BYTES) await flush(false);
        yield chunk;
      }
      await flush(true);
    }

    const sheet = await openSheet(
      detected,
      kept(),
      async () => {
        // A zip is read from its end (the directory), so XLSX is stored first and read back from the database.
        for await (const _ of kept());
        return { size: fileSize, read: (start, end) => repository.fileRange(trx, jobId, CHUNK_BYTES, start, end) };
      },
      choice,
    );

    const sink = await sinkFor(sheet.header, detected.format, sheet.hiddenColumns ?? []);
    const samples: Record<string, string[]> = Object.fromEntries(sheet.header.map((column) => [column, []]));
    const dates = new DateFormatDetector(sheet.header);
    let rowCount = 0;
    for await (const row of sheet.rows) {
      rowCount++;
      if (rowCount > this.limits.maxRows) {
        throw new AppError('PAYLOAD_TOO_LARGE', `The file has more than ${this.limits.maxRows} rows.`, [
          fileIssue('too_many_rows', `at most ${this.limits.maxRows} data rows`, { max: this.limits.maxRows }),
        ]);
      }
      if (rowCount <= SAMPLE_ROWS) {
        sheet.header.forEach((column, i) => {
          const value = row.cells[i];
          if (value && samples[column]!.length < SAMPLES_PER_COLUMN) samples[column]!.push(value.slice(0, SAMPLE_CHARS));
        });
      }
      dates.add(row.cells);
      await sink?.add(row);
    }
    if (rowCount === 0)
      throw new AppError('VALIDATION_FAILED', 'The file has a header but no data rows.', [fileIssue('no_data_rows', 'has no data rows')]);
    await sink?.finish();
    return {
      format: detected.format,
      headerRow: sheet.headerRow,
      fileSize,
      columns: sheet.header,
      rowCount,
      samples,
      dateFormats: dates.result(),
      sheet: sheet.sheet,
      hiddenColumns: sheet.hiddenColumns,
    };
  }

  /** The rows of a job's stored file, read again (for a mapping the upload did not stage). */
  async *storedRows(
    trx: Transaction<DB>,
    jobId: string,
    fileSize: number,
    choice: { headerRow: number; sheet?: string | undefined },
  ): AsyncGenerator<SheetRow> {
    const read = (start: number, end: number) => this.repository.fileRange(trx, jobId, CHUNK_BYTES, start, end);
    let head = Buffer.alloc(0);
    for await (const chunk of read(0, Math.min(HEAD_BYTES, fileSize))) head = Buffer.concat([head, chunk]);
    const sheet = await openSheet(knownFormat(head), read(0, fileSize), async () => ({ size: fileSize, read }), choice);
    yield* sheet.rows;
  }
}
