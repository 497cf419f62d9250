import { AppError } from '../../../lib/app-error.js';
import type { Clock } from '../../../lib/clock.js';
import type { AuthService } from '../sessions/service.js';
import type { IdentitiesRepository } from '../identities/repository.js';
import type { UsedProofsRepository } from './repository.js';
import { checkTelegramLogin, MAX_AGE_SECONDS, type TelegramLogin } from './telegram.js';

const REFUSED = {
  'bad-signature': 'The sign-in data is not signed by the messaging app.',
  stale: 'The sign-in data is older than 5 minutes. Sign in again.',
  future: 'The sign-in data is dated in the future.',
} as const;

/** Sign-in through the messaging app's login widget (Telegram): the payload's signature is the proof. */
export class MessengerService {
  constructor(
    private readonly botToken: string | undefined,
    private readonly identities: IdentitiesRepository,
    private readonly auth: AuthService,
    private readonly clock: Clock,
    private readonly proofs: UsedProofsRepository,
  ) {}

  async signIn(payload: TelegramLogin) {
    if (!this.botToken) throw AppError.notFound('Sign-in with the messaging app is not enabled on this service.');
    const check = checkTelegramLogin(payload, this.botToken, Math.floor(this.clock.now().getTime() / 1000));
    if (check !== 'valid') throw AppError.unauthenticated(REFUSED[check]);
    const user = await this.identities.findUser('messenger', String(payload.id));
    if (!user) throw AppError.unauthenticated('No account is linked to this messaging-app user.');
    // Its signature is checked, so its hash names it: the same payload signs in once (a captured one is no key).
    const validUntil = new Date((payload.auth_date + MAX_AGE_SECONDS + 60) * 1000);
    if (!(await this.proofs.useOnce(`telegram:${payload.hash.toLowerCase()}`, validUntil)))
      throw AppError.unauthenticated('This sign-in data was used already. Sign in again.');
    return this.auth.signIn(user);
  }
}
