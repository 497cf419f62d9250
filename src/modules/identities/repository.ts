import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB, IdentityKind, Role } from '../../db/schema.js';
import { HELD_ROLES, withMemberRecord } from '../accounts/repository.js';

/** Who an identity signs in, and as which role: the persona's demo role, else the user's first role. */
export interface SignInUser {
  user_id: string;
  active_role: Role;
}

/** An active member who has never signed in: their user is made when they first prove the identifier. */
export interface FirstSignInMember {
  member_id: string;
}

/** What an email or phone names: a user, a member about to sign in for the first time, or nobody. */
export type SignInTarget = SignInUser | FirstSignInMember;

/** A member (`m`) with this email (as normalised: lower case) or phone, as the sign-in indexes of migration 0020 serve it. */
const memberHas = (kind: 'email' | 'phone', value: string) => (kind === 'email' ? sql<boolean>`lower(m.email) = ${value}` : sql<boolean>`m.phone = ${value}`);

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
      .select(['u.id as user_id', sql<Role>`coalesce(p.demo_role, ${HELD_ROLES}[1])`.as('active_role')])
      .where('u.status', '<>', 'deactivated')
      .where(sql<boolean>`cardinality(${HELD_ROLES}) > 0`);
    return this.options.personas ? users : users.where('p.user_id', 'is', null);
  }

  async findUser(kind: IdentityKind, value: string): Promise<SignInUser | undefined> {
    return this.users().innerJoin('identities as i', 'i.user_id', 'u.id').where('i.kind', '=', kind).where('i.value', '=', value).executeTakeFirst();
  }

  /**
   * Who an email or phone signs in: a user's identity first; else an active member with it, of an
   * organisation that lets members in (their user when they have one, else the member, whose user the
   * first sign-in makes). An email or phone that is an active member's in two organisations names nobody:
   * a person belongs to one organisation, and guessing which would sign them into the wrong one.
   */
  async findSignIn(kind: 'email' | 'phone', value: string): Promise<SignInTarget | undefined> {
    const user = await this.findUser(kind, value);
    if (user) return user;
    const members = await this.db
      .selectFrom('members as m')
      .innerJoin('organisations as o', 'o.id', 'm.org_id')
      .leftJoin('users as mu', 'mu.id', 'm.user_id')
      .select(['m.id as member_id', 'm.user_id'])
      .where('m.status', '=', 'active')
      .where('o.member_sign_in', '=', true)
      .where(memberHas(kind, value))
      // A member record's email and phone are HR's to write: they sign in a member, never a staff user
      // (whose own identities alone do), so HR cannot point a staff account's sign-in at a phone of theirs.
      .where((eb) => eb.or([eb('m.user_id', 'is', null), sql<boolean>`array_remove(mu.roles, 'MEMBER') = '{}'`]))
      .limit(2)
      .execute();
    if (members.length !== 1) return undefined;
    const [member] = members;
    if (member!.user_id === null) return { member_id: member!.member_id };
    return this.users().where('u.id', '=', member!.user_id).executeTakeFirst();
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
      const member = await trx.selectFrom('members').select(['id', 'org_id', 'user_id', 'full_name', 'status']).where('id', '=', memberId).forUpdate().executeTakeFirst();
      if (!member || member.status !== 'active') return undefined;
      if (member.user_id !== null) return member.user_id;
      const id = randomUUID();
      await trx.insertInto('users').values({ id, org_id: member.org_id, email: null, full_name: member.full_name, roles: ['MEMBER'], locale: 'en', status: 'active', created_at: now, updated_at: now }).execute();
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
      const linked = await trx.selectFrom('members').select('id').where('user_id', '=', userId).where('status', '=', 'active').executeTakeFirst();
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

  /** A user with a password, by email (case-insensitive), with the hash to check. */
  async findPasswordUser(email: string): Promise<(SignInUser & { password_hash: string }) | undefined> {
    const row = await this.users().select('u.password_hash').where((eb) => eb(eb.fn('lower', ['u.email']), '=', email.toLowerCase())).executeTakeFirst();
    return row?.password_hash ? { ...row, password_hash: row.password_hash } : undefined;
  }

  async link(userId: string, kind: IdentityKind, value: string): Promise<void> {
    await this.db.insertInto('identities').values({ id: randomUUID(), user_id: userId, kind, value }).execute();
  }

  async unlink(userId: string, kind: IdentityKind, value: string): Promise<boolean> {
    const result = await this.db.deleteFrom('identities').where('user_id', '=', userId).where('kind', '=', kind).where('value', '=', value).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async findUserIdByEmail(email: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('users').select('id').where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase())).executeTakeFirst();
    return row?.id;
  }

  async setPasswordHash(userId: string, passwordHash: string | null, now: Date): Promise<void> {
    await this.db.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', userId).execute();
  }
}
