import { randomUUID } from 'node:crypto';
import { benefitYear, type BenefitYearKind } from '../../lib/benefit-year.js';
import { localToday } from '../../lib/local-date.js';
import { openFirstPeriod } from '../../db/first-period.js';
import type { Transaction } from 'kysely';
import { AppError, type ErrorDetail } from '../../lib/app-error.js';
import { cleanText, nameProblem } from '../../lib/text.js';
import type { DB, Role } from '../../db/schema.js';
import type { EventsRepository } from '../events/repository.js';
import { normalise } from '../identity/identities/normalise.js';
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

  /** Sets an organisation's status; a change is the event `org.status_changed` (actor: the operator), in the same transaction. */
  async setStatus(idOrSlug: string, status: string, events: EventsRepository) {
    if (!(ORG_STATUSES as readonly string[]).includes(status)) {
      throw AppError.validation('status', `must be one of: ${ORG_STATUSES.join(', ')}`, `Unknown organisation status "${status}".`);
    }
    const now = this.clock.now();
    const organisation = await this.organisations.transaction(async (trx) => {
      const changed = await this.organisations.setStatus(trx, idOrSlug, status as OrgStatus, now);
      if (changed && changed.before !== changed.status) {
        await events.append(trx, {
          orgId: changed.id,
          kind: 'org.status_changed',
          occurredAt: now,
          data: { org_id: changed.id, actor: { type: 'operator' }, status: { from: changed.before, to: changed.status } },
        });
      }
      return changed;
    });
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

  /**
   * Creates an organisation (active, or pending) and its first super user, invited, in one transaction
   * with the events `org.created` and `user.invited` (actor: the operator). Bad input is refused before
   * anything is written. Answers the two ids; the caller sends the invitation.
   */
  async create(input: NewOrganisation, people: InvitedUsers, events: EventsRepository) {
    const details: ErrorDetail[] = [];
    const name = cleanText(input.name);
    const nameIssue = nameProblem(name);
    if (nameIssue) details.push({ field: 'name', issue: nameIssue });
    const currency = input.currency.trim().toUpperCase();
    if (!/^[A-Z]{3}$/.test(currency) || !Intl.supportedValuesOf('currency').includes(currency))
      details.push({ field: 'currency', issue: `"${input.currency}" is not an ISO 4217 currency code (like ETB)` });
    let email = '';
    try {
      email = normalise('email', input.adminEmail);
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw AppError.validation('email', 'is not an email address');
    } catch {
      details.push({ field: 'admin-email', issue: `"${input.adminEmail}" is not an email address` });
    }
    let phone: string | undefined;
    if (input.adminPhone !== undefined) {
      try {
        phone = normalise('phone', input.adminPhone);
      } catch {
        details.push({
          field: 'admin-phone',
          issue: `"${input.adminPhone}" is not a phone number (like +251911234567; a local number is read as Ethiopian)`,
        });
      }
    }
    const adminName = cleanText(input.adminName ?? email.split('@')[0] ?? '');
    const adminNameIssue = nameProblem(adminName);
    if (adminNameIssue) details.push({ field: 'admin-name', issue: adminNameIssue });
    if (details.length > 0) throw new AppError('VALIDATION_FAILED', details.map((d) => `--${d.field} ${d.issue}`).join('; '), details);

    const orgId = randomUUID();
    const userId = randomUUID();
    const now = this.clock.now();
    const slug = `${
      name
        .toLowerCase()
        .normalize('NFKD')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 40) || 'org'
    }-${orgId.slice(0, 6)}`;
    const status: OrgStatus = input.pending ? 'pending' : 'active';
    await this.organisations.transaction(async (trx) => {
      const benefitYearKind = input.benefitYear ?? 'ethiopian_fiscal';
      await this.organisations.insert(trx, { id: orgId, slug, name, status, currency, benefitYear: benefitYearKind, now });
      // Open from the start: its members can order as soon as they are imported (issue 58).
      await openFirstPeriod(trx, orgId, benefitYear(benefitYearKind, localToday(now)), now);
      const inserted = await people.insertInvited(trx, {
        id: userId,
        orgId,
        email,
        phone,
        fullName: adminName,
        roles: ['SUPER_USER'],
        locale: input.locale ?? 'en',
        localeChosen: input.locale !== undefined,
        invitedBy: null,
        now,
      });
      if (inserted !== true)
        throw new AppError('CONFLICT', `The ${inserted} ${inserted === 'email' ? email : phone} already belongs to a user.`, [
          { field: `admin-${inserted}`, issue: 'already belongs to a user' },
        ]);
      const operator = { type: 'operator' };
      await events.append(trx, {
        orgId,
        kind: 'org.created',
        occurredAt: now,
        data: { org_id: orgId, name, status, currency, actor: operator },
      });
      await events.append(trx, {
        orgId,
        kind: 'user.invited',
        occurredAt: now,
        data: { user_id: userId, actor: operator, roles: ['SUPER_USER'] },
      });
    });
    return { orgId, userId, slug, status };
  }

  list() {
    return this.organisations.list();
  }
}

export interface NewOrganisation {
  name: string;
  currency: string;
  adminEmail: string;
  adminPhone?: string | undefined;
  adminName?: string | undefined;
  locale?: 'en' | 'am' | undefined;
  /** The benefit year its periods follow (default: the Ethiopian fiscal year). */
  benefitYear?: BenefitYearKind | undefined;
  pending?: boolean | undefined;
}

/** The people capability's writing of an invited user (PeopleRepository). */
export interface InvitedUsers {
  insertInvited(
    trx: Transaction<DB>,
    user: {
      id: string;
      orgId: string;
      email: string | null;
      phone: string | undefined;
      fullName: string;
      roles: Role[];
      locale: 'en' | 'am';
      localeChosen: boolean;
      invitedBy: string | null;
      now: Date;
    },
  ): Promise<true | 'email' | 'phone'>;
}
