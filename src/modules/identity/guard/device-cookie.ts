import { randomBytes } from 'node:crypto';
import type { SecretBox } from '../../../lib/secret-box.js';
import { hashedKey } from '../../../lib/shared-limits.js';

/**
 * Device cookies (OWASP's authentication cheat sheet): a browser that signed in as a user gets a signed
 * cookie naming that user. When it tries again for the same user, its failures count against its own
 * allowance, not the one strangers share: someone guessing from elsewhere cannot lock the owner out.
 * The cookie proves nothing by itself and signs no one in.
 */
export const DEVICE_COOKIE = 'portal_device';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

/** A browser known to have signed in as `userId`; `key` names its allowances (a hash of its nonce). */
export interface Device {
  userId: string;
  key: string;
}

const FORMAT = /^d1\.([0-9a-f-]{36})\.([A-Za-z0-9_-]{22})\.([0-9a-f]{64})$/;

export class DeviceCookies {
  constructor(private readonly box: SecretBox) {}

  /** A new cookie value for a browser that just signed in as `userId`. */
  issue(userId: string): string {
    const nonce = randomBytes(16).toString('base64url');
    return `d1.${userId}.${nonce}.${this.box.mac(signed(userId, nonce))}`;
  }

  /** The device a cookie value names, if it is one this service signed. */
  read(value: string | undefined): Device | undefined {
    const match = value ? FORMAT.exec(value) : null;
    if (!match) return undefined;
    const [, userId, nonce, mac] = match as unknown as [string, string, string, string];
    return this.box.macMatches(signed(userId, nonce), mac) ? { userId, key: hashedKey(`device\n${nonce}`) } : undefined;
  }
}

const signed = (userId: string, nonce: string) => `device-cookie\n${userId}\n${nonce}`;

/** The device, when it is known for this very user (else the attempt is a stranger's). */
export function trustedFor(device: Device | undefined, userId: string | undefined): Device | undefined {
  return device && userId && device.userId === userId ? device : undefined;
}
