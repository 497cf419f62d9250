import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorResponses } from '../lib/http-schemas.js';
import { finishDocument } from './openapi-document.js';
import { PUBLIC } from '../modules/access/policy.js';

export const DOCS_PREFIX = '/docs';

/** Error responses every route can give, by what it demands and whether it takes a body. */
function defaultErrorStatuses(route: { method: string | string[]; config?: { access?: object } }): number[] {
  const access = route.config?.access ?? {};
  const statuses = [400, 429, 500, 503];
  if (!('public' in access) && !('optionalSession' in access)) statuses.push(401);
  if ('anyOf' in access) statuses.push(403);
  const methods = [route.method].flat();
  if (methods.some((m) => ['POST', 'PUT', 'PATCH'].includes(m))) statuses.push(413, 415);
  return statuses;
}

/**
 * The OpenAPI 3.1 document, generated from the route schemas, at /openapi.json, and the API reference at /docs.
 * Every route's schema gains its error responses here, so the document lists them and they are serialized strictly.
 */
export const openApiPlugin = fp<{ publicUrl: string }>(async (app: FastifyInstance, { publicUrl }) => {
  app.addHook('onRoute', (route) => {
    if (!route.schema || (route.schema as { hide?: boolean }).hide) return;
    const response = ((route.schema as { response?: Record<string, unknown> }).response ??= {});
    for (const [status, schema] of Object.entries(errorResponses(...defaultErrorStatuses(route)))) response[status] ??= schema;
  });

  await app.register(swagger, {
    transformObject: (documentObject) => finishDocument((documentObject as { openapiObject: object }).openapiObject),
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Institutional Portal API',
        version: '1.0.0',
        license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Proprietary' },
        description:
          'Sign-in, session and profile, and bulk data migration jobs. Successful bodies are `{ data }`; errors are `{ error: { code, message, details, request_id } }`.\n\n' +
          'Sign-in methods (each answers the envelope of POST /v1/auth/login): demo personas (`AUTH_MODE=demo`, the default); email and password; ' +
          'one-time codes by email (`SMTP_URL` in production) and SMS (`SMS_HTTP_URL` in production; in demo mode both go to GET /v1/dev/outbox); ' +
          'an OpenID Connect identity provider (`OIDC_ISSUER`, `OIDC_CLIENT_ID`, `OIDC_CLIENT_SECRET`); the Telegram login widget (`TELEGRAM_BOT_TOKEN`). ' +
          'A method that is not configured answers 404. `AUTH_MODE=production` refuses persona sign-in and needs `AUTH_SECRET`.',
      },
      servers: [{ url: publicUrl }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The `token` from POST /v1/auth/login' } } },
      security: [{ bearer: [] }],
      tags: [
        { name: 'auth', description: 'Sign-in and session' },
        { name: 'profile', description: "The user's own profile" },
        { name: 'migration', description: 'Bulk data migration jobs: upload, map, validate, preview, reports' },
        { name: 'members', description: "The organisation's members" },
        { name: 'departments', description: "The organisation's departments: a members file names one by code or name" },
        {
          name: 'packages',
          description: "The organisation's benefit packages: a members file names one by code; its allowance is a new member's default",
        },
        { name: 'providers', description: 'Contracted providers (pharmacies, clinics, labs): what an order names and finance pays' },
        { name: 'allowances', description: "A member's allowance as an account: what is available, on hold and spent, and every change" },
        { name: 'orders', description: 'What a member asks of a provider, paid from their allowance: submit, approve, fulfil' },
        {
          name: 'benefit periods',
          description: 'The years allowances are granted for: planned, opened (every member granted), closed once',
        },
        {
          name: 'statements',
          description:
            'Statements of the ledger for a member, a department, a provider or the organisation: CSV and PDF, immutable, with a checksum',
        },
        { name: 'prescriptions', description: "A member's prescriptions and the photo of the paper: clinical detail, withheld by role" },
        { name: 'clinical', description: "Who read a member's clinical detail (the disclosure log)" },
        { name: 'organisation', description: 'Your organisation and its settings' },
        { name: 'people', description: "The organisation's users (staff): roles and whether they may sign in" },
        { name: 'events', description: "The organisation's events, in order (the feed webhooks deliver)" },
        { name: 'webhooks', description: 'Signed deliveries of events to your endpoints (Standard Webhooks)' },
        { name: 'operations', description: 'Health, readiness and metrics' },
      ],
    },
  });

  app.get('/openapi.json', { config: { access: PUBLIC }, schema: { hide: true } }, async () => app.swagger());

  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });
});
