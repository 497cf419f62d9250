import { Readable } from 'node:stream';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl from 'yauzl';
import { AppError } from '../../../lib/app-error.js';
import { excelSerialToIso } from '../../../lib/records/excel-dates.js';
import { builtInStyle, numberStyle, PLAIN, type NumberStyle } from './number-formats.js';
import { fileIssue, shapeRow, unsupportedFile, withHeader, type RawRow, type Sheet, type SheetRow } from './sheet.js';
import { mergedRanges, MergeFiller } from './xlsx-merges.js';

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

const tooLarge = (issue: string) =>
  new AppError('PAYLOAD_TOO_LARGE', 'The XLSX file expands to more than this service reads.', [fileIssue('xlsx_too_large', issue)]);

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

/**
 * A tag's name without its namespace prefix: the OpenXML SDK (and the ERP and payroll systems built on
 * it) writes <x:worksheet>, <x:row>, <x:c>, which are the same elements as Excel's unprefixed ones.
 */
const localName = (name: string) => {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
};

const withLocalName = (tag: SaxesTagPlain): SaxesTagPlain => (tag.name.includes(':') ? { ...tag, name: localName(tag.name) } : tag);

/** Parses one XML part with a callback per tag; resolves when the part ends. */
async function parsePart(
  stream: Readable,
  handlers: { open?: (tag: SaxesTagPlain) => void; close?: (name: string) => void; text?: (text: string) => void },
) {
  const parser = new SaxesParser();
  if (handlers.open) parser.on('opentag', (tag) => handlers.open!(withLocalName(tag)));
  if (handlers.close) parser.on('closetag', (tag) => handlers.close!(localName(tag.name)));
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
    zip = await yauzl.fromRandomAccessReaderPromise(new SourceReader(source), source.size, {
      lazyEntries: true,
      autoClose: false,
      validateEntrySizes: true,
      strictFileNames: false,
    });
  } catch {
    throw unsupportedFile('is a damaged zip, not an XLSX workbook', 'unreadable_xlsx');
  }
  if (zip.entryCount > XLSX_LIMITS.entries) throw tooLarge(`has more than ${XLSX_LIMITS.entries} parts`);
  const entries = new Map<string, yauzl.Entry>();
  let expanded = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      expanded += entry.uncompressedSize;
      if (expanded > XLSX_LIMITS.totalExpandedBytes)
        throw tooLarge(`expands to more than ${XLSX_LIMITS.totalExpandedBytes / 1024 / 1024} MB`);
      entries.set(entry.fileName.replace(/^\//, ''), entry);
    }
  } catch (error) {
    // The zip library refuses a directory entry it cannot trust (a part named outside the archive, such as
    // "../x" or "/etc/x", a bad name, sizes that disagree): the file is no workbook we read. Errors with a
    // code (the database's, reading the stored file) are not the file's fault.
    if (error instanceof AppError || (error as { code?: unknown }).code !== undefined) throw error;
    throw unsupportedFile(
      'is a zip with a part this reader cannot trust (a name outside the archive, or a damaged directory)',
      'unreadable_xlsx',
    );
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

/** A sheet of the workbook: its name as its tab shows it, its part, and whether its tab is hidden. */
interface SheetEntry {
  name: string;
  path: string;
  hidden: boolean;
}

/** What the workbook part says: its sheets in the workbook's own order, and whether its dates count from 1904 (a Mac's old default). */
interface WorkbookInfo {
  sheets: SheetEntry[];
  date1904: boolean;
}

async function workbookInfo(workbook: Workbook): Promise<WorkbookInfo> {
  const listed: { name: string; relId: string | undefined; hidden: boolean }[] = [];
  let date1904 = false;
  await parsePart((await openPart(workbook, 'xl/workbook.xml', XLSX_LIMITS.smallPartBytes))!, {
    open: (tag) => {
      if (tag.name === 'workbookPr') date1904 = ['1', 'true'].includes(String(tag.attributes.date1904 ?? '').toLowerCase());
      if (tag.name === 'sheet')
        listed.push({
          name: String(tag.attributes.name ?? ''),
          relId: tag.attributes['r:id'] ?? Object.entries(tag.attributes).find(([k]) => k.endsWith(':id'))?.[1],
          hidden: ['hidden', 'veryhidden'].includes(String(tag.attributes.state ?? '').toLowerCase()),
        });
    },
  });
  const targets = new Map<string, string>();
  const rels = await openPart(workbook, 'xl/_rels/workbook.xml.rels', XLSX_LIMITS.smallPartBytes);
  if (rels)
    await parsePart(rels, {
      open: (tag) => tag.name === 'Relationship' && targets.set(tag.attributes.Id ?? '', tag.attributes.Target ?? ''),
    });
  const sheets: SheetEntry[] = [];
  for (const { name, relId, hidden } of listed) {
    const target = relId ? targets.get(relId) : undefined;
    if (target) sheets.push({ name, hidden, path: target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}` });
  }
  return { sheets, date1904 };
}

/** How each cell style shows numbers. */
async function numberStyles(workbook: Workbook): Promise<NumberStyle[]> {
  const stream = await openPart(workbook, 'xl/styles.xml', XLSX_LIMITS.smallPartBytes);
  if (!stream) return [];
  const custom = new Map<number, NumberStyle>();
  const styles: NumberStyle[] = [];
  let inCellXfs = false;
  await parsePart(stream, {
    open: (tag) => {
      if (tag.name === 'numFmt') custom.set(Number(tag.attributes.numFmtId), numberStyle(tag.attributes.formatCode ?? ''));
      else if (tag.name === 'cellXfs') inCellXfs = true;
      else if (tag.name === 'xf' && inCellXfs) {
        const id = Number(tag.attributes.numFmtId ?? 0);
        styles.push(custom.get(id) ?? builtInStyle(id));
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
      if (name === 'si') strings.push(unescapeXlsx(current));
      else if (name === 't') inText = false;
      else if (name === 'rPh') inPhonetic = false;
    },
    text: (text) => {
      if (inText) current += text;
    },
  });
  return strings;
}

/**
 * The format's own escapes (ECMA-376 22.9.2.19): "_x0041_" is "A", and "_x005F_" an underscore that
 * keeps the text after it from being read as an escape.
 */
export function unescapeXlsx(text: string): string {
  return text.includes('_x') ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : text;
}

/** A part of the workbook that contradicts itself: the file is damaged, and says where. */
const damaged = (issue: string, params?: Record<string, string | number>) =>
  unsupportedFile(`is damaged: ${issue}`, 'damaged_xlsx', params);

// Excel's sheet is 1,048,576 rows by 16,384 columns (XFD).
const MAX_ROW = 1_048_576;
const DOLLAR = 0x24;

/**
 * The column (from 0) of a cell reference of row `row` ("B12", "$B$12", either case: one to three
 * letters, one to seven digits); -1 when it is not a reference to a cell of that row. Read a character
 * at a time: a large sheet has millions of references, and a regular expression was measurably slower
 * (docs/benchmarks.md, figures behind the code).
 */
function columnOfReference(reference: string, row: number): number {
  let at = reference.charCodeAt(0) === DOLLAR ? 1 : 0;
  const lettersFrom = at;
  let column = 0;
  for (; at < reference.length; at++) {
    const letter = reference.charCodeAt(at) & ~0x20;
    if (letter < 0x41 || letter > 0x5a) break;
    column = column * 26 + (letter - 0x40);
  }
  if (at === lettersFrom || at - lettersFrom > 3) return -1;
  if (reference.charCodeAt(at) === DOLLAR) at++;
  const digitsFrom = at;
  let number = 0;
  for (; at < reference.length; at++) {
    const digit = reference.charCodeAt(at) - 0x30;
    if (digit < 0 || digit > 9) return -1;
    number = number * 10 + digit;
  }
  return at === digitsFrom || at - digitsFrom > 7 || number !== row ? -1 : column - 1;
}

/** A failure while reading the sheet: our own refusals stand, anything else is XML the parser could not read. */
function notValidXml(error: unknown): never {
  throw error instanceof AppError ? error : unsupportedFile('has a sheet that is not valid XML', 'unreadable_xlsx');
}

/** What a sheet's reading learns besides its rows: the columns its author hid (<cols> comes before the rows). */
interface SheetLayout {
  hiddenColumns: Set<number>;
}

/**
 * A formula cell with no value kept (a workbook written by a script and never opened in a spreadsheet):
 * shown as its formula, which the row check refuses (FORMULA_NOT_CALCULATED), never read as empty or 0.
 */
const uncalculated = (formula: string) => `=${formula === '' ? '…' : formula}`;

/** The sheet's rows, a cell at a time from the XML stream: each value as the text a person sees. */
async function* sheetRows(
  stream: Readable,
  strings: string[],
  styles: NumberStyle[],
  date1904: boolean,
  merges: MergeFiller,
  layout: SheetLayout,
): AsyncGenerator<RawRow> {
  const parser = new SaxesParser();
  const ready: RawRow[] = [];
  let rowNumber = 0;
  let cells: string[] = [];
  let cell = { column: 0, type: '', style: 0, text: '', inValue: false, formula: '', inFormula: false, hasFormula: false, hasValue: false };
  let nextColumn = 0;

  parser.on('opentag', (tag) => {
    switch (localName(tag.name)) {
      case 'row': {
        const r = tag.attributes.r;
        const number = r === undefined ? rowNumber + 1 : Number(r);
        // Rows come in order, each once, within the sheet: anything else is a file that contradicts itself.
        if (!Number.isInteger(number) || number < 1 || number > MAX_ROW || number <= rowNumber)
          throw damaged(`a row's reference "${String(r).slice(0, 20)}" is not a row number after row ${rowNumber}`, {
            reference: String(r).slice(0, 20),
          });
        rowNumber = number;
        cells = [];
        nextColumn = 0;
        break;
      }
      case 'c': {
        const r = tag.attributes.r;
        let column = nextColumn;
        if (r !== undefined) {
          column = columnOfReference(r, rowNumber);
          if (column < 0)
            throw damaged(`cell reference "${String(r).slice(0, 20)}" is not a cell of row ${rowNumber}`, {
              reference: String(r).slice(0, 20),
            });
        }
        cell = {
          column,
          type: tag.attributes.t ?? 'n',
          style: Number(tag.attributes.s ?? 0),
          text: '',
          inValue: false,
          formula: '',
          inFormula: false,
          hasFormula: false,
          hasValue: false,
        };
        nextColumn = cell.column + 1;
        break;
      }
      case 'v':
      case 't':
        cell.inValue = true;
        cell.hasValue = true;
        break;
      case 'f':
        cell.hasFormula = true;
        cell.inFormula = true;
        break;
      case 'col':
        if (['1', 'true'].includes(String(tag.attributes.hidden ?? '').toLowerCase()))
          for (let c = Number(tag.attributes.min); c <= Number(tag.attributes.max) && c <= 16_384; c++) layout.hiddenColumns.add(c - 1);
        break;
    }
  });
  parser.on('text', (text) => {
    if (cell.inValue) cell.text += text;
    else if (cell.inFormula) cell.formula += text;
  });
  parser.on('closetag', (tag) => {
    switch (localName(tag.name)) {
      case 'v':
      case 't':
        cell.inValue = false;
        break;
      case 'f':
        cell.inFormula = false;
        break;
      case 'c': {
        let value = cell.text;
        if (cell.hasFormula && (!cell.hasValue || (value === '' && cell.type === 'n'))) value = uncalculated(cell.formula);
        else if (cell.type === 's') {
          const index = Number(value);
          if (!Number.isInteger(index) || index < 0 || index >= strings.length)
            throw damaged(`a cell of row ${rowNumber} refers to shared string ${value.slice(0, 20)}, and the file has ${strings.length}`, {
              row: rowNumber,
              strings: strings.length,
            });
          value = strings[index]!;
        } else if (cell.type === 'b') value = value === '1' ? 'TRUE' : 'FALSE';
        else if (cell.type === 'inlineStr' || cell.type === 'str') value = unescapeXlsx(value);
        else if (cell.type === 'n' && value !== '') {
          const style = styles[cell.style] ?? PLAIN;
          // A date as its author sees it; a number shown with leading zeros (00043) or with words (EMP-0042)
          // as shown: it is an identifier.
          if (style.date) value = excelSerialToIso(Number(value), date1904);
          else if (style.zeros > 0 && /^\d+$/.test(value)) value = value.padStart(style.zeros, '0');
          else if (style.show && Number.isFinite(Number(value))) value = style.show(Number(value));
        }
        // Numbers keep the text Excel stored ("251911234567"), never a float's rendering.
        if (cell.column < 16_384) cells[cell.column] = value;
        break;
      }
      case 'row': {
        const row: RawRow = { rowNumber, cells: Array.from(cells, (c) => c ?? '') };
        if (!merges.empty) row.spanned = merges.fill(rowNumber, row.cells);
        ready.push(row);
        break;
      }
    }
  });

  for await (const _ of feed(stream, parser)) yield* ready.splice(0);
  yield* ready.splice(0);
}

/** How an upload chooses the sheet of a workbook: named by the user, else the best `score` of each visible sheet's header. */
export interface SheetChoice {
  headerRow?: number | undefined;
  /** The sheet's name, as its tab shows it. */
  sheet?: string | undefined;
  /** How well a header fits the dataset (the columns it would map); the first visible sheet when absent. */
  score?: ((header: string[]) => number) | undefined;
}

/** The header of a sheet, or undefined for a sheet with none (empty): only its first rows are read. */
async function headerOf(workbook: Workbook, sheet: SheetEntry, strings: string[], styles: NumberStyle[], date1904: boolean) {
  const part = await openPart(workbook, sheet.path, XLSX_LIMITS.totalExpandedBytes);
  if (!part) return undefined;
  const rows = sheetRows(part, strings, styles, date1904, new MergeFiller([]), { hiddenColumns: new Set() });
  try {
    const found = await withHeader(
      () => rows.next().catch(notValidXml),
      undefined,
      () => new AppError('VALIDATION_FAILED', 'empty'),
    );
    return found.header;
  } catch {
    return undefined;
  } finally {
    part.destroy();
  }
}

/** The sheet to read: the one named, else among the visible sheets the one whose header fits the dataset best (the first on a tie). */
async function chooseSheet(
  workbook: Workbook,
  info: WorkbookInfo,
  choice: SheetChoice,
  read: { strings: string[]; styles: NumberStyle[] },
): Promise<SheetEntry> {
  const visible = info.sheets.filter((sheet) => !sheet.hidden);
  if (choice.sheet !== undefined) {
    const named = info.sheets.find((sheet) => sheet.name === choice.sheet);
    if (!named)
      throw new AppError('VALIDATION_FAILED', `The workbook has no sheet named "${choice.sheet}".`, [
        {
          field: 'sheet',
          issue: `is not a sheet of the workbook (sheets: ${info.sheets.map((s) => s.name).join(', ')})`,
          reason: 'no_such_sheet',
          params: { sheet: choice.sheet, sheets: info.sheets.map((s) => s.name).join(', ') },
        },
      ]);
    return named;
  }
  if (visible.length === 0)
    throw new AppError('VALIDATION_FAILED', 'The workbook has no visible sheet.', [fileIssue('no_sheet', 'has no visible worksheet')]);
  if (visible.length === 1 || !choice.score) return visible[0]!;
  let best = visible[0]!;
  let bestScore = -1;
  for (const sheet of visible) {
    const header = await headerOf(workbook, sheet, read.strings, read.styles, info.date1904);
    const score = header ? choice.score(header) : -1;
    if (score > bestScore) [best, bestScore] = [sheet, score];
  }
  return best;
}

export async function readXlsx(source: ByteSource, choice: SheetChoice = {}): Promise<Sheet> {
  const workbook = await openWorkbook(source);
  let rows: AsyncGenerator<RawRow>;
  let chosen: SheetEntry;
  let others: string[];
  const layout: SheetLayout = { hiddenColumns: new Set() };
  try {
    const info = await workbookInfo(workbook);
    const [styles, strings] = [await numberStyles(workbook), await sharedStrings(workbook)];
    chosen = await chooseSheet(workbook, info, choice, { strings, styles });
    others = info.sheets.filter((sheet) => sheet !== chosen && !sheet.hidden).map((sheet) => sheet.name);
    const ranges = await mergesOf(workbook, chosen.path);
    const sheet = await openPart(workbook, chosen.path, XLSX_LIMITS.totalExpandedBytes);
    if (!sheet) throw unsupportedFile('names a sheet that is not in the file', 'unreadable_xlsx');
    rows = sheetRows(sheet, strings, styles, info.date1904, new MergeFiller(ranges), layout);
  } catch (error) {
    workbook.zip.close();
    throw error instanceof AppError ? error : unsupportedFile('is not a readable XLSX workbook', 'unreadable_xlsx');
  }

  let found;
  try {
    found = await withHeader(
      () => rows.next().catch(notValidXml),
      choice.headerRow,
      () =>
        new AppError('VALIDATION_FAILED', `The sheet "${chosen.name}" of the workbook is empty.`, [
          fileIssue('no_header', `the sheet "${chosen.name}" has no header row`, { sheet: chosen.name }),
        ]),
    );
  } catch (error) {
    workbook.zip.close();
    throw error;
  }
  const { header, rest, offset } = found;
  async function* data(): AsyncGenerator<SheetRow> {
    try {
      for (;;) {
        const next = await rest.next().catch(notValidXml);
        if (next.done) return;
        const cells = shapeRow(offset > 0 ? next.value.cells.slice(offset) : next.value.cells, header.length);
        if (cells) yield { rowNumber: next.value.rowNumber, cells };
      }
    } finally {
      workbook.zip.close();
    }
  }
  const hidden = header.map((_, i) => i).filter((i) => layout.hiddenColumns.has(i + offset));
  return {
    header,
    headerRow: found.headerRow,
    rows: data(),
    sheet: { name: chosen.name, others },
    ...(hidden.length > 0 ? { hiddenColumns: hidden.map((i) => header[i]!) } : {}),
  };
}

/** The merged ranges of a sheet's part (read once ahead of its rows). */
async function mergesOf(workbook: Workbook, path: string) {
  const part = await openPart(workbook, path, XLSX_LIMITS.totalExpandedBytes);
  return part ? mergedRanges(part) : [];
}
