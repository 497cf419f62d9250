import { sql, type Kysely, type Transaction } from 'kysely';
import type { DisclosureKind } from '../../db/spending-tables.js';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

export interface DisclosureRow {
  id: string;
  actor_id: string;
  actor_name: string;
  what: DisclosureKind;
  resource_id: string;
  created_at: Date;
}

/** The disclosure log: the only SQL of this capability. */
export class DisclosuresRepository {
  constructor(readonly db: Kysely<DB>) {}

  async record(
    db: Db,
    entries: readonly {
      org_id: string;
      member_id: string;
      actor_id: string;
      what: DisclosureKind;
      resource_id: string;
      created_at: Date;
    }[],
  ): Promise<void> {
    if (entries.length > 0)
      await db
        .insertInto('clinical_disclosures')
        .values([...entries])
        .execute();
  }

  /** A member's entries, newest first, from before `beforeId` when paging. */
  async list(orgId: string, memberId: string, limit: number, beforeId?: string): Promise<DisclosureRow[]> {
    const result =
      await sql<DisclosureRow>`SELECT d.id::text AS id, d.actor_id, u.full_name AS actor_name, d.what, d.resource_id, d.created_at
      FROM clinical_disclosures d JOIN users u ON u.id = d.actor_id
      WHERE d.org_id = ${orgId}::uuid AND d.member_id = ${memberId}::uuid ${beforeId === undefined ? sql`` : sql`AND d.id < ${beforeId}::bigint`}
      ORDER BY d.id DESC LIMIT ${limit}`.execute(this.db);
    return result.rows;
  }

  async memberExists(orgId: string, memberId: string): Promise<boolean> {
    const row = await this.db.selectFrom('members').select('id').where('org_id', '=', orgId).where('id', '=', memberId).executeTakeFirst();
    return row !== undefined;
  }
}
