import type { Capability } from '../../capability.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { SharedLimits } from '../../lib/shared-limits.js';
import type { EventsRepository } from '../events/repository.js';
import type { PortalMetrics } from '../metrics/registry.js';
import { WebhooksRepository } from './repository.js';
import { webhooksRoutes } from './routes.js';
import {
  RETRY_DELAYS_SECONDS,
  WEBHOOK_CONCURRENCY,
  WEBHOOK_FAIRNESS,
  WEBHOOK_QUEUE,
  WebhooksService,
  type QueuedDelivery,
} from './service.js';

export interface WebhooksNeeds {
  events: EventsRepository;
  metrics: PortalMetrics;
  limits: SharedLimits;
  secrets: SecretBox;
}

/** Signed webhooks: each event queues its deliveries in its own transaction (the outbox); the queue sends them. */
export const webhooks: Capability<WebhooksNeeds> = async (app, p) => {
  const testsPerMinute = { name: 'webhook-test', points: WEBHOOK_FAIRNESS.testsPerMinute, seconds: 60 };
  const service = new WebhooksService(
    new WebhooksRepository(p.db),
    p.events,
    p.queue,
    p.secrets,
    p.clock,
    {
      allowPrivateNetworks: p.config.webhookAllowPrivateNetworks,
      retryDelaysSeconds: p.config.webhookRetryDelaysSeconds ?? RETRY_DELAYS_SECONDS,
      timeoutMs: p.config.webhookTimeoutSeconds * 1000,
    },
    p.metrics.meter,
    (orgId) => p.limits.consume(testsPerMinute, orgId, 'Too many test messages for this organisation.'),
  );
  p.events.subscribe((trx, event) => service.fanOut(trx, event));
  p.queue.handle<QueuedDelivery>(WEBHOOK_QUEUE, (job) => service.deliver(job), { concurrency: WEBHOOK_CONCURRENCY });
  if (p.servesApi) await app.register(webhooksRoutes, { webhooks: service });
};
