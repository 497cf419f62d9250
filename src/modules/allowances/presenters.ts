import { fromCents, money, toCents } from '../../lib/money.js';
import type { AccountView, LedgerEntryRow } from './repository.js';

export const orderNumber = (n: number) => `ORD-${String(n).padStart(6, '0')}`;

/** The account as the API shows it: figures as Money, entries newest first. */
export function toAccount(account: AccountView, entries: LedgerEntryRow[]) {
  const { currency } = account;
  return {
    member_id: account.member_id,
    period: { id: account.period_id, label: account.period_label, starts_on: account.starts_on, ends_on: account.ends_on },
    allowance: money(account.allowance, currency),
    reserved: money(account.reserved, currency),
    spent: money(account.spent, currency),
    remaining: money(account.remaining, currency),
    version: Number(account.version),
    entries: entries.map((entry) => toEntry(entry, currency)),
  };
}

/** One ledger entry as the API shows it. */
export function toEntry(entry: LedgerEntryRow, currency: string) {
  return {
    id: entry.id,
    kind: entry.kind,
    allowance_change: money(entry.allowance_change, currency),
    reserved_change: money(entry.reserved_change, currency),
    spent_change: money(entry.spent_change, currency),
    remaining_after: money(
      fromCents(toCents(entry.allowance_after) - toCents(entry.reserved_after) - toCents(entry.spent_after)),
      currency,
    ),
    order: entry.order_id && entry.order_number !== null ? { id: entry.order_id, number: orderNumber(entry.order_number) } : null,
    actor: entry.actor_id ? { id: entry.actor_id, full_name: entry.actor_name ?? '' } : null,
    note: entry.note,
    at: entry.created_at.toISOString(),
  };
}

/** What /v1/auth/me and /v1/me/benefits say of a member's allowance. */
export function toSummary(account: AccountView) {
  const { currency } = account;
  return {
    allowance_remaining: money(account.remaining, currency),
    allowance_total: money(account.allowance, currency),
    reserved: money(account.reserved, currency),
    spent: money(account.spent, currency),
  };
}
