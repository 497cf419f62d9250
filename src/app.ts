import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Capability } from './capability.js';
import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import { openMigratedDatabase } from './db/open-migrated.js';
import { retryOnRace, underStartupLock } from './db/migrator.js';
import { fastifyOptions } from './fastify-options.js';
import { settlesWithin, systemClock, type Clock } from './lib/clock.js';
import { standardOutputLog } from './lib/log-destination.js';
import { departmentsPackages } from './modules/departments-packages/index.js';
import { events } from './modules/events/index.js';
import { health } from './modules/health/index.js';
import { housekeeping } from './modules/housekeeping/index.js';
import { identity } from './modules/identity/index.js';
import { allowances } from './modules/allowances/index.js';
import { periods } from './modules/periods/index.js';
import { statements } from './modules/statements/index.js';
import { members } from './modules/members/index.js';
import { metrics } from './modules/metrics/index.js';
import { migration } from './modules/migration/index.js';
import { orders } from './modules/orders/index.js';
import { prescriptions } from './modules/prescriptions/index.js';
import { clinical } from './modules/clinical/index.js';
import { organisations } from './modules/organisations/index.js';
import { people } from './modules/people/index.js';
import { providers } from './modules/providers/index.js';
import { webhooks } from './modules/webhooks/index.js';
import { buildPlatform, type Platform } from './platform.js';
import { consolePlugin } from './plugins/console.js';
import { crossCutting } from './plugins/cross-cutting.js';

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
// biome-ignore format: one line, one list
const CAPABILITIES: Capability<Platform>[] = [health, identity, migration, events, webhooks, members, departmentsPackages, providers, allowances, periods, statements, prescriptions, orders, clinical, people, organisations, housekeeping];

export async function buildApp(config: AppConfig, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const database = deps.database ?? (await openMigratedDatabase(config));
  const app = Fastify(fastifyOptions(config, deps.logStream ?? standardOutputLog())).withTypeProvider<TypeBoxTypeProvider>();
  let shuttingDown = false;
  const platform = await buildPlatform(config, database, deps.clock ?? systemClock, app.log, () => shuttingDown);
  // Say so on /readyz; stop taking background work, giving the running step 5 s (one still running is
  // abandoned with its transaction, and the orphan sweep runs it again); close the database. Within 10 s.
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });
  app.addHook('onClose', async () => {
    await platform.queue.stop(5_000);
    app.log.info('background work stopped');
    await platform.limits.close();
    if (deps.database) return;
    if (!(await settlesWithin(database.close(), 2_000)))
      app.log.warn('a background job step was still running at shutdown; it will run again');
  });

  await app.register(crossCutting, platform);
  await app.register(metrics, platform);

  for (const capability of CAPABILITIES) await app.register(capability, platform);
  if (platform.servesApi) await app.register(consolePlugin, { root: config.consoleDir, personas: config.signIn.mode === 'demo' });
  if (deps.extraRoutes) await app.register(deps.extraRoutes);
  await app.ready();
  // Every role creates the queues (an API request sends work), one instance at a time; only workers take it.
  if (deps.backgroundWork !== false) {
    await platform.queue.startDeclared({ work: platform.runsWork }, (create) =>
      retryOnRace(() => underStartupLock(database.pool, database.target === 'pglite', create)),
    );
  }
  return app;
}
