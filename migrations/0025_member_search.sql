-- The text `q` searches (name, external id, email and phone), in a table of its own with the trigram
-- index (issue 31). On members, the index was paid by every row of every import: 100,000 members took
-- 8.7 s to insert with it and 6.2 s without. A person's write (one member) keeps this table in the same
-- transaction, by the triggers below; an import defers it (`portal.member_search` = 'deferred' in its
-- transaction) and the worker writes its members' search text right after the import commits.
CREATE FUNCTION member_search_text(full_name text, external_id text, email text, phone text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(full_name || ' ' || external_id || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '')) $$;

-- `revision`: the member's revision the text was made from; an older one never overwrites a newer one
-- (the worker may read a member just before a person changes it).
CREATE TABLE member_search (
  member_id  uuid PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  org_id     uuid NOT NULL,
  revision   integer NOT NULL,
  text       text NOT NULL
);
INSERT INTO member_search (member_id, org_id, revision, text)
  SELECT id, org_id, revision, member_search_text(full_name, external_id, email, phone) FROM members;
CREATE INDEX member_search_text_idx ON member_search USING gin (text gin_trgm_ops);
DROP INDEX members_search_idx;

-- The worker reads an import's members in slices of ids.
CREATE INDEX members_created_by_job_id_idx ON members (created_by_job_id, id) WHERE created_by_job_id IS NOT NULL;
DROP INDEX members_created_by_job_idx;

CREATE FUNCTION member_search_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_search (member_id, org_id, revision, text)
  VALUES (NEW.id, NEW.org_id, NEW.revision, member_search_text(NEW.full_name, NEW.external_id, NEW.email, NEW.phone))
  ON CONFLICT (member_id) DO UPDATE SET revision = EXCLUDED.revision, text = EXCLUDED.text
    WHERE member_search.revision <= EXCLUDED.revision;
  RETURN NULL;
END $$;

CREATE TRIGGER members_search_insert AFTER INSERT ON members FOR EACH ROW
  WHEN (current_setting('portal.member_search', true) IS DISTINCT FROM 'deferred')
  EXECUTE FUNCTION member_search_write();
CREATE TRIGGER members_search_update AFTER UPDATE OF full_name, external_id, email, phone ON members FOR EACH ROW
  WHEN (current_setting('portal.member_search', true) IS DISTINCT FROM 'deferred'
        AND (OLD.full_name, OLD.external_id, OLD.email, OLD.phone) IS DISTINCT FROM (NEW.full_name, NEW.external_id, NEW.email, NEW.phone))
  EXECUTE FUNCTION member_search_write();

-- Sign-in finds an active member by email or phone across organisations (migration 0020 gave it two
-- indexes of its own). The per-organisation unique indexes serve it as well when they lead with the email
-- or phone: two indexes fewer for every member an import writes (0.3 s of 100,000). Same names, so a
-- refused duplicate still names its field.
DROP INDEX members_active_email_key;
CREATE UNIQUE INDEX members_active_email_key ON members (lower(email), org_id) WHERE status = 'active' AND email IS NOT NULL;
DROP INDEX members_active_phone_key;
CREATE UNIQUE INDEX members_active_phone_key ON members (phone, org_id) WHERE status = 'active' AND phone IS NOT NULL;
DROP INDEX members_sign_in_email_idx;
DROP INDEX members_sign_in_phone_idx;
