import type { Capability } from '../../capability.js';
import type { AllowancesService } from '../allowances/service.js';
import type { EventsRepository } from '../events/repository.js';
import { MembersRepository } from './repository.js';
import { membersRoutes } from './routes.js';
import type { MemberSearchIndex } from './search-index/service.js';
import { SEARCH_INDEX_QUEUE, type QueuedSearchText } from './search-index/service.js';
import { MembersService } from './service.js';

export interface MembersNeeds {
  events: EventsRepository;
  allowances: AllowancesService;
  searchIndex: MemberSearchIndex;
}

/** The organisation's view of its members, and the search text the worker writes after an import. */
export const members: Capability<MembersNeeds> = async (app, p) => {
  p.queue.handle<QueuedSearchText>(SEARCH_INDEX_QUEUE, (job) => p.searchIndex.write(job));
  if (p.servesApi)
    await app.register(membersRoutes, { members: new MembersService(new MembersRepository(p.db), p.events, p.clock, p.allowances) });
};
