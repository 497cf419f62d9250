import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../lib/http-schemas.js';
import { PUBLIC } from '../../access/policy.js';
import { LoginResponse } from '../sessions/schemas.js';
import { TelegramLoginBody } from './schemas.js';
import type { MessengerService } from './service.js';

export const messengerRoutes: FastifyPluginAsyncTypebox<{ messenger: MessengerService; perIpPerMinute: number }> = async (
  app,
  { messenger, perIpPerMinute },
) => {
  app.post(
    '/v1/auth/messenger/callback',
    {
      config: { access: PUBLIC, issuesSession: true },
      onRequest: app.signInLimit('messenger', perIpPerMinute),
      schema: {
        operationId: 'signInWithMessenger',
        tags: ['auth'],
        summary: 'Sign in with the messaging app (Telegram login widget)',
        description:
          "Send the widget's payload as received. It must carry Telegram's HMAC-SHA-256 signature made with TELEGRAM_BOT_TOKEN and be at most 5 minutes old, not dated in the future. The Telegram user id must be linked to a user (`npm run admin -- user link`). Answers the same envelope as POST /v1/auth/login; 404 when TELEGRAM_BOT_TOKEN is not set.",
        security: [],
        body: TelegramLoginBody,
        response: { 200: LoginResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({ data: await messenger.signIn(request.body) }),
  );
};
