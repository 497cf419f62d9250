import { Type } from '@sinclair/typebox';
import { envelope, StringEnum } from '../../lib/http-schemas.js';
import { EVENT_KINDS } from '../events/schemas.js';
import { MAX_URL_LENGTH } from './destination.js';

const EventKinds = Type.Array(StringEnum(EVENT_KINDS), {
  minItems: 1,
  maxItems: EVENT_KINDS.length,
  uniqueItems: true,
  description: 'the event kinds to send',
});
const Url = Type.String({ minLength: 1, maxLength: MAX_URL_LENGTH, description: 'http or https; the address must be public' });
const Description = Type.String({ maxLength: 500 });

export const Webhook = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    url: Type.String(),
    events: Type.Array(Type.String()),
    description: Type.Union([Type.String(), Type.Null()]),
    enabled: Type.Boolean(),
    disabled_reason: Type.Union([
      Type.String({ description: 'why delivery stopped (every retry failed for about 24 hours)' }),
      Type.Null(),
    ]),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { title: 'Webhook' },
);

export const CreateWebhookBody = Type.Object({ url: Url, events: EventKinds, description: Type.Optional(Description) });
export const UpdateWebhookBody = Type.Object(
  {
    url: Type.Optional(Url),
    events: Type.Optional(EventKinds),
    description: Type.Optional(Type.Union([Description, Type.Null()])),
    enabled: Type.Optional(Type.Boolean()),
  },
  { minProperties: 1 },
);
export const WebhookIdParams = Type.Object({ id: Type.String({ description: 'Webhook id (UUID)' }) });

export const CreatedWebhookResponse = envelope(
  Type.Composite(
    [Webhook, Type.Object({ secret: Type.String({ description: '`whsec_` + base64: the signing key, shown only in this answer' }) })],
    { title: 'CreatedWebhook' },
  ),
);
export const WebhookResponse = envelope(Webhook);
export const WebhookListResponse = envelope(Type.Object({ items: Type.Array(Webhook) }, { title: 'WebhookList' }));

export const DeliveriesQuery = Type.Object({
  before: Type.Integer({
    minimum: 0,
    maximum: Number.MAX_SAFE_INTEGER,
    default: 0,
    description: 'the id of the oldest attempt already seen (0: from the newest)',
  }),
  limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
});

export const DeliveryAttempt = Type.Object(
  {
    id: Type.Integer(),
    delivery_id: Type.String({ format: 'uuid' }),
    message_id: Type.String({ description: 'the webhook-id header: the same on every attempt of a message' }),
    event_kind: Type.String(),
    attempt: Type.Integer({ minimum: 1 }),
    state: StringEnum(['pending', 'delivered', 'given_up'] as const),
    status_code: Type.Union([Type.Integer(), Type.Null()]),
    duration_ms: Type.Integer(),
    error: Type.Union([Type.String(), Type.Null()]),
    response_body: Type.Union([Type.String({ description: 'the first 1 KB of the answer' }), Type.Null()]),
    attempted_at: Type.String({ format: 'date-time' }),
  },
  { title: 'DeliveryAttempt' },
);
export const DeliveriesResponse = envelope(
  Type.Object(
    {
      items: Type.Array(DeliveryAttempt),
      next_before: Type.Union([Type.Integer(), Type.Null()], {
        description: 'pass as `before` for older attempts; null when there are none',
      }),
    },
    { title: 'DeliveryAttemptPage' },
  ),
);
export const TestSentResponse = envelope(
  Type.Object({ delivery_id: Type.String({ format: 'uuid' }), message_id: Type.String() }, { title: 'TestSent' }),
);
