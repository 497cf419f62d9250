import { isDeepStrictEqual } from 'node:util';

/**
 * The OpenAPI document as client generators, validators and mocks take it (docs/decisions.md, "The API
 * document"): the routes' schemas say each shape once, by its TypeBox `title`; this turns that into
 * `components.schemas` and `$ref`s, and states what every answer carries besides its body.
 */
type Json = Record<string, unknown>;
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components?: Json & { schemas?: Record<string, unknown>; headers?: Record<string, unknown>; responses?: Record<string, unknown> };
};
interface Operation {
  operationId?: string;
  parameters?: { in: string; name: string; required?: boolean; schema?: Json }[];
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: unknown }>; headers?: Record<string, unknown>; $ref?: string }
  >;
  security?: unknown[];
}

const SCHEMAS = '#/components/schemas/';
const HEADERS = '#/components/headers/';
const ERROR = 'Error';

/** Response headers, stated once and referenced by every answer that sends them. */
export const RESPONSE_HEADERS = {
  RequestId: {
    description:
      'The id of this request: `error.request_id` of an error, and what to quote when reporting one. Send `X-Request-Id` to choose it.',
    required: true,
    schema: { type: 'string' },
  },
  RateLimitLimit: {
    description:
      'Requests allowed in the current window (per session, or per address on sign-in routes); absent when the request was refused before it was counted.',
    schema: { type: 'integer' },
  },
  RateLimitRemaining: { description: 'Requests left in the current window.', schema: { type: 'integer' } },
  RateLimitReset: { description: 'Seconds until the window starts again.', schema: { type: 'integer' } },
  RetryAfter: { description: 'Seconds to wait before trying again.', required: true, schema: { type: 'integer' } },
  Deprecation: {
    description: 'Sent when the request used a deprecated form (docs/decisions.md, "Deprecation").',
    schema: { type: 'string', enum: ['true'] },
  },
  Sunset: { description: 'When the deprecated form stops working (an HTTP date, RFC 8594).', schema: { type: 'string' } },
  ContentDisposition: {
    description: '`attachment; filename="..."` (RFC 6266; `filename*` for names beyond ASCII): the name to save the file as.',
    required: true,
    schema: { type: 'string' },
  },
  IdempotentReplayed: {
    description: '`true` when this is the stored answer to an earlier request with the same Idempotency-Key: nothing was done again.',
    schema: { type: 'string', enum: ['true'] },
  },
} as const;

const header = (name: keyof typeof RESPONSE_HEADERS) => ({ $ref: `${HEADERS}${name}` });

/** Keywords that say where a shape is used, not what it is: two uses of one shape may differ in them. */
const USAGE_KEYWORDS = new Set(['description', 'examples', 'default']);
const withoutUsage = (schema: Json) => Object.fromEntries(Object.entries(schema).filter(([key]) => !USAGE_KEYWORDS.has(key)));

/**
 * Every schema with a `title` becomes `components.schemas[title]`, referenced where it was (children
 * first, so components refer to components). Two different shapes with one title are a mistake in the
 * routes: refused, so that a component never silently means two things.
 */
function hoistTitled(node: unknown, components: Record<string, unknown>): unknown {
  if (Array.isArray(node)) return node.map((item) => hoistTitled(item, components));
  if (!node || typeof node !== 'object') return node;
  // `$id` is the routes' business (Fastify's shared schemas); in the document a component's name is its id.
  const hoisted = Object.fromEntries(
    Object.entries(node as Json)
      .filter(([key]) => key !== '$id')
      .map(([key, value]) => [key, hoistTitled(value, components)]),
  ) as Json;
  const title = hoisted.title;
  const isSchema =
    typeof title === 'string' && ('type' in hoisted || 'enum' in hoisted || 'anyOf' in hoisted || 'oneOf' in hoisted || 'allOf' in hoisted);
  if (!isSchema) return hoisted;
  const name = (title as string).replace(/[^A-Za-z0-9._-]/g, '');
  const shape = withoutUsage(hoisted);
  const known = components[name] as Json | undefined;
  if (known && !isDeepStrictEqual(withoutUsage(known), shape))
    throw new Error(`OpenAPI: two different schemas are titled "${name}"; give one of them another title`);
  if (!known) components[name] = shape;
  return typeof hoisted.description === 'string'
    ? { $ref: `${SCHEMAS}${name}`, description: hoisted.description }
    : { $ref: `${SCHEMAS}${name}` };
}

const isJson = (mediaType: string) => mediaType.startsWith('application/json');

/**
 * An error answer stated once in components.responses and referenced by every operation that gives it
 * (`Error404`; `Error404Limited` with the rate-limit headers): the same few answers written out on every
 * operation made most of the document.
 */
function errorResponseRef(responses: Record<string, unknown>, code: number, response: unknown): { $ref: string } {
  const limited = Boolean((response as { headers?: Record<string, unknown> }).headers?.['X-RateLimit-Limit']);
  const base = `Error${code}${limited ? 'Limited' : ''}`;
  for (let n = 1; ; n += 1) {
    const name = n === 1 ? base : `${base}_${n}`;
    const known = responses[name];
    if (known === undefined) responses[name] = response;
    if (known === undefined || isDeepStrictEqual(known, response)) return { $ref: `#/components/responses/${name}` };
  }
}

/** The finished document: named schemas, errors as JSON everywhere, optional defaults, response headers. */
export function finishDocument<T>(document: T): T {
  const doc = document as unknown as OpenApi;
  const components = (doc.components ??= {});
  const schemas = (components.schemas ??= {}) as Record<string, unknown>;
  doc.paths = hoistTitled(doc.paths, schemas) as OpenApi['paths'];
  components.headers = { ...(components.headers ?? {}), ...RESPONSE_HEADERS };

  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      // A parameter with a default may be left out: the default is used (and stated in its schema).
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== 'path' && parameter.schema && 'default' in parameter.schema) parameter.required = false;
      }
      const limited = Boolean(operation.responses?.['429']);
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const code = Number(status);
        // An error is the JSON error envelope on every route, whatever the route's success sends.
        if (code >= 400) response.content = { 'application/json': { schema: { $ref: `${SCHEMAS}${ERROR}` } } };
        const headers: Record<string, unknown> = { 'X-Request-Id': header('RequestId'), ...(response.headers ?? {}) };
        if (limited && (operation.security === undefined || operation.security.length > 0 || path === '/v1/auth/login')) {
          Object.assign(headers, {
            'X-RateLimit-Limit': header('RateLimitLimit'),
            'X-RateLimit-Remaining': header('RateLimitRemaining'),
            'X-RateLimit-Reset': header('RateLimitReset'),
          });
        }
        if (code === 429) headers['Retry-After'] = header('RetryAfter');
        const download = code >= 200 && code < 300 && response.content && !Object.keys(response.content).some(isJson);
        if (download && !path.startsWith('/v1/avatars') && path !== '/metrics')
          headers['Content-Disposition'] = header('ContentDisposition');
        if (path === '/v1/auth/login' && method === 'post' && code === 200)
          Object.assign(headers, { Deprecation: header('Deprecation'), Sunset: header('Sunset') });
        if (path.endsWith('/commit') && method === 'post' && code === 202) headers['Idempotent-Replayed'] = header('IdempotentReplayed');
        response.headers = headers;
        if (code >= 400) operation.responses![status] = errorResponseRef((components.responses ??= {}), code, response);
      }
    }
  }
  return document;
}
