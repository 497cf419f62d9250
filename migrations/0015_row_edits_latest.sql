-- A row's edits are its differences from the file: one entry per edited cell (the file's value and the
-- latest one) and one for the row's exclusion, instead of every change ever made. What a user can store
-- is then bounded by the row's size, however often it is edited (issue: 50 large edits of one row grew
-- the table by hundreds of megabytes and one page of rows past the process's memory).

-- Each cell's first "from" (the file's value) goes to its latest edit, then the older ones go.
UPDATE migration_row_edits e
SET old_value = first.old_value
FROM (
  SELECT DISTINCT ON (job_id, row_number, column_name) job_id, row_number, column_name, old_value
  FROM migration_row_edits
  WHERE column_name IS NOT NULL
  ORDER BY job_id, row_number, column_name, id
) first
WHERE e.column_name IS NOT NULL AND first.job_id = e.job_id AND first.row_number = e.row_number AND first.column_name = e.column_name;

DELETE FROM migration_row_edits e
USING migration_row_edits later
WHERE later.job_id = e.job_id AND later.row_number = e.row_number
  AND later.column_name IS NOT DISTINCT FROM e.column_name AND later.id > e.id;

-- A cell edited back to the file's value, or a row included again, differs from the file no longer.
DELETE FROM migration_row_edits
WHERE (column_name IS NOT NULL AND new_value IS NOT DISTINCT FROM old_value) OR (column_name IS NULL AND excluded = false);

CREATE UNIQUE INDEX migration_row_edits_cell_key ON migration_row_edits (job_id, row_number, column_name) NULLS NOT DISTINCT;
DROP INDEX migration_row_edits_job_row_idx;
