import type { Capability } from '../../capability.js';
import { hashedKey, type SharedLimits } from '../../lib/shared-limits.js';
import type { EventsRepository } from '../events/repository.js';
import type { messageDelivery } from '../identity/delivery/message-delivery.js';
import type { AuthRepository } from '../identity/sessions/repository.js';
import { PeopleRepository } from './repository.js';
import { peopleRoutes } from './routes.js';
import { INVITATION_QUEUE, PeopleService, type QueuedInvitation } from './service.js';

export interface PeopleNeeds {
  authRepository: AuthRepository;
  events: EventsRepository;
  delivery: ReturnType<typeof messageDelivery>;
  limits: SharedLimits;
}

/** The organisation's staff: invitations (sent by the queue, within limits every instance counts), roles, deactivation. */
export const people: Capability<PeopleNeeds> = async (app, p) => {
  const limits = p.config.invitationLimits;
  const service = new PeopleService(new PeopleRepository(p.db), p.authRepository, p.events, p.clock, {
    queue: p.queue,
    sender: p.delivery.notifier,
    signInUrl: `${p.config.publicUrl}/sign-in`,
    limit: async ({ orgId, senderId, recipient }) => {
      await p.limits.consume(
        { name: 'invitation-recipient', points: limits.perRecipientPerDay, seconds: 86_400 },
        hashedKey(recipient),
        'This person has been sent as many invitations as a day allows.',
      );
      await p.limits.consume(
        { name: 'invitation-sender', points: limits.perSenderPerHour, seconds: 3_600 },
        senderId,
        'You have sent as many invitations as an hour allows.',
      );
      await p.limits.consume(
        { name: 'invitation-organisation', points: limits.perOrganisationPerDay, seconds: 86_400 },
        orgId,
        'Your organisation has sent as many invitations as a day allows.',
      );
    },
  });
  p.queue.handle<QueuedInvitation>(INVITATION_QUEUE, (job) => service.deliverInvitation(job));
  if (p.servesApi) await app.register(peopleRoutes, { people: service });
};
