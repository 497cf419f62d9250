import type { Static } from '@sinclair/typebox';
import type { InviteBody } from './schemas.js';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { isUniqueViolation } from '../../lib/database-errors.js';
import { normalise } from '../identity/identities/normalise.js';
import { oneUserByEmail } from '../identity/identities/user-by-email.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { EventsRepository } from '../events/repository.js';
import { isUuid } from '../../lib/uuid.js';
import { cleanText, nameProblem } from '../../lib/text.js';
import type { Role } from '../../db/schema.js';
import type { AuthContext } from '../identity/accounts/auth-context.js';
import type { SessionEnder } from '../identity/accounts/session-ender.js';
import type { PeopleFilter, PeopleRepository, PersonRow, PersonView } from './repository.js';

/** Who made a change: a signed-in user, or the operator at the command line. */
export type Actor = { type: 'user'; id: string } | { type: 'operator' };

/** Where an invitation is queued (its delivery retried by the queue) and how it travels. */
export const INVITATION_QUEUE = 'people.invitation';

export interface QueuedInvitation {
  userId: string;
}

/** Queues work in the caller's transaction (lib/queue's JobQueue). */
export interface WorkQueue {
  send<T extends object>(queue: string, data: T, within?: Kysely<DB>): Promise<void>;
  wake(queue: string): void;
}

/** Sends a message (notifications' ChannelNotifier: the development outbox in demo mode). */
export interface MessageSender {
  has(channel: 'email' | 'sms'): boolean;
  send(message: { channel: 'email' | 'sms'; to: string; subject: string; text: string }): Promise<void>;
}

/**
 * Counts an invitation about to be sent (first or again) against the limits per recipient, per sender and
 * per organisation, across instances; past one, 429 RATE_LIMITED with Retry-After and nothing is sent.
 */
export type InvitationLimit = (invitation: { orgId: string; senderId: string; recipient: string }) => Promise<void>;

export type InviteInput = Static<typeof InviteBody>;

/** The invitation, in the invitee's language, naming what they sign in with (this email address, or this phone). */
function invitationText(locale: string, channel: 'email' | 'sms', invitation: { full_name: string; org_name: string }, signInUrl: string) {
  // An SMS carries no text the sender typed (the name is theirs to write): the organisation's name and the link.
  if (locale === 'am') {
    if (channel === 'sms')
      return {
        subject: `ወደ ${invitation.org_name} ፖርታል ተጋብዘዋል`,
        text: `ወደ ${invitation.org_name} ፖርታል ተጋብዘዋል። በዚህ ስልክ ቁጥር ይግቡ (የመግቢያ ኮድ ይላክልዎታል)፦ ${signInUrl}`,
      };
    return {
      subject: `ወደ ${invitation.org_name} ፖርታል ተጋብዘዋል`,
      text: `ሰላም ${invitation.full_name}፣ ወደ ${invitation.org_name} ፖርታል ተጋብዘዋል። በዚህ ኢሜይል አድራሻ ይግቡ (የመግቢያ ኮድ ይላክልዎታል)፦ ${signInUrl}`,
    };
  }
  if (channel === 'sms')
    return {
      subject: `You are invited to the ${invitation.org_name} portal`,
      text: `You are invited to the ${invitation.org_name} portal. Sign in with this phone number (a sign-in code will be sent to it): ${signInUrl}`,
    };
  return {
    subject: `You are invited to the ${invitation.org_name} portal`,
    text: `Hello ${invitation.full_name}, you are invited to the ${invitation.org_name} portal. Sign in with this email address (a sign-in code will be sent to it): ${signInUrl}`,
  };
}

/** Where an invitation goes: by email where the person has one and mail is set up, else by SMS to their phone. */
function invitationRoute(
  invitation: { email: string | null; phone: string | null },
  sender: MessageSender,
): { channel: 'email' | 'sms'; to: string } | undefined {
  if (invitation.email !== null && sender.has('email')) return { channel: 'email', to: invitation.email };
  if (invitation.phone !== null && sender.has('sms')) return { channel: 'sms', to: invitation.phone };
  return undefined;
}

const present = (person: PersonRow) => ({
  id: person.id,
  email: person.email,
  full_name: person.full_name,
  roles: person.roles,
  status: person.status,
  deactivated_at: person.deactivated_at?.toISOString() ?? null,
});

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A person as the people API shows them. */
export function toUser(person: PersonView) {
  return {
    id: person.id,
    email: person.email,
    phone: person.phone,
    full_name: person.full_name,
    roles: person.roles,
    status: person.status,
    invited_at: iso(person.invited_at),
    invited_by: person.invited_by,
    last_sign_in_at: iso(person.last_sign_in_at),
    deactivated_at: iso(person.deactivated_at),
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
    private readonly invitations?: { queue: WorkQueue; sender: MessageSender; signInUrl: string; limit?: InvitationLimit },
  ) {}

  /**
   * Invites a person: the user (status invited) with their identities, the user.invited event and the
   * invitation's place in the queue, in one transaction; the queue sends it (and retries). 409 when the
   * email or phone is already a user's of the organisation; another organisation's are none of its business.
   */
  async invite(auth: AuthContext, input: InviteInput) {
    const fullName = cleanText(input.full_name);
    const details = [];
    const problem = nameProblem(fullName);
    if (problem) details.push({ field: 'full_name', issue: problem });
    if (input.email === undefined && input.phone === undefined)
      details.push({ field: 'email', issue: 'or phone is required: the invitation goes to one of them' });
    const email = input.email === undefined ? null : normalise('email', input.email);
    let phone: string | undefined;
    if (input.phone !== undefined) {
      try {
        phone = normalise('phone', input.phone);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        details.push({ field: 'phone', issue: error.details[0]?.issue ?? 'is not valid' });
      }
    }
    if (details.length > 0) throw new AppError('VALIDATION_FAILED', 'The invitation is not valid.', details);
    await this.invitations?.limit?.({ orgId: auth.orgId, senderId: auth.userId, recipient: (email ?? phone)! });
    const id = randomUUID();
    const now = this.clock.now();
    const created = await this.people.db.transaction().execute(async (trx) => {
      await this.people.lockOrganisation(trx, auth.orgId);
      const inserted = await this.people
        .insertInvited(trx, {
          id,
          orgId: auth.orgId,
          email,
          phone,
          fullName,
          roles: input.roles,
          locale: input.locale ?? auth.account.locale,
          localeChosen: input.locale !== undefined,
          invitedBy: auth.userId,
          now,
        })
        .catch((error: unknown) => {
          // The same person invited twice in the same moment by this organisation.
          if (isUniqueViolation(error)) return 'email' as const;
          throw error;
        });
      if (inserted !== true) return inserted;
      await this.events.append(trx, {
        orgId: auth.orgId,
        kind: 'user.invited',
        occurredAt: now,
        data: { user_id: id, actor: { type: 'user', id: auth.userId }, roles: input.roles },
      });
      await this.queueInvitation(trx, id);
      return true;
    });
    if (created !== true)
      throw new AppError('CONFLICT', `This ${created} already belongs to a user of your organisation.`, [
        { field: created, issue: 'already belongs to a user of your organisation', reason: `${created}_taken` },
      ]);
    this.invitations?.queue.wake(INVITATION_QUEUE);
    return this.get(auth, id);
  }

  /** Sends an invited user's invitation again (409 for anyone who is not invited). */
  async resendInvitation(auth: AuthContext, id: string) {
    const person = await this.view(auth.orgId, id);
    if (person.status !== 'invited')
      throw new AppError('CONFLICT', `This user is ${person.status}: only an invited user's invitation can be sent again.`, [
        { field: 'status', issue: `is ${person.status}`, reason: 'not_invited' },
      ]);
    await this.invitations?.limit?.({ orgId: auth.orgId, senderId: auth.userId, recipient: (person.email ?? person.phone)! });
    await this.people.db.transaction().execute(async (trx) => {
      await this.people.markInvited(trx, person.id, this.clock.now());
      await this.queueInvitation(trx, person.id);
    });
    this.invitations?.queue.wake(INVITATION_QUEUE);
    return { user_id: person.id, sent_to: (person.email ?? person.phone)! };
  }

  private async queueInvitation(trx: Transaction<DB>, userId: string) {
    if (!this.invitations) throw new Error('invitations are not configured');
    await this.invitations.queue.send<QueuedInvitation>(INVITATION_QUEUE, { userId }, trx);
  }

  /** The queue's worker: sends the invitation, to a user who is still invited. */
  async deliverInvitation({ userId }: QueuedInvitation): Promise<void> {
    const invitation = await this.people.invitationOf(userId);
    if (invitation?.status !== 'invited' || !this.invitations) return;
    // Without a way to reach them (production without SMTP_URL or SMS_URL) nothing is sent: the operator tells the person.
    const route = invitationRoute(invitation, this.invitations.sender);
    if (!route) return;
    const { subject, text } = invitationText(invitation.locale, route.channel, invitation, this.invitations.signInUrl);
    await this.invitations.sender.send({ ...route, subject, text });
  }

  async list(auth: AuthContext, query: PeopleQuery) {
    const q = query.q === undefined ? undefined : cleanText(query.q) || undefined;
    const { items, total } = await this.people.page(
      auth.orgId,
      { q, role: query.role, status: query.status, staff: query.staff },
      query.page,
      query.page_size,
    );
    return {
      items: items.map(toUser),
      page: query.page,
      page_size: query.page_size,
      total_items: total,
      total_pages: Math.ceil(total / query.page_size),
    };
  }

  async get(auth: AuthContext, id: string) {
    return toUser(await this.view(auth.orgId, id));
  }

  private async view(orgId: string, id: string): Promise<PersonView> {
    const person = await this.people.findView(orgId, personId(id));
    if (!person) throw AppError.notFound(NO_SUCH_USER);
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
    await this.change(personId(id), auth.orgId, async (trx, person, now) => {
      const roles =
        changes.roles === undefined ? undefined : [...changes.roles, ...(person.roles.includes('MEMBER') ? (['MEMBER'] as const) : [])];
      const losesSuperUser = roles !== undefined && person.roles.includes('SUPER_USER') && !roles.includes('SUPER_USER');
      if (losesSuperUser && person.status === 'active' && (await this.people.otherActiveSuperUsers(trx, person.org_id, person.id)) === 0) {
        throw new AppError('LAST_SUPER_USER', "This is the organisation's last active super user: give another user the role first.", [
          { field: 'roles', issue: 'would leave the organisation with no active super user' },
        ]);
      }
      const fields: Record<string, { from: unknown; to: unknown }> = {};
      if (fullName !== undefined && fullName !== person.full_name) fields.full_name = { from: person.full_name, to: fullName };
      if (roles !== undefined && !sameRoles(roles, person.roles)) fields.roles = { from: person.roles, to: roles };
      if (Object.keys(fields).length === 0) return { person, ended: 0 };
      const changed = await this.people.update(
        trx,
        person.id,
        { ...(fields.full_name ? { full_name: fullName! } : {}), ...(fields.roles ? { roles: roles! } : {}) },
        now,
      );
      if (roles?.some((role) => role !== 'MEMBER')) await this.people.adoptMemberContacts(trx, person.id);
      await this.events.append(trx, {
        orgId: person.org_id,
        kind: 'user.updated',
        occurredAt: now,
        data: { user_id: person.id, actor: { type: 'user', id: auth.userId }, changes: fields },
      });
      return { person: changed, ended: 0 };
    });
    return this.get(auth, id);
  }

  /** The HTTP form of deactivate and reactivate: the caller's organisation only, answered as the people API shows a person. */
  async setActive(auth: AuthContext, id: string, active: boolean) {
    const actor = { type: 'user', id: auth.userId } as const;
    if (active) await this.reactivate(personId(id), actor, auth.orgId);
    else await this.deactivate(personId(id), actor, auth.orgId);
    return this.get(auth, id);
  }

  /** The person with this email (`org`: of that organisation, by slug or id, when the email is a user's in several). */
  async findByEmail(email: string, org?: string): Promise<PersonRow> {
    return oneUserByEmail(await this.people.findByEmail(email, org), email, org);
  }

  /**
   * Deactivates a person: every session ends at once and every sign-in method answers them as an unknown
   * person. Not oneself, and not the organisation's last active super user (409).
   */
  async deactivate(personId: string, actor: Actor, orgId?: string) {
    return this.change(personId, orgId, async (trx, person, now) => {
      if (actor.type === 'user' && actor.id === person.id)
        throw new AppError('CONFLICT', 'You cannot deactivate yourself: ask another super user.', [
          { field: 'id', issue: 'is you', reason: 'self_deactivation' },
        ]);
      if (person.status === 'deactivated') return { person, ended: 0 };
      if (
        person.roles.includes('SUPER_USER') &&
        person.status === 'active' &&
        (await this.people.otherActiveSuperUsers(trx, person.org_id, person.id)) === 0
      ) {
        throw new AppError('LAST_SUPER_USER', "This is the organisation's last active super user: give another user the role first.", [
          { field: 'id', issue: 'is the last active super user' },
        ]);
      }
      const changed = await this.people.setStatus(trx, person.id, 'deactivated', now);
      const ended = await this.sessions.revokeUserSessions(person.id, now, trx);
      await this.events.append(trx, {
        orgId: person.org_id,
        kind: 'user.deactivated',
        occurredAt: now,
        data: { user_id: person.id, actor, status: { from: person.status, to: 'deactivated' }, sessions_ended: ended },
      });
      return { person: changed, ended };
    });
  }

  /** Lets a deactivated person sign in again: active, or invited again when they never accepted their invitation. */
  async reactivate(personId: string, actor: Actor, orgId?: string) {
    return this.change(personId, orgId, async (trx, person, now) => {
      if (person.status !== 'deactivated') return { person, ended: 0 };
      const changed = await this.people.setStatus(trx, person.id, 'active', now);
      await this.events.append(trx, {
        orgId: person.org_id,
        kind: 'user.reactivated',
        occurredAt: now,
        data: { user_id: person.id, actor, status: { from: 'deactivated', to: changed.status } },
      });
      return { person: changed, ended: 0 };
    });
  }

  /** A change of one person, under the organisation's people lock (`orgId`: only a person of it). */
  private async change(
    personId: string,
    orgId: string | undefined,
    apply: (trx: Transaction<DB>, person: PersonRow, now: Date) => Promise<{ person: PersonRow; ended: number }>,
  ) {
    const result = await this.people.db.transaction().execute(async (trx) => {
      const person = await this.people.lockPerson(trx, personId);
      if (!person || (orgId !== undefined && person.org_id !== orgId)) throw AppError.notFound(NO_SUCH_USER);
      return apply(trx, person, this.clock.now());
    });
    return { user: present(result.person), sessions_ended: result.ended };
  }
}

const NO_SUCH_USER = 'No user of your organisation has this id.';

/** A user id as stored (lower case); anything that is not a UUID is nobody's (404, never a database error). */
function personId(id: string): string {
  if (!isUuid(id)) throw AppError.notFound(NO_SUCH_USER);
  return id.toLowerCase();
}

function sameRoles(a: readonly Role[], b: readonly Role[]): boolean {
  return a.length === b.length && a.every((role) => b.includes(role));
}
