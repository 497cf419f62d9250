/**
 * The console's sections and the permissions that show each (the active role's, from the session);
 * `member`: only for a user with a member record (My benefits); `setup`: only while the organisation's
 * first-run checklist is not done.
 */
export const NAVIGATION: readonly { to: string; message: string; anyOf: readonly string[]; member?: true; setup?: true }[] = [
  { to: '/setup', message: 'nav.setup', anyOf: ['org:write'], setup: true },
  { to: '/benefits', message: 'nav.benefits', anyOf: ['self:read'], member: true },
  { to: '/prescriptions', message: 'nav.prescriptions', anyOf: ['prescriptions:read_own'], member: true },
  { to: '/orders', message: 'nav.orders', anyOf: ['orders:write', 'finance:read'] },
  { to: '/approvals', message: 'nav.approvals', anyOf: ['finance:approve'] },
  { to: '/providers', message: 'nav.providers', anyOf: ['finance:read'] },
  { to: '/statements', message: 'nav.statements', anyOf: ['finance:read'] },
  { to: '/statements', message: 'nav.myStatement', anyOf: ['self:read'], member: true },
  { to: '/benefit-periods', message: 'nav.periods', anyOf: ['finance:read'] },
  { to: '/imports', message: 'nav.imports', anyOf: ['migration:read', 'migration:write'] },
  { to: '/members', message: 'nav.members', anyOf: ['members:read'] },
  { to: '/departments', message: 'nav.departments', anyOf: ['org:read'] },
  { to: '/packages', message: 'nav.packages', anyOf: ['org:read'] },
  { to: '/people', message: 'nav.people', anyOf: ['users:read'] },
  { to: '/organisation', message: 'nav.organisation', anyOf: ['org:write'] },
  { to: '/profile', message: 'nav.profile', anyOf: [] },
];
