import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requires } from '../access/policy.js';
import { EventsQuery, EventsResponse } from './schemas.js';
import type { EventsService } from './service.js';

export const eventsRoutes: FastifyPluginAsyncTypebox<{ events: EventsService }> = async (app, { events }) => {
  app.get('/v1/events', {
    config: { access: requires('migration:read', 'migration:write') },
    schema: { operationId: 'listEvents',
      tags: ['events'],
      summary: "Your organisation's events, oldest first, after a given id",
      description: 'Poll with `after` = the `next_after` of the previous answer to see each event once, in order.',
      querystring: EventsQuery,
      response: { 200: EventsResponse },
    },
  }, async (request) => ({ data: await events.list(request.auth!, request.query) }));
};
