-- Fix errors in place: each staged record keeps its row's cells (as the file had them, with the edits
-- applied), whether the user excluded it, and every edit with who made it and when.

-- The row's cells in file column order. NULL for records staged before this migration: such a job is
-- validated again (below), which stages its records anew from the stored file, with their cells.
ALTER TABLE migration_records ADD COLUMN cells jsonb, ADD COLUMN excluded boolean NOT NULL DEFAULT false;
UPDATE migration_jobs SET staged_mapping = NULL, staged_on = NULL WHERE staged_mapping IS NOT NULL;

-- Every change a user made to a row, in order: a cell's new value (column_name set) or the row's
-- exclusion (column_name NULL, excluded set). Re-staging from the stored file applies the latest of each,
-- so they outlive a change of mapping.
CREATE TABLE migration_row_edits (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  job_id       uuid NOT NULL REFERENCES migration_jobs (id) ON DELETE CASCADE,
  row_number   integer NOT NULL,
  column_name  text,
  old_value    text,
  new_value    text,
  excluded     boolean,
  edited_by    uuid NOT NULL REFERENCES users (id),
  edited_at    timestamptz NOT NULL,
  CHECK ((column_name IS NULL) = (excluded IS NOT NULL))
);
CREATE INDEX migration_row_edits_job_row_idx ON migration_row_edits (job_id, row_number, id);
