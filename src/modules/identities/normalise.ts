import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { CodeChannel } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { normaliseEmail } from '../../lib/text.js';

/** Emails folded (NFKC, lower case); phones to E.164 (libphonenumber-js), refused when not a valid international number. */
export function normalise(channel: CodeChannel, raw: string): string {
  if (channel === 'email') return normaliseEmail(raw);
  const phone = parsePhoneNumberFromString(raw.trim());
  if (!phone?.isValid()) throw AppError.validation('phone', 'must be a valid phone number in E.164 format, like +251911234567');
  return phone.number;
}
