import { sql, type RawBuilder } from 'kysely';
import { settlementRules } from '../../orders/settlement-records.js';
import type { DatasetDefinition, EffectPreviewRow } from './types.js';

type Job = { id: string; orgId: string };

/** The order a row names, by its number (ORD-000123): of the organisation only. */
const orderOf = (job: Job) =>
  sql`LEFT JOIN orders o ON o.org_id = ${job.orgId}::uuid AND o.number = substring(rec.record->>'order_number' from 5)::int`;
const providerOf = (job: Job) =>
  sql`LEFT JOIN providers p ON p.org_id = ${job.orgId}::uuid AND lower(p.code) = lower(rec.record->>'provider_code')`;

/** One error per row a check refuses (`code` null: none), with its sentence and params. */
const errors = (
  value: string,
  from: RawBuilder<unknown>,
  code: RawBuilder<unknown>,
  message: RawBuilder<unknown>,
  params: RawBuilder<unknown>,
) =>
  sql`SELECT * FROM (SELECT rec.row_number, rec.record->>${value} AS value, ${code} AS code, ${message} AS message, ${params} AS params ${from}) e
    WHERE e.code IS NOT NULL`;

/**
 * A provider's invoice, a line per order it served: an import that fulfils each order as POST
 * .../fulfil would (orders/settlement.ts), all or none, with a preview of what it captures and releases
 * and a rollback that gives the orders back. Run by finance.
 */
export const settlementsDataset: DatasetDefinition = {
  type: 'settlements',
  importPermission: 'finance:write',
  // Finance undoes its own settlements (within the rollback window).
  rollbackPermission: 'finance:write',
  ...settlementRules,
  effect: { name: 'settle_orders', preview: (job) => settlementPreview(job) },
  setRules: [
    { kind: 'unique_in_file', field: 'order_number' },
    {
      kind: 'query',
      field: 'provider_code',
      errors: (job, live) =>
        errors(
          'provider_code',
          sql`FROM migration_records rec ${providerOf(job)} WHERE ${live} AND rec.record->>'provider_code' IS NOT NULL`,
          sql`CASE WHEN p.id IS NULL THEN 'UNKNOWN_PROVIDER' END`,
          sql`'No provider of your organisation has this code.'`,
          sql`'{"reason":"unknown"}'::jsonb`,
        ),
    },
    {
      kind: 'query',
      field: 'order_number',
      // An order number of another organisation reads as no order at all: nothing says it exists elsewhere.
      errors: (job, live) =>
        errors(
          'order_number',
          sql`FROM migration_records rec ${orderOf(job)} ${providerOf(job)} WHERE ${live} AND rec.record->>'order_number' IS NOT NULL`,
          sql`CASE WHEN o.id IS NULL THEN 'ORDER_NOT_FOUND'
            WHEN p.id IS NOT NULL AND o.provider_id <> p.id THEN 'OTHER_PROVIDER'
            WHEN o.status = 'fulfilled' THEN 'ORDER_ALREADY_FULFILLED'
            WHEN o.status <> 'approved' THEN 'ORDER_NOT_APPROVED' END`,
          sql`CASE WHEN o.id IS NULL THEN 'No order of your organisation has this number.'
            WHEN p.id IS NOT NULL AND o.provider_id <> p.id THEN 'This order was placed with another provider.'
            WHEN o.status = 'fulfilled' THEN 'This order is already fulfilled' || coalesce(' (invoice ' || o.invoice_ref || ')', '') || '.'
            ELSE 'This order is ' || o.status || ': only an approved order can be settled.' END`,
          sql`CASE WHEN o.id IS NULL THEN '{"reason":"unknown"}'::jsonb
            WHEN p.id IS NOT NULL AND o.provider_id <> p.id THEN '{"reason":"other_provider"}'::jsonb
            ELSE jsonb_build_object('status', o.status) || CASE WHEN o.invoice_ref IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('invoice_ref', o.invoice_ref) END END`,
        ),
    },
    {
      kind: 'query',
      field: 'amount',
      errors: (job, live) =>
        errors(
          'amount',
          sql`FROM migration_records rec ${orderOf(job)} WHERE ${live} AND rec.record->>'amount' IS NOT NULL AND o.status = 'approved'`,
          sql`CASE WHEN (rec.record->>'amount')::numeric > o.approved_amount THEN 'EXCEEDS_APPROVED' END`,
          sql`'More than the ' || o.approved_amount::text || ' approved for this order.'`,
          sql`jsonb_build_object('approved', o.approved_amount::text)`,
        ),
    },
  ],
  target: {
    // Settlements write no table of their own: the orders they fulfil are locked by the import like a target.
    table: 'orders',
    names: { existing: 'An order', other: 'Another order', plural: 'orders', reason: 'order' },
    key: { field: 'order_number', column: 'number', caseInsensitive: false },
    matchesArchived: true,
    inactiveStatus: 'archived',
    columns: [],
    references: [],
    unique: [],
  },
};

/** What a settlement would do: the orders it fulfils, what it captures, and what it releases (approved less billed). */
const settlementPreview = (job: Job) => sql<EffectPreviewRow>`
  SELECT count(*) FILTER (WHERE NOT rec.excluded AND NOT rec.skipped) AS to_update, count(*) FILTER (WHERE rec.skipped) AS to_skip,
    count(*) FILTER (WHERE rec.excluded) AS excluded,
    coalesce(sum((rec.record->>'amount')::numeric) FILTER (WHERE NOT rec.excluded AND NOT rec.skipped), 0)::numeric(16, 2)::text AS to_capture,
    coalesce(sum(o.held - (rec.record->>'amount')::numeric) FILTER (WHERE NOT rec.excluded AND NOT rec.skipped), 0)::numeric(16, 2)::text AS to_release
  FROM migration_records rec ${orderOf(job)}
  WHERE rec.job_id = ${job.id}::uuid`;
