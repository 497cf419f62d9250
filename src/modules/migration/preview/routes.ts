import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../lib/http-schemas.js';
import { JobIdParams, JobResponse } from '../job/schemas.js';
import type { PreviewService } from './service.js';
import { IMPORTS } from '../job/import-access.js';

/** Preview: what the commit would do. */
export const previewRoutes: FastifyPluginAsyncTypebox<{ preview: PreviewService }> = async (app, { preview }) => {
  app.post(
    '/v1/migration/jobs/:id/preview',
    {
      config: { access: IMPORTS },
      schema: {
        operationId: 'previewMigrationJob',
        tags: ['migration'],
        summary: 'Preview what a commit would do (400 while errors remain)',
        params: JobIdParams,
        response: { 200: JobResponse, ...errorResponses(404, 409, 410) },
      },
    },
    async (request) => ({ data: await preview.preview(request.auth!, request.params.id) }),
  );
};
