import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { parseBearer } from '../lib/bearer.js';
import type { AuthContext, Authenticator } from '../modules/identity/accounts/auth-context.js';
import { allows, PUBLIC, type Access } from '../modules/access/policy.js';
import { cookieToken } from './session-cookie.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route demands of its caller; every route must state it. */
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** Every registered route with the access it declared, for the authorization tests and the docs. */
    accessTable: { method: string; url: string; access: Access }[];
  }
}

export interface AccessPluginOptions {
  authenticator: Authenticator;
  rateLimitSessionPerMin: number;
  /** Prefixes of routes registered by third-party plugins that are public by design (the API reference). */
  publicPrefixes: string[];
}

function bearerToken(header: string | undefined): string | undefined {
  const token = parseBearer(header);
  if (token === null) throw AppError.unauthenticated('The Authorization header must be "Bearer <token>".');
  return token;
}

/**
 * Protected unless marked public: a route without an access rule refuses to register.
 * On each request: authentication by bearer token or session cookie (401), then the active role's permission (403), then the per-session rate limit.
 */
export const accessPlugin = fp<AccessPluginOptions>(async (app: FastifyInstance, options) => {
  app.decorateRequest('auth', null);
  app.decorate('accessTable', []);

  const sessionLimiter = app.rateLimit({
    max: options.rateLimitSessionPerMin,
    timeWindow: 60_000,
    keyGenerator: (request) => `session:${request.auth?.sessionId ?? request.ip}`,
  });

  app.addHook('onRoute', (route) => {
    route.config ??= {};
    if (!route.config.access && options.publicPrefixes.some((prefix) => route.url.startsWith(prefix))) route.config.access = PUBLIC;
    if (!route.config.access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule`);
    for (const method of [route.method].flat()) app.accessTable.push({ method, url: route.url, access: route.config.access });
  });

  // API clients send the bearer token; the console's browser sends the session cookie instead.
  const credential = (request: FastifyRequest) =>
    request.headers.authorization === undefined ? cookieToken(request, app.consoleOrigin) : bearerToken(request.headers.authorization);

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (!access) {
      // Only the not-found handler and CORS preflights (registered before this plugin) have no rule.
      if (request.is404 || request.method === 'OPTIONS') return;
      throw new AppError('FORBIDDEN', 'This route declares no access rule.');
    }
    if ('public' in access) return;
    if ('optionalSession' in access) {
      request.auth = await options.authenticator.authenticate(credential(request)).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'UNAUTHENTICATED') return null;
        throw error;
      });
      return;
    }
    const auth = await options.authenticator.authenticate(credential(request));
    request.auth = auth;
    if (!allows(access, auth.activeRole)) {
      throw new AppError('FORBIDDEN', `The active role ${auth.activeRole} may not do this.`);
    }
    await sessionLimiter.call(app, request, reply);
  });
});
