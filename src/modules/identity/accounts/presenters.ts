import type { Role } from '../../../db/schema.js';
import { permissionsOf } from '../../access/policy.js';
import type { Account } from './repository.js';

/** The shapes in which a user leaves the API: session user, current-session user, profile. */

export function avatarUrl(publicUrl: string, userId: string): string {
  return `${publicUrl}/v1/avatars/${userId}.svg`;
}

/** First letters of the first two words, upper case (grapheme-aware, so Ethiopic names work too). */
export function initialsOf(fullName: string): string {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return fullName
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => segmenter.segment(word)[Symbol.iterator]().next().value?.segment ?? '')
    .join('')
    .toLocaleUpperCase();
}

export function toSessionUser(account: Account, activeRole: Role, publicUrl: string) {
  return {
    id: account.id,
    email: account.email,
    full_name: account.full_name,
    org_id: account.org_id,
    org_name: account.org_name,
    roles: account.roles,
    active_role: activeRole,
    locale: account.locale,
    avatar_url: avatarUrl(publicUrl, account.id),
    org_status: account.org_status,
    permissions: [...permissionsOf(activeRole)],
  };
}

export function toCurrentUser(account: Account, activeRole: Role, publicUrl: string) {
  const member = account.member_id && account.customer_id ? { member_id: account.member_id, customer_id: account.customer_id } : {};
  return {
    id: account.id,
    email: account.email,
    full_name: account.full_name,
    org_id: account.org_id,
    org_name: account.org_name,
    ...member,
    roles: account.roles,
    active_role: activeRole,
    locale: account.locale,
    calendar: account.calendar,
    avatar_url: avatarUrl(publicUrl, account.id),
    org_status: account.org_status,
    permissions: [...permissionsOf(activeRole)],
    allowance_summary:
      account.member_id && account.allowance_remaining !== null
        ? {
            allowance_remaining: { amount: account.allowance_remaining, currency: account.org_currency },
            allowance_total: { amount: account.allowance_total!, currency: account.org_currency },
            reserved: { amount: account.allowance_reserved!, currency: account.org_currency },
            spent: { amount: account.allowance_spent!, currency: account.org_currency },
          }
        : null,
  };
}

export function toProfile(account: Account, activeRole: Role, publicUrl: string) {
  return {
    id: account.id,
    email: account.email,
    full_name: account.full_name,
    org_id: account.org_id,
    org_name: account.org_name,
    roles: account.roles,
    active_role: activeRole,
    locale: account.locale,
    calendar: account.calendar,
    avatar_url: avatarUrl(publicUrl, account.id),
    avatar_initials: initialsOf(account.full_name),
    member_id: account.member_id,
  };
}
