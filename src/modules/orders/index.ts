import type { Capability } from '../../capability.js';
import { ordersRoutes } from './routes.js';
import type { OrdersService } from './service.js';

/** The queue whose scheduled job expires orders whose reservation ran out, on whichever instance takes it. */
export const ORDER_EXPIRY_QUEUE = 'orders-expire';
const EVERY_FIVE_MINUTES = '*/5 * * * *';

/** Orders: a member's request to a provider, paid from their allowance, approved by finance (the service is shared: periods and settlements move orders too). */
export const orders: Capability<{ orders: OrdersService }> = async (app, p) => {
  const service = p.orders;
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
