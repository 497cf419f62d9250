import type { Capability } from '../../capability.js';
import type { ClinicalRecords } from '../clinical/service.js';
import type { EventsRepository } from '../events/repository.js';
import { StatementsRepository } from './repository.js';
import { statementsRoutes } from './routes.js';
import { StatementsService } from './service.js';

/** Statements of the ledger, in either calendar and language, as CSV and PDF. */
export const statements: Capability<{ events: EventsRepository; clinical: ClinicalRecords }> = async (app, p) => {
  if (p.servesApi)
    await app.register(statementsRoutes, {
      statements: new StatementsService(new StatementsRepository(p.db), p.clinical, p.events, p.clock),
    });
};
