import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** Security headers on every response; CORS only for the configured origins. */
export const securityPlugin = fp<{ corsOrigins: string[] }>(async (app: FastifyInstance, { corsOrigins }) => {
  // helmet's own middleware, built once: @fastify/helmet builds it again on every request, which cost
  // a tenth of a simple request (docs/benchmarks.md). The API reference page replaces the
  // Content-Security-Policy with its own (@fastify/swagger-ui, staticCSP).
  const securityHeaders = helmet();
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)));
  await app.register(cors, {
    origin: corsOrigins.length > 0 ? corsOrigins : false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id', 'Retry-After', 'Deprecation', 'Content-Disposition'],
    maxAge: 600,
  });
});
