import { AppError } from '../../../lib/app-error.js';
import type { Clock } from '../../../lib/clock.js';
import type { Calendar, Locale, Role } from '../../../db/schema.js';
import type { AuthContext } from '../accounts/auth-context.js';
import { toProfile } from '../accounts/presenters.js';
import type { AccountsRepository } from '../accounts/repository.js';
import type { AuthRepository } from '../sessions/repository.js';
import { cleanText, nameProblem } from '../../../lib/text.js';

export interface ProfileChanges {
  locale?: Locale | undefined;
  calendar?: Calendar | undefined;
  active_role?: Role | undefined;
  full_name?: string | undefined;
}

export class ProfileService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly sessions: AuthRepository,
    private readonly clock: Clock,
    private readonly publicUrl: string,
  ) {}

  getProfile(auth: AuthContext) {
    return toProfile(auth.account, auth.activeRole, this.publicUrl);
  }

  /** locale, calendar and full_name belong to the user; active_role belongs to this session only. */
  async updateProfile(auth: AuthContext, changes: ProfileChanges) {
    const details = [];
    const fullName = changes.full_name === undefined ? undefined : cleanText(changes.full_name);
    const problem = fullName === undefined ? undefined : nameProblem(fullName);
    if (problem) details.push({ field: 'full_name', issue: problem });
    if (changes.active_role !== undefined && !auth.roles.includes(changes.active_role)) {
      details.push({ field: 'active_role', issue: `must be one of your roles: ${auth.roles.join(', ')}` });
    }
    if (details.length > 0) throw new AppError('VALIDATION_FAILED', 'The profile change is not valid.', details);

    const userChanges = {
      ...(changes.locale !== undefined ? { locale: changes.locale, locale_chosen: true } : {}),
      ...(changes.calendar !== undefined ? { calendar: changes.calendar } : {}),
      ...(fullName !== undefined ? { full_name: fullName } : {}),
    };
    if (Object.keys(userChanges).length > 0) await this.accounts.updateUser(auth.userId, userChanges, this.clock.now());
    let activeRole = auth.activeRole;
    if (changes.active_role !== undefined && changes.active_role !== auth.activeRole) {
      await this.sessions.setActiveRole(auth.sessionId, changes.active_role);
      activeRole = changes.active_role;
    }
    // Read again: the account the request started with predates these changes.
    const account = await this.accounts.findAccount(auth.userId);
    if (!account) throw AppError.unauthenticated('The session has ended. Sign in again.');
    return toProfile(account, activeRole, this.publicUrl);
  }
}
