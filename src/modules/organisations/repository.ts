import { sql, type Expression, type Kysely, type Transaction } from 'kysely';
import type { BenefitYearKind } from '../../lib/benefit-year.js';
import { emptyJobRecords } from '../../db/job-records.js';
import type { DB, OrgStatus } from '../../db/schema.js';
import { isUuid } from '../../lib/uuid.js';

/** What an organisation's own users may set of it. */
export const SETTINGS = ['name', 'member_sign_in', 'benefit_year', 'time_zone', 'member_numbers_case_sensitive'] as const;

export interface SettingsChange {
  name?: string | undefined;
  member_sign_in?: boolean | undefined;
  benefit_year?: BenefitYearKind | undefined;
  time_zone?: string | undefined;
  member_numbers_case_sensitive?: boolean | undefined;
}

export class OrganisationsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Returns the organisation after the change with its status `before`, or undefined when neither id nor slug matches. */
  async setStatus(trx: Transaction<DB>, idOrSlug: string, status: OrgStatus, now: Date) {
    const byId = isUuid(idOrSlug);
    const found = await trx
      .selectFrom('organisations')
      .select(['id', 'status'])
      .where(byId ? 'id' : 'slug', '=', byId ? idOrSlug.toLowerCase() : idOrSlug)
      .forUpdate()
      .executeTakeFirst();
    if (!found) return undefined;
    const changed = await trx
      .updateTable('organisations')
      .set({ status, updated_at: now })
      .where('id', '=', found.id)
      .returning(['id', 'slug', 'name', 'status'])
      .executeTakeFirstOrThrow();
    return { ...changed, before: found.status };
  }

  /**
   * Removes an organisation and everything that is its: jobs with their files and rows, mapping profiles,
   * webhooks with their deliveries, events, members, departments, packages, users with their sessions and
   * identities. One transaction: all of it or none. Answers the rows removed per table, or undefined when
   * there is no such organisation.
   */
  async removeOrganisation(orgId: string): Promise<Record<string, number> | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const found = await trx.selectFrom('organisations').select('id').where('id', '=', orgId).forUpdate().executeTakeFirst();
      if (!found) return undefined;
      const removed: Record<string, number> = {};
      const run = async (table: string, statement: ReturnType<typeof sql>) => {
        removed[table] = Number((await statement.execute(trx)).numAffectedRows ?? 0);
      };
      const jobs = sql`SELECT id FROM migration_jobs WHERE org_id = ${orgId}::uuid`;
      const users = sql`SELECT id FROM users WHERE org_id = ${orgId}::uuid`;
      // Each job's staged records are a table of their own: emptied here, dropped by housekeeping.
      removed.migration_records = 0;
      for (const job of await trx.selectFrom('migration_jobs').select('id').where('org_id', '=', orgId).execute())
        removed.migration_records += await emptyJobRecords(trx, job.id);
      await run('migration_row_keys', sql`DELETE FROM migration_row_keys WHERE job_id IN (${jobs})`);
      await run('migration_jobs', sql`DELETE FROM migration_jobs WHERE org_id = ${orgId}::uuid`);
      await run('mapping_profiles', sql`DELETE FROM mapping_profiles WHERE org_id = ${orgId}::uuid`);
      await run('webhook_delivery_leases', sql`DELETE FROM webhook_delivery_leases WHERE org_id = ${orgId}::uuid`);
      await run('webhook_endpoints', sql`DELETE FROM webhook_endpoints WHERE org_id = ${orgId}::uuid`);
      await run('events', sql`DELETE FROM events WHERE org_id = ${orgId}::uuid`);
      // Spending: the ledger and statements allow this one delete, named by the transaction (migration 0040).
      await sql`SELECT set_config('portal.removing_org', ${orgId}, true)`.execute(trx);
      await run('statements', sql`DELETE FROM statements WHERE org_id = ${orgId}::uuid`);
      await run('statement_numbers', sql`DELETE FROM statement_numbers WHERE org_id = ${orgId}::uuid`);
      await run('clinical_disclosures', sql`DELETE FROM clinical_disclosures WHERE org_id = ${orgId}::uuid`);
      await run('allowance_ledger', sql`DELETE FROM allowance_ledger WHERE org_id = ${orgId}::uuid`);
      await run('allowance_accounts', sql`DELETE FROM allowance_accounts WHERE org_id = ${orgId}::uuid`);
      await run('orders', sql`DELETE FROM orders WHERE org_id = ${orgId}::uuid`);
      await run('order_numbers', sql`DELETE FROM order_numbers WHERE org_id = ${orgId}::uuid`);
      await run('prescription_attachments', sql`DELETE FROM prescription_attachments WHERE org_id = ${orgId}::uuid`);
      await run('prescriptions', sql`DELETE FROM prescriptions WHERE org_id = ${orgId}::uuid`);
      await run('benefit_periods', sql`DELETE FROM benefit_periods WHERE org_id = ${orgId}::uuid`);
      await run('providers', sql`DELETE FROM providers WHERE org_id = ${orgId}::uuid`);
      // Before its members: ON DELETE CASCADE would remove it one member at a time.
      await run('member_search', sql`DELETE FROM member_search WHERE org_id = ${orgId}::uuid`);
      await run('members', sql`DELETE FROM members WHERE org_id = ${orgId}::uuid`);
      await run('departments', sql`DELETE FROM departments WHERE org_id = ${orgId}::uuid`);
      await run('benefit_packages', sql`DELETE FROM benefit_packages WHERE org_id = ${orgId}::uuid`);
      await run('demo_personas', sql`DELETE FROM demo_personas WHERE user_id IN (${users})`);
      await run('users', sql`DELETE FROM users WHERE org_id = ${orgId}::uuid`);
      await run('organisations', sql`DELETE FROM organisations WHERE id = ${orgId}::uuid`);
      return removed;
    });
  }

  /** The organisation as its users see it. */
  find(orgId: string) {
    return this.db
      .selectFrom('organisations')
      .select([
        'id',
        'name',
        'status',
        'currency',
        'member_sign_in',
        'prescription_required_for',
        'benefit_year',
        'time_zone',
        'member_numbers_case_sensitive',
      ])
      .where('id', '=', orgId)
      .executeTakeFirst();
  }

  /**
   * What a new organisation has done of its first steps, read from the data itself (one statement):
   * staff other than super users invited, active departments and packages, whether a members import has
   * completed, active members, whether members may sign in. Each count stops at `upTo + 1` rows (the
   * super user's console reads this on every page while the checklist is open: 100,000 members are not
   * counted each time to say "more than 1,000").
   */
  setupState(orgId: string, upTo: number) {
    const capped = (rows: Expression<unknown>) => sql<string>`(SELECT count(*) FROM (${rows}) AS capped)`;
    const active = (table: 'departments' | 'benefit_packages' | 'members') =>
      capped(sql`SELECT 1 FROM ${sql.table(table)} AS t WHERE t.org_id = o.id AND t.status = 'active' LIMIT ${upTo + 1}`);
    return this.db
      .selectFrom('organisations as o')
      .select((eb) => [
        'o.member_sign_in',
        capped(
          eb
            .selectFrom('users as u')
            .select(sql`1`.as('one'))
            .whereRef('u.org_id', '=', 'o.id')
            .where('u.status', '!=', 'deactivated')
            .where(sql<boolean>`u.roles && ARRAY['HR_ADMIN','FINANCE']::text[]`)
            .limit(upTo + 1),
        ).as('staff'),
        active('departments').as('departments'),
        active('benefit_packages').as('packages'),
        eb
          .exists(
            eb
              .selectFrom('migration_jobs as j')
              .select(sql`1`.as('one'))
              .whereRef('j.org_id', '=', 'o.id')
              .where('j.dataset_type', '=', 'members')
              .where('j.status', '=', 'completed'),
          )
          .as('imported'),
        active('members').as('members'),
      ])
      .where('o.id', '=', orgId)
      .executeTakeFirst();
  }

  /** The organisation, locked for a change. */
  lock(trx: Transaction<DB>, orgId: string) {
    return trx
      .selectFrom('organisations')
      .select(['id', ...SETTINGS])
      .where('id', '=', orgId)
      .forUpdate()
      .executeTakeFirst();
  }

  async setSettings(trx: Transaction<DB>, orgId: string, settings: SettingsChange, now: Date): Promise<void> {
    const given = Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
    await trx
      .updateTable('organisations')
      .set({ ...given, updated_at: now })
      .where('id', '=', orgId)
      .execute();
  }

  transaction<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  async insert(
    trx: Transaction<DB>,
    org: { id: string; slug: string; name: string; status: OrgStatus; currency: string; benefitYear: BenefitYearKind; now: Date },
  ): Promise<void> {
    await trx
      .insertInto('organisations')
      .values({
        id: org.id,
        slug: org.slug,
        name: org.name,
        status: org.status,
        currency: org.currency,
        benefit_year: org.benefitYear,
        created_at: org.now,
        updated_at: org.now,
      })
      .execute();
  }

  /** Every organisation with how many users and members it has, oldest first. */
  list() {
    return this.db
      .selectFrom('organisations as o')
      .select((eb) => [
        'o.id',
        'o.name',
        'o.status',
        'o.currency',
        eb
          .selectFrom('users as u')
          .select((e) => e.fn.countAll<string>().as('n'))
          .whereRef('u.org_id', '=', 'o.id')
          .as('users'),
        eb
          .selectFrom('members as m')
          .select((e) => e.fn.countAll<string>().as('n'))
          .whereRef('m.org_id', '=', 'o.id')
          .as('members'),
      ])
      .orderBy('o.created_at')
      .orderBy('o.id')
      .execute();
  }
}
