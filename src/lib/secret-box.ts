import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * What the service keys with AUTH_SECRET: MACs of one-time codes (a 6-digit code hashed without a key
 * is found by trying a million values) and the encryption of a code on its way through the job queue.
 */
export class SecretBox {
  private readonly macKey: Buffer;
  private readonly encryptionKey: Buffer;

  constructor(secret: string) {
    // Separate keys per use, derived from the one secret.
    this.macKey = createHash('sha256').update(`mac:${secret}`).digest();
    this.encryptionKey = createHash('sha256').update(`encrypt:${secret}`).digest();
  }

  mac(text: string): string {
    return createHmac('sha256', this.macKey).update(text).digest('hex');
  }

  macMatches(text: string, expectedHex: string): boolean {
    return equalHex(this.mac(text), expectedHex);
  }

  /** AES-256-GCM; the answer is base64url of iv, tag and ciphertext. */
  seal(value: unknown): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.encryptionKey, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  open<T>(sealed: string): T {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.encryptionKey, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as T;
  }
}

/** Constant-time comparison of two hex strings (false when their lengths differ). */
export function equalHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
