/** Amounts as whole cents, so that sums of decimals never round (the API's "120.50"). */
export const toCents = (amount: string) => Math.round(Number(amount) * 100);
export const fromCents = (cents: number) => (cents / 100).toFixed(2);

/** A typed amount read as the API wants it ("1,200.5" -> "1200.50"); undefined when it is not one. */
export function amountOf(typed: string): string | undefined {
  const plain = typed.replace(/[\s,]/g, '');
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(plain)) return undefined;
  return fromCents(toCents(plain));
}

/** The order's total of its lines' amounts (those typed so far that read as amounts). */
export function totalOf(lines: readonly { amount: string }[]): string {
  return fromCents(lines.reduce((sum, line) => sum + toCents(amountOf(line.amount) ?? '0'), 0));
}

/** What would remain of the allowance after an order of `total`: negative when it does not cover it. */
export function remainingAfter(remaining: string, total: string): string {
  return fromCents(toCents(remaining) - toCents(total));
}
