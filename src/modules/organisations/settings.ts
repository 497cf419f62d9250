import type { AuthContext } from '../identity/accounts/auth-context.js';
import type { EventsRepository } from '../events/repository.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/app-error.js';
import type { BenefitYearKind } from '../../lib/benefit-year.js';
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

  /** A change and its event (actor, before and after) in one transaction; the same values again write nothing. */
  async update(auth: AuthContext, changes: { member_sign_in?: boolean | undefined; benefit_year?: BenefitYearKind | undefined }) {
    const now = this.clock.now();
    await this.organisations.transaction(async (trx) => {
      const before = await this.organisations.lock(trx, auth.orgId);
      if (!before) return;
      const changed = Object.fromEntries(
        (['member_sign_in', 'benefit_year'] as const)
          .filter((key) => changes[key] !== undefined && changes[key] !== before[key])
          .map((key) => [key, { from: before[key], to: changes[key] }]),
      );
      if (Object.keys(changed).length === 0) return;
      await this.organisations.setSettings(
        trx,
        auth.orgId,
        { member_sign_in: changes.member_sign_in, benefit_year: changes.benefit_year },
        now,
      );
      await this.events.append(trx, {
        orgId: auth.orgId,
        kind: 'org.updated',
        occurredAt: now,
        data: { org_id: auth.orgId, actor: { type: 'user', id: auth.userId }, changes: changed },
      });
    });
    return this.current(auth);
  }
}
