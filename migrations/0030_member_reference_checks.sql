-- A member's organisation, department and package are checked once a statement instead of once a row.
-- The foreign keys looked each one up for every member written: three lookups a row, 0.7 s of a
-- 100,000-member import's commit (1.93-1.98 s against 1.24-1.28 s checked a statement; docs/benchmarks.md,
-- seventh session). The triggers below keep what the keys kept, both sides of each reference:
--  * writing members (INSERT, COPY, UPDATE): every organisation, department and package they name exists,
--    and is locked FOR KEY SHARE until the transaction ends, as a foreign key locks it, so that it cannot be
--    removed under them; a department or package must also be the member's own organisation's (the keys
--    did not ask that);
--  * removing an organisation, department or package: no member names it any more;
--  * their ids never change (the keys would have refused a change while a member named the row).
-- Under READ COMMITTED, which this server uses everywhere, each check reads what is committed when it runs:
-- a removal waits for the writer holding the key lock and then sees its members, a writer waits for the
-- remover and then finds the row gone. (REPEATABLE READ would need the keys' own cross-check snapshot.)
ALTER TABLE members
  DROP CONSTRAINT members_org_id_fkey,
  DROP CONSTRAINT members_department_id_fkey,
  DROP CONSTRAINT members_package_id_fkey;

CREATE FUNCTION members_check_references() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  missing record;
BEGIN
  WITH wanted AS (SELECT DISTINCT org_id AS id FROM written),
       found AS MATERIALIZED (SELECT o.id FROM organisations o WHERE o.id IN (SELECT id FROM wanted) FOR KEY SHARE)
  SELECT w.id INTO missing FROM wanted w WHERE NOT EXISTS (SELECT 1 FROM found f WHERE f.id = w.id) LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'a member names organisation %, which does not exist', missing.id
      USING ERRCODE = 'foreign_key_violation', TABLE = 'members', CONSTRAINT = 'members_org_id_fkey';
  END IF;

  WITH wanted AS (SELECT DISTINCT org_id, department_id AS id FROM written WHERE department_id IS NOT NULL),
       found AS MATERIALIZED (SELECT d.id, d.org_id FROM departments d WHERE d.id IN (SELECT id FROM wanted) FOR KEY SHARE)
  SELECT w.id, w.org_id INTO missing FROM wanted w WHERE NOT EXISTS (SELECT 1 FROM found f WHERE f.id = w.id AND f.org_id = w.org_id) LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'a member names department %, which is not one of organisation %''s', missing.id, missing.org_id
      USING ERRCODE = 'foreign_key_violation', TABLE = 'members', CONSTRAINT = 'members_department_id_fkey';
  END IF;

  WITH wanted AS (SELECT DISTINCT org_id, package_id AS id FROM written WHERE package_id IS NOT NULL),
       found AS MATERIALIZED (SELECT p.id, p.org_id FROM benefit_packages p WHERE p.id IN (SELECT id FROM wanted) FOR KEY SHARE)
  SELECT w.id, w.org_id INTO missing FROM wanted w WHERE NOT EXISTS (SELECT 1 FROM found f WHERE f.id = w.id AND f.org_id = w.org_id) LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'a member names package %, which is not one of organisation %''s', missing.id, missing.org_id
      USING ERRCODE = 'foreign_key_violation', TABLE = 'members', CONSTRAINT = 'members_package_id_fkey';
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER members_check_inserted_references AFTER INSERT ON members
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION members_check_references();
CREATE TRIGGER members_check_updated_references AFTER UPDATE ON members
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION members_check_references();

-- The removed side: one function for the three tables, each with the member column that names it.
CREATE FUNCTION members_check_removed_references() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  named uuid;
BEGIN
  IF TG_TABLE_NAME = 'organisations' THEN
    SELECT r.id INTO named FROM removed r WHERE EXISTS (SELECT 1 FROM members m WHERE m.org_id = r.id) LIMIT 1;
  ELSIF TG_TABLE_NAME = 'departments' THEN
    SELECT r.id INTO named FROM removed r WHERE EXISTS (SELECT 1 FROM members m WHERE m.department_id = r.id) LIMIT 1;
  ELSE
    SELECT r.id INTO named FROM removed r WHERE EXISTS (SELECT 1 FROM members m WHERE m.package_id = r.id) LIMIT 1;
  END IF;
  IF FOUND THEN
    RAISE EXCEPTION '% % is still named by a member', rtrim(TG_TABLE_NAME, 's'), named
      USING ERRCODE = 'foreign_key_violation', TABLE = TG_TABLE_NAME, CONSTRAINT = TG_ARGV[0];
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER organisations_check_members AFTER DELETE ON organisations
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION members_check_removed_references('members_org_id_fkey');
CREATE TRIGGER departments_check_members AFTER DELETE ON departments
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION members_check_removed_references('members_department_id_fkey');
CREATE TRIGGER benefit_packages_check_members AFTER DELETE ON benefit_packages
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION members_check_removed_references('members_package_id_fkey');

CREATE FUNCTION keep_referenced_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% % cannot change its id: members name it by that id', rtrim(TG_TABLE_NAME, 's'), OLD.id
    USING ERRCODE = 'foreign_key_violation', TABLE = TG_TABLE_NAME;
END $$;

CREATE TRIGGER organisations_keep_id BEFORE UPDATE OF id ON organisations
  FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION keep_referenced_id();
CREATE TRIGGER departments_keep_id BEFORE UPDATE OF id ON departments
  FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION keep_referenced_id();
CREATE TRIGGER benefit_packages_keep_id BEFORE UPDATE OF id ON benefit_packages
  FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION keep_referenced_id();
