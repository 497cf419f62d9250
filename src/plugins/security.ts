import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Security headers on every response; CORS only for the configured origins. */
export const securityPlugin = fp<{ corsOrigins: string[] }>(async (app: FastifyInstance, { corsOrigins }) => {
  // The API reference page needs its own scripts and styles; @fastify/swagger-ui sets its CSP (staticCSP).
  await app.register(helmet, { global: true });
  await app.register(cors, {
    origin: corsOrigins.length > 0 ? corsOrigins : false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id', 'Retry-After', 'Deprecation', 'Content-Disposition'],
    maxAge: 600,
  });
});
