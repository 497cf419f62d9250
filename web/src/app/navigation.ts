/** The console's sections and the permissions that show each (the active role's, from the session). */
export const NAVIGATION = [
  { to: '/imports', message: 'nav.imports', anyOf: ['migration:read', 'migration:write'] },
  { to: '/members', message: 'nav.members', anyOf: ['members:read'] },
  { to: '/people', message: 'nav.people', anyOf: ['users:read'] },
  { to: '/profile', message: 'nav.profile', anyOf: [] },
] as const;
