import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { CodeChannel } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { normaliseEmail } from '../../../lib/text.js';

/**
 * Emails folded (NFKC, lower case); phones to E.164 (libphonenumber-js). A local number is read as Ethiopian
 * (+251), as the members import reads it, so a member signs in with the number as HR's file wrote it.
 */
export function normalise(channel: CodeChannel, raw: string): string {
  if (channel === 'email') return normaliseEmail(raw);
  // The whole value must be the number (extract: false): "call 0911..." is not a phone number.
  const phone = parsePhoneNumberFromString(raw.trim(), { defaultCountry: 'ET', extract: false });
  if (!phone?.isValid())
    throw AppError.validation('phone', 'must be a valid phone number, like +251911234567 (a local number is read as Ethiopian)');
  return phone.number;
}
