-- Rows are parsed and checked once, while the file uploads (with the suggested mapping), and written
-- straight to migration_records by COPY. The raw cells are no longer kept: a different mapping reads
-- the stored file again (migration_file_chunks).

DROP TABLE migration_rows;

-- The mapping and the day (for "not in the future" rules) the staged records and their row errors were
-- made with; NULL when nothing reusable is staged. A validation with the same mapping on the same day
-- keeps them and only runs the set-wise rules again.
ALTER TABLE migration_jobs ADD COLUMN staged_mapping jsonb, ADD COLUMN staged_on date;

-- Errors of the set-wise rules (run again by every validation), as opposed to the row rules' (kept with
-- the staged records).
ALTER TABLE migration_errors ADD COLUMN set_rule boolean NOT NULL DEFAULT false;
