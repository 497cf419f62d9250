import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EVENT_READERS, requires } from '../access/policy.js';
import { EventsQuery, EventsResponse } from './schemas.js';
import type { EventsService } from './service.js';

export const eventsRoutes: FastifyPluginAsyncTypebox<{ events: EventsService }> = async (app, { events }) => {
  app.get(
    '/v1/events',
    {
      // Whoever may read some family of events may call it; the feed then holds only those families.
      config: { access: requires(...new Set(Object.values(EVENT_READERS).flat())) },
      schema: {
        operationId: 'listEvents',
        tags: ['events'],
        summary: "Your organisation's events, oldest first, after a given id",
        description:
          'Poll with `after` = the `next_after` of the previous answer to see each event once, in order. Each caller sees only the families their active role may read: migration.* with migration:read or migration:write, webhook.* with webhooks:write, user.* and org.* with users:read.',
        querystring: EventsQuery,
        response: { 200: EventsResponse },
      },
    },
    async (request) => ({ data: await events.list(request.auth!, request.query) }),
  );
};
