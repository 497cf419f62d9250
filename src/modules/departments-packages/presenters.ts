import type { ListRow } from './kinds.js';

/** A department as the API shows it. */
export function toDepartment(row: ListRow) {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    status: row.status,
    member_count: row.member_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** A benefit package as the API shows it: its allowance as Money in the organisation's currency, or null while not set. */
export function toPackage(row: ListRow) {
  return {
    ...toDepartment(row),
    description: row.description,
    allowance_amount: row.allowance_amount === null ? null : { amount: row.allowance_amount, currency: row.currency },
  };
}

export function pageOf<T>(
  page: { items: ListRow[]; page: number; page_size: number; total_items: number; total_pages: number },
  present: (row: ListRow) => T,
) {
  return { ...page, items: page.items.map(present) };
}
