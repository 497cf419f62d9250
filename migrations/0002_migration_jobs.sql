-- Bulk migration jobs: the uploaded file, its raw rows, the normalised records and errors of the
-- latest validation, and the organisation's saved column-mapping profiles.

CREATE TABLE migration_jobs (
  id                 uuid PRIMARY KEY,
  org_id             uuid NOT NULL REFERENCES organisations (id),
  status             text NOT NULL CHECK (status IN ('uploaded', 'mapping', 'validating', 'validated', 'preview_ready', 'committing', 'completed', 'failed', 'rolled_back')),
  dataset_type       text NOT NULL,
  file_name          text NOT NULL,
  file_size          bigint NOT NULL,
  file_format        text NOT NULL CHECK (file_format IN ('csv', 'xlsx')),
  row_count          integer NOT NULL,
  columns            jsonb NOT NULL,
  suggested_mapping  jsonb NOT NULL,
  column_mapping     jsonb,
  options            jsonb NOT NULL DEFAULT '{"on_existing": "error"}',
  validation         jsonb,
  preview            jsonb,
  result             jsonb,
  failure            jsonb,
  rollback           jsonb,
  progress           jsonb,
  -- Bumped by every mapping change and validation start, so a stale background validation cannot overwrite a newer one.
  validation_run     integer NOT NULL DEFAULT 0,
  created_by         uuid NOT NULL REFERENCES users (id),
  created_at         timestamptz NOT NULL,
  updated_at         timestamptz NOT NULL,
  committed_at       timestamptz,
  completed_at       timestamptz,
  rollback_deadline  timestamptz,
  rolled_back_at     timestamptz
);
CREATE INDEX migration_jobs_org_created_idx ON migration_jobs (org_id, created_at DESC, id DESC);

-- The uploaded file as it arrived, in chunks, so that no instance needs local disk.
CREATE TABLE migration_file_chunks (
  job_id  uuid NOT NULL REFERENCES migration_jobs (id) ON DELETE CASCADE,
  seq     integer NOT NULL,
  data    bytea NOT NULL,
  PRIMARY KEY (job_id, seq)
);

-- One row per data row of the file: the cells as text, in column order. row_number is what a spreadsheet shows (header = 1).
CREATE TABLE migration_rows (
  job_id      uuid NOT NULL REFERENCES migration_jobs (id) ON DELETE CASCADE,
  row_number  integer NOT NULL,
  cells       jsonb NOT NULL,
  PRIMARY KEY (job_id, row_number)
);

-- The latest validation's normalised values of each row, and whether it is skipped (on_existing = skip).
CREATE TABLE migration_records (
  job_id      uuid NOT NULL REFERENCES migration_jobs (id) ON DELETE CASCADE,
  row_number  integer NOT NULL,
  record      jsonb NOT NULL,
  skipped     boolean NOT NULL DEFAULT false,
  PRIMARY KEY (job_id, row_number)
);

-- Every error of the latest validation (the report shows the first 100; the error report all).
CREATE TABLE migration_errors (
  id           bigint GENERATED ALWAYS AS IDENTITY,
  job_id       uuid NOT NULL REFERENCES migration_jobs (id) ON DELETE CASCADE,
  row_number   integer NOT NULL,
  column_name  text NOT NULL,
  field        text NOT NULL,
  value        text,
  code         text NOT NULL,
  message      text NOT NULL
);
CREATE INDEX migration_errors_job_row_idx ON migration_errors (job_id, row_number, id);

CREATE TABLE mapping_profiles (
  id              uuid PRIMARY KEY,
  org_id          uuid NOT NULL REFERENCES organisations (id),
  name            text NOT NULL,
  dataset_type    text NOT NULL,
  column_mapping  jsonb NOT NULL,
  created_by      uuid NOT NULL REFERENCES users (id),
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL
);
CREATE UNIQUE INDEX mapping_profiles_org_name_key ON mapping_profiles (org_id, dataset_type, lower(name));
