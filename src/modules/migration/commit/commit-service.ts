import { countingFailures, type FailureLog } from '../job/step-failures.js';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { inSavepoint } from '../../../db/savepoint.js';
import { AppError, type ErrorParams } from '../../../lib/app-error.js';
import { drawingCustomerIdsAgain, isCheckViolation, isUniqueViolation } from '../../../lib/database-errors.js';
import { actingAs } from '../../../db/acting-as.js';
import { HOUR_MS, type Clock } from '../../../lib/clock.js';
import type { JobQueue } from '../../../lib/queue.js';
import { noMeter, type Meter } from '../../../lib/meter.js';
import { unpaced, type Pacer } from '../../../lib/pacer.js';
import type { AuthContext } from '../../identity/accounts/auth-context.js';
import type { EventsRepository, NewEvent } from '../../events/repository.js';
import type { EventKind } from '../../events/schemas.js';
import { IdempotencyService, type IdempotentResponse } from '../../idempotency/service.js';
import { canStart, findLiveJob, findVisibleJob, locked, unresolvedErrors } from '../job/job-guards.js';
import { toJob } from '../job/presenters.js';
import { findDataset } from '../datasets/registry.js';
import type { ImportEffect, ImportEffects, ImportTarget } from '../datasets/types.js';
import type { JobRow, JobsRepository } from '../job/repository.js';
import type { TargetStore } from '../datasets/target-store.js';

export const COMMIT_QUEUE = 'migration.commit';

/**
 * The search text of a target that defers it (ImportTarget.defersSearchText: the members), written by the
 * worker after the import commits (members/search-index, given by the platform; named here by what the
 * commit needs of it).
 */
export interface DeferredSearchText {
  /** From here on in `trx`, the records it writes get their search text from the worker. */
  defer(trx: Transaction<DB>): Promise<void>;
  /** Queues the worker's writing of the job's records' text in `trx` (so: if and only if it commits). */
  queueAfter(trx: Transaction<DB>, job: { jobId: string; orgId: string; after: 'commit' | 'rollback' }): Promise<void>;
  wake(): void;
}

/** What a job would do, as counted when its commit was asked for. */
type JobCounts = Awaited<ReturnType<TargetStore['previewCounts']>>;

export interface QueuedCommit {
  jobId: string;
  orgId: string;
  /**
   * The counts of the commit request (absent when the import is queued again after a crash). A job that
   * only creates cannot change while it commits (its rows are locked), so the import takes them as they
   * are instead of reading every record again; an update's depend on the records it updates, so it counts again.
   */
  counts?: JobCounts;
}

export interface CommitOptions {
  /** DECISIONS section 6: ROLLBACK_WINDOW_HOURS from completion. */
  rollbackWindowHours: number;
  /** Rows per INSERT statement; the progress figure moves after each batch. */
  batchRows: number;
  /**
   * Progress is written on a second connection while the import's transaction runs. The embedded
   * database has one connection, and no reader could see it before the import ends anyway.
   */
  reportProgress: boolean;
}

/** Why an import failed: its code, an English sentence, and the params a client says it with (docs/decisions.md). */
type Failure = { code: string; message: string; params: ErrorParams };

const json = (value: unknown) => JSON.stringify(value);

/** Where the job's records go (its dataset's target); a job's dataset is checked at upload. */
const targetOf = (job: JobRow) => findDataset(job.dataset_type)!.target;

/** Whether the job updates existing records (the only rows matched to one). */
const updates = (job: JobRow) => job.options.on_existing === 'update';

/** Whether the job writes members, whose search text the worker writes after it (members/search-index). */
const defersSearchText = (job: JobRow) => targetOf(job).defersSearchText === true;

function jobEvent(kind: EventKind, job: JobRow, occurredAt: Date, counts: Record<string, number>): NewEvent {
  return { orgId: job.org_id, kind, occurredAt, data: { job_id: job.id, status: job.status, dataset_type: job.dataset_type, counts } };
}

/**
 * Commit and rollback of a migration job. The commit request only moves the job to `committing` and
 * queues the import; the import is one transaction on the queue's worker, all or nothing, and may run
 * again after a crash: whichever run finds the job still committing does it, the others nothing.
 */
export class MigrationCommitService {
  constructor(
    private readonly repository: JobsRepository,
    /** The SQL that writes each dataset's target (datasets/target-store.ts). */
    private readonly targets: TargetStore,
    private readonly events: EventsRepository,
    private readonly idempotency: IdempotencyService,
    private readonly queue: JobQueue,
    /** Members an import writes get their search text from the worker, after the import commits. */
    private readonly searchIndex: DeferredSearchText,
    private readonly clock: Clock,
    private readonly log: FailureLog,
    private readonly options: CommitOptions,
    private readonly meter: Meter = noMeter,
    /** Between the batches of an import: a worker gives way to busy API instances (modules/pacing). */
    private readonly pacer: Pacer = unpaced,
    /** What the datasets with an effect do (settlements fulfil orders), given by the platform. */
    private readonly effects: Partial<ImportEffects> = {},
  ) {}

  /** What the job would do: its target's counts, or its effect's. */
  private async countsOf(job: JobRow, db: Transaction<DB> | Kysely<DB>): Promise<JobCounts> {
    const effect = findDataset(job.dataset_type)!.effect;
    if (effect) return (await this.targets.effectPreview(effect, { id: job.id, orgId: job.org_id }, db)).counts;
    return this.targets.previewCounts(targetOf(job), { id: job.id, orgId: job.org_id, updates: updates(job), rows: job.row_count }, db);
  }

  private effectOf(job: JobRow): ImportEffect | undefined {
    const effect = findDataset(job.dataset_type)!.effect;
    if (!effect) return undefined;
    const found = this.effects[effect.name];
    if (!found) throw new Error(`no effect ${effect.name} was given to the migration capability`);
    return found;
  }

  private get db(): Kysely<DB> {
    return this.repository.db;
  }

  /** POST commit: 202 with the job committing, or the first answer again for a repeated Idempotency-Key. */
  async commit(auth: AuthContext, id: string, idempotencyKey: string | string[] | undefined): Promise<IdempotentResponse> {
    const job = await findLiveJob(this.repository, auth, id);
    const key = IdempotencyService.parseKey(idempotencyKey);
    const response = await this.idempotency.run({ userId: auth.userId, key, scope: `migration.commit:${job.id}` }, async (trx) => {
      const current = (await this.repository.findJobById(trx, job.id))!;
      const errors = current.status === 'validated' || current.status === 'preview_ready' ? unresolvedErrors(current) : undefined;
      if (errors) throw errors;
      if (!canStart(current, 'commit')) throw locked(current, 'commit');
      const organisation = await this.repository.organisationStatus(trx, auth.orgId);
      if (organisation?.status !== 'active') {
        throw new AppError(
          'ORG_PENDING',
          `The organisation is ${organisation?.status ?? 'unknown'}; only an active organisation may commit an import.`,
          [{ field: 'org_status', issue: `is ${organisation?.status ?? 'unknown'}` }],
        );
      }
      const counts = await this.countsOf(current, trx);
      const now = this.clock.now();
      const moved = await this.repository.transition(trx, { id: job.id, orgId: auth.orgId }, 'commit', {
        committed_at: now,
        completed_at: null,
        result: null,
        failure: null,
        progress: json({ done: 0, total: counts.toCreate + counts.toUpdate }),
        updated_at: now,
      });
      // Lost the race: another request committed it between our read and our update.
      if (!moved) throw locked((await this.repository.findJobById(trx, job.id))!, 'commit');
      await this.events.append(
        trx,
        jobEvent('migration.job_started', moved, now, {
          rows: moved.row_count,
          to_create: counts.toCreate,
          to_update: counts.toUpdate,
          unchanged: counts.unchanged,
          to_skip: counts.toSkip,
          excluded: counts.excluded,
        }),
      );
      await this.queue.send<QueuedCommit>(COMMIT_QUEUE, { jobId: job.id, orgId: auth.orgId, counts }, trx);
      return { status: 202, body: { data: { id: moved.id, status: moved.status } } };
    });
    if (!response.replayed) this.queue.wake(COMMIT_QUEUE);
    return response;
  }

  /** The queued import; a run that fails again and again (outside the import's own savepoint) ends the job failed. */
  async runCommit(queued: QueuedCommit): Promise<void> {
    await countingFailures(
      { id: queued.jobId, step: 'commit' },
      this.repository,
      this.log,
      () => this.commitQueued(queued),
      async (failures) => {
        await this.db.transaction().execute(async (trx) => {
          const job = await this.repository.findJobById(trx, queued.jobId);
          if (job?.status !== 'committing') return;
          await this.fail(trx, job, {
            code: 'IMPORT_FAILED',
            message: `The import failed ${failures} times and was stopped; nothing was imported. Try again, or contact support with the job id.`,
            params: { reason: 'repeated_error', attempts: failures },
          });
        });
      },
    );
  }

  /** The queued import. Runs in one transaction: the members and the job's end state, or neither. */
  private async commitQueued({ jobId, counts }: QueuedCommit): Promise<void> {
    let recordsWritten = 0;
    let deferredText = false;
    await this.db.transaction().execute(async (trx) => {
      await this.repository.lockImport(trx, jobId);
      const job = await this.repository.findJobById(trx, jobId);
      if (job?.status !== 'committing') return;
      const organisation = await this.repository.lockOrganisationStatus(trx, job.org_id);
      if (organisation?.status !== 'active') {
        await this.fail(trx, job, {
          code: 'ORG_PENDING',
          message: `The organisation became ${organisation?.status ?? 'unknown'} before the import ran; nothing was imported.`,
          params: { reason: 'inactive', status: organisation?.status ?? 'unknown' },
        });
        return;
      }
      const target = targetOf(job);
      await actingAs(trx, job.created_by);
      await this.repository.lockTargetForImport(trx, job.org_id, target.table);
      const effect = this.effectOf(job);
      if (effect) {
        recordsWritten = await this.commitEffect(trx, job, effect);
        return;
      }
      // A department or package archived or renamed since the preview: its rows would be stored without it.
      const lost = await this.targets.lockReferences(trx, target, { id: job.id, orgId: job.org_id });
      const lostRows = Object.values(lost).reduce((sum, n) => sum + n, 0);
      if (lostRows > 0) {
        await this.fail(trx, job, {
          code: 'REFERENCE_CHANGED',
          message: `Since the preview, ${lostRows} rows name a ${Object.keys(lost).join(' or ')} that was archived, renamed or removed. Nothing was imported; validate again.`,
          params: { reason: 'changed', ...lost },
        });
        return;
      }
      const { toCreate, toUpdate, unchanged, toSkip, excluded } =
        counts && !updates(job)
          ? counts
          : await this.targets.previewCounts(target, { id: job.id, orgId: job.org_id, updates: updates(job), rows: job.row_count }, trx);
      // A member the preview matched went inactive since: the update has no target, so nothing is imported.
      // (Only an update matches rows to records: another job has none to look for.)
      const vanished = updates(job) ? await this.targets.countVanishedMatches(trx, target, job.id) : 0;
      if (vanished > 0) {
        await this.fail(trx, job, {
          code: 'ALREADY_EXISTS',
          message: `Since the preview, ${vanished} of the members this file updates stopped being active. Nothing was imported; validate again.`,
          params: { reason: 'vanished', count: vanished },
        });
        return;
      }
      if (defersSearchText(job)) await this.searchIndex.defer(trx);
      const imported = await inSavepoint(trx, 'migration_import', () => this.importRecords(trx, job, toCreate + toUpdate));
      if (!imported.ok) {
        await this.fail(trx, job, await this.describeFailure(trx, job, imported.error));
        return;
      }
      await this.targets.keepTargetStatistics(trx, target, imported.value.created + imported.value.updated);
      await this.complete(
        trx,
        job,
        { created: imported.value.created, updated: imported.value.updated, unchanged, skipped: toSkip, excluded },
        toCreate + toUpdate,
      );
      recordsWritten = imported.value.created + imported.value.updated;
      deferredText = defersSearchText(job) && recordsWritten > 0;
      if (deferredText) await this.searchIndex.queueAfter(trx, { jobId: job.id, orgId: job.org_id, after: 'commit' });
    });
    if (recordsWritten > 0) this.meter.importRows('commit', recordsWritten);
    if (deferredText) this.searchIndex.wake();
  }

  /**
   * A dataset with an effect (settlements): its rows given to the effect in batches, in the import's
   * transaction, all or nothing; what stops it fails the job as describeFailure says (an AppError with its
   * own code and sentence). Answers how many records it acted on.
   */
  private async commitEffect(trx: Transaction<DB>, job: JobRow, effect: ImportEffect): Promise<number> {
    const { toSkip, excluded, toUpdate } = await this.countsOf(job, trx);
    const scope = { id: job.id, orgId: job.org_id, createdBy: job.created_by };
    const lastRow = await this.repository.lastRowNumber(trx, job.id);
    const imported = await inSavepoint(trx, 'migration_import', async () => {
      let done = 0;
      for (let afterRow = 1; afterRow < lastRow; afterRow += this.options.batchRows) {
        const rows = await this.targets.liveRecords(trx, job.id, {
          afterRow,
          upToRow: Math.min(afterRow + this.options.batchRows, lastRow),
        });
        done += await this.pacer.step(() => effect.commit(trx, scope, rows));
        if (this.options.reportProgress) await this.repository.setProgress(job.id, { done, total: toUpdate });
        await yieldToEventLoop();
      }
      return done;
    });
    if (!imported.ok) {
      await this.fail(trx, job, await this.describeFailure(trx, job, imported.error));
      return 0;
    }
    await this.complete(trx, job, { created: 0, updated: imported.value, unchanged: 0, skipped: toSkip, excluded }, toUpdate);
    return imported.value;
  }

  /** The job completed with its counts (done of `total`), its rollback window opened, and its event. */
  private async complete(
    trx: Transaction<DB>,
    job: JobRow,
    result: { created: number; updated: number; unchanged: number; skipped: number; excluded: number },
    total: number,
  ): Promise<void> {
    const now = this.clock.now();
    const completed = await this.repository.transition(trx, { id: job.id, orgId: job.org_id }, 'complete', {
      result: json(result),
      progress: json({ done: result.created + result.updated, total }),
      completed_at: now,
      rollback_deadline: new Date(now.getTime() + this.options.rollbackWindowHours * HOUR_MS),
      updated_at: now,
    });
    await this.events.append(trx, jobEvent('migration.job_completed', completed!, now, { rows: job.row_count, ...result }));
  }

  /** Creates and updates the job's records in batches of rows, in the caller's transaction. */
  private async importRecords(trx: Transaction<DB>, job: JobRow, total: number): Promise<{ created: number; updated: number }> {
    const now = this.clock.now();
    // Row numbers are the spreadsheet's: blank lines leave gaps, so the last row can be past row_count + 1.
    const lastRow = await this.repository.lastRowNumber(trx, job.id);
    const scope = { id: job.id, orgId: job.org_id };
    const target = targetOf(job);
    let created = 0;
    let updated = 0;
    for (let afterRow = 1; afterRow < lastRow; afterRow += this.options.batchRows) {
      const upToRow = Math.min(afterRow + this.options.batchRows, lastRow);
      created += await this.pacer.step(() => this.createBatch(trx, target, scope, { afterRow, upToRow }, now));
      if (job.options.on_existing === 'update')
        updated += await this.pacer.step(() => this.targets.updateRecords(trx, target, scope, { afterRow, upToRow }, now));
      if (this.options.reportProgress) await this.repository.setProgress(job.id, { done: created + updated, total });
      // The embedded database runs on this thread: let waiting requests in between batches.
      await yieldToEventLoop();
    }
    return { created, updated };
  }

  /**
   * A batch's new records, in a savepoint of its own: when a new member drew a customer id another member
   * holds, the batch is written again with new draws instead of failing the import.
   */
  private async createBatch(
    trx: Transaction<DB>,
    target: ImportTarget,
    scope: { id: string; orgId: string },
    rows: { afterRow: number; upToRow: number },
    now: Date,
  ): Promise<number> {
    return drawingCustomerIdsAgain(async () => {
      const batch = await inSavepoint(trx, 'migration_batch', () => this.targets.importRecords(trx, target, scope, rows, now));
      if (batch.ok) return batch.value;
      throw batch.error;
    });
  }

  private async describeFailure(trx: Transaction<DB>, job: JobRow, error: unknown): Promise<Failure> {
    // A rule of the capability an effect acts through (an order changed since the preview: ORDER_CHANGED).
    if (error instanceof AppError)
      return { code: error.code, message: `${error.message} Nothing was imported.`, params: error.details[0]?.params ?? {} };
    if (isCheckViolation(error, 'allowance_within')) {
      return {
        code: 'ALLOWANCE_BELOW_COMMITTED',
        message:
          'Since the preview, members of this file put more on hold or spent than the allowance the file gives them. Nothing was imported; validate again to see the rows.',
        params: { reason: 'committed' },
      };
    }
    if (isUniqueViolation(error)) {
      const conflicts = await this.targets.countConflicts(trx, targetOf(job), { id: job.id, orgId: job.org_id });
      const counted = Object.entries(conflicts).filter(([, n]) => n > 0);
      const taken = counted.map(([field, n]) => `${field}: ${n} rows`);
      return {
        code: 'ALREADY_EXISTS',
        message: `Since the preview, ${targetOf(job).names.plural} took identifiers of this file (${taken.join(', ') || 'a concurrent import'}). Nothing was imported; validate again to see the rows.`,
        // The rows each identifier field lost, by field; none counted: another import got there first.
        params: counted.length > 0 ? { reason: 'taken', ...Object.fromEntries(counted) } : { reason: 'concurrent' },
      };
    }
    // The database's message may quote row values, so only its code is logged.
    this.log.error(
      { job_id: job.id, db_code: (error as { code?: unknown })?.code ?? null, error_name: (error as Error)?.name },
      'migration import failed',
    );
    return {
      code: 'IMPORT_FAILED',
      message: 'The import failed in the database; nothing was imported. Try again, or contact support with the job id.',
      params: { reason: 'database' },
    };
  }

  private async fail(trx: Transaction<DB>, job: JobRow, failure: Failure): Promise<void> {
    const now = this.clock.now();
    const failed = await this.repository.transition(trx, { id: job.id, orgId: job.org_id }, 'fail', {
      failure: json(failure),
      updated_at: now,
    });
    await this.events.append(trx, jobEvent('migration.job_failed', failed!, now, { rows: job.row_count, created: 0 }));
  }

  /** A record dataset's rollback: the records it created deactivated (archived), those it updated restored, where still as it left them. */
  private async rollbackRecords(
    trx: Transaction<DB>,
    job: JobRow,
    scope: { id: string; orgId: string },
    now: Date,
  ): Promise<RollbackReport> {
    const target = targetOf(job);
    if (defersSearchText(job)) await this.searchIndex.defer(trx);
    const created = await this.targets.deactivateCreated(trx, target, scope, now);
    const updated = await this.targets.restoreUpdated(trx, target, scope, now);
    const reasons = {
      CHANGED_SINCE_IMPORT: created.changed + updated.changed,
      ALREADY_INACTIVE: created.alreadyInactive + updated.alreadyInactive,
      // The record's old unique value (a member's email or phone, a department's name) is another's now.
      VALUE_TAKEN: updated.taken,
      // A department or package the import created that active members now belong to.
      IN_USE: created.inUse,
    };
    const skippedReasons = Object.fromEntries(Object.entries(reasons).filter(([, n]) => n > 0));
    const skipped = Object.values(reasons).reduce((a, b) => a + b, 0);
    return { deactivated: created.deactivated, restored: updated.restored, skipped, skipped_reasons: skippedReasons };
  }

  /** A dataset with an effect: the effect undoes what it still can (a settlement: its orders approved again). */
  private async rollbackEffect(trx: Transaction<DB>, job: JobRow, effect: ImportEffect, actorId: string): Promise<RollbackReport> {
    const undone = await effect.rollback(trx, { id: job.id, orgId: job.org_id, createdBy: job.created_by }, actorId);
    const skipped = Object.values(undone.skippedReasons).reduce((a, b) => a + b, 0);
    return { deactivated: 0, restored: undone.restored, skipped, skipped_reasons: undone.skippedReasons };
  }

  /** POST rollback: deactivates (or archives) the records the job created, restores those it updated, where still as it left them. */
  async rollback(auth: AuthContext, id: string) {
    const job = await findVisibleJob(this.repository, auth, id);
    let restoredRecords = 0;
    const rolledBack = await refusedBelowCommitted(() =>
      this.db.transaction().execute(async (trx) => {
        const current = (await this.repository.lockJob(trx, job.id))!;
        if (!canStart(current, 'rollback')) throw locked(current, 'rollback');
        const now = this.clock.now();
        const deadline = current.rollback_deadline;
        if (!deadline || now.getTime() >= deadline.getTime()) {
          throw new AppError(
            'ROLLBACK_EXPIRED',
            `The rollback window closed at ${deadline?.toISOString() ?? current.completed_at?.toISOString()}.`,
            [{ field: 'rollback_deadline', issue: `was ${deadline?.toISOString() ?? 'not set'}` }],
          );
        }
        const scope = { id: job.id, orgId: auth.orgId };
        await actingAs(trx, auth.userId);
        const effect = this.effectOf(current);
        const rollback = effect
          ? await this.rollbackEffect(trx, current, effect, auth.userId)
          : await this.rollbackRecords(trx, current, scope, now);
        const moved = (await this.repository.transition(trx, scope, 'rollback', {
          rollback: json(rollback),
          rolled_back_at: now,
          updated_at: now,
        }))!;
        await this.events.append(
          trx,
          jobEvent('migration.job_rolled_back', moved, now, {
            deactivated: rollback.deactivated,
            restored: rollback.restored,
            skipped: rollback.skipped,
          }),
        );
        if (defersSearchText(current) && rollback.restored > 0) {
          await this.searchIndex.queueAfter(trx, { jobId: job.id, orgId: auth.orgId, after: 'rollback' });
          restoredRecords = rollback.restored;
        }
        return moved;
      }),
    );
    if (restoredRecords > 0) this.searchIndex.wake();
    return toJob(rolledBack);
  }
}

/** What a rollback did to the records a job created and updated: deactivated, restored, and skipped by reason. */
interface RollbackReport {
  deactivated: number;
  restored: number;
  skipped: number;
  skipped_reasons: Record<string, number>;
}

/**
 * A rollback that would give members back an allowance below what their accounts now hold and have spent
 * (they ordered since the import): 409 ALLOWANCE_BELOW_COMMITTED, nothing rolled back.
 */
async function refusedBelowCommitted<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isCheckViolation(error, 'allowance_within')) throw error;
    throw new AppError(
      'ALLOWANCE_BELOW_COMMITTED',
      'Members this import updated have since put on hold or spent more than the allowance a rollback would give them back. Nothing was rolled back: change their allowances by hand.',
      [{ field: 'allowance_amount', issue: 'would fall below what is held and spent', reason: 'ALLOWANCE_BELOW_COMMITTED' }],
    );
  }
}
