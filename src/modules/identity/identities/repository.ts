import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB, IdentityKind, Locale, Role } from '../../../db/schema.js';
import { HELD_ROLES, withMemberRecord } from '../accounts/repository.js';

/** Who an identity signs in, and as which role: the persona's demo role, else the user's first role. */
export interface SignInUser {
  user_id: string;
  active_role: Role;
  /** The language the user chose (null: never chose one); what their sign-in codes are sent in. */
  chosen_locale?: Locale | null;
}

/** An active member who has never signed in: their user is made when they first prove the identifier. */
export interface FirstSignInMember {
  member_id: string;
}

/** The organisation a sign-in would open: an address known to several is asked which. */
export interface SignInOrganisation {
  org_id: string;
  org_name: string;
}

/** What an email or phone names in one organisation: a user, or a member about to sign in for the first time. */
export type SignInTarget = (SignInUser | FirstSignInMember) & SignInOrganisation;

/** A member (`m`) with this email (as normalised: lower case) or phone, as the sign-in indexes of migration 0020 serve it. */
const memberHas = (kind: 'email' | 'phone', value: string) =>
  kind === 'email' ? sql<boolean>`lower(m.email) = ${value}` : sql<boolean>`m.phone = ${value}`;

export class IdentitiesRepository {
  /**
   * `personas: false` (production): a demo persona's user is as unknown to every sign-in method as a
   * stranger, so a database that holds demo data signs no one in as a persona.
   */
  constructor(
    private readonly db: Kysely<DB>,
    private readonly options: { personas: boolean } = { personas: true },
  ) {}

  private users() {
    // A deactivated user, and one who holds no role now (a member made inactive or kept out, and nothing
    // else), is answered exactly as an unknown person by every method.
    const users = withMemberRecord(this.db)
      .leftJoin('demo_personas as p', 'p.user_id', 'u.id')
      .select([
        'u.id as user_id',
        sql<Role>`coalesce(p.demo_role, ${HELD_ROLES}[1])`.as('active_role'),
        sql<Locale | null>`CASE WHEN u.locale_chosen THEN u.locale END`.as('chosen_locale'),
      ])
      .where('u.status', '<>', 'deactivated')
      .where(sql<boolean>`cardinality(${HELD_ROLES}) > 0`);
    return this.options.personas ? users : users.where('p.user_id', 'is', null);
  }

  /** Up to two active organisations (of that slug, when given): whose sign-in page it is, when one. */
  activeOrganisations(slug: string | undefined) {
    let query = this.db.selectFrom('organisations').select('name').where('status', '=', 'active');
    if (slug !== undefined) query = query.where('slug', '=', slug.toLowerCase());
    return query.limit(2).execute();
  }

  /** The user an identity provider's subject or a messaging app's id is linked to (one user across the service). */
  async findUser(kind: IdentityKind, value: string): Promise<SignInUser | undefined> {
    return this.users()
      .innerJoin('identities as i', 'i.user_id', 'u.id')
      .where('i.kind', '=', kind)
      .where('i.value', '=', value)
      .executeTakeFirst();
  }

  /**
   * Whom an email or phone signs in, in each organisation that knows it (by organisation name): a user's
   * identity first; else an active member with it, of an organisation that lets members in (their user
   * when they have one, else the member, whose user the first sign-in makes). A member record's contact
   * details sign in a member only, never a user who holds a staff role (HR writes them: issue 54). One
   * organisation's people never change whom another's sign-in finds.
   */
  async findSignIns(kind: 'email' | 'phone', value: string): Promise<SignInTarget[]> {
    const users = await this.users()
      .innerJoin('identities as i', 'i.user_id', 'u.id')
      .select(['u.org_id', 'o.name as org_name'])
      .where('i.kind', '=', kind)
      .where('i.value', '=', value)
      .execute();
    const members = await this.db
      .selectFrom('members as m')
      .innerJoin('organisations as o', 'o.id', 'm.org_id')
      .leftJoin('users as mu', 'mu.id', 'm.user_id')
      .select(['m.id as member_id', 'm.user_id', 'm.org_id', 'o.name as org_name'])
      .where('m.status', '=', 'active')
      .where('o.member_sign_in', '=', true)
      .where(memberHas(kind, value))
      .where((eb) => eb.or([eb('m.user_id', 'is', null), sql<boolean>`array_remove(mu.roles, 'MEMBER') = '{}'`]))
      .execute();
    const byOrganisation = new Map<string, SignInTarget>(users.map((user) => [user.org_id, user]));
    for (const member of members) {
      if (byOrganisation.has(member.org_id)) continue;
      const organisation = { org_id: member.org_id, org_name: member.org_name };
      if (member.user_id === null) {
        byOrganisation.set(member.org_id, { member_id: member.member_id, ...organisation });
        continue;
      }
      const user = await this.users().where('u.id', '=', member.user_id).executeTakeFirst();
      if (user) byOrganisation.set(member.org_id, { ...user, ...organisation });
    }
    return [...byOrganisation.values()].sort((a, b) => a.org_name.localeCompare(b.org_name) || a.org_id.localeCompare(b.org_id));
  }

  /** The user a proven email or phone signs in (a member's made at their first sign-in), or undefined. */
  async signInUserOf(target: SignInTarget, kind: 'email' | 'phone', value: string, now: Date): Promise<SignInUser | undefined> {
    if ('member_id' in target) return this.userOfMember(target.member_id, now);
    await this.linkOwnMemberRecord(target.user_id, kind, value);
    return target;
  }

  /**
   * The user of a member at their first sign-in: made (MEMBER, active, in the member's organisation, with
   * no email or identity of their own: the member record's email and phone are theirs) and linked to the
   * member, in one transaction. Two first sign-ins at once make one user. Undefined when the member is no
   * longer active (or linked to someone who may not sign in).
   */
  async userOfMember(memberId: string, now: Date): Promise<SignInUser | undefined> {
    const userId = await this.db.transaction().execute(async (trx) => {
      const member = await trx
        .selectFrom('members')
        .select(['id', 'org_id', 'user_id', 'full_name', 'status'])
        .where('id', '=', memberId)
        .forUpdate()
        .executeTakeFirst();
      if (member?.status !== 'active') return undefined;
      if (member.user_id !== null) return member.user_id;
      const id = randomUUID();
      await trx
        .insertInto('users')
        .values({
          id,
          org_id: member.org_id,
          email: null,
          full_name: member.full_name,
          roles: ['MEMBER'],
          locale: 'en',
          status: 'active',
          created_at: now,
          updated_at: now,
        })
        .execute();
      await trx.updateTable('members').set({ user_id: id }).where('id', '=', member.id).execute();
      return id;
    });
    return userId === undefined ? undefined : this.users().where('u.id', '=', userId).executeTakeFirst();
  }

  /**
   * A staff user whose email or phone is also an active member's of their own organisation is one person:
   * the member record is linked to them at sign-in (they hold MEMBER from then on). A member record of
   * another organisation stays apart. Links of the user's inactive member records are let go first (a
   * member record links to one user, a user to one record).
   */
  async linkOwnMemberRecord(userId: string, kind: 'email' | 'phone', value: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const user = await trx.selectFrom('users').select('org_id').where('id', '=', userId).forUpdate().executeTakeFirst();
      if (!user) return;
      const linked = await trx
        .selectFrom('members')
        .select('id')
        .where('user_id', '=', userId)
        .where('status', '=', 'active')
        .executeTakeFirst();
      if (linked) return;
      const member = await trx
        .selectFrom('members as m')
        .select('m.id')
        .where('m.org_id', '=', user.org_id)
        .where('m.status', '=', 'active')
        .where('m.user_id', 'is', null)
        .where(memberHas(kind, value))
        .executeTakeFirst();
      if (!member) return;
      await trx.updateTable('members').set({ user_id: null }).where('user_id', '=', userId).execute();
      await trx.updateTable('members').set({ user_id: userId }).where('id', '=', member.id).execute();
    });
  }

  /** The users with a password and this email (case-insensitive), one an organisation, with the hash to check. */
  async findPasswordUsers(email: string, orgId?: string): Promise<(SignInUser & SignInOrganisation & { password_hash: string })[]> {
    let query = this.users()
      .select(['u.password_hash', 'u.org_id', 'o.name as org_name'])
      .where((eb) => eb(eb.fn('lower', ['u.email']), '=', email.toLowerCase()))
      .where('u.password_hash', 'is not', null);
    if (orgId !== undefined) query = query.where('u.org_id', '=', orgId);
    const rows = await query.orderBy('o.name').execute();
    return rows.map((row) => ({ ...row, password_hash: row.password_hash! }));
  }

  async link(userId: string, kind: IdentityKind, value: string): Promise<void> {
    await this.db.insertInto('identities').values({ id: randomUUID(), user_id: userId, kind, value }).execute();
  }

  async unlink(userId: string, kind: IdentityKind, value: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('identities')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('value', '=', value)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** The users with this email, one an organisation (`org`: only the organisation with this id or slug). */
  async findUsersByEmail(email: string, org?: string): Promise<{ id: string; org_slug: string }[]> {
    let query = this.db
      .selectFrom('users as u')
      .innerJoin('organisations as o', 'o.id', 'u.org_id')
      .select(['u.id', 'o.slug as org_slug'])
      .where((eb) => eb(eb.fn('lower', ['u.email']), '=', email.toLowerCase()));
    if (org !== undefined)
      query = query.where((eb) => eb.or([eb('o.slug', '=', org), eb(sql<string>`o.id::text`, '=', org.toLowerCase())]));
    return query.orderBy('o.slug').execute();
  }

  async setPasswordHash(userId: string, passwordHash: string | null, now: Date): Promise<void> {
    await this.db.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', userId).execute();
  }
}
