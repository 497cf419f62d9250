import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { errorResponses } from '../../lib/http-schemas.js';
import { requires } from '../access/policy.js';
import {
  CreatedWebhookResponse,
  CreateWebhookBody,
  DeliveriesQuery,
  DeliveriesResponse,
  TestSentResponse,
  UpdateWebhookBody,
  WebhookIdParams,
  WebhookListResponse,
  WebhookResponse,
} from './schemas.js';
import type { WebhooksService } from './service.js';

const WRITE = requires('webhooks:write');
const SIGNING =
  'Each delivery is a POST of the event as GET /v1/events shows it, signed per the Standard Webhooks specification: headers `webhook-id` (the same on every retry), `webhook-timestamp` and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of `id.timestamp.body` keyed by the secret without its `whsec_` prefix, base64-decoded). A 2xx within 10 s delivers it; anything else is retried (5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 4 h, 8 h, 8 h), then the webhook is disabled and a `webhook.endpoint_disabled` event written.';

export const webhooksRoutes: FastifyPluginAsyncTypebox<{ webhooks: WebhooksService }> = async (app, { webhooks }) => {
  app.post(
    '/v1/webhooks',
    {
      config: { access: WRITE },
      schema: {
        operationId: 'createWebhook',
        tags: ['webhooks'],
        summary: 'Register a webhook: the answer holds its signing secret, shown this once',
        description: `The URL must be http or https and resolve to public addresses only (loopback, private, link-local, multicast and reserved ranges answer 400). ${SIGNING}`,
        body: CreateWebhookBody,
        response: { 201: CreatedWebhookResponse, ...errorResponses(400) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await webhooks.create(request.auth!, request.body) }),
  );

  app.get(
    '/v1/webhooks',
    {
      config: { access: WRITE },
      schema: {
        operationId: 'listWebhooks',
        tags: ['webhooks'],
        summary: "Your organisation's webhooks",
        response: { 200: WebhookListResponse },
      },
    },
    async (request) => ({ data: await webhooks.list(request.auth!) }),
  );

  app.get(
    '/v1/webhooks/:id',
    {
      config: { access: WRITE },
      schema: {
        operationId: 'getWebhook',
        tags: ['webhooks'],
        summary: 'One webhook (never its secret)',
        params: WebhookIdParams,
        response: { 200: WebhookResponse, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await webhooks.get(request.auth!, request.params.id) }),
  );

  app.patch(
    '/v1/webhooks/:id',
    {
      config: { access: WRITE },
      schema: {
        operationId: 'updateWebhook',
        tags: ['webhooks'],
        summary: 'Change the URL, the events, the description, or enable and disable it',
        description: 'Enabling a webhook that retries disabled clears its `disabled_reason`; messages given up before are not sent again.',
        params: WebhookIdParams,
        body: UpdateWebhookBody,
        response: { 200: WebhookResponse, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ data: await webhooks.update(request.auth!, request.params.id, request.body) }),
  );

  app.delete(
    '/v1/webhooks/:id',
    {
      config: { access: WRITE },
      schema: {
        operationId: 'deleteWebhook',
        tags: ['webhooks'],
        summary: 'Delete a webhook, its deliveries and their attempts',
        params: WebhookIdParams,
        response: { 204: Type.Null(), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await webhooks.remove(request.auth!, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/v1/webhooks/:id/deliveries',
    {
      config: { access: WRITE },
      schema: {
        operationId: 'listWebhookDeliveries',
        tags: ['webhooks'],
        summary: 'Delivery attempts, newest first: event, status code, duration, error, time',
        params: WebhookIdParams,
        querystring: DeliveriesQuery,
        response: { 200: DeliveriesResponse, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await webhooks.deliveries(request.auth!, request.params.id, request.query) }),
  );

  app.post(
    '/v1/webhooks/:id/test',
    {
      config: { access: WRITE },
      schema: {
        operationId: 'testWebhook',
        tags: ['webhooks'],
        summary: 'Send a `webhook.test` message to this webhook through the usual delivery (see its deliveries)',
        params: WebhookIdParams,
        response: { 202: TestSentResponse, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => reply.status(202).send({ data: await webhooks.sendTest(request.auth!, request.params.id) }),
  );
};
