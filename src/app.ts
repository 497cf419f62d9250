import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Capability } from './capability.js';
import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import { openMigratedDatabase } from './db/open-migrated.js';
import { retryOnRace, underStartupLock } from './db/migrator.js';
import { fastifyOptions } from './fastify-options.js';
import { AppError } from './lib/app-error.js';
import { settlesWithin, systemClock, type Clock } from './lib/clock.js';
import { standardOutputLog } from './lib/log-destination.js';
import { departmentsPackages } from './modules/departments-packages/index.js';
import { events } from './modules/events/index.js';
import { health } from './modules/health/index.js';
import { housekeeping } from './modules/housekeeping/index.js';
import { identity } from './modules/identity/index.js';
import { members } from './modules/members/index.js';
import { metrics } from './modules/metrics/index.js';
import { migration } from './modules/migration/index.js';
import { organisations } from './modules/organisations/index.js';
import { people } from './modules/people/index.js';
import { webhooks } from './modules/webhooks/index.js';
import { buildPlatform, type Platform } from './platform.js';
import { accessPlugin } from './plugins/access.js';
import { consolePlugin } from './plugins/console.js';
import { errorsPlugin } from './plugins/errors.js';
import { httpBasicsPlugin } from './plugins/http-basics.js';
import { DOCS_PREFIX, openApiPlugin } from './plugins/openapi.js';
import { securityPlugin } from './plugins/security.js';
import { sessionCookiePlugin } from './plugins/session-cookie.js';
import { signInLimitsPlugin } from './plugins/sign-in-limits.js';

export interface AppDependencies {
  /** An open, migrated database; when absent, buildApp opens one from the config and closes it with the app. */
  database?: Database;
  clock?: Clock;
  /** Where the JSON log lines go (tests capture them); standard output by default. */
  logStream?: NodeJS.WritableStream;
  /** Routes mounted after the built-in ones, under the same access rules (tests mount probes this way). */
  extraRoutes?: (app: FastifyInstance) => Promise<void>;
  /** false: do not start the job queue (tests that cut the database off before any request). */
  backgroundWork?: boolean;
}

/** Each registers its routes (where ROLE serves the API) and declares its queues; the order is the API document's. */
const CAPABILITIES: Capability<Platform>[] = [health, identity, migration, events, webhooks, members, departmentsPackages, people, organisations, housekeeping];

export async function buildApp(config: AppConfig, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const database = deps.database ?? (await openMigratedDatabase(config));
  const app = Fastify(fastifyOptions(config, deps.logStream ?? standardOutputLog())).withTypeProvider<TypeBoxTypeProvider>();
  let shuttingDown = false;
  const platform = await buildPlatform(config, database, deps.clock ?? systemClock, app.log, () => shuttingDown);
  // In this order: say so on /readyz; stop taking background work and give the running step 5 s to
  // finish; close the database. A step still running after that is abandoned with its transaction and
  // the orphan sweep of this or another instance runs it again. The process exits within 10 s.
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });
  app.addHook('onClose', async () => {
    await platform.queue.stop(5_000);
    app.log.info('background work stopped');
    await platform.limits.close();
    if (deps.database) return;
    if (!(await settlesWithin(database.close(), 2_000))) app.log.warn('a background job step was still running at shutdown; it will run again');
  });

  await app.register(httpBasicsPlugin, { isShuttingDown: platform.isShuttingDown });
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { corsOrigins: config.corsOrigins, https: config.publicUrl.startsWith('https:') });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', `Too many requests. Try again in ${context.after}.`, [], { 'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))) }),
  });
  await app.register(sessionCookiePlugin, { publicUrl: config.publicUrl, maxAgeSeconds: config.sessionAbsoluteHours * 3600, devices: platform.devices });
  await app.register(accessPlugin, { authenticator: platform.auth, rateLimitSessionPerMin: config.rateLimitSessionPerMin, publicPrefixes: [DOCS_PREFIX] });
  if (platform.servesApi) await app.register(openApiPlugin, { publicUrl: config.publicUrl });
  await app.register(signInLimitsPlugin, { limits: platform.limits });
  await app.register(metrics, platform);

  for (const capability of CAPABILITIES) await app.register(capability, platform);
  if (platform.servesApi) await app.register(consolePlugin, { root: config.consoleDir, personas: config.signIn.mode === 'demo' });
  if (deps.extraRoutes) await app.register(deps.extraRoutes);
  await app.ready();
  // Every role creates the queues (an API request sends work), one instance at a time; only workers take it.
  if (deps.backgroundWork !== false) {
    await platform.queue.startDeclared({ work: platform.runsWork }, (create) => retryOnRace(() => underStartupLock(database.pool, database.target === 'pglite', create)));
  }
  return app;
}
