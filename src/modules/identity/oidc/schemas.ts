import { Type } from '@sinclair/typebox';

const Param = Type.String({ maxLength: 4096 });

/** What an identity provider sends back to the redirect URI. */
export const CallbackQuery = Type.Object({
  code: Type.Optional(Param),
  state: Type.Optional(Param),
  iss: Type.Optional(Param),
  error: Type.Optional(Param),
  error_description: Type.Optional(Param),
});
