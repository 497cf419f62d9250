import { Algorithm, hash, verify } from '@node-rs/argon2';

/** Argon2id with the library's defaults (OWASP's 19 MiB, 2 passes, 1 lane). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: Algorithm.Argon2id });
}

// Checked when there is no user or no password, so that an unknown email costs the same as a wrong password.
let decoy: Promise<string> | undefined;

/** True when `password` matches `passwordHash`; without a hash, checks a decoy and answers false. */
export async function passwordMatches(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash) return verify(passwordHash, password).catch(() => false);
  decoy ??= hashPassword('decoy password, never matches');
  await verify(await decoy, password).catch(() => false);
  return false;
}
