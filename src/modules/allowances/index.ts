import type { Capability } from '../../capability.js';
import { allowancesRoutes } from './routes.js';
import type { AllowancesService } from './service.js';

/** Members' allowances as accounts with a ledger; the service is shared (orders move it, members' changes adjust it). */
export const allowances: Capability<{ allowances: AllowancesService }> = async (app, p) => {
  if (p.servesApi) await app.register(allowancesRoutes, { allowances: p.allowances });
};
