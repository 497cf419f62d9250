-- Each job's staged records in a table of their own: migration_records becomes a table partitioned by
-- job (LIST on job_id), one partition per job, named migration_records_ and the job's id in 32 hex digits
-- (src/db/job-records.ts). The planner then knows a job's size from its own table, and the validation's
-- ANALYZE samples that job's records alone, not a sample of every job's (52 of a 1-row import's 143 ms,
-- 80-96 ms on a table of 1.1 million records; docs/decisions.md, "Each job's records in a table of their
-- own"). A job's records go as its table is emptied and dropped, not row by row.
--
-- The upload creates the job's table in its transaction and attaches it as it ends; the foreign key
-- to migration_jobs goes: on each attach it would lock migration_jobs against every job's updates and
-- check every record. Housekeeping drops the tables of jobs that are gone or emptied.
--
-- Every job whose files are still kept gets its table, with its records moved into it.
ALTER TABLE migration_records RENAME TO migration_records_before_0032;
ALTER TABLE migration_records_before_0032 RENAME CONSTRAINT migration_records_pkey TO migration_records_before_0032_pkey;
ALTER INDEX migration_records_marked_idx RENAME TO migration_records_before_0032_marked_idx;
ALTER INDEX migration_records_normalised_idx RENAME TO migration_records_before_0032_normalised_idx;

CREATE TABLE migration_records (
  job_id      uuid NOT NULL,
  row_number  integer NOT NULL,
  record      jsonb NOT NULL,
  skipped     boolean NOT NULL DEFAULT false,
  member_id   uuid,
  cells       jsonb,
  excluded    boolean NOT NULL DEFAULT false,
  normalised  jsonb,
  PRIMARY KEY (job_id, row_number)
) PARTITION BY LIST (job_id);
CREATE INDEX migration_records_marked_idx ON migration_records (job_id) WHERE skipped OR excluded;
CREATE INDEX migration_records_normalised_idx ON migration_records (job_id) WHERE normalised IS NOT NULL;

DO $$
DECLARE
  job uuid;
  partition text;
BEGIN
  FOR job IN SELECT id FROM migration_jobs WHERE files_removed_at IS NULL ORDER BY created_at LOOP
    partition := 'migration_records_' || replace(job::text, '-', '');
    EXECUTE format('CREATE TABLE %I (LIKE migration_records INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING INDEXES, CHECK (job_id = %L::uuid))', partition, job);
    EXECUTE format(
      'INSERT INTO %I (job_id, row_number, record, skipped, member_id, cells, excluded, normalised) '
      'SELECT job_id, row_number, record, skipped, member_id, cells, excluded, normalised FROM migration_records_before_0032 WHERE job_id = %L::uuid',
      partition, job);
    EXECUTE format('ALTER TABLE migration_records ATTACH PARTITION %I FOR VALUES IN (%L::uuid)', partition, job);
  END LOOP;
END $$;

DROP TABLE migration_records_before_0032;

-- A job's records are deleted from its own table, never through migration_records. The release before this
-- one's housekeeping deletes staged records through it by row address (`ctid IN (...)`), and on a
-- partitioned table those addresses repeat in every job's table: run by an instance of that release still
-- up during a rolling upgrade, it would delete other jobs' records. Refused instead (it tries again on a
-- later run, by then on this release). docs/operations.md, "Upgrades".
CREATE FUNCTION migration_records_delete_refused() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'delete a job''s staged records from its own table, not through migration_records (migration 0032)'
    USING ERRCODE = 'feature_not_supported';
END
$$;
CREATE TRIGGER migration_records_delete_by_job BEFORE DELETE ON migration_records
  FOR EACH STATEMENT EXECUTE FUNCTION migration_records_delete_refused();
