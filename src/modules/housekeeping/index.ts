import type { Capability } from '../../capability.js';
import type { PortalMetrics } from '../metrics/registry.js';
import { HousekeepingRepository } from './repository.js';
import { HOUSEKEEPING_CRON, HOUSEKEEPING_QUEUE, HousekeepingService } from './service.js';

/** Removing, on a schedule, what nobody can use any more (one instance of the cluster at a time). */
export const housekeeping: Capability<{ metrics: PortalMetrics }> = async (app, p) => {
  const service = new HousekeepingService(new HousekeepingRepository(p.db), p.clock, p.config);
  p.queue.handle(
    HOUSEKEEPING_QUEUE,
    async () => {
      const removed = await service.run();
      for (const [kind, count] of Object.entries(removed)) if (count > 0) p.metrics.meter.housekeepingRemoved(kind, count);
      app.log.info({ removed }, 'housekeeping done');
    },
    { cron: HOUSEKEEPING_CRON },
  );
};
