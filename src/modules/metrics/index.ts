import fp from 'fastify-plugin';
import type { Core } from '../../capability.js';
import type { PortalMetrics } from './registry.js';
import { metricsRoutes } from './routes.js';

/** /metrics, and the hooks that time every request: wrapped so that they see the routes of every capability. */
export const metrics = fp<Core & { metrics: PortalMetrics }>(
  async (app, p) => {
    await app.register(metricsRoutes, { metrics: p.metrics, token: p.config.metricsToken });
  },
  { name: 'metrics' },
);
