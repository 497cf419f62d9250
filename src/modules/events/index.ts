import type { Capability } from '../../capability.js';
import type { EventsRepository } from './repository.js';
import { eventsRoutes } from './routes.js';
import { EventsService } from './service.js';

/** The events feed: what changed, read by whoever may read each kind. */
export const events: Capability<{ events: EventsRepository }> = async (app, p) => {
  if (p.servesApi) await app.register(eventsRoutes, { events: new EventsService(p.events) });
};
