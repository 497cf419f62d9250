-- Commit and rollback of migration jobs, the events outbox, and Idempotency-Key records.

-- Bumped by every change to a member, whoever makes it, so a rollback can tell a member still as the
-- import left it (revision 1) from one changed since.
ALTER TABLE members ADD COLUMN revision integer NOT NULL DEFAULT 1;

CREATE FUNCTION members_bump_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.revision := OLD.revision + 1;
  RETURN NEW;
END;
$$;

CREATE TRIGGER members_bump_revision BEFORE UPDATE ON members
  FOR EACH ROW EXECUTE FUNCTION members_bump_revision();

CREATE INDEX members_created_by_job_idx ON members (created_by_job_id) WHERE created_by_job_id IS NOT NULL;

-- The outbox: each event is written in the same transaction as the change it reports. Writers of one
-- organisation take a transaction lock first, so ids within an organisation grow in commit order and a
-- consumer reading after its last id never skips one.
CREATE TABLE events (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  org_id       uuid NOT NULL REFERENCES organisations (id),
  kind         text NOT NULL,
  occurred_at  timestamptz NOT NULL,
  data         jsonb NOT NULL
);
CREATE INDEX events_org_id_idx ON events (org_id, id);

-- One row per (user, Idempotency-Key): claimed while the first request runs, then its response.
CREATE TABLE idempotency_keys (
  user_id          uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key              uuid NOT NULL,
  -- What the key was first used for, e.g. "migration.commit:<job id>".
  scope            text NOT NULL,
  state            text NOT NULL CHECK (state IN ('in_progress', 'completed')),
  response_status  integer,
  response_body    text,
  created_at       timestamptz NOT NULL,
  -- An in-progress claim older than this was left by a request that died; another may take it over.
  locked_until     timestamptz NOT NULL,
  expires_at       timestamptz NOT NULL,
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_expires_at_idx ON idempotency_keys (expires_at);
