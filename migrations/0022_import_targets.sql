-- Departments and packages are imported like members (issue 29): an import that updates a department or
-- a package keeps its values from before in the same table as a member's, to restore them at a rollback.
-- migration_member_updates.member_id and migration_records.member_id now hold the id of the record a row
-- updates, whichever the dataset's table: the foreign key to members goes. Expand only: the previous
-- release writes only members' ids there.
ALTER TABLE migration_member_updates DROP CONSTRAINT migration_member_updates_member_id_fkey;
