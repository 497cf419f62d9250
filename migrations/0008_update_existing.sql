-- on_existing "update": a row whose external_id belongs to an active member updates that member.
-- The member a record matched at validation (NULL: a member to create).
ALTER TABLE migration_records ADD COLUMN member_id uuid;

-- Each member an import updated, with its values from before (restored by a rollback) and the revision
-- the update left (a member whose revision moved on since was changed by someone else: left alone).
CREATE TABLE migration_member_updates (
  job_id          uuid NOT NULL REFERENCES migration_jobs (id) ON DELETE CASCADE,
  member_id       uuid NOT NULL REFERENCES members (id),
  before          jsonb NOT NULL,
  after_revision  integer NOT NULL,
  PRIMARY KEY (job_id, member_id)
);
CREATE INDEX migration_member_updates_member_idx ON migration_member_updates (member_id);
