import { money } from '../../lib/money.js';
import { orderNumber } from '../allowances/presenters.js';
import type { LineRow, StatementRow } from './repository.js';
import { dayWriter } from './words.js';

export const statementNumber = (n: number) => `ST-${String(n).padStart(6, '0')}`;

export function toStatement(row: StatementRow) {
  const m = (amount: string) => money(amount, row.currency);
  return {
    id: row.id,
    number: statementNumber(row.number),
    scope: row.scope,
    member_id: row.member_id,
    department_id: row.department_id,
    provider_id: row.provider_id,
    scope_name: row.scope_name,
    period: { id: row.period_id, label: row.period_label, starts_on: row.period_starts_on, ends_on: row.period_ends_on },
    from: row.from_day,
    to: row.to_day,
    calendar: row.calendar,
    locale: row.locale,
    totals: {
      opening: m(row.opening),
      granted: m(row.granted),
      reserved: m(row.reserved),
      released: m(row.released),
      captured: m(row.captured),
      adjusted: m(row.adjusted),
      closing: m(row.closing),
    },
    line_count: row.line_count,
    with_descriptions: row.with_descriptions,
    checksum: row.checksum ?? '',
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
  };
}

/** A statement's lines as the API shows them (the clinical rule then decides whether `description` stays). */
export function toLines(statement: StatementRow, lines: readonly LineRow[]) {
  const day = dayWriter(statement.calendar, statement.locale);
  return lines.map((line) => ({
    position: line.position,
    entry_id: line.entry_id,
    occurred_at: line.occurred_at.toISOString(),
    date: day(line.occurred_at),
    order_number: line.order_number === null ? null : orderNumber(line.order_number),
    member_name: line.member_name,
    employee_number: line.employee_number,
    department: line.department,
    provider: line.provider,
    category: line.category,
    kind: line.kind,
    amount: money(line.amount, statement.currency),
    ...(statement.with_descriptions ? { description: line.description } : {}),
  }));
}
