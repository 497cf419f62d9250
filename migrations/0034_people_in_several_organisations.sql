-- Issue 54 (holes 2, 11, 15): a person may belong to several organisations. An email or a phone names at
-- most one user within an organisation, and may be a user's (or a member's) in several; sign-in asks
-- which organisation when it is. The identity provider's subject and the messaging app's id stay one
-- user's across the service (the operator links them).
--
-- identities gains the user's organisation, which its uniqueness needs. The release before this one
-- inserts identities without it: a trigger fills it in from the user, so both can run side by side during
-- a rolling upgrade (its seed's ON CONFLICT (kind, value) no longer has an index to name: an instance of
-- it with DEMO_DATA on does not start on this schema; docs/operations.md, Upgrades).
ALTER TABLE identities ADD COLUMN org_id uuid REFERENCES organisations (id) ON DELETE CASCADE;
UPDATE identities i SET org_id = u.org_id FROM users u WHERE u.id = i.user_id;

CREATE FUNCTION identities_org_of_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.org_id IS NULL THEN
    SELECT org_id INTO NEW.org_id FROM users WHERE id = NEW.user_id;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER identities_org_of_user BEFORE INSERT ON identities FOR EACH ROW EXECUTE FUNCTION identities_org_of_user();
ALTER TABLE identities ALTER COLUMN org_id SET NOT NULL;

ALTER TABLE identities DROP CONSTRAINT identities_kind_value_key;
CREATE UNIQUE INDEX identities_org_kind_value_key ON identities (org_id, kind, value);
CREATE UNIQUE INDEX identities_external_key ON identities (kind, value) WHERE kind IN ('idp', 'messenger');
-- Sign-in looks an email or phone up across organisations.
CREATE INDEX identities_kind_value_idx ON identities (kind, value);

-- A user's email (password sign-in) is unique within their organisation, not across the service.
DROP INDEX users_email_key;
CREATE UNIQUE INDEX users_org_email_key ON users (org_id, lower(email));
CREATE INDEX users_email_idx ON users (lower(email));
