import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export interface MemberFilter {
  q?: string | undefined;
  department?: string | undefined;
  status?: 'active' | 'inactive' | undefined;
  importJobId?: string | undefined;
}

/** The text `q` searches, exactly as migration 0007 indexes it (pg_trgm). */
const SEARCH_TEXT = sql<string>`lower(m.full_name || ' ' || m.external_id || ' ' || coalesce(m.email, '') || ' ' || coalesce(m.phone, ''))`;

/** A LIKE pattern that matches `text` anywhere, with LIKE's own wildcards taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Members of an organisation as the members API reads them: the only SQL of this capability. */
export class MembersRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private select(orgId: string) {
    return this.db
      .selectFrom('members as m')
      .leftJoin('departments as d', 'd.id', 'm.department_id')
      .leftJoin('benefit_packages as p', 'p.id', 'm.package_id')
      .where('m.org_id', '=', orgId);
  }

  private filtered(orgId: string, filter: MemberFilter) {
    let query = this.select(orgId);
    if (filter.q !== undefined) query = query.where(SEARCH_TEXT, 'like', containing(filter.q));
    if (filter.department !== undefined) {
      const name = filter.department.toLowerCase();
      query = query.where((eb) => eb.or([eb(eb.fn('lower', ['d.name']), '=', name), eb(eb.fn('lower', ['d.code']), '=', name)]));
    }
    if (filter.status !== undefined) query = query.where('m.status', '=', filter.status);
    if (filter.importJobId !== undefined) {
      const jobId = filter.importJobId;
      query = query.where((eb) => eb.or([eb('m.created_by_job_id', '=', jobId), eb('m.id', 'in', eb.selectFrom('migration_member_updates').select('member_id').where('job_id', '=', jobId))]));
    }
    return query;
  }

  private columns() {
    return [
      'm.id', 'm.external_id', 'm.full_name', 'm.email', 'm.phone', 'm.gender', 'm.status', 'm.created_at', 'm.updated_at',
      sql<string | null>`to_char(m.date_of_birth, 'YYYY-MM-DD')`.as('date_of_birth'),
      sql<string | null>`to_char(m.employment_start_date, 'YYYY-MM-DD')`.as('employment_start_date'),
      sql<string>`m.allowance_amount::text`.as('allowance_amount'),
      'd.name as department',
      'p.code as package_code',
    ] as const;
  }

  async page(orgId: string, filter: MemberFilter, page: number, pageSize: number) {
    const [items, total] = await Promise.all([
      this.filtered(orgId, filter).select(this.columns()).orderBy('m.created_at', 'desc').orderBy('m.id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
      this.filtered(orgId, filter).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(total.n) };
  }

  /** A member's own benefits: what My benefits shows them, from their record and their package. */
  benefits(orgId: string, memberId: string) {
    return this.select(orgId)
      .innerJoin('organisations as o', 'o.id', 'm.org_id')
      .select([
        'm.id', 'm.external_id', 'm.full_name', 'm.email', 'm.phone', 'd.name as department', 'p.code as package_code', 'p.name as package_name', 'o.currency',
        sql<string>`m.allowance_amount::text`.as('allowance_amount'),
        sql<string>`m.allowance_used::text`.as('allowance_used'),
        sql<string>`greatest(m.allowance_amount - m.allowance_used, 0)::numeric(14, 2)::text`.as('allowance_remaining'),
      ])
      .where('m.id', '=', memberId)
      .where('m.status', '=', 'active')
      .executeTakeFirst();
  }

  find(orgId: string, id: string) {
    return this.select(orgId).select(this.columns()).where('m.id', '=', id).executeTakeFirst();
  }
}

export type MemberRow = NonNullable<Awaited<ReturnType<MembersRepository['find']>>>;
