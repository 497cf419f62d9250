import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../lib/http-schemas.js';
import { JobIdParams, JobResponse } from '../job/schemas.js';
import { CommitHeaders, CommitResponse } from './schemas.js';
import type { MigrationCommitService } from './commit-service.js';
import { IMPORTS, ROLLS_BACK } from '../job/import-access.js';

/** Commit (on the queue) and rollback. */
export const commitRoutes: FastifyPluginAsyncTypebox<{ commits: MigrationCommitService }> = async (app, { commits }) => {
  app.post(
    '/v1/migration/jobs/:id/commit',
    {
      config: { access: IMPORTS },
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
      config: { access: ROLLS_BACK },
      schema: {
        operationId: 'rollbackMigrationJob',
        tags: ['migration'],
        summary: 'Undo a completed import within the rollback window (SUPER_USER; a settlement: FINANCE too)',
        description:
          'Deactivates each member the job created that is still active and unchanged since the import; the others are counted in `rollback.skipped_reasons`. A settlement: each order it fulfilled is approved again, its capture reversed and what it released held again (skipped: PERIOD_CLOSED, SPENT_SINCE). After the window: 422 ROLLBACK_EXPIRED.',
        params: JobIdParams,
        response: { 200: JobResponse, ...errorResponses(404, 409, 422) },
      },
    },
    async (request) => ({ data: await commits.rollback(request.auth!, request.params.id) }),
  );
};
