import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../lib/http-schemas.js';
import { requires } from '../../access/policy.js';
import { LimitsResponse, JobIdParams, JobListQuery, JobListResponse, JobResponse } from '../job/schemas.js';
import type { JobsService } from './service.js';

const READ = requires('migration:read', 'migration:write');

/** The import's jobs: a page of them, one, and the limits in force. */
export const jobRoutes: FastifyPluginAsyncTypebox<{
  jobs: JobsService;
  limits: { max_upload_bytes: number; max_rows: number; rollback_window_hours: number };
}> = async (app, { jobs, limits }) => {
  app.get(
    '/v1/migration/jobs',
    {
      config: { access: READ },
      schema: {
        operationId: 'listMigrationJobs',
        tags: ['migration'],
        summary: 'Migration jobs of your organisation, newest first',
        querystring: JobListQuery,
        response: { 200: JobListResponse },
      },
    },
    async (request) => ({ data: await jobs.listJobs(request.auth!, request.query) }),
  );

  app.get(
    '/v1/migration/jobs/:id',
    {
      config: { access: READ },
      schema: {
        operationId: 'getMigrationJob',
        tags: ['migration'],
        summary: 'A job with its validation and preview',
        params: JobIdParams,
        response: { 200: JobResponse, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await jobs.getJob(request.auth!, request.params.id) }),
  );

  app.get(
    '/v1/migration/limits',
    {
      config: { access: READ },
      schema: {
        operationId: 'getMigrationLimits',
        tags: ['migration'],
        summary: 'The upload and rollback limits in force (the console shows them)',
        response: { 200: LimitsResponse },
      },
    },
    async () => ({ data: limits }),
  );
};
