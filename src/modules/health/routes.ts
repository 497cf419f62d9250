import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/http-schemas.js';
import { PUBLIC } from '../access/policy.js';

const Status = Type.Object({ status: Type.String() }, { title: 'Health' });

export const healthRoutes: FastifyPluginAsyncTypebox<{ db: Kysely<DB>; isShuttingDown: () => boolean }> = async (
  app,
  { db, isShuttingDown },
) => {
  app.get(
    '/healthz',
    {
      config: { access: PUBLIC },
      schema: { operationId: 'getHealth', tags: ['operations'], summary: 'The process is alive', security: [], response: { 200: Status } },
    },
    async () => ({ status: 'ok' }),
  );

  app.get(
    '/readyz',
    {
      config: { access: PUBLIC },
      schema: {
        operationId: 'getReadiness',
        tags: ['operations'],
        summary: 'The database is reachable',
        security: [],
        response: { 200: Status, ...errorResponses(503) },
      },
    },
    async () => {
      if (isShuttingDown()) throw new AppError('SERVICE_UNAVAILABLE', 'The service is shutting down.');
      try {
        await sql`select 1`.execute(db);
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE', 'The database is unreachable.');
      }
      return { status: 'ready' };
    },
  );
};
