-- Real files (issue 35): the row the file's header was found on (below a title or blank rows);
-- each date column's format, as detected from all its values at upload and as the
-- mapping says it; the formats the staged records were read with; and, per record, the fields whose
-- stored value is a normalised reading of the cell (shown beside the cell in the rows and the preview).
-- Expand only: a release from before writes none of them, and NULL reads as "the default format" and
-- "nothing normalised", which is what that release did.
ALTER TABLE migration_jobs
  ADD COLUMN header_row integer NOT NULL DEFAULT 1,
  ADD COLUMN detected_formats jsonb,
  ADD COLUMN column_formats jsonb,
  ADD COLUMN staged_formats jsonb;
ALTER TABLE migration_records ADD COLUMN normalised jsonb;
