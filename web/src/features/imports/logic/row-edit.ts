/** The cells of a form that differ from the row's (after trimming, as the server stores them): what a PATCH sends. */
export function changedCells(before: Record<string, string>, after: Record<string, string>): Record<string, string> {
  const changed: Record<string, string> = {};
  for (const [column, value] of Object.entries(after)) {
    if (value.trim() !== (before[column] ?? '').trim()) changed[column] = value.trim();
  }
  return changed;
}
