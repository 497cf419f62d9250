import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, ReferenceStatus } from '../../db/schema.js';
import type { ProviderKind } from '../../db/spending-tables.js';

type Db = Kysely<DB> | Transaction<DB>;

export interface ProviderRow {
  id: string;
  code: string;
  name: string;
  kind: ProviderKind;
  phone: string | null;
  email: string | null;
  status: ReferenceStatus;
  created_at: Date;
  updated_at: Date;
}

export type ProviderValues = Record<'code' | 'name' | 'kind' | 'phone' | 'email', string | null>;

export interface ProviderFilter {
  q?: string | undefined;
  kind?: ProviderKind | undefined;
  status?: ReferenceStatus | undefined;
}

const COLUMNS = ['id', 'code', 'name', 'kind', 'phone', 'email', 'status', 'created_at', 'updated_at'] as const;
/** How long a change waits for an import committing into the provider. */
const LOCK_WAIT = '3s';
/** A LIKE pattern that matches `text` anywhere, with LIKE's own wildcards taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The organisation's contracted providers: the only SQL of this capability. */
export class ProvidersRepository {
  constructor(readonly db: Kysely<DB>) {}

  private filtered(orgId: string, filter: ProviderFilter) {
    let query = this.db.selectFrom('providers').where('org_id', '=', orgId);
    if (filter.q) {
      const pattern = containing(filter.q);
      query = query.where((eb) => eb.or([eb(sql`lower(code)`, 'like', pattern), eb(sql`lower(name)`, 'like', pattern)]));
    }
    if (filter.kind) query = query.where('kind', '=', filter.kind);
    if (filter.status) query = query.where('status', '=', filter.status);
    return query;
  }

  /** A page, active ones first, then by name; and how many match. */
  async page(orgId: string, filter: ProviderFilter, page: number, pageSize: number): Promise<{ items: ProviderRow[]; total: number }> {
    const [items, total] = await Promise.all([
      this.filtered(orgId, filter)
        .select(COLUMNS)
        .orderBy(sql`status = 'archived'`)
        .orderBy(sql`lower(name)`)
        .orderBy('id')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      this.filtered(orgId, filter)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(total.n) };
  }

  /** One of the organisation's; `lock`: locked for a change (an import committing into it holds it until it ends: 55P03 past LOCK_WAIT). */
  async find(db: Db, orgId: string, id: string, lock = false): Promise<ProviderRow | undefined> {
    if (lock) await sql`SET LOCAL lock_timeout = ${sql.lit(LOCK_WAIT)}`.execute(db);
    let query = db.selectFrom('providers').select(COLUMNS).where('org_id', '=', orgId).where('id', '=', id);
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (lock) await sql`SET LOCAL lock_timeout = 0`.execute(db);
    return row;
  }

  async codeTaken(trx: Transaction<DB>, orgId: string, code: string, exceptId?: string): Promise<boolean> {
    const found = await trx
      .selectFrom('providers')
      .select('id')
      .where('org_id', '=', orgId)
      .where(sql`lower(code)`, '=', code.toLowerCase())
      .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
      .executeTakeFirst();
    return found !== undefined;
  }

  async insert(trx: Transaction<DB>, orgId: string, values: ProviderValues, now: Date): Promise<string> {
    const row = await trx
      .insertInto('providers')
      .values({
        org_id: orgId,
        ...values,
        code: values.code!,
        name: values.name!,
        kind: values.kind as ProviderKind,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(trx: Transaction<DB>, id: string, values: ProviderValues, now: Date): Promise<void> {
    await trx
      .updateTable('providers')
      .set({ ...values, code: values.code!, name: values.name!, kind: values.kind as ProviderKind, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  async setStatus(trx: Transaction<DB>, id: string, status: ReferenceStatus, now: Date): Promise<void> {
    await trx.updateTable('providers').set({ status, updated_at: now }).where('id', '=', id).execute();
  }
}
