import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import { AppError } from '../lib/app-error.js';
import type { SharedLimits } from '../lib/shared-limits.js';
import type { Authenticator } from '../modules/identity/accounts/auth-context.js';
import type { DeviceCookies } from '../modules/identity/guard/device-cookie.js';
import { accessPlugin } from './access.js';
import { errorsPlugin } from './errors.js';
import { httpBasicsPlugin } from './http-basics.js';
import { DOCS_PREFIX, openApiPlugin } from './openapi.js';
import { securityPlugin } from './security.js';
import { sessionCookiePlugin } from './session-cookie.js';
import { signInLimitsPlugin } from './sign-in-limits.js';

export interface CrossCuttingOptions {
  config: AppConfig;
  auth: Authenticator;
  devices: DeviceCookies;
  limits: SharedLimits;
  servesApi: boolean;
  isShuttingDown: () => boolean;
}

/**
 * What every route gets, registered before any capability: how requests are read, one error shape,
 * security headers and CORS, rate limits, the session cookie, access decided by the policy table, and
 * (where the API is served) the OpenAPI document.
 */
export const crossCutting = fp<CrossCuttingOptions>(
  async (app, { config, auth, devices, limits, servesApi, isShuttingDown }) => {
    await app.register(httpBasicsPlugin, { isShuttingDown });
    await app.register(errorsPlugin);
    await app.register(securityPlugin, { corsOrigins: config.corsOrigins, https: config.publicUrl.startsWith('https:') });
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new AppError('RATE_LIMITED', `Too many requests. Try again in ${context.after}.`, [], {
          'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))),
        }),
    });
    await app.register(sessionCookiePlugin, { publicUrl: config.publicUrl, maxAgeSeconds: config.sessionAbsoluteHours * 3600, devices });
    await app.register(accessPlugin, {
      authenticator: auth,
      rateLimitSessionPerMin: config.rateLimitSessionPerMin,
      publicPrefixes: [DOCS_PREFIX],
    });
    if (servesApi) await app.register(openApiPlugin, { publicUrl: config.publicUrl });
    await app.register(signInLimitsPlugin, { limits });
  },
  { name: 'cross-cutting' },
);
