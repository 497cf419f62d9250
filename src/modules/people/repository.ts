import { randomUUID } from 'node:crypto';
import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import type { DB, Role, UserStatus } from '../../db/schema.js';
import { HELD_ROLES, withMemberRecord } from '../identity/accounts/repository.js';

export interface PersonRow {
  id: string;
  org_id: string;
  email: string | null;
  full_name: string;
  roles: Role[];
  status: UserStatus;
  deactivated_at: Date | null;
}

/** A person as the people API shows them. */
export interface PersonView extends PersonRow {
  phone: string | null;
  invited_at: Date | null;
  invited_by: string | null;
  last_sign_in_at: Date | null;
}

export interface PeopleFilter {
  q?: string | undefined;
  role?: Role | undefined;
  status?: UserStatus | undefined;
  staff?: boolean | undefined;
}

/** The phone a user signs in with (the first, should they have several). */
const signInPhone = (eb: ExpressionBuilder<DB & { u: DB['users'] }, 'u'>) =>
  eb
    .selectFrom('identities as i')
    .select('i.value')
    .whereRef('i.user_id', '=', 'u.id')
    .where('i.kind', '=', 'phone')
    .orderBy('i.value')
    .limit(1)
    .as('phone');

/** The SQL of the organisation's people (users): who they are and whether they may sign in. */
export class PeopleRepository {
  constructor(readonly db: Kysely<DB>) {}

  private people(db: Kysely<DB>) {
    return db.selectFrom('users').select(['id', 'org_id', 'email', 'full_name', 'roles', 'status', 'deactivated_at']);
  }

  /** The users with this email, one an organisation (`org`: only the organisation with this slug or id). */
  findByEmail(email: string, org?: string): Promise<(PersonRow & { org_slug: string })[]> {
    let query = this.db
      .selectFrom('users as u')
      .innerJoin('organisations as o', 'o.id', 'u.org_id')
      .select(['u.id', 'u.org_id', 'u.email', 'u.full_name', 'u.roles', 'u.status', 'u.deactivated_at', 'o.slug as org_slug'])
      .where((eb) => eb(eb.fn('lower', ['u.email']), '=', email.toLowerCase()));
    if (org !== undefined)
      query = query.where((eb) => eb.or([eb('o.slug', '=', org), eb(sql<string>`o.id::text`, '=', org.toLowerCase())]));
    return query.orderBy('o.slug').execute();
  }

  /** The person, locked, after the organisation's people lock: changes of one organisation's people take turns. */
  async lockPerson(trx: Transaction<DB>, id: string): Promise<PersonRow | undefined> {
    const person = await this.people(trx).where('id', '=', id).executeTakeFirst();
    if (!person) return undefined;
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`people:${person.org_id}`}, 0))`.execute(trx);
    return this.people(trx).where('id', '=', id).forUpdate().executeTakeFirst();
  }

  /** The organisation's people lock: changes of one organisation's people take turns. */
  async lockOrganisation(trx: Transaction<DB>, orgId: string): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`people:${orgId}`}, 0))`.execute(trx);
  }

  /**
   * Usable super users of the organisation other than `exceptId`: active, and not an invitation nobody
   * accepted (a reactivation before this release made such an invitee active without a sign-in).
   */
  async otherActiveSuperUsers(trx: Transaction<DB>, orgId: string, exceptId: string): Promise<number> {
    const { n } = await trx
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('org_id', '=', orgId)
      .where('id', '<>', exceptId)
      .where('status', '=', 'active')
      .where((eb) => eb.or([eb('invited_at', 'is', null), eb('last_sign_in_at', 'is not', null)]))
      .where(sql<boolean>`'SUPER_USER' = ANY(roles)`)
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  /** People of the organisation with their sign-in phone, by the filter, a page at a time (newest first), and how many match. */
  async page(orgId: string, filter: PeopleFilter, page: number, pageSize: number): Promise<{ items: PersonView[]; total: number }> {
    let query = withMemberRecord(this.db).where('u.org_id', '=', orgId);
    if (filter.role) query = query.where(sql<boolean>`${filter.role} = ANY(${HELD_ROLES})`);
    if (filter.status) query = query.where('u.status', '=', filter.status);
    // Staff roles are stored (MEMBER is held through a member record): a member's own account stores none.
    if (filter.staff !== undefined) query = query.where(sql<boolean>`(array_remove(u.roles, 'MEMBER') <> '{}') = ${filter.staff}`);
    if (filter.q) {
      const like = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['u.full_name']), 'like', like),
          eb(eb.fn('lower', ['u.email']), 'like', like),
          eb.exists(
            eb
              .selectFrom('identities as i')
              .select('i.id')
              .whereRef('i.user_id', '=', 'u.id')
              .where('i.kind', '=', 'phone')
              .where('i.value', 'like', like),
          ),
        ]),
      );
    }
    const [items, total] = await Promise.all([
      this.views(query)
        .orderBy('u.created_at', 'desc')
        .orderBy('u.id')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(total.n) };
  }

  /** One person of the organisation (another organisation's is as unknown as a random id). */
  findView(orgId: string, id: string): Promise<PersonView | undefined> {
    return this.views(withMemberRecord(this.db).where('u.org_id', '=', orgId).where('u.id', '=', id)).executeTakeFirst();
  }

  /** As the people API shows a person: the roles they hold now (MEMBER while their member record is active), a member's email from their record. */
  private views(query: ReturnType<typeof withMemberRecord>) {
    return query.select((eb) => [
      'u.id',
      'u.org_id',
      eb.fn.coalesce('u.email', 'm.email').as('email'),
      'u.full_name',
      HELD_ROLES.as('roles'),
      'u.status',
      'u.deactivated_at',
      'u.invited_at',
      'u.invited_by',
      'u.last_sign_in_at',
      signInPhone(eb),
    ]);
  }

  /**
   * A new invited user with their email (and phone) identities; or which of the two is already a user's of
   * the same organisation. Another organisation's people are not looked at: a person may belong to several,
   * and an organisation never learns whether an address is known elsewhere.
   */
  async insertInvited(
    trx: Transaction<DB>,
    user: {
      id: string;
      orgId: string;
      email: string | null;
      phone: string | undefined;
      fullName: string;
      roles: Role[];
      locale: 'en' | 'am';
      /** The inviter (or the operator) named the language: it wins at the user's sign-in. */
      localeChosen: boolean;
      invitedBy: string | null;
      now: Date;
    },
  ): Promise<true | 'email' | 'phone'> {
    const identity = (kind: 'email' | 'phone', value: string) =>
      trx
        .selectFrom('identities')
        .select('id')
        .where('org_id', '=', user.orgId)
        .where('kind', '=', kind)
        .where('value', '=', value)
        .executeTakeFirst();
    if (user.email !== null) {
      const emailUser = await trx
        .selectFrom('users')
        .select('id')
        .where('org_id', '=', user.orgId)
        .where((eb) => eb(eb.fn('lower', ['email']), '=', user.email))
        .executeTakeFirst();
      if (emailUser || (await identity('email', user.email))) return 'email';
    }
    if (user.phone && (await identity('phone', user.phone))) return 'phone';
    await trx
      .insertInto('users')
      .values({
        id: user.id,
        org_id: user.orgId,
        email: user.email,
        full_name: user.fullName,
        roles: user.roles,
        locale: user.locale,
        locale_chosen: user.localeChosen,
        status: 'invited',
        invited_at: user.now,
        invited_by: user.invitedBy,
        created_at: user.now,
        updated_at: user.now,
      })
      .execute();
    await trx
      .insertInto('identities')
      .values([
        ...(user.email !== null
          ? [{ id: randomUUID(), user_id: user.id, org_id: user.orgId, kind: 'email' as const, value: user.email }]
          : []),
        ...(user.phone ? [{ id: randomUUID(), user_id: user.id, org_id: user.orgId, kind: 'phone' as const, value: user.phone }] : []),
      ])
      .execute();
    return true;
  }

  /** What an invitation says and where it goes. */
  invitationOf(userId: string) {
    return this.db
      .selectFrom('users as u')
      .innerJoin('organisations as o', 'o.id', 'u.org_id')
      .select((eb) => ['u.id', 'u.email', 'u.full_name', 'u.locale', 'u.status', 'o.name as org_name', signInPhone(eb)])
      .where('u.id', '=', userId)
      .executeTakeFirst();
  }

  async markInvited(trx: Transaction<DB>, id: string, now: Date): Promise<void> {
    await trx.updateTable('users').set({ invited_at: now, updated_at: now }).where('id', '=', id).execute();
  }

  async update(trx: Transaction<DB>, id: string, changes: { full_name?: string; roles?: Role[] }, now: Date): Promise<PersonRow> {
    return trx
      .updateTable('users')
      .set({ ...changes, updated_at: now })
      .where('id', '=', id)
      .returning(['id', 'org_id', 'email', 'full_name', 'roles', 'status', 'deactivated_at'])
      .executeTakeFirstOrThrow();
  }

  /**
   * A member's user given a staff role takes their member record's email and phone as identities of their
   * own: from then on HR's changes to the record do not change how they sign in (a record signs in members only).
   */
  async adoptMemberContacts(trx: Transaction<DB>, userId: string): Promise<void> {
    const member = await trx
      .selectFrom('members')
      .select(['email', 'phone'])
      .where('user_id', '=', userId)
      .where('status', '=', 'active')
      .executeTakeFirst();
    const contacts = [
      ...(member?.email ? [{ id: randomUUID(), user_id: userId, kind: 'email' as const, value: member.email.toLowerCase() }] : []),
      ...(member?.phone ? [{ id: randomUUID(), user_id: userId, kind: 'phone' as const, value: member.phone }] : []),
    ];
    if (contacts.length === 0) return;
    const own = await trx
      .selectFrom('identities')
      .select('kind')
      .where('user_id', '=', userId)
      .where('kind', 'in', ['email', 'phone'])
      .execute();
    const missing = contacts.filter((contact) => !own.some((identity) => identity.kind === contact.kind));
    if (missing.length > 0)
      await trx
        .insertInto('identities')
        .values(missing)
        .onConflict((oc) => oc.doNothing())
        .execute();
  }

  /**
   * `active` for a reactivation means as before the deactivation: an invitee who never signed in is
   * invited again (their first sign-in makes them active), never an active user nobody has been.
   */
  async setStatus(trx: Transaction<DB>, id: string, status: 'active' | 'deactivated', now: Date): Promise<PersonRow> {
    return trx
      .updateTable('users')
      .set({
        status:
          status === 'deactivated'
            ? status
            : sql<UserStatus>`CASE WHEN invited_at IS NOT NULL AND last_sign_in_at IS NULL THEN 'invited' ELSE 'active' END`,
        deactivated_at: status === 'deactivated' ? now : null,
        updated_at: now,
      })
      .where('id', '=', id)
      .returning(['id', 'org_id', 'email', 'full_name', 'roles', 'status', 'deactivated_at'])
      .executeTakeFirstOrThrow();
  }
}
