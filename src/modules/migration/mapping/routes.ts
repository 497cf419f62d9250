import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../lib/http-schemas.js';
import { JobIdParams, JobResponse } from '../job/schemas.js';
import { MappingBody, ProfilesQuery, ProfilesResponse } from './schemas.js';
import type { JobsService } from '../job/service.js';
import type { MappingService } from './service.js';
import { IMPORTS } from '../job/import-access.js';

/** Mapping: columns to fields; saved mappings. */
export const mappingRoutes: FastifyPluginAsyncTypebox<{ mapping: MappingService; jobs: JobsService }> = async (app, { mapping, jobs }) => {
  app.put(
    '/v1/migration/jobs/:id/mapping',
    {
      config: { access: IMPORTS },
      // An unknown job is 404 before its body is looked at.
      preValidation: async (request) => {
        await jobs.findVisibleJob(request.auth!, (request.params as { id: string }).id);
      },
      schema: {
        operationId: 'setMigrationJobMapping',
        tags: ['migration'],
        summary: 'Map file columns to fields; validation then runs in the background',
        description: 'Answers the job in status `mapping`; it moves through `validating` to `validated`. Poll GET .../:id.',
        params: JobIdParams,
        body: MappingBody,
        response: { 200: JobResponse, ...errorResponses(404, 409, 410) },
      },
    },
    async (request) => ({ data: await mapping.setMapping(request.auth!, request.params.id, request.body) }),
  );

  app.get(
    '/v1/migration/mapping-profiles',
    {
      config: { access: IMPORTS },
      schema: {
        operationId: 'listMappingProfiles',
        tags: ['migration'],
        summary: "Your organisation's saved column mappings",
        querystring: ProfilesQuery,
        response: { 200: ProfilesResponse },
      },
    },
    async (request) => ({ data: await mapping.listProfiles(request.auth!, request.query.dataset_type) }),
  );
};
