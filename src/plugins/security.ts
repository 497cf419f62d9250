import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** Security headers on every response; CORS only for the configured origins. */
export const securityPlugin = fp<{ corsOrigins: string[]; https: boolean }>(async (app: FastifyInstance, { corsOrigins, https }) => {
  // helmet's own middleware, built once: @fastify/helmet builds it again on every request, which cost
  // a tenth of a simple request (docs/benchmarks.md). The API reference page replaces the
  // Content-Security-Policy with its own (@fastify/swagger-ui, staticCSP).
  // The web console's policy: its own scripts, styles (Mantine writes its CSS variables into <style>)
  // and fonts, calls to its own API, and nothing from any other origin.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)),
  );
  // The API's answers carry tokens, session users and personal data: no cache (a browser's, a proxy's)
  // keeps them. A route whose answer may be kept says so itself (avatars).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/v1/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
  await app.register(cors, {
    origin: corsOrigins.length > 0 ? corsOrigins : false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id', 'Retry-After', 'Deprecation', 'Content-Disposition'],
    maxAge: 600,
  });
});
