import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { LineRow, StatementRow } from './repository.js';
import { STATEMENT_WORDS, dayWriter, ethiopianDay } from './words.js';
import { orderNumber } from '../allowances/presenters.js';
import { statementNumber } from './presenters.js';

const require = createRequire(import.meta.url);
/** Noto Sans Ethiopic as the console ships it: its Ethiopic and Latin halves, embedded (subset) in every file. */
const FONTS = {
  ethiopic: require.resolve('@fontsource/noto-sans-ethiopic/files/noto-sans-ethiopic-ethiopic-400-normal.woff'),
  latin: require.resolve('@fontsource/noto-sans-ethiopic/files/noto-sans-ethiopic-latin-400-normal.woff'),
  ethiopicBold: require.resolve('@fontsource/noto-sans-ethiopic/files/noto-sans-ethiopic-ethiopic-700-normal.woff'),
  latinBold: require.resolve('@fontsource/noto-sans-ethiopic/files/noto-sans-ethiopic-latin-700-normal.woff'),
};

/** The most lines a statement's PDF lays out (about 450 pages); a longer statement is downloaded as CSV. */
export const PDF_MAX_LINES = 20_000;

const ETHIOPIC = /[\u1200-\u139F\u2D80-\u2DDF\uAB00-\uAB2F]/;
const MARGIN = 36;
const ROW = 13;

type Doc = InstanceType<typeof PDFDocument>;

/** Cuts a text into runs of one script each: Ethiopic letters (with the spaces between them) and the rest. */
function runs(text: string): { ethiopic: boolean; text: string }[] {
  const out: { ethiopic: boolean; text: string }[] = [];
  for (const char of text) {
    const ethiopic = ETHIOPIC.test(char) || (char === ' ' && out.at(-1)?.ethiopic === true);
    const last = out.at(-1);
    if (last && last.ethiopic === ethiopic) last.text += char;
    else out.push({ ethiopic, text: char });
  }
  return out;
}

/** Writes a text on one line from (x, y), each run in the font that has its letters, cut with "…" to fit `width`. */
function write(doc: Doc, text: string, x: number, y: number, options: { width: number; size: number; bold?: boolean; align?: 'right' }) {
  const fontOf = (ethiopic: boolean) => (ethiopic ? (options.bold ? 'ethiopicBold' : 'ethiopic') : options.bold ? 'latinBold' : 'latin');
  doc.fontSize(options.size);
  const measure = (parts: { ethiopic: boolean; text: string }[]) =>
    parts.reduce((sum, part) => sum + doc.font(fontOf(part.ethiopic)).widthOfString(part.text), 0);
  let parts = runs(text);
  if (measure(parts) > options.width) {
    let chars = [...text];
    while (chars.length > 0 && measure(runs(`${chars.join('')}…`)) > options.width) chars = chars.slice(0, -1);
    parts = runs(`${chars.join('')}…`);
  }
  let at = options.align === 'right' ? x + options.width - measure(parts) : x;
  for (const part of parts) {
    doc.font(fontOf(part.ethiopic)).text(part.text, at, y, { lineBreak: false });
    at += doc.widthOfString(part.text);
  }
}

/**
 * The statement laid out for printing and signing (A4 landscape): the organisation, what it covers and
 * when, the period in both calendars, the totals, every line, a place to sign, and "Page n of N".
 * Streams as it is written; pages are kept until the end only to number them.
 */
export function statementPdf(statement: StatementRow, lines: AsyncIterable<LineRow[]>): NodeJS.ReadableStream {
  const words = STATEMENT_WORDS[statement.locale];
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${words.title} ${statementNumber(statement.number)}`, Author: statement.org_name },
  });
  for (const [name, path] of Object.entries(FONTS)) doc.registerFont(name, path);
  const width = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - MARGIN - 20;
  const day = dayWriter(statement.calendar, statement.locale);
  // Totals as people write money in the language (ICU: "ብር 1,234.50", "ETB 1,234.50"); lines as plain decimals.
  const format = new Intl.NumberFormat(statement.locale === 'am' ? 'am-ET' : 'en', { style: 'currency', currency: statement.currency });
  const money = (amount: string) => format.format(Number(amount));

  let y = MARGIN;
  write(doc, statement.org_name, MARGIN, y, { width, size: 16, bold: true });
  y += 24;
  write(doc, `${words.title} ${statementNumber(statement.number)} · ${words.scopes[statement.scope]}: ${statement.scope_name}`, MARGIN, y, {
    width,
    size: 12,
    bold: true,
  });
  y += 20;
  const both = (iso: string) => `${iso} (${ethiopianDay(iso, statement.locale)})`;
  const facts: [string, string][] = [
    [words.period, `${statement.period_label}: ${both(statement.period_starts_on)} – ${both(statement.period_ends_on)}`],
    [words.days, `${both(statement.from_day)} – ${both(statement.to_day)}`],
    [words.made, `${statement.created_at.toISOString().slice(0, 16).replace('T', ' ')} UTC`],
    [words.currency, statement.currency],
    [words.checksum, statement.checksum ?? ''],
  ];
  for (const [label, value] of facts) {
    write(doc, label, MARGIN, y, { width: 150, size: 9 });
    write(doc, value, MARGIN + 155, y, { width: width - 155, size: 9 });
    y += ROW;
  }
  y += 6;
  const totals = ['opening', 'granted', 'reserved', 'released', 'captured', 'adjusted', 'closing'] as const;
  const cell = width / totals.length;
  totals.forEach((key, i) => {
    write(doc, words.totals[key], MARGIN + i * cell, y, { width: cell - 6, size: 8 });
    write(doc, money(statement[key]), MARGIN + i * cell, y + ROW, { width: cell - 6, size: 10, bold: key === 'closing' });
  });
  y += 2 * ROW + 12;

  const columns = [...words.columns, ...(statement.with_descriptions ? [words.description] : [])];
  const share = statement.with_descriptions ? [9, 8, 13, 8, 10, 11, 8, 7, 9, 17] : [10, 9, 16, 10, 13, 14, 10, 8, 10];
  const total = share.reduce((a, b) => a + b, 0);
  const widths = share.map((s) => (s / total) * width);
  const header = () => {
    let x = MARGIN;
    columns.forEach((title, i) => {
      write(doc, title, x, y, { width: widths[i]! - 4, size: 8, bold: true, ...(i === 8 ? { align: 'right' as const } : {}) });
      x += widths[i]!;
    });
    y += ROW;
    doc
      .moveTo(MARGIN, y - 2)
      .lineTo(MARGIN + width, y - 2)
      .lineWidth(0.5)
      .stroke();
  };
  header();

  void (async () => {
    try {
      for await (const batch of lines) {
        for (const line of batch) {
          if (y > bottom) {
            doc.addPage();
            y = MARGIN;
            header();
          }
          const cells = [
            day(line.occurred_at),
            line.order_number === null ? '' : orderNumber(line.order_number),
            line.member_name ?? '',
            line.employee_number ?? '',
            line.department ?? '',
            line.provider ?? '',
            line.category === null ? '' : (words.categories[line.category as keyof typeof words.categories] ?? line.category),
            words.kinds[line.kind],
            line.amount,
            ...(statement.with_descriptions ? [line.description ?? ''] : []),
          ];
          let x = MARGIN;
          cells.forEach((text, i) => {
            write(doc, text, x, y, { width: widths[i]! - 4, size: 8, ...(i === 8 ? { align: 'right' as const } : {}) });
            x += widths[i]!;
          });
          y += ROW;
        }
      }
      if (y > bottom - 60) {
        doc.addPage();
        y = MARGIN;
      }
      y += 30;
      write(doc, `${words.signature}: ______________________________`, MARGIN, y, { width: width / 2, size: 10 });
      write(doc, `${words.signatureDate}: ________________`, MARGIN + width / 2, y, { width: width / 2, size: 10 });
      const range = doc.bufferedPageRange();
      for (let i = range.start; i < range.start + range.count; i++) {
        doc.switchToPage(i);
        // Written inside the bottom margin: lift it so that pdfkit does not start a new page.
        const margin = doc.page.margins.bottom;
        doc.page.margins.bottom = 0;
        write(doc, words.page(i + 1, range.count), MARGIN, doc.page.height - MARGIN + 6, { width, size: 8, align: 'right' });
        doc.page.margins.bottom = margin;
      }
      doc.end();
    } catch (error) {
      doc.destroy(error as Error);
    }
  })();
  return doc;
}
