import type { Readable } from 'node:stream';

/** A merged range of a sheet, rows from 1 and columns from 0, both ends included. */
export interface MergedRange {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/** At most this many merges are honoured: more is a sheet formatted by accident, or an attack. */
const MAX_MERGES = 100_000;
const MERGE = /<(?:[A-Za-z_][\w.-]*:)?mergeCell\b[^>]*?\bref="\$?([A-Za-z]{1,3})\$?(\d{1,7}):\$?([A-Za-z]{1,3})\$?(\d{1,7})"/g;
const MARK = Buffer.from('mergeCell');

const column = (letters: string) => [...letters.toUpperCase()].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0) - 1;

/**
 * The merged ranges a sheet's part lists. They come after its rows (<mergeCells> closes the sheet), so
 * the part is read once before its rows are: only inflated and searched for the word, not parsed as
 * XML, which costs little beside the parse (docs/benchmarks.md).
 */
export async function mergedRanges(part: Readable): Promise<MergedRange[]> {
  const ranges: MergedRange[] = [];
  let tail: Buffer = Buffer.alloc(0);
  for await (const chunk of part as AsyncIterable<Buffer>) {
    const window = tail.length > 0 ? Buffer.concat([tail, chunk]) : chunk;
    if (window.indexOf(MARK) < 0) {
      // The word may begin at the end of this chunk.
      tail = window.subarray(-64);
      continue;
    }
    // Whole tags only: what follows the last ">" is read with the next chunk.
    const cut = window.lastIndexOf(0x3e) + 1;
    tail = window.subarray(cut);
    for (const match of window.toString('latin1', 0, cut).matchAll(MERGE)) {
      const [top, bottom] = [Number(match[2]), Number(match[4])];
      const [left, right] = [column(match[1]!), column(match[3]!)];
      if (ranges.length < MAX_MERGES && bottom >= top && right >= left && (bottom > top || right > left))
        ranges.push({ top, left, bottom, right });
    }
  }
  return ranges;
}

/**
 * Gives every cell of a merge the value of its first cell, as a person reads a department merged down its
 * group of employees. Rows come in order; a merge is held from its first row to its last.
 */
export class MergeFiller {
  private readonly byTop = new Map<number, MergedRange[]>();
  private active: { range: MergedRange; value: string }[] = [];

  constructor(ranges: readonly MergedRange[]) {
    for (const range of ranges) {
      const list = this.byTop.get(range.top);
      if (list) list.push(range);
      else this.byTop.set(range.top, [range]);
    }
  }

  get empty(): boolean {
    return this.byTop.size === 0 && this.active.length === 0;
  }

  /**
   * Fills a row's cells covered by a merge (the row `rowNumber`; rows skipped by the file are empty
   * rows a merge still covers, which the reader does not see: nothing to fill). Answers how many cells
   * took a value from a merge, which is how the header search tells a group title from field names.
   */
  fill(rowNumber: number, cells: string[]): number {
    if (this.active.length > 0) this.active = this.active.filter(({ range }) => range.bottom >= rowNumber);
    const starting = this.byTop.get(rowNumber);
    if (starting) {
      for (const range of starting) this.active.push({ range, value: cells[range.left] ?? '' });
      this.byTop.delete(rowNumber);
    }
    let spanned = 0;
    for (const { range, value } of this.active) {
      if (value === '') continue;
      for (let c = range.left; c <= range.right; c++) {
        if (c === range.left && rowNumber === range.top) continue;
        if ((cells[c] ?? '') === '') {
          cells[c] = value;
          spanned++;
        }
      }
    }
    return spanned;
  }
}
