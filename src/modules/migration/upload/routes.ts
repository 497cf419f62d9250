import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../lib/http-schemas.js';
import { Download } from '../../../lib/downloads.js';
import { requires } from '../../access/policy.js';
import { DatasetsResponse, TemplateParams, UploadBody, UploadResponse } from './schemas.js';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { streamedBodyValidatorCompiler } from '../../../lib/validation.js';
import type { UploadPart, UploadService } from './service.js';
import { IMPORTS } from '../job/import-access.js';

const READ = requires('migration:read', 'migration:write');

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function* uploadParts(request: FastifyRequest): AsyncGenerator<UploadPart> {
  for await (const part of request.parts()) {
    if (part.type === 'file') yield { kind: 'file', name: part.fieldname, fileName: part.filename, stream: part.file };
    else yield { kind: 'field', name: part.fieldname, value: String(part.value) };
  }
}

const uploadSchema = (summary: string, description: string) => ({
  tags: ['migration'],
  summary,
  description,
  consumes: ['multipart/form-data'],
  body: UploadBody,
  response: { 201: UploadResponse },
});

/** Upload: a file becomes a job; the datasets and their templates. */
export const uploadRoutes: FastifyPluginAsyncTypebox<{ upload: UploadService; maxUploadBytes: number }> = async (
  app,
  { upload, maxUploadBytes },
) => {
  await app.register(multipart, {
    limits: { fileSize: maxUploadBytes, files: 1, fields: 10, parts: 12, fieldSize: 1024, headerPairs: 100 },
    throwFileSizeLimit: true,
  });

  app.post(
    '/v1/migration/jobs',
    {
      config: { access: IMPORTS },
      validatorCompiler: streamedBodyValidatorCompiler,
      schema: {
        operationId: 'createMigrationJob',
        ...uploadSchema(
          'Upload a file: creates a job in status uploaded',
          'multipart/form-data with `dataset_type` and `file`. The file is streamed into the database; the job answers its `columns`, `row_count` and a `suggested_mapping`.',
        ),
      },
    },
    async (request, reply) => reply.status(201).send({ data: await upload.upload(request.auth!, uploadParts(request)) }),
  );

  app.post(
    '/v1/members/import',
    {
      config: { access: requires('migration:write') },
      validatorCompiler: streamedBodyValidatorCompiler,
      schema: {
        operationId: 'importMembers',
        ...uploadSchema('Upload a members file (POST /v1/migration/jobs with dataset_type members)', 'multipart/form-data with `file`.'),
        body: Type.Object({ file: Type.String({ format: 'binary' }) }),
      },
    },
    async (request, reply) => reply.status(201).send({ data: await upload.upload(request.auth!, uploadParts(request), 'members') }),
  );

  app.get(
    '/v1/migration/templates/:dataset_type',
    {
      config: { access: IMPORTS },
      schema: {
        operationId: 'getMigrationTemplate',
        tags: ['migration'],
        summary: 'The Excel import template of a dataset',
        produces: [XLSX_TYPE],
        params: TemplateParams,
        response: { 200: Download(XLSX_TYPE), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const template = await upload.template(request.params.dataset_type);
      return reply.type(XLSX_TYPE).header('content-disposition', `attachment; filename="${template.fileName}"`).send(template.content);
    },
  );

  app.get(
    '/v1/migration/datasets',
    {
      config: { access: READ },
      schema: {
        operationId: 'listMigrationDatasets',
        tags: ['migration'],
        summary: 'The datasets a job can import, with their target fields',
        response: { 200: DatasetsResponse },
      },
    },
    async () => ({ data: upload.listDatasets() }),
  );
};
