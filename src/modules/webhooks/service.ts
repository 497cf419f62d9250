import type { Static } from '@sinclair/typebox';
import type { CreateWebhookBody, DeliveriesQuery, UpdateWebhookBody } from './schemas.js';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { Webhook as Signer } from 'standardwebhooks';
import type { DB, Role } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { noMeter, type Meter } from '../../lib/meter.js';
import type { JobQueue } from '../../lib/queue.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { cleanText, unsafeCharacter } from '../../lib/text.js';
import { isUuid } from '../../lib/uuid.js';
import type { AuthContext } from '../identity/accounts/auth-context.js';
import { readsEvent, rolesRead } from '../access/policy.js';
import type { EventsRepository, StoredEvent } from '../events/repository.js';
import { toEvent } from '../events/service.js';
import { checkDestination, type DestinationPolicy } from './destination.js';
import type { EndpointRow, WebhooksRepository } from './repository.js';
import { sendWebhook } from './sender.js';

export const WEBHOOK_QUEUE = 'webhooks.deliver';
/** Deliveries run side by side in each worker: a slow endpoint holds one slot, not the others. */
export const WEBHOOK_CONCURRENCY = 8;

/**
 * Fairness between organisations (docs/security.md): at most this many deliveries of one organisation,
 * and of one endpoint, are sent at once across every worker; the others wait their turn in the queue,
 * holding no slot. An organisation may register at most MAX_ENDPOINTS webhooks and send TESTS_PER_MINUTE
 * test messages a minute.
 */
export const WEBHOOK_FAIRNESS = { perOrg: 3, perEndpoint: 2, maxEndpoints: 20, testsPerMinute: 10 } as const;

/** How long a delivery that found its organisation's leases taken waits before it tries again (seconds, with jitter). */
const TURN_WAIT_SECONDS = { min: 1, spread: 2 };

/** Counts a caller's uses of something within a time window, across every instance (SharedLimits). */
export type Throttle = (key: string) => Promise<void>;

export interface QueuedDelivery {
  deliveryId: string;
}

export interface WebhookSettings extends DestinationPolicy {
  /** Seconds before each retry; after the last one fails the endpoint is disabled. */
  retryDelaysSeconds: readonly number[];
  timeoutMs: number;
}

/**
 * The retries after a failed attempt: the first within 10 s, then growing, about 24 hours in all
 * (5 s + 30 s + 2 min + 10 min + 30 min + 1 h + 2 h + 4 h + 8 h + 8 h = 23.7 h), 11 attempts.
 */
export const RETRY_DELAYS_SECONDS = [5, 30, 120, 600, 1_800, 3_600, 7_200, 14_400, 28_800, 28_800] as const;

function toWebhook(row: EndpointRow) {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    description: row.description,
    enabled: row.enabled,
    disabled_reason: row.disabled_reason,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * Webhooks per the Standard Webhooks specification: each event of a subscribed kind becomes one
 * delivery per endpoint, queued in the event's own transaction (the outbox), sent by a worker, signed,
 * retried with backoff and, when every retry failed, the endpoint disabled with an event saying so.
 */
/** A webhook sends only what the events feed would show the person who set it up: 403 naming the kinds it would not. */
function refuseUnreadable(auth: AuthContext, kinds: readonly string[]): void {
  const unreadable = kinds.filter((kind) => !readsEvent(auth.permissions, kind));
  if (unreadable.length > 0) {
    throw new AppError(
      'FORBIDDEN',
      `Your role may not read ${unreadable.join(', ')} in the events feed, so a webhook of yours may not send them.`,
      [{ field: 'events', issue: `your role may not read: ${unreadable.join(', ')}`, reason: 'unreadable_events' }],
    );
  }
}

/** Whether a webhook's creator, as they are now, reads the kind (webhook.test: anyone who may manage webhooks). */
function creatorReads(endpoint: { creator_roles: Role[]; creator_status: string }, kind: string): boolean {
  return endpoint.creator_status !== 'deactivated' && rolesRead(endpoint.creator_roles, kind);
}

export class WebhooksService {
  constructor(
    private readonly repository: WebhooksRepository,
    /** The events outbox, for the event that says an endpoint was disabled (the service also subscribes to it). */
    private readonly events: EventsRepository,
    private readonly queue: JobQueue,
    private readonly secrets: SecretBox,
    private readonly clock: Clock,
    private readonly settings: WebhookSettings,
    private readonly meter: Meter = noMeter,
    private readonly testThrottle: Throttle = async () => {},
  ) {}

  private async find(auth: AuthContext, id: string): Promise<EndpointRow> {
    const row = isUuid(id) ? await this.repository.find(auth.orgId, id.toLowerCase()) : undefined;
    if (!row) throw AppError.notFound('No webhook has this id.');
    return row;
  }

  private cleanDescription(description: string | null | undefined): string | null | undefined {
    if (description === undefined || description === null) return description;
    const unsafe = unsafeCharacter(description);
    if (unsafe) throw AppError.validation('description', `holds a control or text-direction character (${unsafe})`);
    return cleanText(description) || null;
  }

  async create(auth: AuthContext, input: Static<typeof CreateWebhookBody>) {
    refuseUnreadable(auth, input.events);
    await checkDestination(input.url, this.settings);
    const secret = `whsec_${randomBytes(24).toString('base64')}`;
    const row = await this.repository.create(
      {
        id: randomUUID(),
        orgId: auth.orgId,
        url: input.url,
        events: input.events,
        description: this.cleanDescription(input.description) ?? null,
        secretSealed: this.secrets.seal(secret),
        createdBy: auth.userId,
        now: this.clock.now(),
      },
      WEBHOOK_FAIRNESS.maxEndpoints,
    );
    if (!row) {
      throw new AppError(
        'LIMIT_REACHED',
        `The organisation has ${WEBHOOK_FAIRNESS.maxEndpoints} webhooks, the most it may have: remove one first.`,
        [
          {
            field: 'url',
            issue: `the organisation already has ${WEBHOOK_FAIRNESS.maxEndpoints} webhooks`,
            reason: 'too_many_webhooks',
            params: { max: WEBHOOK_FAIRNESS.maxEndpoints },
          },
        ],
      );
    }
    return { ...toWebhook(row), secret };
  }

  async list(auth: AuthContext) {
    return { items: (await this.repository.list(auth.orgId)).map(toWebhook) };
  }

  async get(auth: AuthContext, id: string) {
    return toWebhook(await this.find(auth, id));
  }

  async update(auth: AuthContext, id: string, input: Static<typeof UpdateWebhookBody>) {
    const row = await this.find(auth, id);
    // Whoever sets where a webhook goes, or what it sends, may read every kind it will send there (its
    // description, or switching it on or off, changes neither).
    if (input.url !== undefined || input.events !== undefined) refuseUnreadable(auth, input.events ?? row.events);
    if (input.url !== undefined) await checkDestination(input.url, this.settings);
    const changes = Object.fromEntries(
      Object.entries({ ...input, description: this.cleanDescription(input.description) }).filter(([, value]) => value !== undefined),
    );
    const updated = await this.repository.update(auth.orgId, row.id, changes, this.clock.now());
    if (!updated) throw AppError.notFound('No webhook has this id.');
    return toWebhook(updated);
  }

  async remove(auth: AuthContext, id: string): Promise<void> {
    const row = await this.find(auth, id);
    if (!(await this.repository.remove(auth.orgId, row.id))) throw AppError.notFound('No webhook has this id.');
  }

  async deliveries(auth: AuthContext, id: string, query: Static<typeof DeliveriesQuery>) {
    const row = await this.find(auth, id);
    const attempts = await this.repository.attempts(row.id, query.before, query.limit);
    const items = attempts.map((a) => ({
      id: Number(a.id),
      delivery_id: a.delivery_id,
      message_id: a.message_id,
      event_kind: a.event_kind,
      attempt: a.attempt,
      state: a.state,
      status_code: a.status_code,
      duration_ms: a.duration_ms,
      error: a.error,
      response_body: a.response_body,
      attempted_at: a.attempted_at.toISOString(),
    }));
    return { items, next_before: items.length === query.limit ? items[items.length - 1]!.id : null };
  }

  /** POST .../test: a `webhook.test` message to this endpoint alone, through the same delivery path. */
  async sendTest(auth: AuthContext, id: string) {
    const row = await this.find(auth, id);
    if (!row.enabled)
      throw new AppError('VALIDATION_FAILED', 'The webhook is disabled: enable it first (PATCH enabled: true).', [
        { field: 'enabled', issue: 'is false' },
      ]);
    await this.testThrottle(auth.orgId);
    const now = this.clock.now();
    const messageId = `msg_test_${randomUUID()}`;
    const payload = JSON.stringify({
      id: 0,
      kind: 'webhook.test',
      org_id: auth.orgId,
      occurred_at: now.toISOString(),
      data: { webhook_id: row.id },
    });
    const deliveryId = await this.repository.db
      .transaction()
      .execute((trx) => this.queueDelivery(trx, { endpointId: row.id, messageId, kind: 'webhook.test', payload, now }));
    this.queue.wake(WEBHOOK_QUEUE);
    return { delivery_id: deliveryId, message_id: messageId };
  }

  /** A message for one endpoint, written and queued in the caller's transaction; answers the delivery's id. */
  private async queueDelivery(
    trx: Transaction<DB>,
    message: { endpointId: string; messageId: string; kind: string; payload: string; now: Date },
  ): Promise<string> {
    const id = randomUUID();
    await this.repository.addDelivery(trx, { id, ...message });
    await this.queue.send<QueuedDelivery>(WEBHOOK_QUEUE, { deliveryId: id }, trx);
    return id;
  }

  /** The events outbox's subscriber: a delivery per subscribed endpoint, in the event's transaction. */
  async fanOut(trx: Transaction<DB>, event: StoredEvent): Promise<void> {
    const endpoints = (await this.repository.subscribers(trx, event.orgId, event.kind)).filter((endpoint) =>
      creatorReads(endpoint, event.kind),
    );
    if (endpoints.length === 0) return;
    const payload = JSON.stringify(
      toEvent({ id: event.id, kind: event.kind, org_id: event.orgId, occurred_at: event.occurredAt, data: event.data }),
    );
    for (const endpoint of endpoints) {
      await this.queueDelivery(trx, {
        endpointId: endpoint.id,
        messageId: `msg_${event.id}`,
        kind: event.kind,
        payload,
        now: event.occurredAt,
      });
    }
  }

  /**
   * One attempt of a queued delivery. A 2xx within the timeout delivers it; anything else schedules the
   * next attempt, and after the last the endpoint is disabled. Runs again safely: the attempt is
   * recorded only if no other run recorded it first.
   */
  async deliver({ deliveryId }: QueuedDelivery): Promise<void> {
    const delivery = await this.repository.findPending(deliveryId);
    if (!delivery?.enabled) return;
    // A creator deactivated, or whose roles no longer read the kind, since the event: nothing more is sent.
    if (!creatorReads(delivery, delivery.event_kind)) {
      await this.repository.giveUp(deliveryId, this.clock.now());
      return;
    }
    const lease = {
      deliveryId,
      orgId: delivery.org_id,
      endpointId: delivery.endpoint_id,
      seconds: Math.ceil(this.settings.timeoutMs / 1000) + 5,
    };
    if (!(await this.repository.takeLease(lease, WEBHOOK_FAIRNESS))) {
      // Not an attempt: the organisation's own deliveries are under way; this one waits its turn.
      await this.queue.send<QueuedDelivery>(WEBHOOK_QUEUE, { deliveryId }, undefined, {
        startAfterSeconds: TURN_WAIT_SECONDS.min + Math.random() * TURN_WAIT_SECONDS.spread,
      });
      this.meter.webhookDelivery('deferred');
      return;
    }
    try {
      await this.attempt(deliveryId, delivery);
    } finally {
      await this.repository.releaseLease(deliveryId);
    }
  }

  private async attempt(deliveryId: string, delivery: NonNullable<Awaited<ReturnType<WebhooksRepository['findPending']>>>): Promise<void> {
    const secret = this.secrets.open<string>(delivery.secret_sealed);
    const sentAt = this.clock.now();
    // The signed timestamp is the wall clock's: receivers refuse messages whose time is far from theirs.
    const signedAt = new Date();
    const signature = new Signer(secret).sign(delivery.message_id, signedAt, delivery.payload);
    const headers = {
      'webhook-id': delivery.message_id,
      'webhook-timestamp': String(Math.floor(signedAt.getTime() / 1000)),
      'webhook-signature': signature,
    };
    const outcome = await sendWebhook(delivery.url, headers, delivery.payload, this.settings, this.settings.timeoutMs);
    const delivered = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
    const number = delivery.attempts + 1;
    const exhausted = !delivered && number > this.settings.retryDelaysSeconds.length;
    const state = delivered ? 'delivered' : exhausted ? 'given_up' : 'pending';
    this.meter.webhookDelivery(delivered ? 'delivered' : outcome.refused ? 'refused' : 'failed');
    await this.repository.db.transaction().execute(async (trx) => {
      const { statusCode, durationMs, error, responseBody } = outcome;
      const recorded = await this.repository.recordAttempt(
        trx,
        { deliveryId, endpointId: delivery.endpoint_id, number, at: sentAt, statusCode, durationMs, error, responseBody },
        state,
      );
      if (!recorded || delivered) return;
      if (!exhausted) {
        await this.queue.send<QueuedDelivery>(WEBHOOK_QUEUE, { deliveryId }, trx, {
          startAfterSeconds: this.settings.retryDelaysSeconds[number - 1]!,
        });
        return;
      }
      const reason = `${number} attempts over about ${Math.round(this.settings.retryDelaysSeconds.reduce((sum, s) => sum + s, 0) / 3600)} hours failed; the last: ${outcome.error ?? `status ${outcome.statusCode}`}`;
      const disabled = await this.repository.disable(trx, delivery.endpoint_id, reason, sentAt);
      if (disabled)
        await this.events.append(trx, {
          orgId: delivery.org_id,
          kind: 'webhook.endpoint_disabled',
          occurredAt: sentAt,
          data: { webhook_id: delivery.endpoint_id, reason },
        });
    });
  }
}
