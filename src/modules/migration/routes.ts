import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { errorResponses } from '../../lib/http-schemas.js';
import { streamedBodyValidatorCompiler } from '../../lib/validation.js';
import { requires } from '../access/policy.js';
import type { MigrationCommitService } from './commit/commit-service.js';
import {
  CommitHeaders,
  CommitResponse,
  CreateMissingBody,
  DatasetsResponse,
  ErrorsQuery,
  LimitsResponse,
  ErrorsResponse,
  JobIdParams,
  JobListQuery,
  JobListResponse,
  JobResponse,
  MappingBody,
  ProfilesQuery,
  ProfilesResponse,
  TemplateParams,
  UploadBody,
  UploadResponse,
  RowParams,
  RowsQuery,
  RowsResponse,
  RowPatchBody,
} from './schemas.js';
import type { RowsService } from './rows/service.js';
import type { MissingReferences } from './references/service.js';
import type { MigrationService, UploadPart } from './service.js';

const READ = requires('migration:read', 'migration:write');
const WRITE = requires('migration:write');
const ROLLBACK = requires('migration:rollback');
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** A file download: documented as binary, sent as a stream or buffer (never serialized as JSON). */
const Download = (description: string) => Type.Unsafe<Readable | Buffer>({ type: 'string', format: 'binary', description });

/**
 * A Content-Disposition for a download named after the user's file: an ASCII fallback, and the name
 * itself in RFC 5987 form (a header cannot carry other characters as they are).
 */
function attachment(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7E]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

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

export const migrationRoutes: FastifyPluginAsyncTypebox<{
  migration: MigrationService;
  commits: MigrationCommitService;
  rows: RowsService;
  references: MissingReferences;
  maxUploadBytes: number;
  limits: { max_rows: number; rollback_window_hours: number };
}> = async (app, { migration, commits, rows, references, maxUploadBytes, limits }) => {
  await app.register(multipart, {
    limits: { fileSize: maxUploadBytes, files: 1, fields: 10, parts: 12, fieldSize: 1024, headerPairs: 100 },
    throwFileSizeLimit: true,
  });

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
    async (request) => ({ data: await migration.listJobs(request.auth!, request.query) }),
  );

  app.post(
    '/v1/migration/jobs',
    {
      config: { access: WRITE },
      validatorCompiler: streamedBodyValidatorCompiler,
      schema: {
        operationId: 'createMigrationJob',
        ...uploadSchema(
          'Upload a file: creates a job in status uploaded',
          'multipart/form-data with `dataset_type` and `file`. The file is streamed into the database; the job answers its `columns`, `row_count` and a `suggested_mapping`.',
        ),
      },
    },
    async (request, reply) => reply.status(201).send({ data: await migration.upload(request.auth!, uploadParts(request)) }),
  );

  app.post(
    '/v1/members/import',
    {
      config: { access: WRITE },
      validatorCompiler: streamedBodyValidatorCompiler,
      schema: {
        operationId: 'importMembers',
        ...uploadSchema('Upload a members file (POST /v1/migration/jobs with dataset_type members)', 'multipart/form-data with `file`.'),
        body: Type.Object({ file: Type.String({ format: 'binary' }) }),
      },
    },
    async (request, reply) => reply.status(201).send({ data: await migration.upload(request.auth!, uploadParts(request), 'members') }),
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
    async (request) => ({ data: await migration.getJob(request.auth!, request.params.id) }),
  );

  app.put(
    '/v1/migration/jobs/:id/mapping',
    {
      config: { access: WRITE },
      // An unknown job is 404 before its body is looked at.
      preValidation: async (request) => {
        await migration.findVisibleJob(request.auth!, (request.params as { id: string }).id);
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
    async (request) => ({ data: await migration.setMapping(request.auth!, request.params.id, request.body) }),
  );

  app.post(
    '/v1/migration/jobs/:id/validate',
    {
      config: { access: WRITE },
      schema: {
        operationId: 'validateMigrationJob',
        tags: ['migration'],
        summary: 'Validate now and answer the report (status validated, also with errors)',
        params: JobIdParams,
        response: { 200: JobResponse, ...errorResponses(404, 409, 410) },
      },
    },
    async (request) => ({ data: await migration.validate(request.auth!, request.params.id) }),
  );

  app.post(
    '/v1/migration/jobs/:id/preview',
    {
      config: { access: WRITE },
      schema: {
        operationId: 'previewMigrationJob',
        tags: ['migration'],
        summary: 'Preview what a commit would do (400 while errors remain)',
        params: JobIdParams,
        response: { 200: JobResponse, ...errorResponses(404, 409, 410) },
      },
    },
    async (request) => ({ data: await migration.preview(request.auth!, request.params.id) }),
  );

  app.post(
    '/v1/migration/jobs/:id/commit',
    {
      config: { access: WRITE },
      schema: {
        operationId: 'commitMigrationJob',
        tags: ['migration'],
        summary: 'Import the previewed rows, in the background and all or nothing',
        description:
          'Answers 202 with the job `committing`; poll GET .../:id until `completed` or `failed` (`progress` shows rows done). Events: migration.job_started, then migration.job_completed or migration.job_failed.',
        params: JobIdParams,
        headers: CommitHeaders,
        response: { 202: CommitResponse, ...errorResponses(400, 404, 409, 410, 422) },
      },
    },
    async (request, reply) => {
      const response = await commits.commit(request.auth!, request.params.id, request.headers['idempotency-key']);
      if (response.replayed) reply.header('idempotent-replayed', 'true');
      // The body is already JSON text (the first response, byte for byte on a replay); a string is sent as it is.
      return reply
        .status(response.status as 202)
        .type('application/json; charset=utf-8')
        .send(response.body as never);
    },
  );

  app.post(
    '/v1/migration/jobs/:id/rollback',
    {
      config: { access: ROLLBACK },
      schema: {
        operationId: 'rollbackMigrationJob',
        tags: ['migration'],
        summary: 'Undo a completed import within the rollback window (SUPER_USER)',
        description:
          'Deactivates each member the job created that is still active and unchanged since the import; the others are counted in `rollback.skipped_reasons`. After the window: 422 ROLLBACK_EXPIRED.',
        params: JobIdParams,
        response: { 200: JobResponse, ...errorResponses(404, 409, 422) },
      },
    },
    async (request) => ({ data: await commits.rollback(request.auth!, request.params.id) }),
  );

  app.get(
    '/v1/migration/jobs/:id/errors',
    {
      config: { access: WRITE },
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
    async (request) => ({ data: await migration.listErrors(request.auth!, request.params.id, request.query) }),
  );

  app.get(
    '/v1/migration/jobs/:id/error-report',
    {
      config: { access: WRITE },
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
      const report = await migration.errorReport(request.auth!, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${report.fileName}"`)
        .send(Readable.from(report.lines));
    },
  );

  app.get(
    '/v1/migration/jobs/:id/rows',
    {
      config: { access: WRITE },
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
      config: { access: WRITE },
      preValidation: async (request) => {
        await migration.findVisibleJob(request.auth!, (request.params as { id: string }).id);
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

  app.get(
    '/v1/migration/jobs/:id/corrected-file',
    {
      config: { access: WRITE },
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

  app.get(
    '/v1/migration/templates/:dataset_type',
    {
      config: { access: WRITE },
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
      const template = await migration.template(request.params.dataset_type);
      return reply.type(XLSX_TYPE).header('content-disposition', `attachment; filename="${template.fileName}"`).send(template.content);
    },
  );

  app.post(
    '/v1/migration/jobs/:id/create-missing',
    {
      config: { access: requires('org:write_hr', 'packages:write') },
      schema: {
        operationId: 'createMissingReferences',
        tags: ['migration'],
        summary: 'Create the departments or packages a members file names and the organisation lacks, then check those rows again',
        description:
          "`field`: department (needs org:write_hr) or package (needs packages:write). Each value of the report's `missing_references` becomes one (code and name from the value; a package with no allowance yet), each with its event (`department.created`, `package.created`, with the job's id); the answer is the job with those errors gone. Nothing missing: the job as it is. 400 for a job whose dataset names no such field; 409 MIGRATION_JOB_LOCKED outside validated, preview_ready or failed.",
        params: JobIdParams,
        body: CreateMissingBody,
        response: { 200: JobResponse, ...errorResponses(403, 404, 409) },
      },
    },
    async (request) => ({ data: await references.createMissing(request.auth!, request.params.id, request.body.field) }),
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
    async () => ({ data: migration.listDatasets() }),
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
    async () => ({ data: { max_upload_bytes: maxUploadBytes, ...limits } }),
  );

  app.get(
    '/v1/migration/mapping-profiles',
    {
      config: { access: WRITE },
      schema: {
        operationId: 'listMappingProfiles',
        tags: ['migration'],
        summary: "Your organisation's saved column mappings",
        querystring: ProfilesQuery,
        response: { 200: ProfilesResponse },
      },
    },
    async (request) => ({ data: await migration.listProfiles(request.auth!, request.query.dataset_type) }),
  );
};
