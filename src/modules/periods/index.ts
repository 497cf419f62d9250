import type { Capability } from '../../capability.js';
import type { EventsRepository } from '../events/repository.js';
import type { OrdersService } from '../orders/service.js';
import { PeriodsRepository } from './repository.js';
import { periodsRoutes } from './routes.js';
import { PeriodsService } from './service.js';

/** Benefit periods: the years allowances are granted for, opened and closed by finance. */
export const periods: Capability<{ events: EventsRepository; orders: OrdersService }> = async (app, p) => {
  if (p.servesApi)
    await app.register(periodsRoutes, { periods: new PeriodsService(new PeriodsRepository(p.db), p.orders, p.events, p.clock) });
};
