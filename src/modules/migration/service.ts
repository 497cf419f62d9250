import { countingFailures, type FailureLog } from './job/step-failures.js';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { AppError, type ErrorDetail } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { JobQueue } from '../../lib/queue.js';
import type { DB, JobStatus, OnExisting } from '../../db/schema.js';
import type { AuthContext } from '../identity/accounts/auth-context.js';
import { DATASET_TYPES, findDataset } from './datasets/registry.js';
import type { DatasetDefinition } from './datasets/types.js';
import { ERROR_REPORT_HEADER, errorReportLine } from './validation/error-report.js';
import { UTF8_BOM } from './files/csv-writer.js';
import { FileIngestion } from './upload/ingest.js';
import { normalisedCells, toJob, toJobSummary, toProfile, withoutRowValues } from './job/presenters.js';
import { paramsOf } from './validation/row-error.js';
import type { JobRow, JobsRepository, StagedWith } from './job/repository.js';
import type { TargetStore } from './datasets/target-store.js';
import type { ProfilesRepository } from './mapping/repository.js';
import type { PreviewRepository } from './preview/repository.js';
import type { FileStore } from './upload/repository.js';
import type { ValidationRepository } from './validation/repository.js';
import type { RowsRepository } from './rows/repository.js';
import { PREPARE_EDITS_QUEUE, type QueuedPrepareEdits } from './rows/service.js';
import type { BulkWriter } from '../../db/bulk-insert.js';
import { canStart, findLiveJob, findValidatedJob, findVisibleJob, locked, unresolvedErrors } from './job/job-guards.js';
import { suggestMapping } from './mapping/suggest-mapping.js';
import { buildTemplate } from './datasets/template.js';
import { coversRequired, jobPlan, parseContext, RecordStager } from './validation/staging.js';
import { dateFields, unsettledColumns, type ChosenFormats } from './mapping/date-formats.js';
import { validateRows, type ValidationInput } from './validation/report.js';
import { cleanText, safeFileName, unsafeCharacter } from '../../lib/text.js';
import { noMeter, type Meter } from '../../lib/meter.js';
import { unpaced, type Pacer } from '../../lib/pacer.js';

export const VALIDATION_QUEUE = 'migration.validate';

const PREVIEW_SAMPLE_ROWS = 20;

/** One part of an upload: a form field or the file, in the order the client sent them. */
export type UploadPart =
  | { kind: 'field'; name: string; value: string }
  | { kind: 'file'; name: string; fileName: string; stream: AsyncIterable<Buffer> };

export interface MappingInput {
  column_mapping: Record<string, string>;
  column_formats?: ChosenFormats | undefined;
  save_profile?: boolean | undefined;
  profile_name?: string | undefined;
  options?: { on_existing?: OnExisting | undefined } | undefined;
}

export interface QueuedValidation {
  jobId: string;
  orgId: string;
  run: number;
}

function unknownDataset(value: string): AppError {
  return AppError.validation('dataset_type', `must be one of: ${DATASET_TYPES.join(', ')}`, `Unknown dataset_type "${value}".`);
}

/** The SQL of each stage this service drives, each its own (the job's row aside). */
export interface MigrationStores {
  files: FileStore;
  profiles: ProfilesRepository;
  validation: ValidationRepository;
  preview: PreviewRepository;
  targets: TargetStore;
}

/** The migration pipeline's rules: upload, mapping, validation, preview, reports. */
export class MigrationService {
  private readonly ingestion: FileIngestion;

  constructor(
    private readonly repository: JobsRepository,
    private readonly stages: MigrationStores,
    private readonly rows: RowsRepository,
    private readonly queue: JobQueue,
    private readonly clock: Clock,
    private readonly limits: { maxRows: number; stageAtUpload?: boolean },
    private readonly meter: Meter = noMeter,
    /** Paces the queued validation (a worker's): modules/pacing. Validations in a request are never paced. */
    private readonly pacer: Pacer = unpaced,
    private readonly log: FailureLog = { error: () => {} },
  ) {
    this.ingestion = new FileIngestion(stages.files, limits);
  }

  private get db(): Kysely<DB> {
    return this.repository.db;
  }

  /** The job, if it exists in the caller's organisation; another organisation's job is as unknown as a random id. */
  findVisibleJob(auth: AuthContext, id: string): Promise<JobRow> {
    return findVisibleJob(this.repository, auth, id);
  }

  async getJob(auth: AuthContext, id: string) {
    const job = toJob(await this.findVisibleJob(auth, id));
    return auth.permissions.includes('migration:write') ? job : withoutRowValues(job);
  }

  async listJobs(
    auth: AuthContext,
    query: { page: number; page_size: number; status?: JobStatus | undefined; dataset_type?: string | undefined },
  ) {
    if (query.dataset_type !== undefined && !findDataset(query.dataset_type)) throw unknownDataset(query.dataset_type);
    const { items, total } = await this.repository.listJobs(auth.orgId, {
      status: query.status,
      dataset_type: query.dataset_type,
      page: query.page,
      pageSize: query.page_size,
    });
    return {
      items: items.map(toJobSummary),
      page: query.page,
      page_size: query.page_size,
      total_items: total,
      total_pages: Math.ceil(total / query.page_size),
    };
  }

  /**
   * Creates a job from an upload in one transaction: the file and every row are stored, or nothing is.
   * `dataset_type` may come before or after the file.
   */
  async upload(auth: AuthContext, parts: AsyncIterable<UploadPart>, fixedDatasetType?: string) {
    const id = randomUUID();
    const now = this.clock.now();
    let rowCount = 0;
    await this.repository.bulkTransaction(async (trx, writer) => {
      let datasetType = fixedDatasetType;
      let ingested;
      let fileName = '';
      let headerRow: number | undefined;
      let suggested: Record<string, string> | undefined;
      let staged: StagedWith | undefined;
      const unknown: ErrorDetail[] = [];
      const suggest = async (dataset: DatasetDefinition, columns: string[]) => {
        const profiles = await this.stages.profiles.listProfiles(trx, auth.orgId, dataset.type);
        return suggestMapping(
          columns,
          dataset,
          profiles.map((p) => p.column_mapping),
        );
      };
      // With the dataset known before the file, its rows are parsed and checked as they arrive, with the
      // suggested mapping; validation then reuses them if the mapping stays as suggested.
      const stagerFor = async (columns: string[], format: 'csv' | 'xlsx') => {
        const dataset = datasetType === undefined ? undefined : findDataset(datasetType);
        if (!dataset) return undefined;
        suggested = await suggest(dataset, columns);
        // An API-only process (ROLE=api) leaves the checking of every cell to the worker's validation,
        // which stages the rows from the stored file: its own event loop stays for interactive requests.
        if (this.limits.stageAtUpload === false || !coversRequired(dataset, suggested)) return undefined;
        // Each date column's format is known only once all its values are read: rows are staged the
        // default way, and staged again at validation if the detected format turns out to be another.
        const context = parseContext(format, now, auth.account.org_currency);
        staged = { mapping: suggested, on: context.today };
        return new RecordStager(this.stages.validation, writer, id, { dataset, columns, mapping: suggested, context });
      };
      for await (const part of parts) {
        if (part.kind === 'field') {
          // Reported with whatever else is missing once the form is read (the parts limit, a 413, comes first).
          if (part.name === 'header_row') {
            if (!/^\d{1,7}$/.test(part.value) || Number(part.value) < 1 || Number(part.value) > 1_048_576)
              throw AppError.validation('header_row', 'must be a row number, 1 to 1048576');
            if (ingested) throw AppError.validation('header_row', 'send header_row before the file');
            headerRow = Number(part.value);
            continue;
          }
          if (part.name !== 'dataset_type') {
            unknown.push({ field: part.name, issue: 'is not a field of this request (send dataset_type, header_row and file)' });
            continue;
          }
          if (fixedDatasetType === undefined) {
            if (!findDataset(part.value)) throw unknownDataset(part.value);
            // Named after the file, another dataset: what was suggested and staged for the first one goes.
            if (ingested && part.value !== datasetType) [suggested, staged] = [undefined, undefined];
            datasetType = part.value;
          }
          continue;
        }
        if (part.name !== 'file') throw AppError.validation(part.name, 'is not expected: send the file as the field "file"');
        if (ingested) throw AppError.validation('file', 'send one file per job');
        fileName = safeFileName(part.fileName ?? '') || 'upload';
        ingested = await this.ingestion.ingest(
          trx,
          id,
          part.stream,
          (format) =>
            this.repository.insertJob(trx, {
              id,
              org_id: auth.orgId,
              dataset_type: datasetType ?? '',
              file_name: fileName,
              file_format: format,
              created_by: auth.userId,
              now,
            }),
          stagerFor,
          headerRow,
        );
      }
      const missing: ErrorDetail[] = [...unknown];
      if (datasetType === undefined) missing.push({ field: 'dataset_type', issue: `is required (one of: ${DATASET_TYPES.join(', ')})` });
      if (!ingested) missing.push({ field: 'file', issue: 'is required' });
      if (missing.length > 0 || !ingested || !datasetType) throw new AppError('VALIDATION_FAILED', 'The upload is incomplete.', missing);

      const dataset = findDataset(datasetType)!;
      await this.repository.updateUploadedJob(trx, id, {
        dataset_type: dataset.type,
        file_size: ingested.fileSize,
        row_count: ingested.rowCount,
        columns: ingested.columns,
        column_samples: ingested.samples,
        header_row: ingested.headerRow,
        detected_formats: ingested.dateFormats,
        suggested_mapping: suggested ?? (await suggest(dataset, ingested.columns)),
        staged,
      });
      rowCount = ingested.rowCount;
    });
    this.meter.importRows('upload', rowCount);
    return toJob((await this.repository.findJob(auth.orgId, id))!);
  }

  private checkMapping(job: JobRow, dataset: DatasetDefinition, input: MappingInput): ErrorDetail[] {
    const details: ErrorDetail[] = [];
    const fields = new Set(dataset.fields.map((f) => f.key));
    const mappedTo = new Map<string, string>();
    for (const [column, field] of Object.entries(input.column_mapping)) {
      if (!job.columns.includes(column))
        details.push({ field: `column_mapping.${column}`, issue: `is not a column of the file (columns: ${job.columns.join(', ')})` });
      if (!fields.has(field))
        details.push({ field: `column_mapping.${column}`, issue: `must be a field of ${dataset.type}: ${[...fields].join(', ')}` });
      else if (mappedTo.has(field))
        details.push({
          field: `column_mapping.${column}`,
          issue: `maps to ${field}, which column "${mappedTo.get(field)}" maps to already`,
        });
      else mappedTo.set(field, column);
    }
    details.push(...this.checkFormats(job, dataset, input));
    if (input.save_profile) {
      const name = cleanText(input.profile_name ?? '');
      const unsafe = unsafeCharacter(name);
      if (name.length < 1 || name.length > 100)
        details.push({ field: 'profile_name', issue: 'is required with save_profile, 1 to 100 characters' });
      else if (unsafe) details.push({ field: 'profile_name', issue: `holds a control or text-direction character (${unsafe})` });
    }
    return details;
  }

  /**
   * The mapping's date formats: each for a column mapped to a date field; and every such column whose
   * values leave the order open (no day above 12, or some each way) must have one: the service does not guess.
   */
  private checkFormats(job: JobRow, dataset: DatasetDefinition, input: MappingInput): ErrorDetail[] {
    const details: ErrorDetail[] = [];
    const dates = dateFields(dataset);
    for (const column of Object.keys(input.column_formats ?? {})) {
      const field = input.column_mapping[column];
      if (!field || !dates.has(field))
        details.push({
          field: `column_formats.${column}`,
          issue: `is not a column mapped to a date field (${[...dates].join(', ')})`,
          reason: 'not_a_date_column',
          params: { column },
        });
    }
    for (const { column, detected } of unsettledColumns(dataset, input.column_mapping, input.column_formats, job.detected_formats)) {
      const [first] = detected.example_values;
      const example = first
        ? ` ("${first.value}" is ${first.day_first ?? 'no date'} day first, ${first.month_first ?? 'no date'} month first)`
        : '';
      details.push(
        detected.confidence === 'mixed'
          ? {
              field: `column_formats.${column}`,
              issue: `mixes dates written day first (${detected.day_first_only}) and month first (${detected.month_first_only}): say which the column uses (date_order DMY or MDY); the others will be errors to fix`,
              reason: 'date_order_mixed',
              params: { column, day_first: detected.day_first_only, month_first: detected.month_first_only },
            }
          : {
              field: `column_formats.${column}`,
              issue: `has no date with a day above 12, so it reads both day first and month first${example}: say which (date_order DMY or MDY)`,
              reason: 'date_order_ambiguous',
              params: { column },
            },
      );
    }
    return details;
  }

  /** Saves the mapping (and maybe a profile) and queues validation, atomically: the job answers `mapping`. */
  async setMapping(auth: AuthContext, id: string, input: MappingInput) {
    const job = await findLiveJob(this.repository, auth, id);
    const dataset = findDataset(job.dataset_type)!;
    const details = this.checkMapping(job, dataset, input);
    if (details.length > 0) throw new AppError('VALIDATION_FAILED', 'The column mapping is not valid.', details);
    const now = this.clock.now();
    const updated = await this.db.transaction().execute(async (trx) => {
      const moved = await this.repository.transition(trx, { id: job.id, orgId: auth.orgId }, 'map', {
        column_mapping: JSON.stringify(input.column_mapping),
        column_formats: input.column_formats && Object.keys(input.column_formats).length > 0 ? JSON.stringify(input.column_formats) : null,
        options: JSON.stringify({ on_existing: input.options?.on_existing ?? 'error' }),
        validation: null,
        preview: null,
        failure: null,
        validation_run: (eb) => eb('validation_run', '+', 1),
        step_failures: 0,
        updated_at: now,
      });
      if (!moved) return undefined;
      if (input.save_profile) {
        await this.stages.profiles.saveProfile(trx, {
          id: randomUUID(),
          org_id: auth.orgId,
          name: cleanText(input.profile_name!),
          dataset_type: dataset.type,
          column_mapping: input.column_mapping,
          created_by: auth.userId,
          now,
        });
      }
      await this.queue.send<QueuedValidation>(VALIDATION_QUEUE, { jobId: job.id, orgId: auth.orgId, run: moved.validation_run }, trx);
      return moved;
    });
    if (!updated) throw locked(await this.findVisibleJob(auth, id), 'map');
    this.queue.wake(VALIDATION_QUEUE);
    return toJob(updated);
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
      plan: jobPlan(job, await this.repository.organisationCurrency(trx, job.org_id), now),
      onExisting: job.options.on_existing,
      now,
      storedRows: () => this.ingestion.storedRows(trx, job.id, Number(job.file_size), job.header_row),
      edits: () => this.rows.latestEdits(trx, job.id, job.columns),
      pacer,
    };
  }

  /**
   * Validates the whole job again in the caller's transaction (reusing its staged records where it can):
   * after a row's edit on a job whose commit failed, when the members it is checked against have moved.
   */
  async revalidate(trx: Transaction<DB>, writer: BulkWriter, job: JobRow) {
    return validateRows(this.repository, this.stages.validation, trx, writer, await this.validationInput(trx, job));
  }

  /** POST validate: runs in the request, in one transaction, and answers the validated job. */
  async validate(auth: AuthContext, id: string) {
    const job = await findLiveJob(this.repository, auth, id);
    if (!canStart(job, 'validate')) throw locked(job, 'validate');
    if (!job.column_mapping) throw AppError.validation('column_mapping', 'map the columns first (PUT .../mapping)');
    const validated = await this.repository.bulkTransaction(async (trx, writer) => {
      const started = await this.repository.transition(trx, { id: job.id, orgId: auth.orgId }, 'validate', {
        validation: null,
        preview: null,
        validation_run: (eb) => eb('validation_run', '+', 1),
        updated_at: this.clock.now(),
      });
      if (!started) return undefined;
      const report = await validateRows(this.repository, this.stages.validation, trx, writer, await this.validationInput(trx, started));
      await this.prepareEditsIfErrors(trx, job.id, started.validation_run, report);
      return this.repository.transition(
        trx,
        { id: job.id, orgId: auth.orgId },
        'finishValidation',
        { validation: JSON.stringify(report), updated_at: this.clock.now() },
        { validationRun: started.validation_run },
      );
    });
    if (!validated) throw locked(await this.findVisibleJob(auth, id), 'validate');
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
      this.repository,
      this.log,
      () => this.validateQueued(queued),
      async (failures) => {
        const failure = {
          code: 'VALIDATION_STOPPED',
          message: `The validation failed ${failures} times on this file and was stopped; nothing was lost. Change the mapping or validate again; if it fails again, contact support with the job id.`,
          params: { reason: 'repeated_error', attempts: failures },
        };
        await this.repository.transition(
          this.db,
          { id: queued.jobId, orgId: queued.orgId },
          'abandonValidation',
          { failure: JSON.stringify(failure), updated_at: this.clock.now() },
          { validationRun: queued.run },
        );
      },
    );
  }

  private async validateQueued({ jobId, orgId, run }: QueuedValidation): Promise<void> {
    const started = await this.repository.transition(
      this.db,
      { id: jobId, orgId },
      'startQueuedValidation',
      { updated_at: this.clock.now() },
      { validationRun: run },
    );
    if (!started) return;
    const finished = await this.repository.bulkTransaction(async (trx, writer) => {
      // One validation of a run at a time, even if the queue hands the job out twice.
      const current = await this.repository.lockJob(trx, jobId);
      if (current?.status !== 'validating' || current.validation_run !== run) return undefined;
      const report = await validateRows(
        this.repository,
        this.stages.validation,
        trx,
        writer,
        await this.validationInput(trx, current, this.pacer),
      );
      await this.prepareEditsIfErrors(trx, jobId, run, report);
      return this.repository.transition(
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

  async preview(auth: AuthContext, id: string) {
    const job = await findLiveJob(this.repository, auth, id);
    if (job.status !== 'validated') throw locked(job, 'preview');
    const errors = unresolvedErrors(job);
    if (errors) throw errors;
    const scope = { id: job.id, orgId: auth.orgId };
    const target = findDataset(job.dataset_type)!.target;
    const updates = job.options.on_existing === 'update';
    const [counts, sample, byDepartment, changes] = await Promise.all([
      this.stages.targets.previewCounts(target, { ...scope, updates, rows: job.row_count }),
      this.stages.preview.sampleRecords(job.id, PREVIEW_SAMPLE_ROWS),
      this.stages.targets.countByBreakdown(target, scope),
      // Only a job that updates has rows matched to a record (validation's existing_match): the others
      // have no change to show, and looking read every record (a third of a 100,000-row preview's work).
      updates ? this.stages.targets.firstChanges(target, scope, PREVIEW_SAMPLE_ROWS) : [],
    ]);
    const preview = {
      generated_at: this.clock.now().toISOString(),
      rows_total: job.row_count,
      to_create: counts.toCreate,
      to_update: counts.toUpdate,
      unchanged: counts.unchanged,
      to_skip: counts.toSkip,
      excluded: counts.excluded,
      changes: changes.map((c) => ({
        row: c.row_number,
        key: c.key,
        external_id: c.key,
        member_id: c.member_id,
        record_id: c.member_id,
        fields: c.changes,
      })),
      sample: sample.map((r) => ({ row: r.row_number, ...r.record })),
      sample_normalised: sample.flatMap((r) => {
        const cells = normalisedCells(job, r.cells, r.normalised, r.record);
        return cells.length > 0 ? [{ row: r.row_number, cells }] : [];
      }),
      by_department: byDepartment,
    };
    const moved = await this.repository.transition(
      this.db,
      { id: job.id, orgId: auth.orgId },
      'preview',
      { preview: JSON.stringify(preview), updated_at: this.clock.now() },
      { validationRun: job.validation_run },
    );
    if (!moved) throw locked(await this.findVisibleJob(auth, id), 'preview');
    return toJob(moved);
  }

  /** A page of the latest validation's errors, filtered by code and field (the console's error table). */
  async listErrors(
    auth: AuthContext,
    id: string,
    query: { page: number; page_size: number; code?: string | undefined; field?: string | undefined },
  ) {
    const job = await findValidatedJob(this.repository, auth, id);
    const { items, total } = await this.stages.validation.pageErrors(job.id, {
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
    const job = await findValidatedJob(this.repository, auth, id);
    const repository = this.stages.validation;
    const db = this.db;
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

  async template(datasetType: string) {
    const dataset = findDataset(datasetType);
    if (!dataset) throw AppError.notFound(`No template for dataset_type "${datasetType}" (known: ${DATASET_TYPES.join(', ')}).`);
    return { fileName: `portal_migration_${dataset.type}_template.xlsx`, content: await buildTemplate(dataset) };
  }

  /** The datasets and their target fields, in template order (the mapping screen's choices). */
  listDatasets() {
    return DATASET_TYPES.map((type) => ({
      type,
      fields: findDataset(type)!.fields.map((f) => ({
        key: f.key,
        label: f.label,
        required: f.required,
        format: f.format,
        allowed_values: f.allowedValues ? [...f.allowedValues] : null,
        example: f.example,
        is_date: f.cellType === 'date',
      })),
    }));
  }

  async listProfiles(auth: AuthContext, datasetType?: string) {
    if (datasetType !== undefined && !findDataset(datasetType)) throw unknownDataset(datasetType);
    return (await this.stages.profiles.listProfiles(this.db, auth.orgId, datasetType)).map(toProfile);
  }
}
