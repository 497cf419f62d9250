import type { CurrentUser } from '../api/types';
import { can } from '../lib/session';

/**
 * The screen a role starts on (where "/" leads). `setupDone`: whether the organisation's first-run
 * checklist is done, for a super user (undefined when it could not be read: the members directory).
 */
export function homeOf(user: CurrentUser | null | undefined, setupDone?: boolean): string {
  switch (user?.active_role) {
    case 'SUPER_USER':
      return setupDone === false ? '/setup' : '/members';
    case 'HR_ADMIN':
      return '/members';
    case 'FINANCE':
      return '/approvals';
    case 'MEMBER':
      return user.member_id && can(user, 'self:read') ? '/benefits' : '/profile';
    default:
      return '/profile';
  }
}
