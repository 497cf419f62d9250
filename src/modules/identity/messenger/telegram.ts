import { createHash, createHmac } from 'node:crypto';
import { equalHex } from '../../../lib/secret-box.js';

/** What the Telegram login widget hands the page, signed by Telegram with the bot's token. */
export interface TelegramLogin {
  id: number;
  first_name?: string | undefined;
  last_name?: string | undefined;
  username?: string | undefined;
  photo_url?: string | undefined;
  auth_date: number;
  hash: string;
}

/** A signature this old (or from the future) is refused: a captured payload cannot be replayed later. */
export const MAX_AGE_SECONDS = 300;

export type TelegramCheck = 'valid' | 'bad-signature' | 'stale' | 'future';

/**
 * Telegram's scheme: key = SHA-256(bot token); data-check-string = every received field but `hash`,
 * as `key=value`, sorted by key, joined by newlines; hash = hex HMAC-SHA-256 of it. Compared in
 * constant time before the date is looked at.
 */
export function checkTelegramLogin(payload: TelegramLogin, botToken: string, nowSeconds: number): TelegramCheck {
  const dataCheckString = Object.entries(payload)
    .filter(([key, value]) => key !== 'hash' && value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${String(value)}`)
    .join('\n');
  const key = createHash('sha256').update(botToken).digest();
  const expected = createHmac('sha256', key).update(dataCheckString).digest('hex');
  if (!equalHex(expected, payload.hash)) return 'bad-signature';
  if (payload.auth_date > nowSeconds) return 'future';
  if (nowSeconds - payload.auth_date > MAX_AGE_SECONDS) return 'stale';
  return 'valid';
}
