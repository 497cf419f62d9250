import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../lib/http-schemas.js';
import { requires } from '../../access/policy.js';
import { JobIdParams, JobResponse } from '../job/schemas.js';
import { CreateMissingBody } from './schemas.js';
import type { MissingReferences } from './service.js';

/** Creating the departments and packages a file names and the organisation lacks. */
export const referencesRoutes: FastifyPluginAsyncTypebox<{ references: MissingReferences }> = async (app, { references }) => {
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
};
