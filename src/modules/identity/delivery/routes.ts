import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PUBLIC } from '../../access/policy.js';
import type { DevOutboxRepository } from './repository.js';
import { OutboxQuery, OutboxResponse } from './schemas.js';

/** Registered in demo mode only: in production the path does not exist (404). */
export const devOutboxRoutes: FastifyPluginAsyncTypebox<{ outbox: DevOutboxRepository }> = async (app, { outbox }) => {
  app.get(
    '/v1/dev/outbox',
    {
      config: { access: PUBLIC },
      schema: {
        operationId: 'listOutboxMessages',
        tags: ['auth'],
        summary: 'Demo mode only: the mail and SMS the service would have sent, newest first',
        description:
          'One-time codes of the email and phone sign-in land here instead of a real provider. The path does not exist in production mode.',
        security: [],
        querystring: OutboxQuery,
        response: { 200: OutboxResponse },
      },
    },
    async (request) => {
      const rows = await outbox.list({ to: request.query.to, limit: request.query.limit });
      return {
        data: {
          items: rows.map((r) => ({
            id: Number(r.id),
            channel: r.channel,
            to: r.recipient,
            subject: r.subject,
            text: r.body,
            created_at: r.created_at.toISOString(),
          })),
        },
      };
    },
  );
};
