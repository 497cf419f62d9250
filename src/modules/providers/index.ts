import type { Capability } from '../../capability.js';
import type { EventsRepository } from '../events/repository.js';
import { ProvidersRepository } from './repository.js';
import { providersRoutes } from './routes.js';
import { ProvidersService } from './service.js';

/** Contracted providers: the pharmacies, clinics and labs the institution pays. */
export const providers: Capability<{ events: EventsRepository }> = async (app, p) => {
  if (p.servesApi)
    await app.register(providersRoutes, { providers: new ProvidersService(new ProvidersRepository(p.db), p.events, p.clock) });
};
