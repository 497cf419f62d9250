import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { EventsRepository } from '../events/repository.js';
import { isUuid } from '../../lib/uuid.js';
import { cleanText, nameProblem } from '../../lib/text.js';
import type { Role } from '../../db/schema.js';
import type { AuthContext } from '../accounts/auth-context.js';
import type { PeopleFilter, PeopleRepository, PersonRow, PersonView } from './repository.js';

/** Who made a change: a signed-in user, or the operator at the command line. */
export type Actor = { type: 'user'; id: string } | { type: 'operator' };

/** Ends a user's sessions in the caller's transaction (the auth capability's). */
export interface SessionEnder {
  revokeUserSessions(userId: string, now: Date, db: Kysely<DB>): Promise<number>;
}

const present = (person: PersonRow) => ({ id: person.id, email: person.email, full_name: person.full_name, roles: person.roles, status: person.status, deactivated_at: person.deactivated_at?.toISOString() ?? null });

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A person as the people API shows them. */
export function toUser(person: PersonView) {
  return {
    id: person.id, email: person.email, phone: person.phone, full_name: person.full_name, roles: person.roles, status: person.status,
    invited_at: iso(person.invited_at), invited_by: person.invited_by, last_sign_in_at: iso(person.last_sign_in_at), deactivated_at: iso(person.deactivated_at),
  };
}

export interface PeopleQuery extends PeopleFilter {
  page: number;
  page_size: number;
}

/**
 * The organisation's people and whether they may sign in. Every change is one transaction with its event
 * (actor, before and after); a deactivation ends the person's sessions in it too.
 */
export class PeopleService {
  constructor(
    private readonly people: PeopleRepository,
    private readonly sessions: SessionEnder,
    private readonly events: EventsRepository,
    private readonly clock: Clock,
  ) {}

  async list(auth: AuthContext, query: PeopleQuery) {
    const q = query.q === undefined ? undefined : cleanText(query.q) || undefined;
    const { items, total } = await this.people.page(auth.orgId, { q, role: query.role, status: query.status }, query.page, query.page_size);
    return { items: items.map(toUser), page: query.page, page_size: query.page_size, total_items: total, total_pages: Math.ceil(total / query.page_size) };
  }

  async get(auth: AuthContext, id: string) {
    return toUser(await this.view(auth.orgId, id));
  }

  private async view(orgId: string, id: string): Promise<PersonView> {
    const person = isUuid(id) ? await this.people.findView(orgId, id.toLowerCase()) : undefined;
    if (!person) throw AppError.notFound('No user of your organisation has this id.');
    return person;
  }

  /**
   * Changes a person's name and/or staff roles (MEMBER, which comes from a member record, is kept). A
   * change of roles holds on the person's open sessions at their next request. Not the last active super
   * user's super-user role (409 LAST_SUPER_USER).
   */
  async update(auth: AuthContext, id: string, changes: { full_name?: string | undefined; roles?: Role[] | undefined }) {
    const fullName = changes.full_name === undefined ? undefined : cleanText(changes.full_name);
    const problem = fullName === undefined ? undefined : nameProblem(fullName);
    if (problem) throw AppError.validation('full_name', problem, 'The change is not valid.');
    await this.view(auth.orgId, id);
    await this.change(id.toLowerCase(), auth.orgId, async (trx, person, now) => {
      const roles = changes.roles === undefined ? undefined : [...changes.roles, ...(person.roles.includes('MEMBER') ? (['MEMBER'] as const) : [])];
      const losesSuperUser = roles !== undefined && person.roles.includes('SUPER_USER') && !roles.includes('SUPER_USER');
      if (losesSuperUser && person.status === 'active' && (await this.people.otherActiveSuperUsers(trx, person.org_id, person.id)) === 0) {
        throw new AppError('LAST_SUPER_USER', "This is the organisation's last active super user: give another user the role first.", [{ field: 'roles', issue: 'would leave the organisation with no active super user' }]);
      }
      const fields: Record<string, { from: unknown; to: unknown }> = {};
      if (fullName !== undefined && fullName !== person.full_name) fields.full_name = { from: person.full_name, to: fullName };
      if (roles !== undefined && !sameRoles(roles, person.roles)) fields.roles = { from: person.roles, to: roles };
      if (Object.keys(fields).length === 0) return { person, ended: 0 };
      const changed = await this.people.update(trx, person.id, { ...(fields.full_name ? { full_name: fullName! } : {}), ...(fields.roles ? { roles: roles! } : {}) }, now);
      await this.events.append(trx, { orgId: person.org_id, kind: 'user.updated', occurredAt: now, data: { user_id: person.id, actor: { type: 'user', id: auth.userId }, changes: fields } });
      return { person: changed, ended: 0 };
    });
    return this.get(auth, id);
  }

  /** The HTTP form of deactivate and reactivate: the caller's organisation only, answered as the people API shows a person. */
  async setActive(auth: AuthContext, id: string, active: boolean) {
    await this.view(auth.orgId, id);
    const actor = { type: 'user', id: auth.userId } as const;
    if (active) await this.reactivate(id.toLowerCase(), actor);
    else await this.deactivate(id.toLowerCase(), actor);
    return this.get(auth, id);
  }

  async findByEmail(email: string): Promise<PersonRow> {
    const person = await this.people.findByEmail(email);
    if (!person) throw AppError.notFound(`No user has the email "${email}".`);
    return person;
  }

  /**
   * Deactivates a person: every session ends at once and every sign-in method answers them as an unknown
   * person. Not oneself, and not the organisation's last active super user (409).
   */
  async deactivate(personId: string, actor: Actor) {
    return this.change(personId, undefined, async (trx, person, now) => {
      if (actor.type === 'user' && actor.id === person.id) throw new AppError('CONFLICT', 'You cannot deactivate yourself: ask another super user.', [{ field: 'id', issue: 'is you' }]);
      if (person.status === 'deactivated') return { person, ended: 0 };
      if (person.roles.includes('SUPER_USER') && person.status === 'active' && (await this.people.otherActiveSuperUsers(trx, person.org_id, person.id)) === 0) {
        throw new AppError('LAST_SUPER_USER', 'This is the organisation\'s last active super user: give another user the role first.', [{ field: 'id', issue: 'is the last active super user' }]);
      }
      const changed = await this.people.setStatus(trx, person.id, 'deactivated', now);
      const ended = await this.sessions.revokeUserSessions(person.id, now, trx);
      await this.events.append(trx, { orgId: person.org_id, kind: 'user.deactivated', occurredAt: now, data: { user_id: person.id, actor, status: { from: person.status, to: 'deactivated' }, sessions_ended: ended } });
      return { person: changed, ended };
    });
  }

  /** Lets a deactivated person sign in again (as active). */
  async reactivate(personId: string, actor: Actor) {
    return this.change(personId, undefined, async (trx, person, now) => {
      if (person.status !== 'deactivated') return { person, ended: 0 };
      const changed = await this.people.setStatus(trx, person.id, 'active', now);
      await this.events.append(trx, { orgId: person.org_id, kind: 'user.reactivated', occurredAt: now, data: { user_id: person.id, actor, status: { from: 'deactivated', to: 'active' } } });
      return { person: changed, ended: 0 };
    });
  }

  /** A change of one person, under the organisation's people lock (`orgId`: only a person of it). */
  private async change(personId: string, orgId: string | undefined, apply: (trx: Transaction<DB>, person: PersonRow, now: Date) => Promise<{ person: PersonRow; ended: number }>) {
    const result = await this.people.db.transaction().execute(async (trx) => {
      const person = await this.people.lockPerson(trx, personId);
      if (!person || (orgId !== undefined && person.org_id !== orgId)) throw AppError.notFound('No user has this id.');
      return apply(trx, person, this.clock.now());
    });
    return { user: present(result.person), sessions_ended: result.ended };
  }
}

function sameRoles(a: readonly Role[], b: readonly Role[]): boolean {
  return a.length === b.length && a.every((role) => b.includes(role));
}
