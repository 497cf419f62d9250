-- Issue 55: the staging's names stop saying "member", since migration 0022 they hold any dataset's record.
-- EXPAND step: the release before this one may still run beside it (docs/operations.md, "Upgrades") and
-- reads and writes migration_records.member_id and migration_member_updates; both keep working. A later
-- release contracts: drops the trigger and its function, migration_records.member_id and the view.

-- 1. The record a staged row matched: record_id, kept equal to member_id in both directions. Only the
--    statements that set either column fire it (matching at validation, clearing the set-wise results, a
--    row's edit); an import's bulk staging never does, and its speed is unchanged.
ALTER TABLE migration_records ADD COLUMN record_id uuid;
UPDATE migration_records SET record_id = member_id WHERE member_id IS NOT NULL;

CREATE FUNCTION migration_records_same_record_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.record_id IS DISTINCT FROM OLD.record_id THEN
    NEW.member_id := NEW.record_id;
  ELSIF NEW.member_id IS DISTINCT FROM OLD.member_id THEN
    NEW.record_id := NEW.member_id;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER migration_records_same_record_id BEFORE UPDATE OF member_id, record_id ON migration_records
  FOR EACH ROW EXECUTE FUNCTION migration_records_same_record_id();

-- 2. The records an import updated, with their values from before: a neutral name, and under the old
--    one a view the release before reads and writes through (ctid included: its housekeeping deletes by
--    row address).
ALTER TABLE migration_member_updates RENAME TO migration_record_updates;
ALTER TABLE migration_record_updates RENAME COLUMN member_id TO record_id;
ALTER INDEX migration_member_updates_pkey RENAME TO migration_record_updates_pkey;
ALTER INDEX migration_member_updates_member_idx RENAME TO migration_record_updates_record_idx;
CREATE VIEW migration_member_updates AS
  SELECT u.ctid, u.job_id, u.record_id AS member_id, u.before, u.after_revision FROM migration_record_updates u;
