import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/http-schemas.js';
import { requires } from '../access/policy.js';
import type { ProviderRow } from './repository.js';
import {
  ProviderCreateBody,
  ProviderIdParams,
  ProviderListQuery,
  ProviderListResponse,
  ProviderPatchBody,
  ProviderResponse,
} from './schemas.js';
import type { ProvidersService } from './service.js';

const WRITE = requires('finance:write');
const RULES =
  "Checked by the import's own rules: 400 VALIDATION_FAILED with a detail per field (`reason` the import's code: REQUIRED, INVALID_VALUE, INVALID_PHONE, INVALID_EMAIL, INVALID_CHARACTERS); 409 CONFLICT (`reason` ALREADY_EXISTS) for a code another provider of the organisation holds, case and outer spaces ignored";

export function toProvider(row: ProviderRow) {
  return { ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}

/** Contracted providers: read by anyone signed in of the organisation (a member chooses one), changed with `finance:write`. */
export const providersRoutes: FastifyPluginAsyncTypebox<{ providers: ProvidersService }> = async (app, { providers }) => {
  app.get(
    '/v1/providers',
    {
      config: { access: { authenticated: true } },
      schema: {
        operationId: 'listProviders',
        tags: ['providers'],
        summary: "Your organisation's contracted providers, active first, by name",
        querystring: ProviderListQuery,
        response: { 200: ProviderListResponse },
      },
    },
    async (request) => {
      const page = await providers.list(request.auth!, request.query);
      return { data: { ...page, items: page.items.map(toProvider) } };
    },
  );

  app.post(
    '/v1/providers',
    {
      config: { access: WRITE },
      schema: {
        operationId: 'createProvider',
        tags: ['providers'],
        summary: 'Add a contracted provider',
        description: `${RULES}. Event: provider.created.`,
        body: ProviderCreateBody,
        response: { 201: ProviderResponse, ...errorResponses(409) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: toProvider(await providers.create(request.auth!, request.body)) }),
  );

  app.get(
    '/v1/providers/:id',
    {
      config: { access: { authenticated: true } },
      schema: {
        operationId: 'getProvider',
        tags: ['providers'],
        summary: 'One provider',
        params: ProviderIdParams,
        response: { 200: ProviderResponse, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: toProvider(await providers.get(request.auth!, request.params.id)) }),
  );

  app.patch(
    '/v1/providers/:id',
    {
      config: { access: WRITE },
      schema: {
        operationId: 'updateProvider',
        tags: ['providers'],
        summary: "Change a provider's code, name, kind, phone or email",
        description: `${RULES}. Its orders keep it. Event: provider.updated, each changed field before and after.`,
        params: ProviderIdParams,
        body: ProviderPatchBody,
        response: { 200: ProviderResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({ data: toProvider(await providers.update(request.auth!, request.params.id, request.body)) }),
  );

  for (const [action, status] of [
    ['archive', 'archived'],
    ['restore', 'active'],
  ] as const) {
    app.post(
      `/v1/providers/:id/${action}`,
      {
        config: { access: WRITE },
        schema: {
          operationId: `${action}Provider`,
          tags: ['providers'],
          summary: action === 'archive' ? 'Archive a provider: no new order may name it' : 'Restore a provider',
          description: `Orders already made keep it. Answers it as it now is; the same status again changes nothing. Event: provider.${status === 'archived' ? 'archived' : 'restored'}.`,
          params: ProviderIdParams,
          response: { 200: ProviderResponse, ...errorResponses(404, 409) },
        },
      },
      async (request) => ({ data: toProvider(await providers.setStatus(request.auth!, request.params.id, status)) }),
    );
  }
};
