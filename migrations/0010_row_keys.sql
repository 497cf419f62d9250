-- The values of a job's rows that must be unique in the file, one row per (row, field), so that a row's
-- edit finds the rows sharing a value by index instead of reading every record. Built by the first edit
-- of a job, not at upload: indexing every upload would slow every import for the few that get edited.
-- Staging the records again empties it. UNLOGGED: it is derived from migration_records, and a crash
-- (or a standby taking over) that empties it only means the next edit builds it again.
CREATE UNLOGGED TABLE migration_row_keys (
  job_id      uuid NOT NULL REFERENCES migration_jobs (id) ON DELETE CASCADE,
  field       text NOT NULL,
  key         text NOT NULL,
  row_number  integer NOT NULL
);
CREATE INDEX migration_row_keys_lookup_idx ON migration_row_keys (job_id, field, key, row_number);

-- The few skipped or excluded records, counted by every report without reading the others.
CREATE INDEX migration_records_marked_idx ON migration_records (job_id) WHERE skipped OR excluded;
