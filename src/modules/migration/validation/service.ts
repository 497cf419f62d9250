import type { Static } from '@sinclair/typebox';
import type { ErrorsQuery } from './schemas.js';
import type { Transaction } from 'kysely';
import type { BulkWriter } from '../../../db/bulk-insert.js';
import type { DB } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import type { Clock } from '../../../lib/clock.js';
import { noMeter, type Meter } from '../../../lib/meter.js';
import { unpaced, type Pacer } from '../../../lib/pacer.js';
import type { JobQueue } from '../../../lib/queue.js';
import type { AuthContext } from '../../identity/accounts/auth-context.js';
import { UTF8_BOM } from '../../../lib/csv-writer.js';
import { canStart, findLiveJob, findValidatedJob, findVisibleJob, locked } from '../job/job-guards.js';
import { toJob } from '../job/presenters.js';
import { PREPARE_EDITS_QUEUE, type QueuedPrepareEdits, type QueuedValidation } from '../job/queues.js';
import type { JobRow, JobsRepository } from '../job/repository.js';
import { countingFailures, type FailureLog } from '../job/step-failures.js';
import type { RowsRepository } from '../rows/repository.js';
import { FileIngestion } from '../upload/ingest.js';
import type { FileStore } from '../upload/repository.js';
import { ERROR_REPORT_HEADER, errorReportLine } from './error-report.js';
import type { ValidationRepository } from './repository.js';
import { validateRows, type ValidationInput } from './report.js';
import { paramsOf } from './row-error.js';
import { jobPlan } from './staging.js';

/** Validation: every row checked, in a request or on the queue, in one transaction; the errors, a page at a time or as CSV. */
export class ValidationService {
  private readonly ingestion: FileIngestion;

  constructor(
    private readonly jobs: JobsRepository,
    private readonly validation: ValidationRepository,
    files: FileStore,
    private readonly rows: RowsRepository,
    private readonly queue: JobQueue,
    private readonly clock: Clock,
    private readonly meter: Meter = noMeter,
    /** Paces the queued validation (a worker's): modules/pacing. Validations in a request are never paced. */
    private readonly pacer: Pacer = unpaced,
    private readonly log: FailureLog = { error: () => {} },
  ) {
    this.ingestion = new FileIngestion(files, { maxRows: Infinity });
  }

  private async validationInput(trx: Transaction<DB>, job: JobRow, pacer: Pacer = unpaced): Promise<ValidationInput> {
    const now = this.clock.now();
    return {
      job: {
        id: job.id,
        orgId: job.org_id,
        rowCount: job.row_count,
        staged:
          job.staged_mapping && job.staged_on
            ? { mapping: job.staged_mapping, formats: job.staged_formats ?? undefined, on: job.staged_on }
            : undefined,
      },
      plan: jobPlan(job, await this.jobs.readingSettings(trx, job.org_id), now),
      onExisting: job.options.on_existing,
      now,
      storedRows: () =>
        this.ingestion.storedRows(trx, job.id, Number(job.file_size), {
          headerRow: job.header_row,
          sheet: job.sheet_name ?? undefined,
        }),
      edits: () => this.rows.latestEdits(trx, job.id, job.columns),
      pacer,
    };
  }

  /**
   * Validates the whole job again in the caller's transaction (reusing its staged records where it can):
   * after a row's edit on a job whose commit failed, when the members it is checked against have moved.
   */
  async revalidate(trx: Transaction<DB>, writer: BulkWriter, job: JobRow) {
    return validateRows(this.jobs, this.validation, trx, writer, await this.validationInput(trx, job));
  }

  /** POST validate: runs in the request, in one transaction, and answers the validated job. */
  async validate(auth: AuthContext, id: string) {
    const job = await findLiveJob(this.jobs, auth, id);
    if (!canStart(job, 'validate')) throw locked(job, 'validate');
    if (!job.column_mapping) throw AppError.validation('column_mapping', 'map the columns first (PUT .../mapping)');
    const validated = await this.jobs.bulkTransaction(async (trx, writer) => {
      const started = await this.jobs.transition(trx, { id: job.id, orgId: auth.orgId }, 'validate', {
        validation: null,
        preview: null,
        validation_run: (eb) => eb('validation_run', '+', 1),
        updated_at: this.clock.now(),
      });
      if (!started) return undefined;
      const report = await validateRows(this.jobs, this.validation, trx, writer, await this.validationInput(trx, started));
      await this.prepareEditsIfErrors(trx, job.id, started.validation_run, report);
      return this.jobs.transition(
        trx,
        { id: job.id, orgId: auth.orgId },
        'finishValidation',
        { validation: JSON.stringify(report), updated_at: this.clock.now() },
        { validationRun: started.validation_run },
      );
    });
    if (!validated) throw locked(await findVisibleJob(this.jobs, auth, id), 'validate');
    this.meter.importRows('validation', validated.row_count);
    this.queue.wake(PREPARE_EDITS_QUEUE);
    return toJob(validated);
  }

  /**
   * The queued validation after a mapping change: shows `validating` at once, then validates in a
   * transaction of its own. A newer mapping (another run) makes this one stale; it then does nothing.
   */
  async runQueuedValidation(queued: QueuedValidation): Promise<void> {
    await countingFailures(
      { id: queued.jobId, step: 'validation' },
      this.jobs,
      this.log,
      () => this.validateQueued(queued),
      async (failures) => {
        const failure = {
          code: 'VALIDATION_STOPPED',
          message: `The validation failed ${failures} times on this file and was stopped; nothing was lost. Change the mapping or validate again; if it fails again, contact support with the job id.`,
          params: { reason: 'repeated_error', attempts: failures },
        };
        await this.jobs.transition(
          this.jobs.db,
          { id: queued.jobId, orgId: queued.orgId },
          'abandonValidation',
          { failure: JSON.stringify(failure), updated_at: this.clock.now() },
          { validationRun: queued.run },
        );
      },
    );
  }

  private async validateQueued({ jobId, orgId, run }: QueuedValidation): Promise<void> {
    const started = await this.jobs.transition(
      this.jobs.db,
      { id: jobId, orgId },
      'startQueuedValidation',
      { updated_at: this.clock.now() },
      { validationRun: run },
    );
    if (!started) return;
    const finished = await this.jobs.bulkTransaction(async (trx, writer) => {
      // One validation of a run at a time, even if the queue hands the job out twice.
      const current = await this.jobs.lockJob(trx, jobId);
      if (current?.status !== 'validating' || current.validation_run !== run) return undefined;
      const report = await validateRows(this.jobs, this.validation, trx, writer, await this.validationInput(trx, current, this.pacer));
      await this.prepareEditsIfErrors(trx, jobId, run, report);
      return this.jobs.transition(
        trx,
        { id: jobId, orgId },
        'finishValidation',
        { validation: JSON.stringify(report), updated_at: this.clock.now() },
        { validationRun: run },
      );
    });
    if (finished) this.meter.importRows('validation', finished.row_count);
    this.queue.wake(PREPARE_EDITS_QUEUE);
  }

  /** A file with errors is likely to be fixed in place: its rows' unique values are indexed meanwhile. */
  private async prepareEditsIfErrors(trx: Transaction<DB>, jobId: string, run: number, report: { error_count: number }) {
    if (report.error_count > 0) await this.queue.send<QueuedPrepareEdits>(PREPARE_EDITS_QUEUE, { jobId, run }, trx);
  }

  /** A page of the latest validation's errors, filtered by code and field (the console's error table). */
  async listErrors(auth: AuthContext, id: string, query: Static<typeof ErrorsQuery>) {
    const job = await findValidatedJob(this.jobs, auth, id);
    const { items, total } = await this.validation.pageErrors(job.id, {
      code: query.code,
      field: query.field,
      page: query.page,
      pageSize: query.page_size,
    });
    return {
      items: items.map((e) => ({
        row: e.row_number,
        column: e.column_name,
        field: e.field,
        value: e.value,
        code: e.code,
        message: e.message,
        ...paramsOf(e),
      })),
      page: query.page,
      page_size: query.page_size,
      total_items: total,
      total_pages: Math.ceil(total / query.page_size),
    };
  }

  /** Every error of the latest validation as CSV lines (with BOM and header), read a page at a time. */
  async errorReport(auth: AuthContext, id: string): Promise<{ fileName: string; lines: AsyncIterable<string> }> {
    const job = await findValidatedJob(this.jobs, auth, id);
    const repository = this.validation;
    const db = this.jobs.db;
    async function* lines() {
      yield `${UTF8_BOM}${ERROR_REPORT_HEADER}\r\n`;
      let after = { row: 0, id: '0' };
      for (;;) {
        const page = await repository.errorsAfter(db, job.id, after, 5_000);
        if (page.length === 0) return;
        yield page.map(errorReportLine).join('');
        const last = page[page.length - 1]!;
        after = { row: last.row_number, id: last.id };
      }
    }
    return { fileName: `migration_${job.id}_errors.csv`, lines: lines() };
  }
}
