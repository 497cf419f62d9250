import type { Static } from '@sinclair/typebox';
import type { MappingBody } from './schemas.js';
import { randomUUID } from 'node:crypto';
import { AppError, type ErrorDetail } from '../../../lib/app-error.js';
import type { Clock } from '../../../lib/clock.js';
import type { JobQueue } from '../../../lib/queue.js';
import { cleanText, unsafeCharacter } from '../../../lib/text.js';
import type { AuthContext } from '../../identity/accounts/auth-context.js';
import { findDataset, unknownDataset } from '../datasets/registry.js';
import type { DatasetDefinition } from '../datasets/types.js';
import { findLiveJob, findVisibleJob, locked } from '../job/job-guards.js';
import { mayImport } from '../job/import-access.js';
import { toJob, toProfile } from '../job/presenters.js';
import { type QueuedValidation, VALIDATION_QUEUE } from '../job/queues.js';
import type { JobRow, JobsRepository } from '../job/repository.js';
import { dateFields, unsettledColumns } from './date-formats.js';
import type { ProfilesRepository } from './repository.js';

export type MappingInput = Static<typeof MappingBody>;

/** Mapping: the file's columns to the dataset's fields (and date formats), saved as a profile when asked; validation then runs on the queue. */
export class MappingService {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly profiles: ProfilesRepository,
    private readonly queue: JobQueue,
    private readonly clock: Clock,
  ) {}

  private checkMapping(job: JobRow, dataset: DatasetDefinition, input: MappingInput): ErrorDetail[] {
    const details: ErrorDetail[] = [];
    const fields = new Set(dataset.fields.map((f) => f.key));
    const inParts = new Map(dataset.fields.filter((f) => f.parts).map((f) => [f.key, f.parts!.length]));
    const mappedTo = new Map<string, string>();
    const partsOf = new Map<string, number>();
    for (const [column, field] of Object.entries(input.column_mapping)) {
      if (!job.columns.includes(column))
        details.push({ field: `column_mapping.${column}`, issue: `is not a column of the file (columns: ${job.columns.join(', ')})` });
      if (!fields.has(field))
        details.push({ field: `column_mapping.${column}`, issue: `must be a field of ${dataset.type}: ${[...fields].join(', ')}` });
      else if (inParts.has(field)) {
        // A field written in parts (a name in three columns) takes up to as many columns as it has parts.
        const count = (partsOf.get(field) ?? 0) + 1;
        partsOf.set(field, count);
        if (count > inParts.get(field)!)
          details.push({
            field: `column_mapping.${column}`,
            issue: `maps to ${field}, which takes at most ${inParts.get(field)} columns (its parts, joined in order)`,
            reason: 'too_many_parts',
            params: { field, max: inParts.get(field)! },
          });
      } else if (mappedTo.has(field))
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
    const job = await findLiveJob(this.jobs, auth, id);
    const dataset = findDataset(job.dataset_type)!;
    const details = this.checkMapping(job, dataset, input);
    if (details.length > 0) throw new AppError('VALIDATION_FAILED', 'The column mapping is not valid.', details);
    const now = this.clock.now();
    const updated = await this.jobs.db.transaction().execute(async (trx) => {
      const moved = await this.jobs.transition(trx, { id: job.id, orgId: auth.orgId }, 'map', {
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
        await this.profiles.saveProfile(trx, {
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
    if (!updated) throw locked(await findVisibleJob(this.jobs, auth, id), 'map');
    this.queue.wake(VALIDATION_QUEUE);
    return toJob(updated);
  }

  async listProfiles(auth: AuthContext, datasetType?: string) {
    if (datasetType !== undefined && !findDataset(datasetType)) throw unknownDataset(datasetType);
    const profiles = await this.profiles.listProfiles(this.jobs.db, auth.orgId, datasetType);
    return profiles.filter((profile) => mayImport(auth, profile.dataset_type)).map(toProfile);
  }
}
