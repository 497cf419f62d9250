/**
 * What one page of rows may carry, whatever was stored: a row can hold long cells (a spreadsheet cell holds
 * up to 32,767 characters) and a file up to 500 columns, so a page of 500 rows could otherwise be hundreds of
 * megabytes, built in memory at once.
 */
export const PAGE_BUDGET = {
  /** Characters of cell values (cells, and each edit's from and to) in one answer: about 1-3 MB of JSON. */
  textChars: 1_000_000,
  /** Characters of column names, which every row of a page repeats as its keys. */
  columnNameChars: 200_000,
} as const;

/** The rows a page holds: the size asked for, fewer when the file's column names are long or many. */
export function rowsPerPage(requested: number, columns: readonly string[]): number {
  const perRow = columns.reduce((sum, column) => sum + column.length + 8, 0);
  return Math.max(1, Math.min(requested, Math.floor(PAGE_BUDGET.columnNameChars / Math.max(1, perRow))));
}

/**
 * The longest a value may be so that all the values together fit in `budget` characters: every value
 * shorter than that is kept whole, and only the longest are cut (so one huge cell does not cut the others).
 * Infinity when everything fits.
 */
export function valueCap(lengths: readonly number[], budget: number = PAGE_BUDGET.textChars): number {
  let total = 0;
  for (const length of lengths) total += length;
  if (total <= budget) return Infinity;
  const sorted = [...lengths].sort((a, b) => a - b);
  let left = budget;
  for (let i = 0; i < sorted.length; i++) {
    const share = Math.floor(left / (sorted.length - i));
    if (sorted[i]! > share) return share;
    left -= sorted[i]!;
  }
  return Infinity;
}
