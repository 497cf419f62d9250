import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Readable } from 'node:stream';
import { errorResponses } from '../../../lib/http-schemas.js';
import { attachment, Download } from '../../../lib/downloads.js';
import { JobIdParams, JobResponse } from '../job/schemas.js';
import { ExcludeByErrorBody, ExcludeByErrorResponse, RowParams, RowsQuery, RowsResponse, RowPatchBody } from './schemas.js';
import type { JobsService } from '../job/service.js';
import type { RowsService } from './service.js';
import { IMPORTS } from '../job/import-access.js';

/** Fixing rows in place, and the corrected file. */
export const rowsRoutes: FastifyPluginAsyncTypebox<{ rows: RowsService; jobs: JobsService }> = async (app, { rows, jobs }) => {
  app.get(
    '/v1/migration/jobs/:id/rows',
    {
      config: { access: IMPORTS },
      schema: {
        operationId: 'listMigrationJobRows',
        tags: ['migration'],
        summary: 'The rows of the file as they will be imported, with their errors and edits, a page at a time',
        description:
          'From `validated` on; before that 409 MIGRATION_JOB_LOCKED. `filter` picks errors, valid, edited or excluded rows; `code` and `field` keep the rows with such an error.',
        params: JobIdParams,
        querystring: RowsQuery,
        response: { 200: RowsResponse, ...errorResponses(404, 409, 410) },
      },
    },
    async (request) => ({ data: await rows.listRows(request.auth!, request.params.id, request.query) }),
  );

  app.patch(
    '/v1/migration/jobs/:id/rows/:row',
    {
      config: { access: IMPORTS },
      preValidation: async (request) => {
        await jobs.findVisibleJob(request.auth!, (request.params as { id: string }).id);
      },
      schema: {
        operationId: 'updateMigrationJobRow',
        tags: ['migration'],
        summary: 'Fix a row in place: change cells and/or exclude it; answers the job with its new validation',
        description:
          'Allowed when the job is validated, preview_ready (it goes back to validated: preview again) or failed; otherwise 409 MIGRATION_JOB_LOCKED. ' +
          'Only the row and the rows sharing a unique value with it (before or after the change) are checked again. Each change is kept with who made it and when, ' +
          'and applies everywhere after: the error report, the preview, the commit, a new mapping. An unknown column is 400; a row the file does not have, 404.',
        params: RowParams,
        body: RowPatchBody,
        response: { 200: JobResponse, ...errorResponses(404, 409, 410) },
      },
    },
    async (request) => ({ data: await rows.editRow(request.auth!, request.params.id, request.params.row, request.body) }),
  );

  app.post(
    '/v1/migration/jobs/:id/rows/exclude',
    {
      config: { access: IMPORTS },
      preValidation: async (request) => {
        await jobs.findVisibleJob(request.auth!, (request.params as { id: string }).id);
      },
      schema: {
        operationId: 'excludeMigrationJobRowsWithError',
        tags: ['migration'],
        summary: 'Leave out every row with one error, in one action; answers the job with its new validation and how many rows',
        description:
          'The rows with an error of `code` (on `field` when given) are excluded as PATCH of each would (each kept with who and when, taken back one by one with excluded false), then the whole job is checked again. ' +
          'Allowed when the job is validated, preview_ready (back to validated) or failed; otherwise 409 MIGRATION_JOB_LOCKED. No row with that error: nothing changes.',
        params: JobIdParams,
        body: ExcludeByErrorBody,
        response: { 200: ExcludeByErrorResponse, ...errorResponses(404, 409, 410) },
      },
    },
    async (request) => ({ data: await rows.excludeRowsWithError(request.auth!, request.params.id, request.body) }),
  );

  app.get(
    '/v1/migration/jobs/:id/corrected-file',
    {
      config: { access: IMPORTS },
      schema: {
        operationId: 'getMigrationJobCorrectedFile',
        tags: ['migration'],
        summary: 'The file as it will be imported: its header and every row not excluded, with the edits (CSV)',
        description: 'For keeping the source in sync with the fixes made here. From `validated` on; before that 409.',
        produces: ['text/csv'],
        params: JobIdParams,
        response: { 200: Download('text/csv; charset=utf-8, with a UTF-8 BOM'), ...errorResponses(404, 409, 410) },
      },
    },
    async (request, reply) => {
      const file = await rows.correctedFile(request.auth!, request.params.id);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', attachment(file.fileName)).send(Readable.from(file.lines));
    },
  );
};
