import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, MembersTable } from '../../db/schema.js';
import type { ListCursor } from '../../lib/list-cursor.js';
import type { MemberSort } from './schemas.js';
import { indexedFragment } from './search-fragment.js';
import { cursorAt } from '../../db/cursor-at.js';

export interface MemberFilter {
  q?: string | undefined;
  /** The departments a `department=` filter named (see departmentIds). */
  departmentIds?: string[] | undefined;
  /** The packages a `package=` filter named (see packageIds). */
  packageIds?: string[] | undefined;
  status?: 'active' | 'inactive' | undefined;
  /** The members an import created or updated, and how the list finds them (importShape). */
  importJob?: { id: string; shape: ImportShape } | undefined;
}

/**
 * What an import left, for the list of its members: only created members (read as one range of their
 * index); up to IMPORT_SET_LIMIT created and updated ones (looked up one by one, then ordered); or more
 * (the list walked, keeping the import's).
 */
export type ImportShape = 'created' | 'few' | 'many';
export const IMPORT_SET_LIMIT = 10_000;

/** The text `q` searches, as the member is now (migration 0025's member_search keeps it, with the trigram index). */
const SEARCH_TEXT = sql<string>`member_search_text(m.full_name, m.external_id, m.email, m.phone)`;

/** A LIKE pattern that matches `text` anywhere, with LIKE's own wildcards taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The list's orders: what it is ordered by, a row's place in that order for a cursor, and a cursor's place
 * as SQL. Names and numbers compare case-insensitively in code point order ("C"), the same on PGlite and
 * PostgreSQL whatever the database's collation: Ethiopic names in the order of the fidel.
 */
const SORT_KEYS = {
  created_at: {
    order: sql`m.created_at`,
    cursorAt: cursorAt(sql.ref('m.created_at')),
    value: (at: string) => sql`${at}::timestamptz`,
  },
  full_name: {
    order: sql`lower(m.full_name) COLLATE "C"`,
    cursorAt: sql<string>`lower(m.full_name)`,
    value: (at: string) => sql`${at}::text COLLATE "C"`,
  },
  external_id: {
    order: sql`lower(m.external_id) COLLATE "C"`,
    cursorAt: sql<string>`lower(m.external_id)`,
    value: (at: string) => sql`${at}::text COLLATE "C"`,
  },
};

/** Members of an organisation as the members API reads them: the only SQL of this capability. */
export class MembersRepository {
  constructor(readonly db: Kysely<DB>) {}

  private select(orgId: string) {
    return this.db
      .selectFrom('members as m')
      .leftJoin('departments as d', 'd.id', 'm.department_id')
      .leftJoin('benefit_packages as p', 'p.id', 'm.package_id')
      .where('m.org_id', '=', orgId);
  }

  /** `recheck: false`: the search's candidates only, for the planner's estimate (see count). */
  private filtered(orgId: string, filter: MemberFilter, recheck = true) {
    let query = this.select(orgId);
    if (filter.q !== undefined) {
      const search = filter.q.toLowerCase();
      const fragment = indexedFragment(search);
      // The members whose search text has the fragment (the trigram index), then the whole search checked on
      // the member as it is now (strpos: a plain substring, as LIKE's pattern was). The search text of an
      // import's members is written just after it commits: until then they are not found, never found wrongly.
      query = query.where('m.id', 'in', (eb) => {
        const candidates = eb
          .selectFrom('member_search as s')
          .select('s.member_id')
          .where('s.org_id', '=', orgId)
          .where('s.text', 'like', containing(fragment));
        // The whole search on the stored text too, where the index's rows are read anyway (strpos, which the
        // index cannot take: asked for every trigram of a phone number it was far slower), so that only true
        // matches are looked up among the members: a phone's six digits find hundreds of texts, one of them the phone's.
        return recheck && fragment !== search ? candidates.where(sql<boolean>`strpos(s.text, ${search}) > 0`) : candidates;
      });
      if (recheck) query = query.where(sql<boolean>`strpos(${SEARCH_TEXT}, ${search}) > 0`);
    }
    // By id, not through the join: the planner then estimates from the members' own statistics (through
    // the join it guessed 9,524 of 200,000, and the list says its estimate).
    if (filter.departmentIds !== undefined)
      query = filter.departmentIds.length ? query.where('m.department_id', 'in', filter.departmentIds) : query.where(sql<boolean>`false`);
    if (filter.packageIds !== undefined)
      query = filter.packageIds.length ? query.where('m.package_id', 'in', filter.packageIds) : query.where(sql<boolean>`false`);
    if (filter.status !== undefined) query = query.where('m.status', '=', filter.status);
    if (filter.importJob !== undefined) {
      const { id: jobId, shape } = filter.importJob;
      const updated = this.db.selectFrom('migration_record_updates').select('record_id as id').where('job_id', '=', jobId);
      // Only created members: one range of migration 0029's (created_by_job_id, created_at, id) index, newest
      // first at any depth. A few created and updated ones: each looked up, then ordered (the planner takes
      // an IN over both for 200 members whatever their number, so only a bounded set is written so). Many:
      // the list walked, keeping the import's (they are then a fair share of the list).
      if (shape === 'created') query = query.where('m.created_by_job_id', '=', jobId);
      else if (shape === 'few')
        query = query.where(
          'm.id',
          'in',
          this.db.selectFrom('members').select('id').where('created_by_job_id', '=', jobId).unionAll(updated),
        );
      else query = query.where((eb) => eb.or([eb('m.created_by_job_id', '=', jobId), eb('m.id', 'in', updated)]));
    }
    return query;
  }

  private columns() {
    return [
      'm.id',
      'm.external_id',
      'm.full_name',
      'm.email',
      'm.phone',
      'm.gender',
      'm.status',
      'm.created_at',
      'm.updated_at',
      sql<string | null>`to_char(m.date_of_birth, 'YYYY-MM-DD')`.as('date_of_birth'),
      sql<string | null>`to_char(m.employment_start_date, 'YYYY-MM-DD')`.as('employment_start_date'),
      sql<string>`m.allowance_amount::text`.as('allowance_amount'),
      'm.allowance_source',
      'd.name as department',
      'p.code as package_code',
    ] as const;
  }

  /** How the list finds an import's members (ImportShape), from at most IMPORT_SET_LIMIT + 1 of each kind. */
  async importShape(jobId: string): Promise<ImportShape> {
    const capped = (from: string, column: string) =>
      sql<string>`(SELECT count(*) FROM (SELECT 1 FROM ${sql.table(from)} WHERE ${sql.ref(column)} = ${jobId}::uuid LIMIT ${IMPORT_SET_LIMIT + 1}) c)`;
    const { rows } = await sql<{
      created: string;
      updated: string;
    }>`SELECT ${capped('members', 'created_by_job_id')} AS created, ${capped('migration_record_updates', 'job_id')} AS updated`.execute(
      this.db,
    );
    const created = Number(rows[0]!.created);
    const updated = Number(rows[0]!.updated);
    if (updated === 0) return 'created';
    return created + updated <= IMPORT_SET_LIMIT ? 'few' : 'many';
  }

  /** The organisation's departments a name or code names (case-insensitive). */
  async departmentIds(orgId: string, nameOrCode: string): Promise<string[]> {
    const name = nameOrCode.toLowerCase();
    const rows = await this.db
      .selectFrom('departments')
      .select('id')
      .where('org_id', '=', orgId)
      .where((eb) => eb.or([eb(eb.fn('lower', ['name']), '=', name), eb(eb.fn('lower', ['code']), '=', name)]))
      .execute();
    return rows.map((row) => row.id);
  }

  /** The organisation's benefit packages a code names (case-insensitive). */
  async packageIds(orgId: string, code: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('benefit_packages')
      .select('id')
      .where('org_id', '=', orgId)
      .where((eb) => eb(eb.fn('lower', ['code']), '=', code.toLowerCase()))
      .execute();
    return rows.map((row) => row.id);
  }

  /**
   * A page of the list in its order (newest first unless `sort` says otherwise): after `cursor` when
   * given, else by offset. Each item carries its place in the order (`cursor_at`) for the next cursor.
   * Newest first is one index range at any depth; by name or number the matching members are sorted
   * (an index for each would be paid by every row of every import: docs/decisions.md).
   */
  page(orgId: string, filter: MemberFilter, page: number, pageSize: number, sort: MemberSort = '-created_at', cursor?: ListCursor) {
    const direction = sort.startsWith('-') ? 'desc' : 'asc';
    const key = SORT_KEYS[sort.replace(/^-/, '') as keyof typeof SORT_KEYS];
    let query = this.filtered(orgId, filter)
      .select(this.columns())
      .select(key.cursorAt.as('cursor_at'))
      .orderBy(key.order, direction)
      .orderBy('m.id', direction)
      .limit(pageSize);
    if (cursor)
      query = query.where(
        sql<boolean>`(${key.order}, m.id) ${sql.raw(direction === 'desc' ? '<' : '>')} (${key.value(cursor.at)}, ${cursor.id}::uuid)`,
      );
    else query = query.offset((page - 1) * pageSize);
    return query.execute();
  }

  /**
   * How many members match: exact up to `exactUpTo`, found by reading at most that many; above it the
   * planner's estimate from the table's statistics (an exact count grows with the table; the estimate
   * does not).
   */
  async count(orgId: string, filter: MemberFilter, exactUpTo: number): Promise<{ total: number; estimated: boolean }> {
    const matching = (recheck = true) => this.filtered(orgId, filter, recheck).select(sql<number>`1`.as('one'));
    const { n } = await this.db
      .selectFrom(
        matching()
          .limit(exactUpTo + 1)
          .as('capped'),
      )
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(n) <= exactUpTo) return { total: Number(n), estimated: false };
    // The planner knows the stored texts' statistics, not a function's: with the recheck it took a third
    // of the members with "tesf" for a guess (30,303 of 100,000).
    const [plan] = (await matching(false).explain('json')) as { 'QUERY PLAN': { Plan: { 'Plan Rows': number } }[] }[];
    return { total: Math.max(exactUpTo + 1, Math.round(plan?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0)), estimated: true };
  }

  /** A member's own benefits: what My benefits shows them, from their record and their package. */
  benefits(orgId: string, memberId: string) {
    return this.select(orgId)
      .innerJoin('organisations as o', 'o.id', 'm.org_id')
      .select([
        'm.id',
        'm.external_id',
        'm.full_name',
        'm.email',
        'm.phone',
        'd.name as department',
        'p.code as package_code',
        'p.name as package_name',
        'o.currency',
        sql<string>`m.allowance_amount::text`.as('allowance_amount'),
        sql<string>`m.allowance_used::text`.as('allowance_used'),
        sql<string>`greatest(m.allowance_amount - m.allowance_used, 0)::numeric(14, 2)::text`.as('allowance_remaining'),
      ])
      .where('m.id', '=', memberId)
      .where('m.status', '=', 'active')
      .executeTakeFirst();
  }

  /** Which of external_id, email and phone another active member of the organisation holds (`exceptId`: the member itself). */
  async takenBy(
    trx: Transaction<DB>,
    orgId: string,
    record: { external_id?: string | null; email?: string | null; phone?: string | null },
    exceptId?: string,
  ): Promise<'external_id' | 'email' | 'phone' | undefined> {
    const others = (eb: Kysely<DB>) =>
      eb
        .selectFrom('members')
        .select('id')
        .where('org_id', '=', orgId)
        .where('status', '=', 'active')
        .where('id', '<>', exceptId ?? '00000000-0000-0000-0000-000000000000');
    if (await others(trx).where('external_id', '=', record.external_id!).executeTakeFirst()) return 'external_id';
    if (record.email && (await others(trx).where(sql<boolean>`lower(email) = lower(${record.email})`).executeTakeFirst())) return 'email';
    if (record.phone && (await others(trx).where('phone', '=', record.phone).executeTakeFirst())) return 'phone';
    return undefined;
  }

  /**
   * The department (by code or name, case-insensitive; an active one first) and the package (by code) a
   * record names, and the package's allowance; locked FOR SHARE, so an archive waits for the change.
   */
  async references(trx: Transaction<DB>, orgId: string, record: Record<string, string | null>) {
    const department = record.department
      ? await trx
          .selectFrom('departments')
          .select(['id', 'name', 'status'])
          .where('org_id', '=', orgId)
          .where((eb) =>
            eb.or([
              eb(eb.fn('lower', ['code']), '=', record.department!.toLowerCase()),
              eb(eb.fn('lower', ['name']), '=', record.department!.toLowerCase()),
            ]),
          )
          .orderBy(sql`status = 'active'`, 'desc')
          .orderBy(sql`lower(code) = ${record.department.toLowerCase()}`, 'desc')
          .limit(1)
          .forShare()
          .executeTakeFirst()
      : undefined;
    const pkg = record.package_code
      ? await trx
          .selectFrom('benefit_packages')
          .select(['id', 'code', 'status', sql<string | null>`allowance_amount::text`.as('allowance_amount')])
          .where('org_id', '=', orgId)
          .where((eb) => eb(eb.fn('lower', ['code']), '=', record.package_code!.toLowerCase()))
          .forShare()
          .executeTakeFirst()
      : undefined;
    return { department, pkg };
  }

  /**
   * The department and package a member holds, locked FOR SHARE (an archive waits for the change that
   * reads them, then counts its members), with their status.
   */
  async heldReferences(trx: Transaction<DB>, member: { department_id: string | null; package_id: string | null }) {
    const department = member.department_id
      ? await trx
          .selectFrom('departments')
          .select(['id', 'name', 'status'])
          .where('id', '=', member.department_id)
          .forShare()
          .executeTakeFirst()
      : undefined;
    const pkg = member.package_id
      ? await trx
          .selectFrom('benefit_packages')
          .select(['id', 'code', 'status'])
          .where('id', '=', member.package_id)
          .forShare()
          .executeTakeFirst()
      : undefined;
    return { department, pkg };
  }

  /** A new member (active) of the organisation: its id. */
  async insert(trx: Transaction<DB>, orgId: string, values: MemberColumns, now: Date): Promise<string> {
    const { id } = await trx
      .insertInto('members')
      .values({ org_id: orgId, ...values, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async update(trx: Transaction<DB>, id: string, values: Partial<MemberColumns>, now: Date): Promise<void> {
    await trx
      .updateTable('members')
      .set({ ...values, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  /** The member's stored fields as the API writes them (department by name, package by code), locked for a change. */
  lockRecord(trx: Transaction<DB>, orgId: string, id: string) {
    return trx
      .selectFrom('members as m')
      .leftJoin('departments as d', 'd.id', 'm.department_id')
      .leftJoin('benefit_packages as p', 'p.id', 'm.package_id')
      .select(this.columns())
      .select(['m.department_id', 'm.package_id'])
      .where('m.org_id', '=', orgId)
      .where('m.id', '=', id)
      .forUpdate('m')
      .executeTakeFirst();
  }

  async setStatus(trx: Transaction<DB>, id: string, status: 'active' | 'inactive', now: Date): Promise<void> {
    await trx.updateTable('members').set({ status, updated_at: now }).where('id', '=', id).execute();
  }

  /** The imports that created or updated a member, newest first. */
  imports(orgId: string, memberId: string) {
    const touched = this.db
      .selectFrom('members')
      .select(['created_by_job_id as job_id', sql<'created' | 'updated'>`'created'`.as('change')])
      .where('id', '=', memberId)
      .where('created_by_job_id', 'is not', null)
      .unionAll(
        this.db
          .selectFrom('migration_record_updates')
          .select(['job_id', sql<'created' | 'updated'>`'updated'`.as('change')])
          .where('record_id', '=', memberId),
      );
    return (
      this.db
        .selectFrom(touched.as('t'))
        .innerJoin('migration_jobs as j', 'j.id', 't.job_id')
        .select(['j.id as job_id', 't.change', 'j.file_name', 'j.status', 'j.committed_at', 'j.rolled_back_at'])
        .where('j.org_id', '=', orgId)
        .orderBy(sql`j.committed_at desc nulls last`)
        .orderBy('j.created_at', 'desc')
        // An update always follows the creation: the order when both carry the same moment.
        .orderBy('t.change', 'desc')
        .execute()
    );
  }

  find(orgId: string, id: string) {
    return this.select(orgId).select(this.columns()).where('m.id', '=', id).executeTakeFirst();
  }
}

/** What a person writes of a member, as stored. */
export type MemberColumns = Pick<
  MembersTable,
  'external_id' | 'full_name' | 'email' | 'phone' | 'date_of_birth' | 'gender' | 'department_id' | 'employment_start_date' | 'package_id'
> & { allowance_amount: string };

export type MemberRow = NonNullable<Awaited<ReturnType<MembersRepository['find']>>>;
