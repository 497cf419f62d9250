import type { Capability } from '../../capability.js';
import { healthRoutes } from './routes.js';

/** /healthz and /readyz, served by every process (a worker too). */
export const health: Capability<{ isShuttingDown: () => boolean }> = async (app, p) => {
  await app.register(healthRoutes, { db: p.db, isShuttingDown: p.isShuttingDown });
};
