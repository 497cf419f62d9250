import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { OrgStatus } from '../../db/schema.js';
import { DEMO_ORG_ID } from '../../db/seed.js';
import type { OrganisationsRepository } from './repository.js';

export const ORG_STATUSES: readonly OrgStatus[] = ['active', 'pending', 'suspended'];

/** Operator actions on organisations (the admin command line; not exposed over HTTP). */
export class OrganisationsService {
  constructor(
    private readonly organisations: OrganisationsRepository,
    private readonly clock: Clock,
  ) {}

  async setStatus(idOrSlug: string, status: string) {
    if (!(ORG_STATUSES as readonly string[]).includes(status)) {
      throw AppError.validation('status', `must be one of: ${ORG_STATUSES.join(', ')}`, `Unknown organisation status "${status}".`);
    }
    const organisation = await this.organisations.setStatus(idOrSlug, status as OrgStatus, this.clock.now());
    if (!organisation) throw AppError.notFound(`No organisation has the id or slug "${idOrSlug}".`);
    return organisation;
  }

  /**
   * Removes the demo organisation (its personas, members, imports, events...) from a database that has it:
   * what an operator does before a production start on a database once used for a demonstration.
   */
  async removeDemo() {
    const removed = await this.organisations.removeOrganisation(DEMO_ORG_ID);
    if (!removed) throw AppError.notFound('This database has no demo organisation.');
    return removed;
  }
}
