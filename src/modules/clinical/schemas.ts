import { Type } from '@sinclair/typebox';
import { DISCLOSURE_KINDS } from '../../db/spending-tables.js';
import { envelope, StringEnum } from '../../lib/http-schemas.js';

export const DisclosuresQuery = Type.Object(
  {
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
    cursor: Type.Optional(Type.String({ maxLength: 20, description: '`next_cursor` of the previous page' })),
  },
  { additionalProperties: false },
);

export const DisclosuresResponse = envelope(
  Type.Object(
    {
      items: Type.Array(
        Type.Object({
          actor: Type.Object({ id: Type.String(), full_name: Type.String() }),
          what: StringEnum(DISCLOSURE_KINDS, { title: 'DisclosureKind' }),
          resource_id: Type.String({ description: 'the prescription or order read (an attachment: its prescription)' }),
          at: Type.String({ format: 'date-time' }),
        }),
      ),
      next_cursor: Type.Union([Type.String(), Type.Null()]),
    },
    { title: 'DisclosurePage', description: "who read the member's clinical detail, newest first" },
  ),
);

export const MemberIdParams = Type.Object({ id: Type.String({ description: "The member's id (UUID)" }) });
