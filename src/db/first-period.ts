import { sql, type Kysely, type Transaction } from 'kysely';
import type { BenefitYear } from '../lib/benefit-year.js';
import type { DB } from './schema.js';

/**
 * A new organisation's first period, open from the start (the demo organisation's at seeding, one made
 * with `org create` in its own transaction): the benefit year that holds today. Nothing when it has one.
 */
export async function openFirstPeriod(db: Kysely<DB> | Transaction<DB>, orgId: string, year: BenefitYear, now: Date): Promise<void> {
  await sql`INSERT INTO benefit_periods (org_id, label, starts_on, ends_on, status, opened_at, created_at, updated_at)
    SELECT ${orgId}::uuid, ${year.label}, ${year.starts_on}::date, ${year.ends_on}::date, 'open', ${now}::timestamptz, ${now}::timestamptz, ${now}::timestamptz
    WHERE NOT EXISTS (SELECT 1 FROM benefit_periods WHERE org_id = ${orgId}::uuid)
    ON CONFLICT (org_id) WHERE status = 'open' DO NOTHING`.execute(db);
}
