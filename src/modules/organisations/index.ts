import type { Capability } from '../../capability.js';
import type { EventsRepository } from '../events/repository.js';
import { OrganisationsRepository } from './repository.js';
import { organisationRoutes } from './routes.js';
import { OrganisationSettings } from './settings.js';

/** The organisation's own settings. */
export const organisations: Capability<{ events: EventsRepository }> = async (app, p) => {
  if (p.servesApi)
    await app.register(organisationRoutes, {
      organisations: new OrganisationSettings(new OrganisationsRepository(p.db), p.events, p.clock),
    });
};
