import type { Static } from '@sinclair/typebox';
import type { Transaction } from 'kysely';
import type { BulkWriter } from '../../../db/bulk-insert.js';
import type { DB, OnExisting } from '../../../db/schema.js';
import type { Pacer } from '../../../lib/pacer.js';
import type { SheetRow } from '../files/sheet.js';
import type { JobsRepository, StagedWith } from '../job/repository.js';
import type { ValidationRepository } from './repository.js';
import type { ValidationReport as ValidationReportSchema } from '../job/schemas.js';
import { columnOf, RecordStager, stagedFor, type RowEdits, type StagingPlan } from './staging.js';
import { paramsOf } from './row-error.js';

export type ValidationReport = Static<typeof ValidationReportSchema>;

export interface ValidationInput {
  job: { id: string; orgId: string; rowCount: number; staged: StagedWith | undefined };
  /** How the rows are read: the dataset, the mapping, the date formats, the day and the currency. */
  plan: StagingPlan;
  onExisting: OnExisting;
  now: Date;
  /** The job's file read again, for when the staged records were made with another mapping or day. */
  storedRows: () => AsyncIterable<SheetRow>;
  /** The user's edits and exclusions, applied to the stored file's rows. */
  edits: () => Promise<RowEdits>;
  /** Between batches and rules: a worker's validation gives way to busy API instances (modules/pacing). */
  pacer: Pacer;
}

/** Gives the job records and row errors for the mapping: those staged at upload, or new ones from the stored file. */
async function stageRecords(
  jobs: JobsRepository,
  repository: ValidationRepository,
  trx: Transaction<DB>,
  writer: BulkWriter,
  input: ValidationInput,
  plan: StagingPlan,
) {
  const { job } = input;
  if (stagedFor(job.staged, plan)) {
    await repository.clearSetRuleResults(trx, job.id);
    return;
  }
  await repository.clearValidation(trx, job.id);
  const stager = new RecordStager(repository, writer, job.id, plan, await input.edits(), input.pacer);
  for await (const row of input.storedRows()) await stager.add(row);
  await stager.finish();
  await jobs.setStaged(trx, job.id, { mapping: plan.mapping, formats: plan.formats, on: plan.context.today });
}

/**
 * Validates every row of a job inside the caller's transaction: the per-row rules (staged at upload
 * when the mapping is the suggested one), then the dataset's set-wise rules as SQL over all records at
 * once. Replaces any earlier results.
 */
export async function validateRows(
  jobs: JobsRepository,
  repository: ValidationRepository,
  trx: Transaction<DB>,
  writer: BulkWriter,
  input: ValidationInput,
): Promise<ValidationReport> {
  const { job, plan, onExisting, now } = input;
  const { dataset } = plan;

  await stageRecords(jobs, repository, trx, writer, input, plan);
  await input.pacer.step(() => repository.refreshRecordStatistics(trx, job.id));
  await jobs.lockTargetForChecks(trx, job.orgId, dataset.target.table);
  for (const rule of dataset.setRules) {
    await input.pacer.step(() => repository.applySetRule(trx, job, dataset.target, rule, columnOf(plan, rule.field), onExisting));
  }
  // The row errors of skipped rows, and the empty required cells of updates (an empty cell keeps the
  // member's value), are gone: these records cannot serve another validation.
  const dropped =
    (await repository.dropErrorsOfSkippedRows(trx, job.id)) + (await repository.dropErrorsKeptByUpdates(trx, dataset.target, job.id));
  if (dropped > 0) await jobs.setStaged(trx, job.id, undefined);

  return validationReport(repository, trx, job, plan, now);
}

/** How many of a field's missing values the report names (most rows first); it counts them all. */
const MISSING_VALUES_SHOWN = 50;

/** The report of the job's current records and errors (after a whole validation, or a row's edit). */
export async function validationReport(
  repository: ValidationRepository,
  trx: Transaction<DB>,
  job: { id: string; rowCount: number },
  plan: Pick<StagingPlan, 'dataset' | 'mapping'>,
  now: Date,
): Promise<ValidationReport> {
  const counts = await repository.validationCounts(trx, job.id);
  const mapped = new Set(Object.values(plan.mapping));
  const missing = [];
  for (const rule of plan.dataset.setRules) {
    if (rule.kind !== 'reference' || !counts.byCode[rule.code]) continue;
    const { values, valueCount } = await repository.missingValues(trx, job.id, rule.field, rule.code, MISSING_VALUES_SHOWN);
    if (valueCount > 0)
      missing.push({
        field: rule.field,
        table: rule.list,
        value_count: valueCount,
        values,
      });
  }
  return {
    validated_at: now.toISOString(),
    row_count: job.rowCount,
    valid_row_count: job.rowCount - counts.errorRowCount - counts.skippedRowCount - counts.excludedRowCount,
    skipped_row_count: counts.skippedRowCount,
    excluded_row_count: counts.excludedRowCount,
    edited_row_count: counts.editedRowCount,
    error_row_count: counts.errorRowCount,
    error_count: counts.errorCount,
    errors_by_code: counts.byCode,
    errors_by_field: counts.byField,
    normalised_by_field: counts.normalisedByField,
    missing_required_fields: plan.dataset.fields.filter((f) => f.required && !mapped.has(f.key)).map((f) => f.key),
    errors: counts.first.map((e) => ({
      row: e.row_number,
      column: e.column_name,
      field: e.field,
      value: e.value,
      code: e.code,
      message: e.message,
      ...paramsOf(e),
    })),
    missing_references: missing,
  };
}
