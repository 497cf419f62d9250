import type { Role } from '../../../db/schema.js';
import type { Account } from './repository.js';
import type { Permission } from '../../access/policy.js';

/** Who is calling, as established from the bearer token; the service layer's only view of the caller. */
export interface AuthContext {
  sessionId: string;
  userId: string;
  orgId: string;
  roles: Role[];
  activeRole: Role;
  permissions: readonly Permission[];
  /** The caller's account as read with the session (same round trip); a change made by this request is not in it. */
  account: Account;
}

export interface Authenticator {
  /** Resolves a raw bearer token to its live session, or throws UNAUTHENTICATED. */
  authenticate(token: string | undefined): Promise<AuthContext>;
}
