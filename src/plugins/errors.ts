import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import FindMyWay from 'find-my-way';
import { AppError, type ErrorCode, type ErrorDetail } from '../lib/app-error.js';
import { isDatabaseUnavailable } from '../lib/database-errors.js';

/** Fastify's own errors carry an HTTP status; this is the code each of them leaves with. */
const CODE_OF_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

const GENERIC_MESSAGE: Partial<Record<ErrorCode, string>> = {
  VALIDATION_FAILED: 'The request is not valid.',
  PAYLOAD_TOO_LARGE: 'The request body is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'This content type is not accepted here.',
  INTERNAL: 'Something went wrong on our side. Quote the request id when you report it.',
  SERVICE_UNAVAILABLE: 'The service is temporarily unavailable. Try again shortly.',
};

interface AjvError {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

function validationDetails(errors: AjvError[], context: string | undefined): ErrorDetail[] {
  return errors.map((e) => {
    const path = (e.instancePath ?? '').replace(/^\//, '').split('/').filter(Boolean).join('.');
    const missing =
      e.keyword === 'required'
        ? String(e.params?.missingProperty ?? '')
        : e.keyword === 'additionalProperties'
          ? String(e.params?.additionalProperty ?? '')
          : '';
    const field = [path, missing].filter(Boolean).join('.') || (context === 'body' ? 'body' : (context ?? 'request'));
    let issue = e.message ?? 'is not valid';
    if (e.keyword === 'enum' && Array.isArray(e.params?.allowedValues)) issue = `must be one of: ${e.params.allowedValues.join(', ')}`;
    if (e.keyword === 'required') issue = 'is required';
    if (e.keyword === 'additionalProperties') issue = 'is not a field of this request';
    return { field, issue };
  });
}

/** Whatever was thrown, the one AppError the client will see. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) return new AppError('SERVICE_UNAVAILABLE', GENERIC_MESSAGE.SERVICE_UNAVAILABLE!);
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the upload as multipart/form-data.', [
      { field: 'body', issue: 'must be multipart/form-data' },
    ]);
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('PAYLOAD_TOO_LARGE', 'The upload is over a limit.', [
      { field: 'file', issue: (error as Error).message, reason: 'upload_limit' },
    ]);
  }
  const fastifyError = error as Partial<FastifyError> & { validationContext?: string };
  if (Array.isArray(fastifyError.validation)) {
    return new AppError(
      'VALIDATION_FAILED',
      'The request is not valid.',
      validationDetails(fastifyError.validation as AjvError[], fastifyError.validationContext),
    );
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = CODE_OF_STATUS[status] ?? 'VALIDATION_FAILED';
    const details: ErrorDetail[] = code === 'VALIDATION_FAILED' ? [{ field: 'body', issue: safeMessage(fastifyError) }] : [];
    return new AppError(code, GENERIC_MESSAGE[code] ?? safeMessage(fastifyError), details);
  }
  if (status === 503) return new AppError('SERVICE_UNAVAILABLE', GENERIC_MESSAGE.SERVICE_UNAVAILABLE!);
  return new AppError('INTERNAL', GENERIC_MESSAGE.INTERNAL!);
}

/** Fastify's client-error messages say what was wrong with the request; keep them short and path-free. */
function safeMessage(error: Partial<FastifyError>): string {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.name === 'SyntaxError') return 'must be valid JSON';
  const message = (error.message ?? 'is not valid').replace(/\s+/g, ' ').slice(0, 200);
  return message;
}

/** An answer lists at most this many details; the message counts the rest (a body of 90,000 unknown fields got 90,000). */
export const MAX_ERROR_DETAILS = 20;

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const { details } = error;
  const message =
    details.length > MAX_ERROR_DETAILS
      ? `${error.message} ${details.length} problems; the first ${MAX_ERROR_DETAILS} are listed.`
      : error.message;
  return reply
    .status(error.status)
    .headers(error.headers)
    .type('application/json; charset=utf-8')
    .send({ error: { code: error.code, message, details: details.slice(0, MAX_ERROR_DETAILS), request_id: request.id } });
}

/**
 * Errors the router raises before any route or hook runs: a URL that does not decode, and a path
 * parameter over the router's length limit. An over-long id names nothing, like any unknown id: 404.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // No hook has run for these requests, so the request id header is set here.
  reply.header('x-request-id', request.id);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendError(request, reply, AppError.notFound());
  return sendError(
    request,
    reply,
    new AppError('VALIDATION_FAILED', 'The URL is not valid.', [{ field: 'url', issue: 'must be a valid, percent-encoded URL' }]),
  );
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Every error leaves in the `{ error: { code, message, details, request_id } }` shape:
 * ours, Fastify's (bad JSON, body too large, wrong content type), unknown routes and wrong methods.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // A router of the known paths only, to tell "no such path" (404) from "not with this method" (405).
  const knownPaths = FindMyWay();
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (METHODS.includes(method as (typeof METHODS)[number]) && !knownPaths.hasRoute(method as 'GET', route.url)) {
        knownPaths.on(method as 'GET', route.url, () => {});
      }
    }
  });

  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    if (appError.code === 'INTERNAL') request.log.error({ err: error }, 'unhandled error');
    else if (appError.code === 'SERVICE_UNAVAILABLE')
      request.log.warn({ err: { message: (error as Error).message, code: (error as { code?: string }).code } }, 'database unavailable');
    return sendError(request, reply, appError);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // A person's mistyped address in the console: its own page not found, not the API's JSON.
    if (app.hasDecorator('consoleNotFound') && wantsPage(request.method, path, request.headers.accept)) return app.consoleNotFound(reply);
    const allowed = METHODS.filter((method) => knownPaths.find(method, path) !== null);
    // The route exists for this very method (a file route whose file is missing): the resource is not found.
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    if (allowed.includes(method as (typeof METHODS)[number])) return sendError(request, reply, AppError.notFound());
    if (allowed.length > 0) {
      const allow = allowed.includes('GET') ? [...allowed, 'HEAD'] : allowed;
      return sendError(
        request,
        reply,
        new AppError('METHOD_NOT_ALLOWED', `${request.method} is not allowed here.`, [], { allow: allow.join(', ') }),
      );
    }
    return sendError(request, reply, AppError.notFound('No such route.'));
  });
});

/** Paths the API, its documents and the console's files answer: never the console's page. */
const NOT_PAGES = /^\/(?:v\d+\/|v\d+$|docs|openapi|assets\/|metrics|healthz|readyz)/;

/** A browser asking for a page (GET, HTML accepted) at a path that is none of the API's. */
function wantsPage(method: string, path: string, accept: string | undefined): boolean {
  return (method === 'GET' || method === 'HEAD') && !NOT_PAGES.test(path) && (accept ?? '').includes('text/html');
}
