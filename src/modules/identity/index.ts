import type { Capability } from '../../capability.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { AccountsRepository } from './accounts/repository.js';
import { OneTimeCodesRepository } from './codes/repository.js';
import { oneTimeCodeRoutes } from './codes/routes.js';
import { CODE_DELIVERY_QUEUE, OneTimeCodeService, type QueuedDelivery } from './codes/service.js';
import type { messageDelivery } from './delivery/message-delivery.js';
import { devOutboxRoutes } from './delivery/routes.js';
import { SignInLedgerRepository } from './guard/repository.js';
import { SignInGuard } from './guard/service.js';
import type { IdentitiesRepository } from './identities/repository.js';
import { UsedProofsRepository } from './messenger/repository.js';
import { messengerRoutes } from './messenger/routes.js';
import { MessengerService } from './messenger/service.js';
import { OauthStatesRepository } from './oidc/repository.js';
import { oidcRoutes } from './oidc/routes.js';
import { OidcService } from './oidc/service.js';
import { avatarRoutes } from './profile/avatar-routes.js';
import { AvatarService } from './profile/avatar-service.js';
import { profileRoutes } from './profile/routes.js';
import { ProfileService } from './profile/service.js';
import type { AuthRepository } from './sessions/repository.js';
import { authRoutes } from './sessions/routes.js';
import type { AuthService } from './sessions/service.js';

export interface IdentityNeeds {
  auth: AuthService;
  authRepository: AuthRepository;
  accounts: AccountsRepository;
  identities: IdentitiesRepository;
  delivery: ReturnType<typeof messageDelivery>;
  secrets: SecretBox;
}

/**
 * Signing in and who one is: the sign-in methods (demo personas, password, codes by mail and SMS, the
 * identity provider, the messaging app), the guard against guessing, sessions, the profile and avatars.
 * Codes travel by the development outbox in demo mode; by SMTP and the SMS provider, each channel only
 * when configured, in production. The identity provider and the messaging app are on when configured.
 */
export const identity: Capability<IdentityNeeds> = async (app, p) => {
  const settings = p.config.signIn;
  const guard = new SignInGuard(new SignInLedgerRepository(p.db), p.clock);
  const codes = new OneTimeCodeService(
    new OneTimeCodesRepository(p.db),
    p.identities,
    p.auth,
    p.queue,
    p.secrets,
    p.delivery.notifier,
    p.clock,
    guard,
  );
  p.queue.handle<QueuedDelivery>(CODE_DELIVERY_QUEUE, (job) => codes.deliver(job));
  if (!p.servesApi) return;

  const demo = settings.mode === 'demo';
  const perIpPerMinute = p.config.rateLimitLoginPerMin;
  await app.register(authRoutes, {
    auth: p.auth,
    loginRateLimit: { max: perIpPerMinute },
    methods: {
      mode: settings.mode,
      personas: demo,
      password: true,
      email_code: demo || Boolean(settings.smtpUrl),
      phone_code: demo || Boolean(settings.smsHttpUrl),
      identity_provider: Boolean(settings.oidc),
      // The bot's id is the part of its token before the colon; the token itself never leaves the server.
      messenger: settings.telegramBotToken ? { bot_id: settings.telegramBotToken.split(':')[0]! } : null,
    },
  });
  await app.register(oneTimeCodeRoutes, { codes, perIpPerMinute });
  const messenger = new MessengerService(settings.telegramBotToken, p.identities, p.auth, p.clock, new UsedProofsRepository(p.db));
  await app.register(messengerRoutes, { messenger, perIpPerMinute });
  if (settings.oidc) {
    const oidc = new OidcService(settings.oidc, new OauthStatesRepository(p.db), p.identities, p.auth, p.clock);
    await app.register(oidcRoutes, { oidc, perIpPerMinute });
  }
  if (p.delivery.outbox) await app.register(devOutboxRoutes, { outbox: p.delivery.outbox });
  await app.register(profileRoutes, { profiles: new ProfileService(p.accounts, p.authRepository, p.clock, p.config.publicUrl) });
  await app.register(avatarRoutes, { avatars: new AvatarService(p.accounts) });
};
