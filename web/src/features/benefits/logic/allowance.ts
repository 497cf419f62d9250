/** How much of the allowance is left, 0 to 100 (a ring cannot show more than all of it, or less than none). */
export function remainingPercent(total: string, remaining: string): number {
  const all = Number(total);
  if (!(all > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((Number(remaining) / all) * 100)));
}
