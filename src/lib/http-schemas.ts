import { Type, type TSchema } from '@sinclair/typebox';
import { JOB_STATUSES } from '../db/schema.js';
import { ERROR_STATUS } from './app-error.js';

/** Successful bodies are `{ data: ... }` and nothing else; named `<data's title>Response` in the API document. */
export function envelope<T extends TSchema>(data: T) {
  return Type.Object({ data }, { additionalProperties: false, ...(data.title ? { title: `${data.title}Response` } : {}) });
}

/** One page of a list (`items` and where the page is), named `<item's title>Page` in the API document. */
export function pageOf<T extends TSchema>(item: T) {
  return Type.Object(
    {
      items: Type.Array(item),
      page: Type.Integer({ description: 'this page, from 1' }),
      page_size: Type.Integer({ description: 'items per page (a page may hold fewer than asked: see the route)' }),
      total_items: Type.Integer(),
      total_pages: Type.Integer(),
    },
    item.title ? { title: `${item.title}Page` } : {},
  );
}

/** ErrorParams (lib/app-error.ts) in a response: optional, described where it is used. */
export function ErrorParamsSchema(description: string) {
  return Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), { description }));
}

export const ErrorBody = Type.Object(
  {
    error: Type.Object({
      code: Type.Union(Object.keys(ERROR_STATUS).map((code) => Type.Literal(code))),
      message: Type.String(),
      details: Type.Array(
        Type.Object({
          field: Type.String(),
          issue: Type.String({ description: 'in English' }),
          reason: Type.Optional(
            Type.String({
              description:
                'a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...)',
            }),
          ),
          params: ErrorParamsSchema('the values the issue names'),
        }),
      ),
      request_id: Type.String(),
    }),
  },
  { $id: 'ErrorBody', title: 'Error' },
);

export const Uuid = Type.String({ format: 'uuid' });

export const Money = Type.Object(
  {
    amount: Type.String({ pattern: '^-?\\d+\\.\\d{2}$', examples: ['1500.00'] }),
    currency: Type.String({ examples: ['ETB'] }),
  },
  { title: 'Money' },
);

/** A string enum as JSON Schema `enum` (not anyOf of consts), so a bad value gets one clear error. */
export function StringEnum<const T extends readonly string[]>(
  values: T,
  options: { description?: string; title?: string; default?: T[number] } = {},
) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'VALIDATION_FAILED: the request is not valid; `details` names each field',
  401: 'UNAUTHENTICATED: no, malformed, unknown, expired or revoked token',
  403: 'FORBIDDEN: the active role lacks the permission',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'Conflict with the current state',
  410: "GONE: housekeeping removed what this needs (a job's stored file and rows, RETAIN_UPLOADS_DAYS after its last change)",
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'The request is understood but refused in the current state',
  429: 'RATE_LIMITED: see the Retry-After header',
  500: 'INTERNAL',
  503: 'SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down',
};

/** Error responses for a route schema, documented and serialized in the error shape. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((status) => [status, { ...ErrorBody, description: ERROR_DESCRIPTIONS[status] ?? 'Error' }]));
}

/** A calendar dates are read or shown in: a user's setting and a date column's format name it alike. */
export const CalendarSchema = StringEnum(['gregorian', 'ethiopian'] as const, {
  title: 'Calendar',
  description:
    'gregorian, or ethiopian (13 months: twelve of 30 days, then Pagume of 5 or 6); dates are always stored and sent as Gregorian YYYY-MM-DD',
});

/** A migration job's state: shared by the import's job schemas and a member's list of the imports that touched them. */
export const JobStatus = StringEnum(JOB_STATUSES, { title: 'JobStatus' });
