import type { Core } from './capability.js';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import type { Clock } from './lib/clock.js';
import { unpaced, type Pacer } from './lib/pacer.js';
import { JobQueue } from './lib/queue.js';
import { SecretBox } from './lib/secret-box.js';
import { hashedKey, SharedLimits } from './lib/shared-limits.js';
import { AllowancesRepository } from './modules/allowances/repository.js';
import { AllowancesService } from './modules/allowances/service.js';
import { IdempotencyRepository } from './modules/idempotency/repository.js';
import { IdempotencyService } from './modules/idempotency/service.js';
import { OrdersRepository } from './modules/orders/repository.js';
import { OrdersService } from './modules/orders/service.js';
import { OrderSettlement } from './modules/orders/settlement.js';
import type { ImportEffects } from './modules/migration/datasets/types.js';
import { DisclosuresRepository } from './modules/clinical/repository.js';
import { ClinicalRecords } from './modules/clinical/service.js';
import { PrescriptionsRepository } from './modules/prescriptions/repository.js';
import { PrescriptionsService } from './modules/prescriptions/service.js';
import { EventsRepository } from './modules/events/repository.js';
import { AccountsRepository } from './modules/identity/accounts/repository.js';
import { messageDelivery } from './modules/identity/delivery/message-delivery.js';
import { DeviceCookies } from './modules/identity/guard/device-cookie.js';
import { IdentitiesRepository } from './modules/identity/identities/repository.js';
import { AuthRepository } from './modules/identity/sessions/repository.js';
import { AuthService } from './modules/identity/sessions/service.js';
import { MemberSearchRepository } from './modules/members/search-index/repository.js';
import { MemberSearchIndex } from './modules/members/search-index/service.js';
import { PortalMetrics } from './modules/metrics/registry.js';
import { MetricsRepository } from './modules/metrics/repository.js';
import { PacingRepository } from './modules/pacing/repository.js';
import { YieldToInteractive } from './modules/pacing/service.js';

/**
 * What several capabilities share, built once per process: the database, the job queue, the clock, the
 * events outbox, metrics, shared limits, the pacing of background work, and the session and identity
 * services that the access plugin and more than one capability use. Everything else a capability
 * builds for itself, in its own plugin (src/modules/<capability>/index.ts).
 */
export interface Platform extends Core {
  events: EventsRepository;
  metrics: PortalMetrics;
  limits: SharedLimits;
  /** How a worker's import gives way to API instances (modules/pacing); unpaced elsewhere. */
  pacer: Pacer;
  auth: AuthService;
  authRepository: AuthRepository;
  accounts: AccountsRepository;
  identities: IdentitiesRepository;
  /** Mail and SMS (the development outbox in demo mode). */
  delivery: ReturnType<typeof messageDelivery>;
  secrets: SecretBox;
  devices: DeviceCookies;
  /** The members' search text, which imports defer to the worker. */
  searchIndex: MemberSearchIndex;
  /** Members' allowance accounts: orders move them, a changed allowance adjusts them. */
  allowances: AllowancesService;
  /** Who may see clinical detail, and the log of who saw a member's: orders and prescriptions show through it. */
  clinical: ClinicalRecords;
  /** Prescriptions: orders name them and their fulfilment uses them. */
  prescriptions: PrescriptionsService;
  /** Orders: periods expire them at closing, a settlement import fulfils them. */
  orders: OrdersService;
  /** What imports do through other capabilities: the settlements dataset fulfils orders. */
  importEffects: ImportEffects;
  isShuttingDown: () => boolean;
}

export async function buildPlatform(
  config: AppConfig,
  database: Database,
  clock: Clock,
  log: FastifyBaseLogger,
  isShuttingDown: () => boolean,
): Promise<Platform> {
  const { db } = database;
  const servesApi = config.role !== 'worker';
  const runsWork = config.role !== 'api';
  const queue = new JobQueue(
    database.pool,
    { expireInSeconds: 15 * 60, outageRetryMs: 10 * 60_000, retryLimit: 5, pollingIntervalSeconds: 0.5, runsSchedules: runsWork },
    (error) => log.error({ err: error }, 'job queue error'),
  );
  // Sign-in limits counted where every instance sees them (PostgreSQL, or Redis with REDIS_URL).
  const limits = new SharedLimits(database.pool, config.redisUrl);
  await limits.open();
  const metrics = new PortalMetrics(database.pool, new MetricsRepository(db), (error) =>
    log.warn({ err: error }, 'a metric could not be read'),
  );
  const accounts = new AccountsRepository(db, database.pool);
  const authRepository = new AuthRepository(db, database.pool);
  const identities = new IdentitiesRepository(db, { personas: config.signIn.mode === 'demo' });
  const passwordRule = { name: 'password', points: config.rateLimitPasswordPer15Min, seconds: 15 * 60 };
  const auth = new AuthService(
    authRepository,
    accounts,
    identities,
    clock,
    {
      idleMinutes: config.sessionIdleMinutes,
      absoluteHours: config.sessionAbsoluteHours,
      publicUrl: config.publicUrl,
      mode: config.signIn.mode,
    },
    {
      consume: (account) => limits.consume(passwordRule, hashedKey(account), 'Too many password attempts for this account.'),
      reward: (account) => limits.reward(passwordRule, hashedKey(account)),
    },
  );
  // A worker of its own gives way to API instances' statements; one process (ROLE=all) has no one to
  // give way to that it could tell from itself, and the embedded database has no other instance.
  const pacer =
    config.role === 'worker' && database.target === 'postgres' && config.importYieldFactor > 0
      ? new YieldToInteractive(new PacingRepository(db), { factor: config.importYieldFactor }, metrics.meter)
      : unpaced;
  const secrets = new SecretBox(config.signIn.secret);
  const events = new EventsRepository(db);
  const clinical = new ClinicalRecords(new DisclosuresRepository(db), clock);
  const allowances = new AllowancesService(new AllowancesRepository(db), events, clock);
  const prescriptions = new PrescriptionsService(new PrescriptionsRepository(db), clinical, events, clock);
  const ordersRepository = new OrdersRepository(db);
  const orders = new OrdersService(
    ordersRepository,
    allowances,
    prescriptions,
    clinical,
    events,
    new IdempotencyService(new IdempotencyRepository(db), clock),
    clock,
  );
  return {
    config,
    database,
    db,
    clock,
    queue,
    limits,
    metrics,
    pacer,
    auth,
    authRepository,
    accounts,
    identities,
    secrets,
    events,
    allowances,
    clinical,
    prescriptions,
    orders,
    importEffects: { settle_orders: new OrderSettlement(orders, ordersRepository) },
    delivery: messageDelivery(config, db),
    devices: new DeviceCookies(secrets),
    // The search text of an import's members, a slice of them a statement (PGlite: fewer, its one thread).
    searchIndex: new MemberSearchIndex(new MemberSearchRepository(db), queue, database.target === 'postgres' ? 10_000 : 1_000, pacer),
    servesApi,
    runsWork,
    isShuttingDown,
  };
}
