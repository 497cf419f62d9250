import type { SessionEnder } from '../accounts/session-ender.js';
import { AppError } from '../../../lib/app-error.js';
import type { Clock } from '../../../lib/clock.js';
import { isUniqueViolation } from '../../../lib/database-errors.js';
import type { IdentityKind } from '../../../db/schema.js';
import { hashPassword } from './passwords.js';
import { normalise } from './normalise.js';
import { oneUserByEmail } from './user-by-email.js';
import type { IdentitiesRepository } from './repository.js';

export const IDENTITY_KINDS: readonly IdentityKind[] = ['email', 'phone', 'idp', 'messenger'];
/** NIST SP 800-63B's floor for a password the user chose. */
export const MIN_PASSWORD_LENGTH = 8;

/** What an operator does to let a user sign in: a password, and identities linked to the user. */
export class IdentitiesService {
  constructor(
    private readonly identities: IdentitiesRepository,
    private readonly clock: Clock,
    private readonly sessions: SessionEnder,
  ) {}

  /** Sets the password (NFC, Argon2id) and ends every session of the user: answers how many ended. */
  async setPassword(email: string, password: string, org?: string): Promise<number> {
    if (password.normalize('NFC').length < MIN_PASSWORD_LENGTH)
      throw AppError.validation(
        'password',
        `must be at least ${MIN_PASSWORD_LENGTH} characters`,
        `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
      );
    const userId = await this.requireUser(email, org);
    const now = this.clock.now();
    await this.identities.setPasswordHash(userId, await hashPassword(password), now);
    return this.sessions.revokeUserSessions(userId, now);
  }

  /** Removes an identity from a user and ends every session of the user: answers how many ended. */
  async unlink(email: string, kind: IdentityKind, raw: string, org?: string): Promise<number> {
    const userId = await this.requireUser(email, org);
    const value = kind === 'email' || kind === 'phone' ? normalise(kind, raw) : raw.trim();
    if (!(await this.identities.unlink(userId, kind, value))) throw AppError.notFound(`${email} has no ${kind} identity "${value}".`);
    return this.sessions.revokeUserSessions(userId, this.clock.now());
  }

  /** Emails are lower-cased and phones made E.164, as the sign-in look-ups expect; an identity has one user. */
  async link(email: string, kind: IdentityKind, raw: string, org?: string): Promise<string> {
    const userId = await this.requireUser(email, org);
    const value = kind === 'email' || kind === 'phone' ? normalise(kind, raw) : raw.trim();
    if (!value) throw AppError.validation('value', 'must not be empty');
    try {
      await this.identities.link(userId, kind, value);
    } catch (error) {
      if (isUniqueViolation(error))
        throw AppError.validation('value', 'is already linked to a user', `This ${kind} identity is already linked to a user.`);
      throw error;
    }
    return value;
  }

  /** The user with this email (`org`: of that organisation, by id or slug, when the email is a user's in several). */
  private async requireUser(email: string, org?: string): Promise<string> {
    return oneUserByEmail(await this.identities.findUsersByEmail(email, org), email, org).id;
  }
}
