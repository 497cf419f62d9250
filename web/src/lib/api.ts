import createClient from 'openapi-fetch';
import type { paths } from '../api/schema';
import type { ApiErrorBody, ErrorCode } from '../api/types';

/**
 * The one API client: same origin, the session travels as an HttpOnly cookie the browser attaches
 * (no token is ever visible to scripts). Sign-in calls ask for the cookie with X-Portal-Session.
 */
// fetch is looked up at each call (not captured once), so that unit tests can answer for the server.
export const api = createClient<paths>({
  baseUrl: globalThis.location?.origin ?? '',
  credentials: 'same-origin',
  fetch: (request) => globalThis.fetch(request),
});

export const SESSION_COOKIE_HEADERS = { 'X-Portal-Session': 'cookie' } as const;

/** An API refusal, with the error shape's code and details and, for 429, the seconds to wait. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    readonly details: ApiErrorBody['error']['details'] = [],
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** The data of an openapi-fetch result, or its error thrown as an ApiError (for TanStack Query). */
export async function unwrap<T>(call: Promise<{ data?: { data: T }; error?: unknown; response: Response }>): Promise<T> {
  let result;
  try {
    result = await call;
  } catch {
    throw new ApiError(0, 'NETWORK', 'The server could not be reached.');
  }
  if (result.data !== undefined) return result.data.data;
  throw toApiError(result.response, result.error);
}

export function toApiError(response: Response, body: unknown): ApiError {
  const error = (body as ApiErrorBody | undefined)?.error;
  const retryAfter = Number(response.headers.get('retry-after'));
  return new ApiError(
    response.status,
    error?.code ?? 'INTERNAL',
    error?.message ?? response.statusText,
    error?.details ?? [],
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  );
}
