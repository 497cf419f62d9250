import type { Capability } from '../../capability.js';
import { prescriptionsRoutes } from './routes.js';
import type { PrescriptionsService } from './service.js';

/** Prescriptions: the service is shared (an order names one, and its fulfilment uses it). */
export const prescriptions: Capability<{ prescriptions: PrescriptionsService }> = async (app, p) => {
  if (p.servesApi) await app.register(prescriptionsRoutes, { prescriptions: p.prescriptions });
};
