import { timingSafeEqual, createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.js';
import { parseBearer } from '../../lib/bearer.js';
import { errorResponses } from '../../lib/http-schemas.js';
import { PUBLIC } from '../access/policy.js';
import type { PortalMetrics } from './registry.js';

export interface MetricsRoutesOptions {
  metrics: PortalMetrics;
  /** Unset: /metrics does not exist (404). */
  token: string | undefined;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics in the Prometheus text format, behind its own bearer token (METRICS_TOKEN), and the
 * hooks that time every request. Registered with fastify-plugin so the hooks see every route.
 */
export const metricsRoutes = fp<MetricsRoutesOptions>(
  async (app, { metrics, token }) => {
    app.addHook('onRequest', async () => {
      metrics.inFlight.inc();
    });
    app.addHook('onResponse', async (request, reply) => {
      metrics.inFlight.dec();
      // The route's pattern, never the path: ids in paths would make a series per job.
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.requestDuration.observe({ route, method: request.method, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    });

    app.get(
      '/metrics',
      {
        config: { access: PUBLIC },
        schema: {
          operationId: 'getMetrics',
          tags: ['operations'],
          summary: 'Prometheus metrics (bearer METRICS_TOKEN; 404 when it is not set)',
          produces: ['text/plain'],
          response: { 200: Type.String({ description: 'Prometheus text format 0.0.4' }), ...errorResponses(401, 404) },
        },
      },
      async (request, reply) => {
        if (!token) throw AppError.notFound('Metrics are off: set METRICS_TOKEN to turn them on.');
        const presented = parseBearer(request.headers.authorization);
        // Compared as digests, in constant time: neither the token nor its length leaks through timing.
        if (!presented || !timingSafeEqual(digest(presented), digest(token))) {
          throw new AppError('UNAUTHENTICATED', 'Send the metrics token as "Authorization: Bearer <METRICS_TOKEN>".', [], {
            'www-authenticate': 'Bearer realm="metrics"',
          });
        }
        reply.type(metrics.registry.contentType);
        return metrics.registry.metrics();
      },
    );
  },
  { name: 'metrics' },
);
