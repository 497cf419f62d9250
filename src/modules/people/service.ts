import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { EventsRepository } from '../events/repository.js';
import type { PeopleRepository, PersonRow } from './repository.js';

/** Who made a change: a signed-in user, or the operator at the command line. */
export type Actor = { type: 'user'; id: string } | { type: 'operator' };

/** Ends a user's sessions in the caller's transaction (the auth capability's). */
export interface SessionEnder {
  revokeUserSessions(userId: string, now: Date, db: Kysely<DB>): Promise<number>;
}

const present = (person: PersonRow) => ({ id: person.id, email: person.email, full_name: person.full_name, roles: person.roles, status: person.status, deactivated_at: person.deactivated_at?.toISOString() ?? null });

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
    return this.change(personId, async (trx, person, now) => {
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
    return this.change(personId, async (trx, person, now) => {
      if (person.status !== 'deactivated') return { person, ended: 0 };
      const changed = await this.people.setStatus(trx, person.id, 'active', now);
      await this.events.append(trx, { orgId: person.org_id, kind: 'user.reactivated', occurredAt: now, data: { user_id: person.id, actor, status: { from: 'deactivated', to: 'active' } } });
      return { person: changed, ended: 0 };
    });
  }

  private async change(personId: string, apply: (trx: Transaction<DB>, person: PersonRow, now: Date) => Promise<{ person: PersonRow; ended: number }>) {
    const result = await this.people.db.transaction().execute(async (trx) => {
      const person = await this.people.lockPerson(trx, personId);
      if (!person) throw AppError.notFound('No user has this id.');
      return apply(trx, person, this.clock.now());
    });
    return { user: present(result.person), sessions_ended: result.ended };
  }
}
