-- A job's report counts, per field, the rows whose value was read from another form (migration 0023), and
-- every row edit recounts it. Without an index that count read all of the job's records: 25 ms of each
-- PATCH of a row on a 100,000-row job (p95 from 22 to 53 ms, issue 31's bench). Only such rows are indexed;
-- validation analyses the column, or the planner would take most rows for normalised.
CREATE INDEX migration_records_normalised_idx ON migration_records (job_id) WHERE normalised IS NOT NULL;
