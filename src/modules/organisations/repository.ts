import type { Kysely } from 'kysely';
import type { DB, OrgStatus } from '../../db/schema.js';

export class OrganisationsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Returns the organisation after the change, or undefined when neither id nor slug matches. */
  async setStatus(idOrSlug: string, status: OrgStatus, now: Date) {
    const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrSlug);
    return this.db
      .updateTable('organisations')
      .set({ status, updated_at: now })
      .where(isUuid ? 'id' : 'slug', '=', isUuid ? idOrSlug.toLowerCase() : idOrSlug)
      .returning(['id', 'slug', 'name', 'status'])
      .executeTakeFirst();
  }
}
