import type { Static } from '@sinclair/typebox';
import type { JobStatus } from '../../../db/schema.js';
import type { JobRow } from './repository.js';
import type { PreviewSummary } from './schemas.js';
import type { ValidationReport } from '../validation/report.js';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * A row's cells whose stored value is a reading of them in another form, each as written and as stored:
 * `normalised` names the fields, `values` holds (at least) their stored values.
 */
export function normalisedCells(
  job: Pick<JobRow, 'columns' | 'column_mapping'>,
  cells: readonly string[] | null,
  normalised: readonly string[] | null,
  values: Record<string, string | null> | null,
) {
  if (!normalised || !cells || !values) return [];
  const columnOf = new Map(Object.entries(job.column_mapping ?? {}).map(([column, field]) => [field, column]));
  return normalised.flatMap((field) => {
    const column = columnOf.get(field);
    const index = column === undefined ? -1 : job.columns.indexOf(column);
    return index < 0 ? [] : [{ column: column!, field, from: cells[index] ?? '', to: values[field] ?? '' }];
  });
}

/** A job as the API shows it (DECISIONS section 6). */
export function toJob(row: JobRow) {
  return {
    id: row.id,
    org_id: row.org_id,
    status: row.status,
    dataset_type: row.dataset_type,
    file_name: row.file_name,
    file_size: Number(row.file_size),
    file_format: row.file_format,
    row_count: row.row_count,
    columns: row.columns,
    header_row: row.header_row,
    sheet: row.sheet_name,
    other_sheets: row.other_sheets ?? [],
    hidden_columns: row.hidden_columns ?? [],
    column_samples: row.column_samples,
    suggested_mapping: row.suggested_mapping,
    column_mapping: row.column_mapping,
    detected_formats: row.detected_formats ?? {},
    column_formats: row.column_formats ?? {},
    options: row.options,
    // Jobs from before updates and row edits existed have no such counts: none were made.
    validation: row.validation
      ? ({
          excluded_row_count: 0,
          edited_row_count: 0,
          missing_references: [],
          normalised_by_field: {},
          ...row.validation,
        } as unknown as ValidationReport)
      : null,
    preview: row.preview
      ? ({ to_update: 0, unchanged: 0, changes: [], excluded: 0, sample_normalised: [], ...row.preview } as unknown as Static<
          typeof PreviewSummary
        >)
      : null,
    result: row.result ? { updated: 0, unchanged: 0, excluded: 0, ...row.result } : null,
    failure: row.failure,
    progress: row.progress,
    rollback: row.rollback ? { restored: 0, ...row.rollback } : null,
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    committed_at: iso(row.committed_at),
    completed_at: iso(row.completed_at),
    rollback_deadline: iso(row.rollback_deadline),
    rolled_back_at: iso(row.rolled_back_at),
  };
}

/**
 * A job for a caller who may not open its rows (migration:read without migration:write): everything but
 * row values. What the file's cells hold (column samples, error values, the preview's sample rows and its
 * changes' from and to) is shown only where the rows themselves are (docs/decisions.md, "Row values").
 */
export function withoutRowValues(job: ReturnType<typeof toJob>): ReturnType<typeof toJob> {
  return {
    ...job,
    column_samples: {},
    detected_formats: Object.fromEntries(
      Object.entries(job.detected_formats).map(([column, format]) => [column, { ...format, example_values: [] }]),
    ),
    validation: job.validation
      ? {
          ...job.validation,
          errors: job.validation.errors.map((error) => ({ ...error, value: null })),
          missing_references: job.validation.missing_references.map((missing) => ({ ...missing, values: [] })),
        }
      : null,
    preview: job.preview ? { ...job.preview, changes: [], sample: [], sample_normalised: [] } : null,
  };
}

export function toJobSummary(row: {
  id: string;
  status: JobStatus;
  dataset_type: string;
  file_name: string;
  row_count: number;
  error_count: number | null;
  created_by: string;
  created_at: Date;
  updated_at: Date;
}) {
  return { ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}

export function toProfile(row: {
  id: string;
  name: string;
  dataset_type: string;
  column_mapping: Record<string, string>;
  created_by: string;
  created_at: Date;
  updated_at: Date;
}) {
  return {
    id: row.id,
    name: row.name,
    dataset_type: row.dataset_type,
    column_mapping: row.column_mapping,
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
