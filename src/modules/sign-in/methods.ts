import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { JobQueue } from '../../lib/queue.js';
import { SecretBox } from '../../lib/secret-box.js';
import type { AuthService } from '../auth/service.js';
import type { IdentitiesRepository } from '../identities/repository.js';
import { UsedProofsRepository } from '../messenger/repository.js';
import { MessengerService } from '../messenger/service.js';
import { HttpSmsSender } from '../notifications/http-sms.js';
import { ChannelNotifier } from '../notifications/notifier.js';
import { DevOutboxRepository } from '../notifications/repository.js';
import { SmtpMailer } from '../notifications/smtp-mailer.js';
import { OauthStatesRepository } from '../oidc/repository.js';
import { OidcService } from '../oidc/service.js';
import { OneTimeCodesRepository } from '../one-time-codes/repository.js';
import { OneTimeCodeService } from '../one-time-codes/service.js';
import { DeviceCookies } from '../sign-in-guard/device-cookie.js';
import { SignInLedgerRepository } from '../sign-in-guard/repository.js';
import { SignInGuard } from '../sign-in-guard/service.js';

/** How mail and SMS travel: the development outbox in demo mode; SMTP and the SMS provider, when configured, in production. */
export function messageDelivery(config: AppConfig, db: Kysely<DB>) {
  const settings = config.signIn;
  const outbox = settings.mode === 'demo' ? new DevOutboxRepository(db) : undefined;
  const notifier = outbox
    ? new ChannelNotifier({ email: outbox, sms: outbox })
    : new ChannelNotifier({
        email: settings.smtpUrl ? new SmtpMailer(settings.smtpUrl, settings.mailFrom) : undefined,
        sms: settings.smsHttpUrl ? new HttpSmsSender(settings.smsHttpUrl, settings.smsHttpToken) : undefined,
      });
  return { outbox, notifier };
}

/**
 * The sign-in methods beyond the demo personas, as AUTH_MODE and their settings make them. Demo mode
 * delivers codes to the development outbox; production by SMTP and the SMS provider, each channel
 * only when configured. The identity provider and the messaging app are on when configured, in both modes.
 */
export function signInMethods(config: AppConfig, db: Kysely<DB>, deps: { identities: IdentitiesRepository; auth: AuthService; queue: JobQueue; clock: Clock }) {
  const settings = config.signIn;
  const { outbox, notifier } = messageDelivery(config, db);
  const box = new SecretBox(settings.secret);
  const guard = new SignInGuard(new SignInLedgerRepository(db), deps.clock);
  return {
    outbox,
    notifier,
    devices: new DeviceCookies(box),
    codes: new OneTimeCodeService(new OneTimeCodesRepository(db), deps.identities, deps.auth, deps.queue, box, notifier, deps.clock, guard),
    oidc: settings.oidc ? new OidcService(settings.oidc, new OauthStatesRepository(db), deps.identities, deps.auth, deps.clock) : undefined,
    messenger: new MessengerService(settings.telegramBotToken, deps.identities, deps.auth, deps.clock, new UsedProofsRepository(db)),
  };
}
