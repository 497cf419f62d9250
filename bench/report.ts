import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';

export interface Figure {
  figure: string;
  measured: string;
  reference: string;
  target: string;
  /** undefined: no target, shown for information. */
  met?: boolean;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const fmt = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function markdownTable(header: string[], rows: string[][]): string {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

export function figuresTable(figures: Figure[]): string {
  return markdownTable(
    ['figure', 'measured (median)', 'reference, same run', 'target', ''],
    figures.map((f) => [f.figure, f.measured, f.reference, f.target, f.met === undefined ? '' : f.met ? 'met' : '**missed**']),
  );
}

const START = '<!-- latest-run:start -->';
const END = '<!-- latest-run:end -->';

/** Replaces the latest-run part of docs/benchmarks.md, keeping the history written below it. */
export async function writeLatestRun(path: string, content: string): Promise<void> {
  const block = `${START}\n${content.trim()}\n${END}`;
  if (!existsSync(path)) {
    await writeFile(path, `# Benchmarks\n\n${block}\n\n## History\n`);
    return;
  }
  const text = await readFile(path, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  await writeFile(
    path,
    start >= 0 && end > start ? `${text.slice(0, start)}${block}${text.slice(end + END.length)}` : `${text.trimEnd()}\n\n${block}\n`,
  );
}

/** A call's result and how long it took, in milliseconds. */
export async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const began = performance.now();
  const result = await work();
  return [result, performance.now() - began];
}
