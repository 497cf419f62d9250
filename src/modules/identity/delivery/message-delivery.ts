import type { Kysely } from 'kysely';
import type { AppConfig } from '../../../config.js';
import type { DB } from '../../../db/schema.js';
import { HttpSmsSender } from './http-sms.js';
import { ChannelNotifier } from './notifier.js';
import { DevOutboxRepository } from './repository.js';
import { SmtpMailer } from './smtp-mailer.js';

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
