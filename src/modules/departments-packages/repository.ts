import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, ReferenceStatus } from '../../db/schema.js';
import type { ListKind, ListRow, ListValues } from './kinds.js';

type Db = Kysely<DB> | Transaction<DB>;

/** How long a change of a department or package waits for an import committing into it. */
const LOCK_WAIT = '3s';

export interface ListFilter {
  q?: string | undefined;
  status?: ReferenceStatus | undefined;
}

/** A LIKE pattern that matches `text` anywhere, with LIKE's own wildcards taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The columns of a row, the package-only ones as null for departments. */
function columns(kind: ListKind) {
  const extra =
    kind.table === 'benefit_packages'
      ? sql`t.description, t.allowance_amount::text AS allowance_amount`
      : sql`NULL::text AS description, NULL::text AS allowance_amount`;
  return sql`t.id, t.code, t.name, ${extra}, t.status, t.created_at, t.updated_at, (SELECT o.currency FROM organisations o WHERE o.id = t.org_id) AS currency,
    (SELECT count(*) FROM members m WHERE m.${sql.ref(kind.memberColumn)} = t.id AND m.status = 'active')::int AS member_count`;
}

/** Departments and packages of an organisation: the only SQL of this capability. */
export class ListsRepository {
  constructor(readonly db: Kysely<DB>) {}

  private where(_kind: ListKind, orgId: string, filter: ListFilter) {
    const conditions = [sql`t.org_id = ${orgId}::uuid`];
    if (filter.q) conditions.push(sql`(lower(t.code) LIKE ${containing(filter.q)} OR lower(t.name) LIKE ${containing(filter.q)})`);
    if (filter.status) conditions.push(sql`t.status = ${filter.status}`);
    return sql.join(conditions, sql` AND `);
  }

  /** A page, active ones first, then by name; and how many match. */
  async page(
    kind: ListKind,
    orgId: string,
    filter: ListFilter,
    page: number,
    pageSize: number,
  ): Promise<{ items: ListRow[]; total: number }> {
    const table = sql.table(kind.table);
    const [items, total] = await Promise.all([
      sql<ListRow>`SELECT ${columns(kind)} FROM ${table} t WHERE ${this.where(kind, orgId, filter)}
        ORDER BY t.status = 'archived', lower(t.name), t.id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`.execute(this.db),
      sql<{ n: string }>`SELECT count(*) AS n FROM ${table} t WHERE ${this.where(kind, orgId, filter)}`.execute(this.db),
    ]);
    return { items: items.rows, total: Number(total.rows[0]!.n) };
  }

  /**
   * One of the organisation's rows; `lock`: locked for a change first, and read after the lock is granted
   * (an import committing into it holds it FOR SHARE: its members are then counted). An import that holds it
   * past LOCK_WAIT fails with the lock timeout (SQLSTATE 55P03).
   */
  async find(db: Db, kind: ListKind, orgId: string, id: string, lock = false): Promise<ListRow | undefined> {
    if (lock) {
      await sql`SET LOCAL lock_timeout = ${sql.lit(LOCK_WAIT)}`.execute(db);
      await sql`SELECT 1 FROM ${sql.table(kind.table)} t WHERE t.org_id = ${orgId}::uuid AND t.id = ${id}::uuid FOR UPDATE`.execute(db);
      await sql`SET LOCAL lock_timeout = 0`.execute(db);
    }
    const result =
      await sql<ListRow>`SELECT ${columns(kind)} FROM ${sql.table(kind.table)} t WHERE t.org_id = ${orgId}::uuid AND t.id = ${id}::uuid`.execute(
        db,
      );
    return result.rows[0];
  }

  /** The first of the kind's unique fields whose value another row of the organisation holds, as its own or as one it must not equal. */
  async clash(
    trx: Transaction<DB>,
    kind: ListKind,
    orgId: string,
    record: ListValues,
    exceptId?: string,
  ): Promise<'code' | 'name' | undefined> {
    for (const { field, against } of kind.unique) {
      const value = record[field];
      if (!value) continue;
      const matches = sql.join(
        against.map((column) => sql`lower(t.${sql.ref(column)}) = lower(${value})`),
        sql` OR `,
      );
      const found =
        await sql`SELECT 1 FROM ${sql.table(kind.table)} t WHERE t.org_id = ${orgId}::uuid AND t.id IS DISTINCT FROM ${exceptId ?? null}::uuid AND (${matches}) LIMIT 1`.execute(
          trx,
        );
      if (found.rows.length > 0) return field;
    }
    return undefined;
  }

  async insert(trx: Transaction<DB>, kind: ListKind, orgId: string, values: ListValues, now: Date): Promise<string> {
    const result =
      kind.table === 'benefit_packages'
        ? await sql<{ id: string }>`INSERT INTO benefit_packages (org_id, code, name, description, allowance_amount, created_at, updated_at)
          VALUES (${orgId}::uuid, ${values.code}, ${values.name}, ${values.description ?? null}, ${values.allowance_amount ?? null}::numeric, ${now}, ${now}) RETURNING id`.execute(
            trx,
          )
        : await sql<{
            id: string;
          }>`INSERT INTO departments (org_id, code, name, created_at, updated_at) VALUES (${orgId}::uuid, ${values.code}, ${values.name}, ${now}, ${now}) RETURNING id`.execute(
            trx,
          );
    return result.rows[0]!.id;
  }

  async update(trx: Transaction<DB>, kind: ListKind, id: string, values: ListValues, now: Date): Promise<void> {
    const sets = [sql`code = ${values.code}`, sql`name = ${values.name}`, sql`updated_at = ${now}`];
    if (kind.table === 'benefit_packages')
      sets.push(sql`description = ${values.description ?? null}`, sql`allowance_amount = ${values.allowance_amount ?? null}::numeric`);
    await sql`UPDATE ${sql.table(kind.table)} SET ${sql.join(sets)} WHERE id = ${id}::uuid`.execute(trx);
  }

  async setStatus(trx: Transaction<DB>, kind: ListKind, id: string, status: ReferenceStatus, now: Date): Promise<void> {
    await sql`UPDATE ${sql.table(kind.table)} SET status = ${status}, updated_at = ${now} WHERE id = ${id}::uuid`.execute(trx);
  }

  async currency(orgId: string): Promise<string> {
    // Read where it is needed (a package's allowance): an organisation's currency is set once, at its creation.
    const row = await this.db.selectFrom('organisations').select('currency').where('id', '=', orgId).executeTakeFirstOrThrow();
    return row.currency;
  }
}
