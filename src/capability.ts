import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import type { DB } from './db/schema.js';
import type { Clock } from './lib/clock.js';
import type { JobQueue } from './lib/queue.js';

/** What every capability is given (src/platform.ts builds it once per process). */
export interface Core {
  config: AppConfig;
  database: Database;
  db: Kysely<DB>;
  clock: Clock;
  /** `queue.handle` declares the capability's background work; it runs only where ROLE runs work. */
  queue: JobQueue;
  /** ROLE: an api process serves the API and queues work; a worker runs the work and serves only its health. */
  servesApi: boolean;
  runsWork: boolean;
}

/**
 * A capability's plugin (src/modules/<capability>/index.ts): given the core and what else it names
 * (`Needs`), it builds its own repositories and services, mounts its routes where this process serves
 * the API, and declares its queues. It is the only file of the capability that app.ts knows.
 */
export type Capability<Needs extends object = object> = FastifyPluginAsyncTypebox<Core & Needs>;
