import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config.js';
import { APPLICATION_NAMES, openDatabase, type Database } from './db/database.js';
import { unpaced } from './lib/pacer.js';
import { PacingRepository } from './modules/pacing/repository.js';
import { YieldToInteractive } from './modules/pacing/service.js';
import { migrate, retryOnRace, underStartupLock } from './db/migrator.js';
import { releaseVersion } from './lib/package-root.js';
import { seed } from './db/seed.js';
import { AppError } from './lib/app-error.js';
import { settlesWithin, systemClock, type Clock } from './lib/clock.js';
import { JobQueue } from './lib/queue.js';
import { OneLinePerRequest } from './lib/request-log.js';
import { checkJsonShape } from './lib/json-body.js';
import { standardOutputLog } from './lib/log-destination.js';
import { closeObjects, validatorCompiler } from './lib/validation.js';
import { MigrationRepository } from './modules/migration/repository.js';
import { migrationRoutes } from './modules/migration/routes.js';
import { RowsRepository } from './modules/migration/rows/repository.js';
import { MissingReferences } from './modules/migration/references/service.js';
import { PREPARE_EDITS_QUEUE, RowsService, type QueuedPrepareEdits } from './modules/migration/rows/service.js';
import { MemberSearchRepository } from './modules/members/search-index/repository.js';
import { MemberSearchIndex, SEARCH_INDEX_QUEUE, type QueuedSearchText } from './modules/members/search-index/service.js';
import { COMMIT_QUEUE, MigrationCommitService, type QueuedCommit } from './modules/migration/commit/commit-service.js';
import { EventsRepository } from './modules/events/repository.js';
import { eventsRoutes } from './modules/events/routes.js';
import { MembersRepository } from './modules/members/repository.js';
import { membersRoutes } from './modules/members/routes.js';
import { departmentsPackagesRoutes } from './modules/departments-packages/routes.js';
import { ListsRepository } from './modules/departments-packages/repository.js';
import { ListsService } from './modules/departments-packages/service.js';
import { PeopleRepository } from './modules/people/repository.js';
import { peopleRoutes } from './modules/people/routes.js';
import { organisationRoutes } from './modules/organisations/routes.js';
import { OrganisationSettings } from './modules/organisations/settings.js';
import { OrganisationsRepository } from './modules/organisations/repository.js';
import { INVITATION_QUEUE, PeopleService, type QueuedInvitation } from './modules/people/service.js';
import { MembersService } from './modules/members/service.js';
import { EventsService } from './modules/events/service.js';
import { IdempotencyRepository } from './modules/idempotency/repository.js';
import { IdempotencyService } from './modules/idempotency/service.js';
import { MigrationService, VALIDATION_QUEUE, type QueuedValidation } from './modules/migration/service.js';
import { OrphanRecovery, RECOVERY_CRON, RECOVERY_QUEUE } from './modules/migration/commit/orphan-recovery.js';
import { AccountsRepository } from './modules/accounts/repository.js';
import { authRoutes } from './modules/auth/routes.js';
import { AuthRepository } from './modules/auth/repository.js';
import { AuthService } from './modules/auth/service.js';
import { avatarRoutes } from './modules/avatars/routes.js';
import { IdentitiesRepository } from './modules/identities/repository.js';
import { messengerRoutes } from './modules/messenger/routes.js';
import { devOutboxRoutes } from './modules/notifications/routes.js';
import { oidcRoutes } from './modules/oidc/routes.js';
import { oneTimeCodeRoutes } from './modules/one-time-codes/routes.js';
import { CODE_DELIVERY_QUEUE, type QueuedDelivery } from './modules/one-time-codes/service.js';
import { signInMethods } from './modules/sign-in/methods.js';
import { AvatarService } from './modules/avatars/service.js';
import { healthRoutes } from './modules/health/routes.js';
import { profileRoutes } from './modules/profile/routes.js';
import { ProfileService } from './modules/profile/service.js';
import { accessPlugin } from './plugins/access.js';
import { errorsPlugin, frameworkErrors } from './plugins/errors.js';
import { DOCS_PREFIX, openApiPlugin } from './plugins/openapi.js';
import { consolePlugin } from './plugins/console.js';
import { SecretBox } from './lib/secret-box.js';
import { WebhooksRepository } from './modules/webhooks/repository.js';
import { webhooksRoutes } from './modules/webhooks/routes.js';
import { RETRY_DELAYS_SECONDS, WEBHOOK_CONCURRENCY, WEBHOOK_FAIRNESS, WEBHOOK_QUEUE, WebhooksService, type QueuedDelivery as QueuedWebhook } from './modules/webhooks/service.js';
import { signInLimitsPlugin } from './plugins/sign-in-limits.js';
import { hashedKey, SharedLimits } from './lib/shared-limits.js';
import { PortalMetrics } from './modules/metrics/registry.js';
import { MetricsRepository } from './modules/metrics/repository.js';
import { metricsRoutes } from './modules/metrics/routes.js';
import { HousekeepingRepository } from './modules/housekeeping/repository.js';
import { HOUSEKEEPING_CRON, HOUSEKEEPING_QUEUE, HousekeepingService } from './modules/housekeeping/service.js';
import { securityPlugin } from './plugins/security.js';
import { sessionCookiePlugin } from './plugins/session-cookie.js';

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

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export async function buildApp(config: AppConfig, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const clock = deps.clock ?? systemClock;
  const ownsDatabase = !deps.database;
  let database = deps.database;
  if (!database) {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize, applicationName: APPLICATION_NAMES[config.role] });
    await retryOnRace(() => migrate(database!.pool, releaseVersion()));
    if (config.demoData) await retryOnRace(() => seed(database!.db));
  }
  const { db } = database;

  // Lines are written without blocking: while one write is under way the next lines gather and go in the
  // next, instead of one blocking write per line, which at one line per request was a sixth of the cost of
  // an answer. An idle server still writes each line at once; what is left is written at exit, within a bound.
  const stdout = deps.logStream ? undefined : standardOutputLog();
  const app = Fastify({
    logger: {
      level: config.logLevel,
      stream: deps.logStream ?? stdout,
      // Only method, path and request id: query strings, headers and bodies may carry tokens or personal data.
      serializers: {
        req: (req) => ({ method: req.method, path: req.url.split('?')[0] }),
        res: (res) => ({ status: res.statusCode }),
      },
      // @fastify/multipart logs the request headers at trace level (busboyOptions.headers).
      redact: {
        paths: ['req.headers.authorization', 'headers.authorization', '*.headers.authorization', '*.headers.cookie', 'token', '*.token', 'email', '*.email', 'phone', '*.phone'],
        censor: '[redacted]',
      },
    },
    bodyLimit: 1024 * 1024,
    // Slow clients: headers within 20 s, the whole request within REQUEST_TIMEOUT_SECONDS (Node answers 408 and
    // closes), checked every 2 s rather than Node's 30.
    requestTimeout: config.requestTimeoutSeconds * 1000,
    http: { headersTimeout: Math.min(20_000, config.requestTimeoutSeconds * 1000), connectionsCheckingInterval: 2_000 },
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    return503OnClosing: true,
    logController: new OneLinePerRequest(),
    frameworkErrors,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Fastify's own JSON parser (prototype poisoning refused), after a pass that bounds the body's shape.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    try {
      checkJsonShape(body as string);
    } catch (error) {
      done(error as Error, undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
  // A JSON body's unknown field is refused, never ignored (a misspelt option must not pass silently).
  app.addHook('onRoute', (route) => closeObjects((route.schema as { body?: unknown } | undefined)?.body));
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  let shuttingDown = false;
  // From the moment the process starts closing: /readyz says so, and each answer still under way closes
  // its connection, so that a keep-alive client does not hold the server open until its idle timeout.
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (shuttingDown) reply.header('connection', 'close');
  });
  // ROLE: an api process serves the API and queues work; a worker runs the work and serves only its health.
  const servesApi = config.role !== 'worker';
  const runsWork = config.role !== 'api';
  const queue = new JobQueue(database.pool, { expireInSeconds: 15 * 60, outageRetryMs: 10 * 60_000, retryLimit: 5, pollingIntervalSeconds: 0.5, runsSchedules: runsWork }, (error) => app.log.error({ err: error }, 'job queue error'));
  // In this order: stop taking background work and give the running job step 5 s to finish, then close
  // the database. A step still running after that is abandoned with its transaction: nothing of it is
  // kept, and the orphan sweep of this or another instance runs it again. The process exits within 10 s.
  app.addHook('onClose', async () => {
    await queue.stop(5_000);
    app.log.info('background work stopped');
    await sharedLimits.close();
    if (!ownsDatabase) return;
    if (!(await settlesWithin(database.close(), 2_000))) app.log.warn('a background job step was still running at shutdown; it will run again');
  });

  // Sign-in limits counted where every instance sees them (PostgreSQL, or Redis with REDIS_URL).
  const sharedLimits = new SharedLimits(database.pool, config.redisUrl);
  await sharedLimits.open();
  const metrics = new PortalMetrics(database.pool, new MetricsRepository(db), (error) => app.log.warn({ err: error }, 'a metric could not be read'));
  const accounts = new AccountsRepository(db, database.pool);
  const authRepository = new AuthRepository(db, database.pool);
  const identities = new IdentitiesRepository(db, { personas: config.signIn.mode === 'demo' });
  const passwordRule = { name: 'password', points: config.rateLimitPasswordPer15Min, seconds: 15 * 60 };
  const auth = new AuthService(authRepository, accounts, identities, clock, {
    idleMinutes: config.sessionIdleMinutes,
    absoluteHours: config.sessionAbsoluteHours,
    publicUrl: config.publicUrl,
    mode: config.signIn.mode,
  }, {
    consume: (account) => sharedLimits.consume(passwordRule, hashedKey(account), 'Too many password attempts for this account.'),
    reward: (account) => sharedLimits.reward(passwordRule, hashedKey(account)),
  });
  const signIn = signInMethods(config, db, { identities, auth, queue, clock });

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { corsOrigins: config.corsOrigins, https: config.publicUrl.startsWith('https:') });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', `Too many requests. Try again in ${context.after}.`, [], { 'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))) }),
  });
  await app.register(sessionCookiePlugin, { publicUrl: config.publicUrl, maxAgeSeconds: config.sessionAbsoluteHours * 3600, devices: signIn.devices });
  await app.register(accessPlugin, { authenticator: auth, rateLimitSessionPerMin: config.rateLimitSessionPerMin, publicPrefixes: [DOCS_PREFIX] });
  if (servesApi) await app.register(openApiPlugin, { publicUrl: config.publicUrl });

  await app.register(signInLimitsPlugin, { limits: sharedLimits });
  await app.register(metricsRoutes, { metrics, token: config.metricsToken });
  await app.register(healthRoutes, { db, isShuttingDown: () => shuttingDown });
  const migrationRepository = new MigrationRepository(db, database.bulkTransaction);
  const webhooks = new WebhooksService(new WebhooksRepository(db), queue, new SecretBox(config.signIn.secret), clock, {
    allowPrivateNetworks: config.webhookAllowPrivateNetworks,
    retryDelaysSeconds: config.webhookRetryDelaysSeconds ?? RETRY_DELAYS_SECONDS,
    timeoutMs: config.webhookTimeoutSeconds * 1000,
  }, metrics.meter, (orgId) => sharedLimits.consume({ name: 'webhook-test', points: WEBHOOK_FAIRNESS.testsPerMinute, seconds: 60 }, orgId, 'Too many test messages for this organisation.'));
  // Each event queues its webhook deliveries in its own transaction (the outbox).
  const eventsRepository = new EventsRepository(db, (trx, event) => webhooks.fanOut(trx, event));
  webhooks.useEvents(eventsRepository);
  const rowsRepository = new RowsRepository(db);
  // A worker of its own gives way to API instances' statements; one process (ROLE=all) has no one to
  // give way to that it could tell from itself, and the embedded database has no other instance.
  const pacer = config.role === 'worker' && database.target === 'postgres' && config.importYieldFactor > 0
    ? new YieldToInteractive(new PacingRepository(db), { factor: config.importYieldFactor }, metrics.meter)
    : unpaced;
  const migration = new MigrationService(migrationRepository, rowsRepository, queue, clock, { maxRows: config.maxImportRows, stageAtUpload: runsWork }, metrics.meter, pacer, app.log);
  const rows = new RowsService(migrationRepository, rowsRepository, database.bulkTransaction, clock, (trx, writer, job) => migration.revalidate(trx, writer, job));
  // The search text of an import's members, a slice of them a statement (PGlite: fewer, as below).
  const searchIndex = new MemberSearchIndex(new MemberSearchRepository(db), queue, database.target === 'postgres' ? 10_000 : 1_000, pacer);
  const commits = new MigrationCommitService(migrationRepository, eventsRepository, new IdempotencyService(new IdempotencyRepository(db), clock), queue, searchIndex, clock, app.log, {
    rollbackWindowHours: config.rollbackWindowHours,
    // PGlite runs each statement on this thread: smaller batches keep other requests waiting less.
    batchRows: database.target === 'postgres' ? 10_000 : 500,
    reportProgress: database.target === 'postgres',
  }, metrics.meter, pacer);
  const invitationLimits = config.invitationLimits;
  const people = new PeopleService(new PeopleRepository(db), authRepository, eventsRepository, clock, {
    queue, sender: signIn.notifier, signInUrl: `${config.publicUrl}/sign-in`,
    limit: async ({ orgId, senderId, recipient }) => {
      await sharedLimits.consume({ name: 'invitation-recipient', points: invitationLimits.perRecipientPerDay, seconds: 86_400 }, hashedKey(recipient), 'This person has been sent as many invitations as a day allows.');
      await sharedLimits.consume({ name: 'invitation-sender', points: invitationLimits.perSenderPerHour, seconds: 3_600 }, senderId, 'You have sent as many invitations as an hour allows.');
      await sharedLimits.consume({ name: 'invitation-organisation', points: invitationLimits.perOrganisationPerDay, seconds: 86_400 }, orgId, 'Your organisation has sent as many invitations as a day allows.');
    },
  });
  // A worker serves only /healthz, /readyz and /metrics; every other path is 404 there.
  if (servesApi) {
    await app.register(authRoutes, {
      auth,
      loginRateLimit: { max: config.rateLimitLoginPerMin },
      methods: {
        mode: config.signIn.mode,
        personas: config.signIn.mode === 'demo',
        password: true,
        email_code: config.signIn.mode === 'demo' || Boolean(config.signIn.smtpUrl),
        phone_code: config.signIn.mode === 'demo' || Boolean(config.signIn.smsHttpUrl),
        identity_provider: Boolean(config.signIn.oidc),
        // The bot's id is the part of its token before the colon; the token itself never leaves the server.
        messenger: config.signIn.telegramBotToken ? { bot_id: config.signIn.telegramBotToken.split(':')[0]! } : null,
      },
    });
    const perIpPerMinute = config.rateLimitLoginPerMin;
    await app.register(oneTimeCodeRoutes, { codes: signIn.codes, perIpPerMinute });
    await app.register(messengerRoutes, { messenger: signIn.messenger, perIpPerMinute });
    if (signIn.oidc) await app.register(oidcRoutes, { oidc: signIn.oidc, perIpPerMinute });
    if (signIn.outbox) await app.register(devOutboxRoutes, { outbox: signIn.outbox });
    await app.register(profileRoutes, { profiles: new ProfileService(accounts, authRepository, clock, config.publicUrl) });
    await app.register(avatarRoutes, { avatars: new AvatarService(accounts) });
    await app.register(migrationRoutes, { migration, commits, rows, references: new MissingReferences(migrationRepository, eventsRepository, clock), maxUploadBytes: config.maxUploadMb * 1024 * 1024, limits: { max_rows: config.maxImportRows, rollback_window_hours: config.rollbackWindowHours } });
    await app.register(eventsRoutes, { events: new EventsService(eventsRepository) });
    await app.register(webhooksRoutes, { webhooks });
    await app.register(membersRoutes, { members: new MembersService(new MembersRepository(db), eventsRepository, clock) });
    await app.register(departmentsPackagesRoutes, { lists: new ListsService(new ListsRepository(db), eventsRepository, clock) });
    await app.register(peopleRoutes, { people });
    await app.register(organisationRoutes, { organisations: new OrganisationSettings(new OrganisationsRepository(db), eventsRepository, clock) });
    await app.register(consolePlugin, { root: config.consoleDir, personas: config.signIn.mode === 'demo' });
  }
  if (deps.extraRoutes) await app.register(deps.extraRoutes);

  await app.ready();
  if (deps.backgroundWork !== false) {
    // Every role queues work (an API request sends it); only workers take it.
    // The job queue creates its schema and queues at start: one instance at a time.
    await retryOnRace(() => underStartupLock(database.pool, database.target === 'pglite', () => queue.start([VALIDATION_QUEUE, COMMIT_QUEUE, SEARCH_INDEX_QUEUE, RECOVERY_QUEUE, CODE_DELIVERY_QUEUE, PREPARE_EDITS_QUEUE, HOUSEKEEPING_QUEUE, WEBHOOK_QUEUE, INVITATION_QUEUE])));
  }
  if (deps.backgroundWork !== false && runsWork) {
    const recovery = new OrphanRecovery(db, migrationRepository, queue, clock);
    await queue.work<QueuedDelivery>(CODE_DELIVERY_QUEUE, (job) => signIn.codes.deliver(job));
    await queue.work<QueuedInvitation>(INVITATION_QUEUE, (job) => people.deliverInvitation(job));
    await queue.work<QueuedValidation>(VALIDATION_QUEUE, (job) => migration.runQueuedValidation(job));
    await queue.work<QueuedCommit>(COMMIT_QUEUE, (job) => commits.runCommit(job));
    await queue.work<QueuedSearchText>(SEARCH_INDEX_QUEUE, (job) => searchIndex.write(job));
    await queue.work<QueuedPrepareEdits>(PREPARE_EDITS_QUEUE, (job) => rows.prepareEdits(job));
    await queue.work(RECOVERY_QUEUE, async () => {
      const queued = await recovery.run();
      if (queued > 0) app.log.warn({ queued }, 'queued again background work that a stopped process left');
    });
    await queue.schedule(RECOVERY_QUEUE, RECOVERY_CRON);
    const housekeeping = new HousekeepingService(new HousekeepingRepository(db), clock, config);
    await queue.work(HOUSEKEEPING_QUEUE, async () => {
      const removed = await housekeeping.run();
      for (const [kind, count] of Object.entries(removed)) if (count > 0) metrics.meter.housekeepingRemoved(kind, count);
      app.log.info({ removed }, 'housekeeping done');
    });
    await queue.schedule(HOUSEKEEPING_QUEUE, HOUSEKEEPING_CRON);
    await queue.work<QueuedWebhook>(WEBHOOK_QUEUE, (job) => webhooks.deliver(job), WEBHOOK_CONCURRENCY);
    // At start, without waiting for the schedule: work this or another stopped process left half done.
    const resumed = await recovery.run(0);
    if (resumed > 0) app.log.info({ queued: resumed }, 'queued background work left unfinished');
  }
  return app;
}
