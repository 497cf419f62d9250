-- The web console shows each file column with a few of its values next to the field it is mapped to.
-- Kept with the job at upload (the raw cells are not staged), at most 3 non-empty values a column.
ALTER TABLE migration_jobs ADD COLUMN column_samples jsonb NOT NULL DEFAULT '{}';

-- The console's error table filters a job's errors by code and by field, a page at a time.
CREATE INDEX migration_errors_job_code_idx ON migration_errors (job_id, code, row_number, id);
CREATE INDEX migration_errors_job_field_idx ON migration_errors (job_id, field, row_number, id);

-- A job's timeline in the console: its events, by job.
CREATE INDEX events_org_job_idx ON events (org_id, (data->>'job_id'), id);
