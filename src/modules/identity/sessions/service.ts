import type { Static } from '@sinclair/typebox';
import type { LoginBody } from './schemas.js';
import { randomUUID } from 'node:crypto';
import type { AuthMode } from '../../../config.js';
import { AppError } from '../../../lib/app-error.js';
import type { Clock } from '../../../lib/clock.js';
import { MINUTE_MS } from '../../../lib/clock.js';
import type { Locale, Role } from '../../../db/schema.js';
import type { AuthContext, Authenticator } from '../accounts/auth-context.js';
import { permissionsOf } from '../../access/policy.js';
import { avatarUrl, toCurrentUser, toSessionUser } from '../accounts/presenters.js';
import type { Account, AccountsRepository } from '../accounts/repository.js';
import type { IdentitiesRepository, SignInUser } from '../identities/repository.js';
import { passwordMatches } from '../identities/passwords.js';
import { chooseOrganisation, organisationChoiceRequired } from '../identities/organisation-choice.js';
import { isUuid } from '../../../lib/uuid.js';
import type { AuthRepository } from './repository.js';
import { generateToken, hashToken, isWellFormedToken } from './tokens.js';
import { normaliseEmail } from '../../../lib/text.js';
import { trustedFor, type Device } from '../guard/device-cookie.js';

/**
 * Counts password attempts per key across every instance; past the limit `consume` throws 429, and
 * `reward` gives an attempt back (a right password is no failure).
 */
export interface AttemptCounter {
  consume(key: string): Promise<void>;
  reward(key: string): Promise<void>;
}

export interface SessionSettings {
  idleMinutes: number;
  absoluteHours: number;
  publicUrl: string;
  /** production: demo personas cannot sign in; email and password can (in both modes). */
  mode: AuthMode;
}

export type LoginInput = Static<typeof LoginBody>;

const BAD_CREDENTIALS = 'The email or password is not correct.';

/** last_seen_at is written at most this often per session: idle expiry needs minutes, not milliseconds. */
const TOUCH_INTERVAL_MS = MINUTE_MS;

export class AuthService implements Authenticator {
  constructor(
    private readonly sessions: AuthRepository,
    private readonly accounts: AccountsRepository,
    private readonly identities: IdentitiesRepository,
    private readonly clock: Clock,
    private readonly settings: SessionSettings,
    private readonly passwordAttempts: AttemptCounter = { consume: async () => {}, reward: async () => {} },
  ) {}

  /** The personas a demo sign-in offers; none in production, where they cannot sign in. */
  async listDemoProfiles() {
    if (this.settings.mode === 'production') return [];
    const personas = await this.sessions.listPersonas();
    return personas.map((p) => ({
      id: p.id,
      email: p.email,
      full_name: p.full_name,
      demo_role: p.demo_role,
      roles: p.roles,
      avatar_url: avatarUrl(this.settings.publicUrl, p.user_id),
      label: p.label,
      description: p.description,
      ...(p.demo_role === 'MEMBER' && p.member_id ? { member_id: p.member_id } : {}),
    }));
  }

  /**
   * demo_user_id wins over the legacy demo_role, and both over email and password; `legacy` tells the
   * route to add the Deprecation header. Production mode signs in by email and password only.
   */
  async login(input: LoginInput, device?: Device) {
    const demo = input.demo_user_id !== undefined || input.demo_role !== undefined;
    if (demo && this.settings.mode === 'production') {
      throw AppError.validation(
        input.demo_user_id !== undefined ? 'demo_user_id' : 'demo_role',
        'is not accepted in production mode',
        'Demo sign-in is off. Send email and password.',
      );
    }
    if (!demo && (input.email !== undefined || input.password !== undefined))
      return { ...(await this.passwordLogin(input, input.locale, device)), legacy: false };
    if (input.demo_user_id !== undefined)
      return { ...(await this.personaSignIn({ id: input.demo_user_id }, input.locale, 'No demo persona has this id.')), legacy: false };
    if (input.demo_role !== undefined)
      return { ...(await this.personaSignIn({ role: input.demo_role }, input.locale, 'No demo persona has this role.')), legacy: true };
    throw new AppError(
      'VALIDATION_FAILED',
      this.settings.mode === 'production'
        ? 'Send email and password.'
        : 'Send demo_user_id (or the legacy demo_role), or email and password.',
      [
        this.settings.mode === 'production'
          ? { field: 'email', issue: 'is required' }
          : { field: 'demo_user_id', issue: 'is required when demo_role is not sent' },
      ],
    );
  }

  private async personaSignIn(persona: { id: string } | { role: Role }, locale: Locale | undefined, missing: string) {
    const token = generateToken();
    const signedIn = await this.sessions.createPersonaSession(persona, this.newSession(token));
    if (!signedIn) throw AppError.notFound(missing);
    const { active_role, ...account } = signedIn;
    // A demo persona is shared by everyone who tries the demo: it always takes the page's language.
    return this.signedIn(token, { ...account, locale_chosen: false }, active_role, locale);
  }

  /** The same 401, after the same Argon2id work, for an unknown email, a user without a password and a wrong one. */
  private async passwordLogin(input: LoginInput, locale: Locale | undefined, device: Device | undefined) {
    if (input.email === undefined || input.password === undefined) {
      throw AppError.validation(
        input.email === undefined ? 'email' : 'password',
        'is required with the other',
        'Send both email and password.',
      );
    }
    const candidates = await this.identities.findPasswordUsers(
      input.email,
      input.org_id === undefined || isUuid(input.org_id) ? input.org_id : undefined,
    );
    // Per account, whatever the address: a password guessed from many addresses is still limited. A browser
    // that signed in as this user before counts apart, so strangers' guesses do not lock the owner out.
    const known = candidates.map((candidate) => trustedFor(device, candidate.user_id)).find(Boolean);
    const key = known ? `${normaliseEmail(input.email)}\n${known.key}` : normaliseEmail(input.email);
    await this.passwordAttempts.consume(key);
    // The same work for an unknown email (a decoy hash) as for one user; each organisation's user has a password of their own.
    const matching = [];
    for (const candidate of candidates.length > 0 ? candidates : [undefined]) {
      if ((await passwordMatches(candidate?.password_hash, input.password)) && candidate) matching.push(candidate);
    }
    const choice = chooseOrganisation(matching, input.org_id);
    if (!choice || 'notAmong' in choice) throw AppError.unauthenticated(BAD_CREDENTIALS);
    await this.passwordAttempts.reward(key);
    if ('choose' in choice) throw organisationChoiceRequired(choice.choose);
    return this.signIn(choice.target, locale);
  }

  /** A new session for a user whose identity a sign-in method has proved: the answer of every method. */
  async signIn(user: SignInUser, locale?: Locale) {
    const token = generateToken();
    const signedIn = await this.sessions.createSession({ ...this.newSession(token), user_id: user.user_id, active_role: user.active_role });
    // Only a user removed between the two steps of the sign-in has no account here.
    if (!signedIn) throw AppError.unauthenticated('The session has ended. Sign in again.');
    const { active_role, ...account } = signedIn;
    return this.signedIn(token, account, active_role, locale);
  }

  private newSession(token: string) {
    const now = this.clock.now();
    return {
      id: randomUUID(),
      token_hash: hashToken(token),
      created_at: now,
      expires_at: new Date(now.getTime() + this.settings.absoluteHours * 60 * MINUTE_MS),
    };
  }

  /**
   * A user's chosen language wins at sign-in; the sign-in page's (`locale`) becomes theirs only while they
   * have never chosen one (issue 60: an English browser overwrote the Amharic an operator had set).
   */
  private async signedIn(token: string, account: Account, activeRole: Role, locale: Locale | undefined) {
    if (locale && locale !== account.locale && !account.locale_chosen) {
      await this.accounts.updateUser(account.id, { locale }, this.clock.now());
      account = { ...account, locale };
    }
    return { token, user: toSessionUser(account, activeRole, this.settings.publicUrl) };
  }

  async authenticate(token: string | undefined): Promise<AuthContext> {
    if (!token) throw AppError.unauthenticated('Sign in and send "Authorization: Bearer <token>".');
    if (!isWellFormedToken(token)) throw AppError.unauthenticated('The token is not valid.');
    const session = await this.sessions.findSessionByTokenHash(hashToken(token));
    if (!session) throw AppError.unauthenticated('The token is not valid.');
    const now = this.clock.now().getTime();
    if (session.revoked_at) throw AppError.unauthenticated('The session has ended. Sign in again.');
    if (now >= session.expires_at.getTime()) throw AppError.unauthenticated('The session has expired. Sign in again.');
    if (now - session.last_seen_at.getTime() >= this.settings.idleMinutes * MINUTE_MS) {
      throw AppError.unauthenticated('The session has expired after inactivity. Sign in again.');
    }
    // A persona session made in demo mode is no session on a production instance of the same database;
    // a deactivated user's sessions end with the deactivation, and this holds if one was left.
    if ((session.persona && this.settings.mode === 'production') || session.user_status === 'deactivated')
      throw AppError.unauthenticated('The session has ended. Sign in again.');
    if (now - session.last_seen_at.getTime() >= TOUCH_INTERVAL_MS) await this.sessions.touchSession(session.session_id, new Date(now));
    const { session_id, active_role, created_at, last_seen_at, expires_at, revoked_at, persona, user_status, ...account } = session;
    const activeRole = await this.roleStillHeld(session_id, active_role, account.roles, new Date(now));
    return {
      sessionId: session_id,
      userId: account.id,
      orgId: account.org_id,
      roles: account.roles,
      activeRole,
      permissions: permissionsOf(activeRole),
      account,
    };
  }

  /**
   * The session's active role if its user still holds it; else the role a new sign-in would get (the
   * user's first), saved on the session; a user left with no role has no session. Every request passes
   * here, so a change of roles holds from the user's next request.
   */
  private async roleStillHeld(sessionId: string, activeRole: Role, roles: readonly Role[], now: Date): Promise<Role> {
    if (roles.includes(activeRole)) return activeRole;
    const fallback = roles[0];
    if (!fallback) {
      await this.sessions.revokeSession(sessionId, now);
      throw AppError.unauthenticated('The session has ended: you hold no role any more.');
    }
    await this.sessions.setActiveRole(sessionId, fallback);
    return fallback;
  }

  /** Ends every session of a user: their next request is 401 wherever they are signed in. */
  async endSessionsOf(userId: string): Promise<number> {
    return this.sessions.revokeUserSessions(userId, this.clock.now());
  }

  async logout(auth: AuthContext): Promise<void> {
    await this.sessions.revokeSession(auth.sessionId, this.clock.now());
  }

  currentUser(auth: AuthContext) {
    return toCurrentUser(auth.account, auth.activeRole, this.settings.publicUrl);
  }

  /** Whose sign-in page it is: the active organisation of that slug, else the only active one; null otherwise. */
  async signInOrganisation(slug: string | undefined): Promise<{ name: string } | null> {
    const found = await this.identities.activeOrganisations(slug);
    return found.length === 1 ? { name: found[0]!.name } : null;
  }

  async setLocale(auth: AuthContext, locale: Locale) {
    await this.accounts.updateUser(auth.userId, { locale, locale_chosen: true }, this.clock.now());
    return toSessionUser(await this.requireAccount(auth.userId), auth.activeRole, this.settings.publicUrl);
  }

  private async requireAccount(userId: string): Promise<Account> {
    const account = await this.accounts.findAccount(userId);
    // A session whose user is gone is no session.
    if (!account) throw AppError.unauthenticated('The session has ended. Sign in again.');
    return account;
  }
}
