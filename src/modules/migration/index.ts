import type { Capability } from '../../capability.js';
import type { Pacer } from '../../lib/pacer.js';
import type { EventsRepository } from '../events/repository.js';
import { IdempotencyRepository } from '../idempotency/repository.js';
import { IdempotencyService } from '../idempotency/service.js';
import type { PortalMetrics } from '../metrics/registry.js';
import { COMMIT_QUEUE, MigrationCommitService, type DeferredSearchText, type QueuedCommit } from './commit/commit-service.js';
import { OrphanRecovery, RECOVERY_CRON, RECOVERY_QUEUE } from './job/orphan-recovery.js';
import { TargetStore } from './datasets/target-store.js';
import type { ImportEffects } from './datasets/types.js';
import { JobsRepository } from './job/repository.js';
import { ProfilesRepository } from './mapping/repository.js';
import { PreviewRepository } from './preview/repository.js';
import { ReferencesRepository } from './references/repository.js';
import { MissingReferences } from './references/service.js';
import { FileStore } from './upload/repository.js';
import { ValidationRepository } from './validation/repository.js';
import { commitRoutes } from './commit/routes.js';
import { PREPARE_EDITS_QUEUE, type QueuedPrepareEdits, type QueuedValidation, VALIDATION_QUEUE } from './job/queues.js';
import { jobRoutes } from './job/routes.js';
import { JobsService } from './job/service.js';
import { assertMayImport, assertMayRollBack, IMPORTS, ROLLS_BACK } from './job/import-access.js';
import { mappingRoutes } from './mapping/routes.js';
import { MappingService } from './mapping/service.js';
import { previewRoutes } from './preview/routes.js';
import { PreviewService } from './preview/service.js';
import { referencesRoutes } from './references/routes.js';
import { rowsRoutes } from './rows/routes.js';
import { uploadRoutes } from './upload/routes.js';
import { UploadService } from './upload/service.js';
import { validationRoutes } from './validation/routes.js';
import { ValidationService } from './validation/service.js';
import { RowsRepository } from './rows/repository.js';
import { RowsService } from './rows/service.js';

export interface MigrationNeeds {
  events: EventsRepository;
  metrics: PortalMetrics;
  pacer: Pacer;
  searchIndex: DeferredSearchText;
  /** What datasets with an effect do through other capabilities (settlements fulfil orders). */
  importEffects: ImportEffects;
}

/**
 * Bulk data migration: upload, mapping, validation, fixing rows, preview, commit, rollback. Validation,
 * commits and the preparation of edits run on the queue; a sweep queues again what a stopped process left.
 */
export const migration: Capability<MigrationNeeds> = async (app, p) => {
  const { config, database, db, clock, queue } = p;
  const postgres = database.target === 'postgres';
  const jobs = new JobsRepository(db, database.bulkTransaction);
  const validation = new ValidationRepository(db);
  const targets = new TargetStore(db);
  const rowsRepository = new RowsRepository(db);
  const files = new FileStore();
  const profiles = new ProfilesRepository();
  const jobsService = new JobsService(jobs);
  const validationService = new ValidationService(jobs, validation, files, rowsRepository, queue, clock, p.metrics.meter, p.pacer, app.log);
  // A row's edit on a job whose commit failed validates the whole job again: a plain call into validation.
  const rows = new RowsService(jobs, validation, rowsRepository, database.bulkTransaction, clock, (trx, writer, job) =>
    validationService.revalidate(trx, writer, job),
  );
  const commits = new MigrationCommitService(
    jobs,
    targets,
    p.events,
    new IdempotencyService(new IdempotencyRepository(db), clock),
    queue,
    p.searchIndex,
    clock,
    app.log,
    {
      rollbackWindowHours: config.rollbackWindowHours,
      // PGlite runs each statement on this thread: smaller batches keep other requests waiting less.
      batchRows: postgres ? 10_000 : 500,
      reportProgress: postgres,
    },
    p.metrics.meter,
    p.pacer,
    p.importEffects,
  );
  const recovery = new OrphanRecovery(db, jobs, queue, clock);

  queue.handle<QueuedValidation>(VALIDATION_QUEUE, (job) => validationService.runQueuedValidation(job));
  queue.handle<QueuedCommit>(COMMIT_QUEUE, (job) => commits.runCommit(job));
  queue.handle<QueuedPrepareEdits>(PREPARE_EDITS_QUEUE, (job) => rows.prepareEdits(job));
  queue.handle(
    RECOVERY_QUEUE,
    async () => {
      const queued = await recovery.run();
      if (queued > 0) app.log.warn({ queued }, 'queued again background work that a stopped process left');
    },
    { cron: RECOVERY_CRON },
  );
  // At start, without waiting for the schedule: work this or another stopped process left half done.
  queue.whenWorking(async () => {
    const resumed = await recovery.run(0);
    if (resumed > 0) app.log.info({ queued: resumed }, 'queued background work left unfinished');
  });

  if (!p.servesApi) return;
  const maxUploadBytes = config.maxUploadMb * 1024 * 1024;
  const limits = { max_upload_bytes: maxUploadBytes, max_rows: config.maxImportRows, rollback_window_hours: config.rollbackWindowHours };
  const upload = new UploadService(
    jobs,
    files,
    profiles,
    validation,
    clock,
    { maxRows: config.maxImportRows, stageAtUpload: p.runsWork },
    p.metrics.meter,
  );
  // A route that works on a job (`:id`) is for those who import the job's dataset (import-access.ts).
  app.addHook('preHandler', async (request) => {
    const id = (request.params as { id?: unknown } | undefined)?.id;
    const access = request.routeOptions.config.access;
    if ((access !== IMPORTS && access !== ROLLS_BACK) || typeof id !== 'string') return;
    const { dataset_type } = await jobsService.findVisibleJob(request.auth!, id);
    if (access === IMPORTS) assertMayImport(request.auth!, dataset_type);
    else assertMayRollBack(request.auth!, dataset_type);
  });
  await app.register(jobRoutes, { jobs: jobsService, limits });
  await app.register(uploadRoutes, { upload, maxUploadBytes });
  await app.register(mappingRoutes, { mapping: new MappingService(jobs, profiles, queue, clock), jobs: jobsService });
  await app.register(validationRoutes, { validation: validationService });
  await app.register(rowsRoutes, { rows, jobs: jobsService });
  await app.register(referencesRoutes, {
    references: new MissingReferences(jobs, validation, new ReferencesRepository(db), p.events, clock),
  });
  await app.register(previewRoutes, { preview: new PreviewService(jobs, new PreviewRepository(db), targets, clock) });
  await app.register(commitRoutes, { commits });
};
