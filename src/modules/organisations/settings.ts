import type { AuthContext } from '../identity/accounts/auth-context.js';
import type { EventsRepository } from '../events/repository.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/app-error.js';
import type { OrganisationsRepository } from './repository.js';

/** What an organisation's own users see and set of it over HTTP (the operator's actions are in service.ts). */
export class OrganisationSettings {
  constructor(
    private readonly organisations: OrganisationsRepository,
    private readonly events: EventsRepository,
    private readonly clock: Clock,
  ) {}

  async current(auth: AuthContext) {
    const organisation = await this.organisations.find(auth.orgId);
    if (!organisation) throw AppError.notFound('Your organisation no longer exists.');
    return organisation;
  }

  /** A change and its event (actor, before and after) in one transaction; the same value again writes nothing. */
  async update(auth: AuthContext, changes: { member_sign_in: boolean }) {
    const now = this.clock.now();
    await this.organisations.transaction(async (trx) => {
      const before = await this.organisations.lock(trx, auth.orgId);
      if (!before || before.member_sign_in === changes.member_sign_in) return;
      await this.organisations.setMemberSignIn(trx, auth.orgId, changes.member_sign_in, now);
      await this.events.append(trx, {
        orgId: auth.orgId,
        kind: 'org.updated',
        occurredAt: now,
        data: {
          org_id: auth.orgId,
          actor: { type: 'user', id: auth.userId },
          changes: { member_sign_in: { from: before.member_sign_in, to: changes.member_sign_in } },
        },
      });
    });
    return this.current(auth);
  }
}
