import type { Capability } from '../../capability.js';
import type { EventsRepository } from '../events/repository.js';
import { ListsRepository } from './repository.js';
import { departmentsPackagesRoutes } from './routes.js';
import { ListsService } from './service.js';

/** Departments and benefit packages: the lists members name. */
export const departmentsPackages: Capability<{ events: EventsRepository }> = async (app, p) => {
  if (p.servesApi) await app.register(departmentsPackagesRoutes, { lists: new ListsService(new ListsRepository(p.db), p.events, p.clock) });
};
