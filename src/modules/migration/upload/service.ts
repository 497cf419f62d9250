import { randomUUID } from 'node:crypto';
import { AppError, type ErrorDetail } from '../../../lib/app-error.js';
import type { Clock } from '../../../lib/clock.js';
import { noMeter, type Meter } from '../../../lib/meter.js';
import { safeFileName } from '../../../lib/text.js';
import type { AuthContext } from '../../identity/accounts/auth-context.js';
import { buildTemplate } from '../datasets/template.js';
import { DATASET_TYPES, datasetFor, findDataset, unknownDataset } from '../datasets/registry.js';
import type { DatasetDefinition } from '../datasets/types.js';
import { assertMayImport } from '../job/import-access.js';
import { toJob } from '../job/presenters.js';
import type { JobsRepository, StagedWith } from '../job/repository.js';
import type { ProfilesRepository } from '../mapping/repository.js';
import { suggestMapping } from '../mapping/suggest-mapping.js';
import { FileIngestion } from './ingest.js';
import type { FileStore } from './repository.js';
import type { ValidationRepository } from '../validation/repository.js';
import { parseContext } from '../../../lib/records/types.js';
import { coversRequired, RecordStager } from '../validation/staging.js';

/** One part of an upload: a form field or the file, in the order the client sent them. */
export type UploadPart =
  | { kind: 'field'; name: string; value: string }
  | { kind: 'file'; name: string; fileName: string; stream: AsyncIterable<Buffer> };

/** Upload: a file becomes a job in one transaction (the file and every row, or nothing); the datasets and their templates. */
export class UploadService {
  private readonly ingestion: FileIngestion;

  constructor(
    private readonly jobs: JobsRepository,
    files: FileStore,
    private readonly profiles: ProfilesRepository,
    private readonly validation: ValidationRepository,
    private readonly clock: Clock,
    private readonly limits: { maxRows: number; stageAtUpload?: boolean },
    private readonly meter: Meter = noMeter,
  ) {
    this.ingestion = new FileIngestion(files, limits);
  }

  /**
   * Creates a job from an upload in one transaction: the file and every row are stored, or nothing is.
   * `dataset_type` may come before or after the file.
   */
  async upload(auth: AuthContext, parts: AsyncIterable<UploadPart>, fixedDatasetType?: string) {
    const id = randomUUID();
    const now = this.clock.now();
    let rowCount = 0;
    await this.jobs.bulkTransaction(async (trx, writer) => {
      if (fixedDatasetType !== undefined) assertMayImport(auth, fixedDatasetType);
      let datasetType = fixedDatasetType;
      let ingested;
      let fileName = '';
      let headerRow: number | undefined;
      let suggested: Record<string, string> | undefined;
      let staged: StagedWith | undefined;
      const unknown: ErrorDetail[] = [];
      let sheet: string | undefined;
      const suggest = async (dataset: DatasetDefinition, columns: string[], hidden: readonly string[] = []) => {
        const profiles = await this.profiles.listProfiles(trx, auth.orgId, dataset.type);
        return suggestMapping(
          columns,
          dataset,
          profiles.map((p) => p.column_mapping),
          hidden,
        );
      };
      // With the dataset known before the file, its rows are parsed and checked as they arrive, with the
      // suggested mapping; validation then reuses them if the mapping stays as suggested.
      const stagerFor = async (columns: string[], format: 'csv' | 'xlsx', hidden: readonly string[]) => {
        const settings = await this.jobs.readingSettings(trx, auth.orgId);
        const dataset = datasetType === undefined ? undefined : datasetFor(datasetType, settings);
        if (!dataset) return undefined;
        suggested = await suggest(dataset, columns, hidden);
        // An API-only process (ROLE=api) leaves the checking of every cell to the worker's validation,
        // which stages the rows from the stored file: its own event loop stays for interactive requests.
        if (this.limits.stageAtUpload === false || !coversRequired(dataset, suggested)) return undefined;
        // Each date column's format is known only once all its values are read: rows are staged the
        // default way, and staged again at validation if the detected format turns out to be another.
        const context = parseContext(format, now, settings.currency, settings.timeZone);
        staged = { mapping: suggested, on: context.today };
        return new RecordStager(this.validation, writer, id, { dataset, columns, mapping: suggested, context });
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
          if (part.name === 'sheet') {
            if (part.value.length < 1 || part.value.length > 100)
              throw AppError.validation('sheet', "must be a sheet's name, 1 to 100 characters");
            if (ingested) throw AppError.validation('sheet', 'send sheet before the file');
            sheet = part.value;
            continue;
          }
          if (part.name !== 'dataset_type') {
            unknown.push({ field: part.name, issue: 'is not a field of this request (send dataset_type, header_row, sheet and file)' });
            continue;
          }
          if (fixedDatasetType === undefined) {
            if (!findDataset(part.value)) throw unknownDataset(part.value);
            assertMayImport(auth, part.value);
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
            this.jobs.insertJob(trx, {
              id,
              org_id: auth.orgId,
              dataset_type: datasetType ?? '',
              file_name: fileName,
              file_format: format,
              created_by: auth.userId,
              now,
            }),
          stagerFor,
          {
            headerRow,
            sheet,
            // Of a workbook's sheets, the one whose header maps the most fields of the dataset, when it is known.
            score: datasetType === undefined ? undefined : sheetScore(findDataset(datasetType)!),
          },
        );
      }
      const missing: ErrorDetail[] = [...unknown];
      if (datasetType === undefined) missing.push({ field: 'dataset_type', issue: `is required (one of: ${DATASET_TYPES.join(', ')})` });
      if (!ingested) missing.push({ field: 'file', issue: 'is required' });
      if (missing.length > 0 || !ingested || !datasetType) throw new AppError('VALIDATION_FAILED', 'The upload is incomplete.', missing);

      const dataset = findDataset(datasetType)!;
      await this.jobs.updateUploadedJob(trx, id, {
        dataset_type: dataset.type,
        file_size: ingested.fileSize,
        row_count: ingested.rowCount,
        columns: ingested.columns,
        column_samples: ingested.samples,
        header_row: ingested.headerRow,
        sheet: ingested.sheet,
        hidden_columns: ingested.hiddenColumns,
        detected_formats: ingested.dateFormats,
        suggested_mapping: suggested ?? (await suggest(dataset, ingested.columns, ingested.hiddenColumns)),
        staged,
      });
      rowCount = ingested.rowCount;
    });
    this.meter.importRows('upload', rowCount);
    return toJob((await this.jobs.findJob(auth.orgId, id))!);
  }

  /** A template holds no data, only the dataset's columns: any importer may download any. */
  async template(datasetType: string) {
    const dataset = findDataset(datasetType);
    if (!dataset) throw AppError.notFound(`No template for dataset_type "${datasetType}" (known: ${DATASET_TYPES.join(', ')}).`);
    return { fileName: `portal_migration_${dataset.type}_template.xlsx`, content: await buildTemplate(dataset) };
  }

  /** The datasets and their target fields, in template order (the mapping screen's choices). */
  listDatasets() {
    return DATASET_TYPES.map((type) => ({
      type,
      import_permission: findDataset(type)!.importPermission,
      fields: findDataset(type)!.fields.map((f) => ({
        key: f.key,
        label: f.label,
        required: f.required,
        format: f.format,
        allowed_values: f.allowedValues ? [...f.allowedValues] : null,
        example: f.example,
        is_date: f.cellType === 'date',
        parts: f.parts?.length ?? 1,
      })),
    }));
  }
}

/** How well a sheet's header fits a dataset: how many of its fields the header's names would map. */
const sheetScore = (dataset: DatasetDefinition) => (header: string[]) => Object.keys(suggestMapping(header, dataset, [])).length;
