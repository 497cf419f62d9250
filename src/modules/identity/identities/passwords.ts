import { Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * A password as it is hashed and checked: Unicode NFC (NIST SP 800-63B), so that the same characters typed
 * on another keyboard or system (composed or decomposed) are the same password.
 */
const normalised = (password: string) => password.normalize('NFC');

/** Argon2id with the library's defaults (OWASP's 19 MiB, 2 passes, 1 lane), of the NFC password. */
export function hashPassword(password: string): Promise<string> {
  return hash(normalised(password), { algorithm: Algorithm.Argon2id });
}

// Checked when there is no user or no password, so that an unknown email costs the same as a wrong password.
let decoy: Promise<string> | undefined;

/**
 * True when `password` matches `passwordHash`; without a hash, checks a decoy and answers false. A hash
 * made before passwords were normalised was made of the password as typed: that form is tried second,
 * and only when it differs.
 */
export async function passwordMatches(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash) {
    if (await verify(passwordHash, normalised(password)).catch(() => false)) return true;
    return normalised(password) !== password && (await verify(passwordHash, password).catch(() => false));
  }
  decoy ??= hashPassword('decoy password, never matches');
  await verify(await decoy, password).catch(() => false);
  return false;
}
