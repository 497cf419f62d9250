-- GET /v1/members: `q` searches name, external id, email and phone as one text, with a trigram index so
-- that a substring search stays fast at a million members (pg_trgm is a trusted extension: the
-- database owner may create it; PGlite loads it at start).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX members_search_idx ON members
  USING gin ((lower(full_name || ' ' || external_id || ' ' || coalesce(email, '') || ' ' || coalesce(phone, ''))) gin_trgm_ops);
-- The list's order (newest first) within an organisation.
CREATE INDEX members_org_created_idx ON members (org_id, created_at DESC, id DESC);
