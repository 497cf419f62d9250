import { Type, type Static } from '@sinclair/typebox';
import { LEDGER_KINDS } from '../../db/spending-tables.js';
import { envelope, Money, StringEnum } from '../../lib/http-schemas.js';

export const STATEMENT_SCOPES = ['member', 'department', 'organisation', 'provider'] as const;
export type StatementScope = (typeof STATEMENT_SCOPES)[number];
export const StatementScopeSchema = StringEnum(STATEMENT_SCOPES, { title: 'StatementScope' });
const StatementCalendar = StringEnum(['gregorian', 'ethiopian'] as const, {
  title: 'StatementCalendar',
  description: "how the lines' dates are written: ISO (2026-05-30) or as ICU's Ethiopic calendar writes them (22 ግንቦት 2018)",
});
const StatementLocale = StringEnum(['en', 'am'] as const, {
  title: 'StatementLocale',
  description: 'the language of its headers and words',
});
const Id = (description: string) => Type.String({ maxLength: 100, description });

export const StatementCreateBody = Type.Object(
  {
    scope: StatementScopeSchema,
    member_id: Type.Optional(Id('scope member: the member (a MEMBER: their own, the default)')),
    department_id: Type.Optional(Id('scope department: the department (its members as they are now)')),
    provider_id: Type.Optional(Id("scope provider: the provider (its orders' entries)")),
    period_id: Type.Optional(Id('the benefit period: every entry of its accounts; or give from and to')),
    from: Type.Optional(Type.String({ format: 'date', description: 'first day (Addis Ababa), with to: days of one period' })),
    to: Type.Optional(Type.String({ format: 'date', description: 'last day, not before from' })),
    calendar: Type.Optional(StatementCalendar),
    locale: Type.Optional(StatementLocale),
  },
  { additionalProperties: false, title: 'StatementCreate' },
);
export type StatementCreateBody = Static<typeof StatementCreateBody>;

export const Totals = Type.Object(
  {
    opening: Money,
    granted: Money,
    reserved: Money,
    released: Money,
    captured: Money,
    adjusted: Money,
    closing: Money,
  },
  {
    title: 'StatementTotals',
    description:
      'closing = opening + granted - reserved + released + adjusted (adjusted: in less out, signed); captured moves money from reserved to spent and leaves what remains as it was. A member statement of a whole period closes at their account remaining.',
  },
);

export const Statement = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    number: Type.String({ examples: ['ST-000001'] }),
    scope: StatementScopeSchema,
    member_id: Type.Union([Type.String(), Type.Null()]),
    department_id: Type.Union([Type.String(), Type.Null()]),
    provider_id: Type.Union([Type.String(), Type.Null()]),
    scope_name: Type.String({ description: "the member's, department's, provider's or organisation's name when it was made" }),
    period: Type.Object({
      id: Type.String(),
      label: Type.String(),
      starts_on: Type.String({ format: 'date' }),
      ends_on: Type.String({ format: 'date' }),
    }),
    from: Type.String({ format: 'date' }),
    to: Type.String({ format: 'date' }),
    calendar: StatementCalendar,
    locale: StatementLocale,
    totals: Totals,
    line_count: Type.Integer(),
    with_descriptions: Type.Boolean({ description: "a member's own statement, made by them: its lines say what each order was for" }),
    checksum: Type.String({ description: 'SHA-256 (hex) of its CSV download, which never changes' }),
    created_by: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'Statement' },
);

export const StatementLine = Type.Object(
  {
    position: Type.Integer(),
    entry_id: Type.String({ description: 'the ledger entry' }),
    occurred_at: Type.String({ format: 'date-time' }),
    date: Type.String({ description: "the day, in the statement's calendar and language" }),
    order_number: Type.Union([Type.String(), Type.Null()]),
    member_name: Type.Union([Type.String(), Type.Null()]),
    employee_number: Type.Union([Type.String(), Type.Null()]),
    department: Type.Union([Type.String(), Type.Null()]),
    provider: Type.Union([Type.String(), Type.Null()]),
    category: Type.Union([Type.String(), Type.Null()]),
    kind: StringEnum(LEDGER_KINDS, { title: 'LedgerKind' }),
    amount: Money,
    description: Type.Optional(
      Type.Union([Type.String(), Type.Null()], { description: "clinical detail: only in a member's own statement, for them" }),
    ),
    withheld: Type.Array(Type.String()),
  },
  { title: 'StatementLine' },
);

export const StatementResponse = envelope(Statement);
export const StatementListResponse = envelope(
  Type.Object({ items: Type.Array(Statement), next_cursor: Type.Union([Type.String(), Type.Null()]) }, { title: 'StatementList' }),
);
export const StatementLinesResponse = envelope(
  Type.Object({ items: Type.Array(StatementLine), next_cursor: Type.Union([Type.String(), Type.Null()]) }, { title: 'StatementLinePage' }),
);

export const StatementIdParams = Type.Object({ id: Type.String({ description: 'Id (UUID)' }) });
export const StatementListQuery = Type.Object(
  {
    scope: Type.Optional(StatementScopeSchema),
    period_id: Type.Optional(Id('only those of this period')),
    member_id: Type.Optional(Id('only those of this member')),
    cursor: Type.Optional(Type.String({ maxLength: 200 })),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  },
  { additionalProperties: false },
);
export type StatementListQuery = Static<typeof StatementListQuery>;
export const StatementLinesQuery = Type.Object(
  {
    cursor: Type.Optional(Type.String({ maxLength: 20, pattern: '^\\d+$' })),
    limit: Type.Integer({ minimum: 1, maximum: 500, default: 100 }),
  },
  { additionalProperties: false },
);
export const StatementDownloadQuery = Type.Object(
  { format: StringEnum(['csv', 'pdf'] as const, { default: 'csv' }) },
  { additionalProperties: false },
);
