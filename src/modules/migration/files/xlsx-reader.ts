import { Readable } from 'node:stream';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl from 'yauzl';
import { AppError } from '../../../lib/app-error.js';
import { excelSerialToIso } from './excel-dates.js';
import { checkHeader, fileIssue, shapeRow, unsupportedFile, type Sheet, type SheetRow } from './sheet.js';

/**
 * XLSX, read with yauzl (zip, from the directory at the end; every entry's real size is checked
 * against its declared size) and saxes (XML, as a stream). Only the first sheet is read, a row at a
 * time; only the shared strings are held in memory. Why not exceljs's streaming reader: it spills
 * sheets that precede the shared strings (Excel's usual order) to temporary files, and it cannot bound
 * how far a compressed entry expands.
 */

/** Random access to the stored file. */
export interface ByteSource {
  size: number;
  read(start: number, end: number): AsyncIterable<Buffer>;
}

export const XLSX_LIMITS = {
  entries: 10_000,
  /** All the parts of the file, expanded. */
  totalExpandedBytes: 1024 * 1024 * 1024,
  /** The shared-strings part is held in memory. */
  sharedStringsBytes: 200 * 1024 * 1024,
  /** The other small parts (workbook, relationships, styles) are parsed whole. */
  smallPartBytes: 20 * 1024 * 1024,
};

class SourceReader extends yauzl.RandomAccessReader {
  constructor(private readonly source: ByteSource) {
    super();
  }
  override _readStreamForRange(start: number, end: number): Readable {
    return Readable.from(this.source.read(start, end));
  }
}

const tooLarge = (issue: string) => new AppError('PAYLOAD_TOO_LARGE', 'The XLSX file expands to more than this service reads.', [fileIssue('xlsx_too_large', issue)]);

// Excel's built-in date and time formats (ECMA-376 18.8.30).
const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 30, 36, 45, 46, 47, 50, 57]);

function isDateFormat(code: string): boolean {
  // Strip quoted text, escapes and colours/conditions, then look for day, month or year tokens.
  const bare = code.replace(/"[^"]*"|\\.|\[[^\]]*\]/g, '');
  return /[dmy]/i.test(bare) && !/^[#0.,%E+-]*$/i.test(bare);
}

function columnIndex(reference: string | undefined, fallback: number): number {
  const letters = reference ? /^[A-Z]+/i.exec(reference)?.[0] : undefined;
  if (!letters) return fallback;
  let index = 0;
  for (const letter of letters.toUpperCase()) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

/**
 * The longest stretch between two tags a real workbook needs: a cell holds at most 32,767 characters,
 * even with every one spelled as an entity. The XML parser buffers a text until its tag ends, so a
 * longer stretch is refused before it reaches the parser, not after it has filled the memory.
 */
const MAX_TEXT_RUN = 1024 * 1024;

/** Feeds a part to the parser a chunk at a time, yielding after each chunk. */
async function* feed(stream: Readable, parser: SaxesParser): AsyncGenerator<void> {
  const decoder = new TextDecoder('utf-8');
  let run = 0;
  for await (const chunk of stream) {
    const text = decoder.decode(chunk as Buffer, { stream: true });
    const lastTag = text.lastIndexOf('<');
    run = lastTag === -1 ? run + text.length : text.length - lastTag;
    if (run > MAX_TEXT_RUN) throw tooLarge(`has a cell or tag longer than ${MAX_TEXT_RUN / 1024 / 1024} MB`);
    parser.write(text);
    yield;
  }
  parser.write(decoder.decode());
  parser.close();
}

/** Parses one XML part with a callback per tag; resolves when the part ends. */
async function parsePart(stream: Readable, handlers: { open?: (tag: SaxesTagPlain) => void; close?: (name: string) => void; text?: (text: string) => void }) {
  const parser = new SaxesParser();
  if (handlers.open) parser.on('opentag', handlers.open);
  if (handlers.close) parser.on('closetag', (tag) => handlers.close!(tag.name));
  if (handlers.text) parser.on('text', handlers.text);
  for await (const _ of feed(stream, parser));
}

interface Workbook {
  zip: yauzl.ZipFile;
  entries: Map<string, yauzl.Entry>;
}

async function openWorkbook(source: ByteSource): Promise<Workbook> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromRandomAccessReaderPromise(new SourceReader(source), source.size, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false });
  } catch {
    throw unsupportedFile('is a damaged zip, not an XLSX workbook', 'unreadable_xlsx');
  }
  if (zip.entryCount > XLSX_LIMITS.entries) throw tooLarge(`has more than ${XLSX_LIMITS.entries} parts`);
  const entries = new Map<string, yauzl.Entry>();
  let expanded = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      expanded += entry.uncompressedSize;
      if (expanded > XLSX_LIMITS.totalExpandedBytes) throw tooLarge(`expands to more than ${XLSX_LIMITS.totalExpandedBytes / 1024 / 1024} MB`);
      entries.set(entry.fileName.replace(/^\//, ''), entry);
    }
  } catch (error) {
    // The zip library refuses a directory entry it cannot trust (a part named outside the archive, such as
    // "../x" or "/etc/x", a bad name, sizes that disagree): the file is no workbook we read. Errors with a
    // code (the database's, reading the stored file) are not the file's fault.
    if (error instanceof AppError || (error as { code?: unknown }).code !== undefined) throw error;
    throw unsupportedFile('is a zip with a part this reader cannot trust (a name outside the archive, or a damaged directory)', 'unreadable_xlsx');
  }
  if (!entries.has('xl/workbook.xml')) throw unsupportedFile('is a zip, but not an XLSX workbook', 'unreadable_xlsx');
  return { zip, entries };
}

async function openPart(workbook: Workbook, path: string, limit: number): Promise<Readable | undefined> {
  const entry = workbook.entries.get(path);
  if (!entry) return undefined;
  if (entry.uncompressedSize > limit) throw tooLarge(`its part ${path} expands to more than ${Math.round(limit / 1024 / 1024)} MB`);
  try {
    return await workbook.zip.openReadStreamPromise(entry);
  } catch {
    throw unsupportedFile(`has a part (${path}) that cannot be read`, 'unreadable_xlsx');
  }
}

/** The path of the first sheet in the workbook's own order (not by file name). */
async function firstSheetPath(workbook: Workbook): Promise<string> {
  let relId: string | undefined;
  await parsePart((await openPart(workbook, 'xl/workbook.xml', XLSX_LIMITS.smallPartBytes))!, {
    open: (tag) => {
      if (tag.name === 'sheet' && relId === undefined) relId = tag.attributes['r:id'] ?? Object.entries(tag.attributes).find(([k]) => k.endsWith(':id'))?.[1];
    },
  });
  const targets = new Map<string, string>();
  const rels = await openPart(workbook, 'xl/_rels/workbook.xml.rels', XLSX_LIMITS.smallPartBytes);
  if (rels) await parsePart(rels, { open: (tag) => tag.name === 'Relationship' && targets.set(tag.attributes.Id ?? '', tag.attributes.Target ?? '') });
  const target = relId ? targets.get(relId) : undefined;
  if (!target) throw new AppError('VALIDATION_FAILED', 'The workbook has no sheet.', [fileIssue('no_sheet', 'has no worksheet')]);
  return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
}

/** Which cell styles show numbers as dates. */
async function dateStyles(workbook: Workbook): Promise<boolean[]> {
  const stream = await openPart(workbook, 'xl/styles.xml', XLSX_LIMITS.smallPartBytes);
  if (!stream) return [];
  const customDate = new Map<number, boolean>();
  const styles: boolean[] = [];
  let inCellXfs = false;
  await parsePart(stream, {
    open: (tag) => {
      if (tag.name === 'numFmt') customDate.set(Number(tag.attributes.numFmtId), isDateFormat(tag.attributes.formatCode ?? ''));
      else if (tag.name === 'cellXfs') inCellXfs = true;
      else if (tag.name === 'xf' && inCellXfs) {
        const id = Number(tag.attributes.numFmtId ?? 0);
        styles.push(customDate.get(id) ?? BUILT_IN_DATE_FORMATS.has(id));
      }
    },
    close: (name) => {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return styles;
}

async function sharedStrings(workbook: Workbook): Promise<string[]> {
  const stream = await openPart(workbook, 'xl/sharedStrings.xml', XLSX_LIMITS.sharedStringsBytes);
  if (!stream) return [];
  const strings: string[] = [];
  let current = '';
  let inText = false;
  let inPhonetic = false;
  await parsePart(stream, {
    open: (tag) => {
      if (tag.name === 'si') current = '';
      else if (tag.name === 't' && !inPhonetic) inText = true;
      else if (tag.name === 'rPh') inPhonetic = true;
    },
    close: (name) => {
      if (name === 'si') strings.push(current);
      else if (name === 't') inText = false;
      else if (name === 'rPh') inPhonetic = false;
    },
    text: (text) => {
      if (inText) current += text;
    },
  });
  return strings;
}

/** A failure while reading the sheet: our own refusals stand, anything else is XML the parser could not read. */
function notValidXml(error: unknown): never {
  throw error instanceof AppError ? error : unsupportedFile('has a sheet that is not valid XML', 'unreadable_xlsx');
}

/** The sheet's rows, a cell at a time from the XML stream: each value as the text a person sees. */
async function* sheetRows(stream: Readable, strings: string[], dates: boolean[]): AsyncGenerator<{ rowNumber: number; cells: string[] }> {
  const parser = new SaxesParser();
  const ready: { rowNumber: number; cells: string[] }[] = [];
  let rowNumber = 0;
  let cells: string[] = [];
  let cell = { column: 0, type: '', style: 0, text: '', inValue: false };
  let nextColumn = 0;

  parser.on('opentag', (tag) => {
    switch (tag.name) {
      case 'row':
        rowNumber = tag.attributes.r ? Number(tag.attributes.r) : rowNumber + 1;
        cells = [];
        nextColumn = 0;
        break;
      case 'c':
        cell = { column: columnIndex(tag.attributes.r, nextColumn), type: tag.attributes.t ?? 'n', style: Number(tag.attributes.s ?? 0), text: '', inValue: false };
        nextColumn = cell.column + 1;
        break;
      case 'v':
      case 't':
        cell.inValue = true;
        break;
    }
  });
  parser.on('text', (text) => {
    if (cell.inValue) cell.text += text;
  });
  parser.on('closetag', (tag) => {
    switch (tag.name) {
      case 'v':
      case 't':
        cell.inValue = false;
        break;
      case 'c': {
        let value = cell.text;
        if (cell.type === 's') value = strings[Number(value)] ?? '';
        else if (cell.type === 'b') value = value === '1' ? 'TRUE' : 'FALSE';
        else if (cell.type === 'n' && value !== '' && dates[cell.style]) value = excelSerialToIso(Number(value));
        // Numbers keep the text Excel stored ("251911234567"), never a float's rendering.
        if (cell.column < 16_384) cells[cell.column] = value;
        break;
      }
      case 'row':
        ready.push({ rowNumber, cells: Array.from(cells, (c) => c ?? '') });
        break;
    }
  });

  for await (const _ of feed(stream, parser)) yield* ready.splice(0);
  yield* ready.splice(0);
}

export async function readXlsx(source: ByteSource): Promise<Sheet> {
  const workbook = await openWorkbook(source);
  let rows: AsyncGenerator<{ rowNumber: number; cells: string[] }>;
  try {
    const sheetPath = await firstSheetPath(workbook);
    const [dates, strings] = [await dateStyles(workbook), await sharedStrings(workbook)];
    const sheet = await openPart(workbook, sheetPath, XLSX_LIMITS.totalExpandedBytes);
    if (!sheet) throw unsupportedFile('names a sheet that is not in the file', 'unreadable_xlsx');
    rows = sheetRows(sheet, strings, dates);
  } catch (error) {
    workbook.zip.close();
    throw error instanceof AppError ? error : unsupportedFile('is not a readable XLSX workbook', 'unreadable_xlsx');
  }

  // The first row with content is the header; rows before it are ignored.
  let header: string[] | undefined;
  for (;;) {
    const next = await rows.next().catch(notValidXml);
    if (next.done) break;
    if (next.value.cells.some((c) => c.trim() !== '')) {
      header = checkHeader(next.value.cells);
      break;
    }
  }
  if (!header) {
    workbook.zip.close();
    throw new AppError('VALIDATION_FAILED', 'The first sheet of the workbook is empty.', [fileIssue('no_header', 'the first sheet has no header row')]);
  }
  const width = header.length;
  async function* data(): AsyncGenerator<SheetRow> {
    try {
      for (;;) {
        const next = await rows.next().catch(notValidXml);
        if (next.done) return;
        const cells = shapeRow(next.value.cells, width);
        if (cells) yield { rowNumber: next.value.rowNumber, cells };
      }
    } finally {
      workbook.zip.close();
    }
  }
  return { header, rows: data() };
}
