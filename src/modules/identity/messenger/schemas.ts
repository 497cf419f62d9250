import { Type } from '@sinclair/typebox';

const Text = Type.String({ maxLength: 256 });

/** The Telegram login widget's payload, as the page received it. */
export const TelegramLoginBody = Type.Object({
  id: Type.Integer({ minimum: 1, description: 'Telegram user id' }),
  first_name: Type.Optional(Text),
  last_name: Type.Optional(Text),
  username: Type.Optional(Text),
  photo_url: Type.Optional(Type.String({ maxLength: 2048 })),
  auth_date: Type.Integer({ minimum: 0, description: 'Unix seconds when Telegram signed it' }),
  hash: Type.String({ pattern: '^[0-9a-f]{64}$', description: 'Hex HMAC-SHA-256 by Telegram' }),
});
