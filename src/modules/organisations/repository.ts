import type { Kysely } from 'kysely';
import type { DB, OrgStatus } from '../../db/schema.js';
import { isUuid } from '../../lib/uuid.js';

export class OrganisationsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Returns the organisation after the change, or undefined when neither id nor slug matches. */
  async setStatus(idOrSlug: string, status: OrgStatus, now: Date) {
    const byId = isUuid(idOrSlug);
    return this.db
      .updateTable('organisations')
      .set({ status, updated_at: now })
      .where(byId ? 'id' : 'slug', '=', byId ? idOrSlug.toLowerCase() : idOrSlug)
      .returning(['id', 'slug', 'name', 'status'])
      .executeTakeFirst();
  }
}
