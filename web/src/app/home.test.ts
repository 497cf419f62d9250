import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../api/types';
import { homeOf } from './home';

const user = (active_role: CurrentUser['active_role'], extra: Partial<CurrentUser> = {}) =>
  ({ active_role, roles: [active_role], permissions: active_role === 'MEMBER' ? ['self:read'] : [], ...extra }) as CurrentUser;

describe('homeOf: the screen each role starts on', () => {
  it('opens the checklist for a super user until it is done, then the members directory', () => {
    expect(homeOf(user('SUPER_USER'), false)).toBe('/setup');
    expect(homeOf(user('SUPER_USER'), true)).toBe('/members');
    // The checklist could not be read: the directory rather than a screen that would fail.
    expect(homeOf(user('SUPER_USER'), undefined)).toBe('/members');
  });

  it('opens the members for HR, the approvals queue for finance', () => {
    expect(homeOf(user('HR_ADMIN'))).toBe('/members');
    expect(homeOf(user('FINANCE'))).toBe('/approvals');
  });

  it("opens a member's benefits, and the profile for a member with no member record", () => {
    expect(homeOf(user('MEMBER', { member_id: '0d0e0000-0000-4000-8000-00000000f00d' }))).toBe('/benefits');
    expect(homeOf(user('MEMBER'))).toBe('/profile');
    expect(homeOf(null)).toBe('/profile');
  });
});
