import { AppError } from './app-error.js';

/** Amounts as whole cents: exact in a double up to 90 trillion, far above numeric(14, 2)'s largest. */
export const toCents = (amount: string) => Math.round(Number(amount) * 100);
export const fromCents = (cents: number) => (cents / 100).toFixed(2);

/** A stored decimal as the API's Money: two fraction digits, in the organisation's currency. */
export const money = (amount: string, currency: string) => ({ amount: fromCents(toCents(amount)), currency });

/** The largest amount numeric(14, 2) holds. */
const MAX_CENTS = 99_999_999_999_999;

/**
 * A Money of a request read as cents: in the organisation's currency (400 VALIDATION_FAILED, `reason`
 * CURRENCY_MISMATCH, naming the field), above zero unless `zero` is allowed, and small enough to store.
 */
export function moneyInput(money: { amount: string; currency: string }, currency: string, field: string, zero = false): number {
  if (money.currency.trim().toUpperCase() !== currency) {
    throw new AppError('VALIDATION_FAILED', `Amounts must be in ${currency}, the organisation's currency.`, [
      { field: `${field}.currency`, issue: `must be ${currency}`, reason: 'CURRENCY_MISMATCH', params: { currency } },
    ]);
  }
  const cents = toCents(money.amount);
  if (cents > MAX_CENTS) throw AppError.validation(`${field}.amount`, 'is too large');
  if (cents === 0 && !zero)
    throw new AppError('VALIDATION_FAILED', 'An amount must be more than zero.', [
      { field: `${field}.amount`, issue: 'must be more than 0', reason: 'positive' },
    ]);
  return cents;
}
