import { Type } from '@sinclair/typebox';
import { envelope } from '../../../lib/http-schemas.js';

export const OutboxQuery = Type.Object({
  to: Type.Optional(
    Type.String({ minLength: 1, maxLength: 254, description: 'Only messages to this email address or E.164 phone number' }),
  ),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});

export const OutboxMessage = Type.Object(
  {
    id: Type.Integer(),
    channel: Type.Union([Type.Literal('email'), Type.Literal('sms')]),
    to: Type.String(),
    subject: Type.Union([Type.String(), Type.Null()]),
    text: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'OutboxMessage' },
);

export const OutboxResponse = envelope(Type.Object({ items: Type.Array(OutboxMessage) }, { title: 'OutboxMessageList' }));
