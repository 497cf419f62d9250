import type { Role } from '../../db/schema.js';

/** The one policy table: what each role may do (DECISIONS section 4). Nothing else decides access. */
export const ROLE_PERMISSIONS = {
  SUPER_USER: [
    'org:read',
    'org:write_hr',
    'members:read',
    'members:write',
    'packages:write',
    'migration:read',
    'migration:write',
    'migration:rollback',
    'finance:read',
    'finance:write',
    'finance:approve',
    'clinical:read',
    'webhooks:write',
    'users:read',
    'users:write',
    'org:write',
    'orders:write',
    'orders:on_behalf',
    'prescriptions:write',
  ],
  HR_ADMIN: [
    'org:read',
    'org:write_hr',
    'members:read',
    'members:write',
    'packages:write',
    'migration:write',
    'finance:read',
    'webhooks:write',
  ],
  FINANCE: ['org:read', 'members:read', 'finance:read', 'finance:write', 'finance:approve', 'migration:read'],
  MEMBER: ['self:read', 'orders:write', 'prescriptions:read_own', 'prescriptions:write'],
} as const satisfies Record<Role, readonly string[]>;

export type Permission = (typeof ROLE_PERMISSIONS)[Role][number];

/**
 * Who may read which events: a kind's family (the part before the first dot) and the permissions of which
 * one suffices. An event names what its family's routes show (a webhook's last error names its
 * destination), so the feed shows each caller only the families their active role may read there.
 */
export const EVENT_READERS: Record<string, readonly Permission[]> = {
  migration: ['migration:read', 'migration:write'],
  webhook: ['webhooks:write'],
  user: ['users:read'],
  member: ['members:read'],
  org: ['users:read'],
  department: ['org:read'],
  package: ['org:read'],
  provider: ['finance:read'],
  order: ['finance:read'],
  allowance: ['finance:read'],
  period: ['finance:read'],
  statement: ['finance:read'],
  // A prescription's events carry no clinical field, but that a member has one is theirs and their doctor's.
  prescription: ['clinical:read'],
};

/** The event families a role's permissions may read. */
export function readableEventFamilies(held: readonly Permission[]): string[] {
  return Object.entries(EVENT_READERS)
    .filter(([, anyOf]) => anyOf.some((p) => held.includes(p)))
    .map(([family]) => family);
}

/** The family of an event kind: the part before its first dot. */
export const eventFamily = (kind: string) => kind.split('.')[0]!;

/** Whether permissions read an event kind (as the events feed decides it). */
export function readsEvent(held: readonly Permission[], kind: string): boolean {
  return (EVENT_READERS[eventFamily(kind)] ?? []).some((p) => held.includes(p));
}

/** Whether any of these roles reads an event kind: a webhook's deliveries follow its creator's roles as they are now. */
export function rolesRead(roles: readonly Role[], kind: string): boolean {
  return roles.some((role) => role in ROLE_PERMISSIONS && readsEvent(ROLE_PERMISSIONS[role], kind));
}

export const ROLES = Object.keys(ROLE_PERMISSIONS) as Role[];
export const LOCALES = ['en', 'am'] as const;

export function permissionsOf(role: Role): readonly Permission[] {
  return ROLE_PERMISSIONS[role];
}

/**
 * What a route demands. Every route states one of these; a route without one refuses to register.
 * `anyOf` lists permissions of which one suffices (migration reads accept read or write).
 */
export type Access = { public: true } | { optionalSession: true } | { authenticated: true } | { anyOf: readonly Permission[] };

export const PUBLIC: Access = { public: true };
export const AUTHENTICATED: Access = { authenticated: true };
/** Public, but the caller's session is read when one is sent: a missing or ended one is no error. */
export const OPTIONAL_SESSION: Access = { optionalSession: true };
export function requires(...anyOf: Permission[]): Access {
  return { anyOf };
}

export function allows(access: Access, role: Role): boolean {
  if ('public' in access || 'optionalSession' in access || 'authenticated' in access) return true;
  const held: readonly string[] = permissionsOf(role);
  return access.anyOf.some((permission) => held.includes(permission));
}
