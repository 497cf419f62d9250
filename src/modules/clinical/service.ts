import type { Kysely, Transaction } from 'kysely';
import type { DisclosureKind } from '../../db/spending-tables.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { isUuid } from '../../lib/uuid.js';
import type { AuthContext } from '../identity/accounts/auth-context.js';
import type { DisclosuresRepository } from './repository.js';
import { sightOf, type ClinicalSight } from './rule.js';

export interface Disclosed {
  member_id: string;
  what: DisclosureKind;
  resource_id: string;
}

/**
 * Clinical detail as a caller may see it, and the log of who saw a member's: every read by someone other
 * than the member (a SUPER_USER, `clinical:read`) is an entry, written with the read.
 */
export class ClinicalRecords {
  constructor(
    private readonly disclosures: DisclosuresRepository,
    private readonly clock: Clock,
  ) {}

  sight(auth: AuthContext, memberId: string): ClinicalSight {
    return sightOf(auth, memberId);
  }

  /** Logs what of these the caller sees by disclosure (not their own, not withheld). */
  async disclose(auth: AuthContext, shown: readonly Disclosed[], db: Kysely<DB> | Transaction<DB> = this.disclosures.db): Promise<void> {
    const now = this.clock.now();
    const entries = shown
      .filter((item) => sightOf(auth, item.member_id) === 'disclosed')
      .map((item) => ({ org_id: auth.orgId, actor_id: auth.userId, created_at: now, ...item }));
    await this.disclosures.record(db, entries);
  }

  /** GET /v1/members/:id/disclosures and /v1/me/disclosures: who read the member's clinical detail, newest first. */
  async list(orgId: string, memberId: string | null, limit: number, cursor?: string) {
    if (!memberId || !isUuid(memberId) || !(await this.disclosures.memberExists(orgId, memberId.toLowerCase())))
      throw AppError.notFound('No such member.');
    if (cursor !== undefined && !/^\d{1,19}$/.test(cursor)) throw AppError.validation('cursor', 'is not a cursor this list gave');
    const rows = await this.disclosures.list(orgId, memberId.toLowerCase(), limit + 1, cursor);
    const page = rows.slice(0, limit);
    return {
      items: page.map((row) => ({
        actor: { id: row.actor_id, full_name: row.actor_name },
        what: row.what,
        resource_id: row.resource_id,
        at: row.created_at.toISOString(),
      })),
      next_cursor: rows.length > limit ? page[page.length - 1]!.id : null,
    };
  }
}
