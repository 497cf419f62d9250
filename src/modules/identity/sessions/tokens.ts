import { createHash, randomBytes } from 'node:crypto';

const TOKEN_PREFIX = 'pst_';
/** `pst_` and 32 random bytes in base64url (43 characters): anything else is not worth a database look-up. */
const TOKEN_SHAPE = /^pst_[A-Za-z0-9_-]{43}$/;

export function generateToken(): string {
  return TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

export function isWellFormedToken(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

/** What the database keeps instead of the token: a leaked sessions table grants no access. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
