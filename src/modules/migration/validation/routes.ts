import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Readable } from 'node:stream';
import { errorResponses } from '../../../lib/http-schemas.js';
import { Download } from '../../../lib/downloads.js';
import { JobIdParams, JobResponse } from '../job/schemas.js';
import { ErrorsQuery, ErrorsResponse } from './schemas.js';
import type { ValidationService } from './service.js';
import { IMPORTS } from '../job/import-access.js';

/** Validation, and its errors. */
export const validationRoutes: FastifyPluginAsyncTypebox<{ validation: ValidationService }> = async (app, { validation }) => {
  app.post(
    '/v1/migration/jobs/:id/validate',
    {
      config: { access: IMPORTS },
      schema: {
        operationId: 'validateMigrationJob',
        tags: ['migration'],
        summary: 'Validate now and answer the report (status validated, also with errors)',
        params: JobIdParams,
        response: { 200: JobResponse, ...errorResponses(404, 409, 410) },
      },
    },
    async (request) => ({ data: await validation.validate(request.auth!, request.params.id) }),
  );

  app.get(
    '/v1/migration/jobs/:id/errors',
    {
      config: { access: IMPORTS },
      schema: {
        operationId: 'listMigrationJobErrors',
        tags: ['migration'],
        summary: 'The validation errors, a page at a time, filtered by code and field',
        description:
          'In report order (row, then as found). Before the job has been validated: 409 MIGRATION_JOB_LOCKED, as for the error report.',
        params: JobIdParams,
        querystring: ErrorsQuery,
        response: { 200: ErrorsResponse, ...errorResponses(404, 409, 410) },
      },
    },
    async (request) => ({ data: await validation.listErrors(request.auth!, request.params.id, request.query) }),
  );

  app.get(
    '/v1/migration/jobs/:id/error-report',
    {
      config: { access: IMPORTS },
      schema: {
        operationId: 'getMigrationJobErrorReport',
        tags: ['migration'],
        summary: 'Every validation error as CSV (row,column,field,value,code,message)',
        produces: ['text/csv'],
        params: JobIdParams,
        response: { 200: Download('text/csv; charset=utf-8, with a UTF-8 BOM'), ...errorResponses(404, 409, 410) },
      },
    },
    async (request, reply) => {
      const report = await validation.errorReport(request.auth!, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${report.fileName}"`)
        .send(Readable.from(report.lines));
    },
  );
};
