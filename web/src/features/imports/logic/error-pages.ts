/** The 1-based pages of `pageSize` rows that rows first..last (0-based, inclusive) fall on. */
export function pagesInRange(first: number, last: number, pageSize: number): number[] {
  if (last < first) return [];
  const from = Math.floor(first / pageSize) + 1;
  const to = Math.floor(last / pageSize) + 1;
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
