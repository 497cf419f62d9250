-- Issue 59: real files, second pass. Expand only: nothing the previous release reads changes.

-- 1. The workbook sheet a job read (null for a CSV) and the workbook's other visible sheets, so that the
--    stored file is read again from the same sheet and the mapping step can offer the others.
ALTER TABLE migration_jobs
  ADD COLUMN sheet_name text,
  ADD COLUMN other_sheets jsonb,
  ADD COLUMN hidden_columns jsonb;

-- 2. How an organisation's files are read: its time zone (a timestamp at UTC is the local day it names)
--    and whether its employee numbers differ by case (E-001 and e-001: one member unless it says so).
ALTER TABLE organisations
  ADD COLUMN time_zone text NOT NULL DEFAULT 'Africa/Addis_Ababa',
  ADD COLUMN member_numbers_case_sensitive boolean NOT NULL DEFAULT false;

-- 3. A member found by their number in any case, by an index (the import matches every row).
CREATE INDEX members_active_external_id_lower ON members (org_id, lower(external_id)) WHERE status = 'active';

-- 4. A department's or package's name as a file may write it: in any case, and with Amharic's
--    interchangeable letters folded (ሀ/ሐ/ኀ, ሰ/ሠ, አ/ዐ, ጸ/ፀ and their orders; ሃ and ኣ as ሀ and አ), as
--    lib/amharic.ts folds headers (amharic-fold.test.ts checks the two agree).
CREATE FUNCTION fold_amharic(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT translate(lower(value),
    'ሐሑሒሓሔሕሖሗኀኁኂኃኄኅኆኇሠሡሢሣሤሥሦሧዐዑዒዓዔዕዖፀፁፂፃፄፅፆሃኣ',
    'ሀሁሂሀሄህሆሇሀሁሂሀሄህሆሇሰሱሲሳሴስሶሷአኡኢአኤእኦጸጹጺጻጼጽጾሀአ') $$;
