-- Members sign in (issue 28). An organisation decides whether its members may sign in (default: yes).
-- A member's user is made at their first sign-in, not at import, so an import writes no user. Sign-in
-- finds a member by email or phone across organisations: the per-organisation unique indexes lead with
-- org_id and cannot serve that, so two partial indexes do. Expand only.
ALTER TABLE organisations ADD COLUMN member_sign_in boolean NOT NULL DEFAULT true;
CREATE INDEX members_sign_in_email_idx ON members (lower(email)) WHERE status = 'active' AND email IS NOT NULL;
CREATE INDEX members_sign_in_phone_idx ON members (phone) WHERE status = 'active' AND phone IS NOT NULL;

-- A member's first sign-in links their user to the record (members.user_id). That is no change of the
-- member: it must not bump the revision, or a rollback would take the member for one changed by hand since
-- the import and leave them active. Only an update that changes user_id alone is compared in full.
CREATE OR REPLACE FUNCTION members_bump_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.user_id IS DISTINCT FROM OLD.user_id AND (to_jsonb(NEW) - 'user_id') = (to_jsonb(OLD) - 'user_id') THEN
    RETURN NEW;
  END IF;
  NEW.revision := OLD.revision + 1;
  RETURN NEW;
END;
$$;
