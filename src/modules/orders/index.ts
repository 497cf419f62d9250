import type { Capability } from '../../capability.js';
import type { AllowancesService } from '../allowances/service.js';
import type { ClinicalRecords } from '../clinical/service.js';
import type { PrescriptionsService } from '../prescriptions/service.js';
import type { EventsRepository } from '../events/repository.js';
import { IdempotencyRepository } from '../idempotency/repository.js';
import { IdempotencyService } from '../idempotency/service.js';
import { OrdersRepository } from './repository.js';
import { ordersRoutes } from './routes.js';
import { OrdersService } from './service.js';

/** The queue whose scheduled job expires orders whose reservation ran out, on whichever instance takes it. */
export const ORDER_EXPIRY_QUEUE = 'orders-expire';
const EVERY_FIVE_MINUTES = '*/5 * * * *';

/** Orders: a member's request to a provider, paid from their allowance, approved by finance. */
export const orders: Capability<{
  events: EventsRepository;
  allowances: AllowancesService;
  prescriptions: PrescriptionsService;
  clinical: ClinicalRecords;
}> = async (app, p) => {
  const service = new OrdersService(
    new OrdersRepository(p.db),
    p.allowances,
    p.prescriptions,
    p.clinical,
    p.events,
    new IdempotencyService(new IdempotencyRepository(p.db), p.clock),
    p.clock,
  );
  if (p.servesApi) await app.register(ordersRoutes, { orders: service });
  p.queue.handle(
    ORDER_EXPIRY_QUEUE,
    async () => {
      const expired = await service.expireDue();
      if (expired > 0) app.log.info({ expired }, 'orders expired');
    },
    { cron: EVERY_FIVE_MINUTES },
  );
};
