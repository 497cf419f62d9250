import { Type, type TSchema } from '@sinclair/typebox';
import {
  CalendarSchema,
  envelope,
  ErrorParamsSchema,
  JobStatus,
  Money,
  pageOf as pageOfItems,
  StringEnum,
} from '../../../lib/http-schemas.js';
import { DATASET_TYPES } from '../datasets/registry.js';

export const Timestamp = Type.String({ format: 'date-time' });
export const NullableTimestamp = Type.Union([Timestamp, Type.Null()]);
export const Mapping = Type.Record(Type.String(), Type.String(), { description: 'file column header -> target field' });
export const OnExisting = StringEnum(['error', 'skip', 'update'] as const, {
  description:
    'a row whose external_id belongs to an active member: an error (default), skipped, or an update of that member (its mapped fields; an empty cell keeps the value)',
});

export const DateOrder = StringEnum(['DMY', 'MDY', 'YMD'] as const, {
  title: 'DateOrder',
  description: 'which part of a date comes first: the day (DD/MM/YYYY), the month (MM/DD/YYYY) or the year (YYYY-MM-DD)',
});
export const Calendar = CalendarSchema;

export const ColumnFormat = Type.Object(
  { date_order: Type.Optional(DateOrder), calendar: Type.Optional(Calendar) },
  {
    title: 'ColumnFormat',
    additionalProperties: false,
    description: 'how a date column is written; a part left out is taken from the detection (detected_formats), else DMY and gregorian',
  },
);

export const DetectedFormat = Type.Object(
  {
    date_order: DateOrder,
    calendar: Calendar,
    confidence: StringEnum(['certain', 'ambiguous', 'mixed'] as const, {
      description:
        'certain: the values decide; ambiguous: no value has a day above 12 (the mapping must give date_order); mixed: some values read only day first and others only month first (the mapping must give date_order; the others are errors)',
    }),
    calendar_evidence: Type.Union([StringEnum(['month_13', 'month_names', 'header', 'register'] as const), Type.Null()], {
      description:
        'what made the calendar Ethiopian: a 13th month, Ethiopian month names, dates in Ge’ez numerals or with the era (ዓ.ም) (register), or the header naming the calendar ("(E.C.)", "ዓ.ም") with no value proving it Gregorian; null: nothing did (Gregorian is assumed, and a mapping may still say ethiopian)',
    }),
    values: Type.Integer({ description: 'values of the column that look like dates' }),
    day_first_only: Type.Integer({ description: 'numeric values that read only day first' }),
    month_first_only: Type.Integer({ description: 'numeric values that read only month first' }),
    example_values: Type.Array(
      Type.Object({
        value: Type.String(),
        day_first: Type.Union([Type.String(), Type.Null()], {
          description: 'YYYY-MM-DD read day first, in the detected calendar; null: no such day',
        }),
        month_first: Type.Union([Type.String(), Type.Null()]),
      }),
      { description: 'the first (up to 3) different values, read both ways' },
    ),
  },
  { title: 'DetectedFormat' },
);

/** A cell whose stored value is a reading of it in another form: an amount's separators or currency, a date's form, order or calendar, a word's alias. */
export const NormalisedCell = Type.Object(
  {
    column: Type.String({ description: 'the file column' }),
    field: Type.String(),
    from: Type.String({ description: 'the cell as written' }),
    to: Type.String({ description: 'the value stored' }),
  },
  { title: 'NormalisedCell' },
);

export const JobIdParams = Type.Object({ id: Type.String({ description: 'Job id (UUID)' }) });

/**
 * What a client needs to say a row error in its user's language: `reason` when the code has more than one
 * sentence (INVALID_VALUE: length, one_of; INVALID_DATE: future, too_old; REQUIRED: unmapped;
 * ALREADY_EXISTS: other), and the values the sentence names (min, max, values, first_row, character).
 */
export const RowErrorParams = ErrorParamsSchema(
  'the reason among its code\'s sentences and the values the message names (e.g. { "first_row": 2 }); absent when it names none',
);

export const RowError = Type.Object(
  {
    row: Type.Integer({ description: 'row number as a spreadsheet shows it (header = 1)' }),
    column: Type.String(),
    field: Type.String(),
    value: Type.Union([Type.String(), Type.Null()]),
    code: Type.String(),
    message: Type.String({ description: 'in English; `params` lets a client phrase it in its own language' }),
    params: RowErrorParams,
  },
  { title: 'RowError' },
);

export const pageOf = <T extends TSchema>(item: T) => envelope(pageOfItems(item));

export const ValidationReport = Type.Object(
  {
    validated_at: Timestamp,
    row_count: Type.Integer(),
    valid_row_count: Type.Integer({ description: 'rows that will be created' }),
    skipped_row_count: Type.Integer({ description: 'rows that match an existing member and are skipped (on_existing: skip)' }),
    excluded_row_count: Type.Integer({ description: 'rows the user excluded (PATCH .../rows/:row): neither imported nor errors' }),
    edited_row_count: Type.Integer({ description: 'rows with at least one cell edited in place' }),
    error_row_count: Type.Integer(),
    error_count: Type.Integer({ description: 'more than 0 means unresolved errors: preview and commit are refused' }),
    errors_by_code: Type.Record(Type.String(), Type.Integer()),
    errors_by_field: Type.Record(Type.String(), Type.Integer()),
    missing_required_fields: Type.Array(Type.String()),
    normalised_by_field: Type.Record(Type.String(), Type.Integer(), {
      description:
        "per field, the rows whose value was read from another form (amounts' separators and currency marks, dates' forms, orders and calendars, words' aliases): GET .../rows shows each beside its cell",
    }),
    errors: Type.Array(RowError, { description: 'the first 100; every error is in GET .../errors and GET .../error-report' }),
    missing_references: Type.Array(
      Type.Object(
        {
          field: Type.String({ description: 'department or package_code' }),
          table: StringEnum(['departments', 'packages'] as const),
          value_count: Type.Integer({ description: 'how many different values (case aside) name nothing of the organisation' }),
          values: Type.Array(Type.Object({ value: Type.String(), rows: Type.Integer() }), {
            description: 'the 50 with the most rows, most first',
          }),
        },
        { title: 'MissingReference' },
      ),
      {
        description:
          "a members file's departments and packages the organisation does not have (not archived ones), grouped by value: POST .../create-missing creates them",
      },
    ),
  },
  { title: 'ValidationReport' },
);

export const PreviewSummary = Type.Object(
  {
    generated_at: Timestamp,
    rows_total: Type.Integer(),
    to_create: Type.Integer(),
    to_update: Type.Integer({ description: 'rows that change an existing record (on_existing: update)' }),
    unchanged: Type.Integer({ description: 'rows matching an existing record that would change nothing' }),
    to_skip: Type.Integer(),
    excluded: Type.Integer({ description: 'rows the user excluded: left out of the import' }),
    changes: Type.Array(
      Type.Object(
        {
          row: Type.Integer(),
          key: Type.String({ description: "the row's key: the employee number of a member, the code of a department or package" }),
          external_id: Type.String({ description: 'the same as key (named for members)' }),
          record_id: Type.String({ description: 'the id of the record the row updates' }),
          member_id: Type.String({ description: 'the same as record_id (named for members)' }),
          fields: Type.Record(
            Type.String(),
            Type.Object({ from: Type.Union([Type.String(), Type.Null()]), to: Type.Union([Type.String(), Type.Null()]) }),
          ),
        },
        { title: 'MemberChange' },
      ),
      { description: 'the first 20 updates: each changed field from its current value to the new one' },
    ),
    sample: Type.Array(Type.Object({ row: Type.Integer() }, { additionalProperties: true }), {
      description: 'the first 20 rows to create, as they will be stored',
    }),
    sample_normalised: Type.Array(Type.Object({ row: Type.Integer(), cells: Type.Array(NormalisedCell) }, { title: 'NormalisedRow' }), {
      description: 'for the sample rows with a value read from another form: each such cell as written and as stored',
    }),
    by_department: Type.Record(Type.String(), Type.Integer(), {
      description: 'members: rows to create per department name ("" for none); other datasets: empty',
    }),
    settlement: Type.Optional(
      Type.Object(
        { orders_to_fulfil: Type.Integer(), total_to_capture: Money, total_released: Money },
        {
          title: 'SettlementPreview',
          description:
            'settlements: the orders the commit fulfils (to_update), what it captures, and what it releases (approved less billed)',
        },
      ),
    ),
  },
  { title: 'PreviewSummary' },
);

export const Job = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    org_id: Type.String(),
    status: JobStatus,
    dataset_type: Type.String(),
    file_name: Type.String(),
    file_size: Type.Integer(),
    file_format: StringEnum(['csv', 'xlsx'] as const),
    row_count: Type.Integer(),
    columns: Type.Array(Type.String(), { description: 'headers in file order' }),
    header_row: Type.Integer({
      description:
        'the row the header was found on (1 unless title or blank rows stand above it); upload again with header_row to choose another',
    }),
    sheet: Type.Union([Type.String(), Type.Null()], {
      description:
        "the workbook's sheet that was read (null for a CSV): the one whose header fits the dataset best, unless the upload named one (sheet)",
    }),
    other_sheets: Type.Array(Type.String(), { description: "the workbook's other visible sheets: upload again with sheet to read one" }),
    hidden_columns: Type.Array(Type.String(), { description: 'columns hidden in the workbook (suggested after the visible ones)' }),
    column_samples: Type.Record(Type.String(), Type.Array(Type.String()), {
      description: 'up to 3 non-empty values of each column, from the first 50 rows (for the mapping screen)',
    }),
    suggested_mapping: Mapping,
    column_mapping: Type.Union([Mapping, Type.Null()]),
    detected_formats: Type.Record(Type.String(), DetectedFormat, {
      description:
        'file column -> what its values say of its date format (every column holding dates, whatever it is mapped to); empty for a file uploaded before detection',
    }),
    column_formats: Type.Record(Type.String(), ColumnFormat, { description: 'file column -> the date format the mapping gave it' }),
    options: Type.Object({ on_existing: OnExisting }),
    validation: Type.Union([ValidationReport, Type.Null()]),
    preview: Type.Union([PreviewSummary, Type.Null()]),
    result: Type.Union([
      Type.Object(
        {
          created: Type.Integer(),
          updated: Type.Integer(),
          unchanged: Type.Integer(),
          skipped: Type.Integer(),
          excluded: Type.Integer({ description: 'rows the user excluded' }),
        },
        { description: 'counts of the import, once completed' },
      ),
      Type.Null(),
    ]),
    failure: Type.Union([
      Type.Object(
        {
          code: Type.String({
            description:
              'ALREADY_EXISTS (a conflict appeared since the preview), REFERENCE_CHANGED (a department or package the rows name was archived or renamed since the preview), ORG_PENDING, IMPORT_FAILED, VALIDATION_STOPPED (the background validation failed again and again; the job can be mapped or validated again)',
          }),
          message: Type.String({ description: 'in English' }),
          params: ErrorParamsSchema(
            'reason (ORG_PENDING: inactive; ALREADY_EXISTS: vanished with count, taken with the rows per identifier field, concurrent; REFERENCE_CHANGED: changed with the rows per reference field; IMPORT_FAILED: database, repeated_error with attempts; VALIDATION_STOPPED: repeated_error with attempts) and the values it names, for a client to say it in its own language',
          ),
        },
        { description: 'why the import failed; nothing was imported' },
      ),
      Type.Null(),
    ]),
    progress: Type.Union([
      Type.Object(
        { done: Type.Integer(), total: Type.Integer() },
        { description: 'rows imported of the rows to create, while committing' },
      ),
      Type.Null(),
    ]),
    rollback: Type.Union([
      Type.Object(
        {
          deactivated: Type.Integer({
            description: 'records the import created, now inactive (members) or archived (departments, packages)',
          }),
          restored: Type.Integer({ description: 'records the import updated, back to their values from before' }),
          skipped: Type.Integer(),
          skipped_reasons: Type.Record(Type.String(), Type.Integer(), {
            description:
              'CHANGED_SINCE_IMPORT, ALREADY_INACTIVE, VALUE_TAKEN, IN_USE (a department or package active members belong to, kept)',
          }),
        },
        { description: 'result of the rollback' },
      ),
      Type.Null(),
    ]),
    created_by: Type.String(),
    created_at: Timestamp,
    updated_at: Timestamp,
    committed_at: NullableTimestamp,
    completed_at: NullableTimestamp,
    rollback_deadline: NullableTimestamp,
    rolled_back_at: NullableTimestamp,
  },
  { title: 'MigrationJob' },
);

export const JobSummary = Type.Object(
  {
    id: Type.String(),
    status: JobStatus,
    dataset_type: Type.String(),
    file_name: Type.String(),
    row_count: Type.Integer(),
    error_count: Type.Union([Type.Integer(), Type.Null()], { description: 'null until validated' }),
    created_by: Type.String(),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { title: 'MigrationJobSummary' },
);

export const JobResponse = envelope(Job);

export const JobListQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  status: Type.Optional(JobStatus),
  dataset_type: Type.Optional(Type.String({ description: `one of: ${DATASET_TYPES.join(', ')}` })),
});

export const JobListResponse = pageOf(JobSummary);

export const LimitsResponse = envelope(
  Type.Object(
    {
      max_upload_bytes: Type.Integer({ description: 'MAX_UPLOAD_MB: a larger upload answers 413' }),
      max_rows: Type.Integer({ description: 'MAX_IMPORT_ROWS: a file with more data rows answers 413' }),
      rollback_window_hours: Type.Integer({ description: 'ROLLBACK_WINDOW_HOURS: how long after completion an import can be rolled back' }),
    },
    { title: 'MigrationLimits' },
  ),
);
