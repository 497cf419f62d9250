-- Issue 56: a member's allowance follows their package unless it was set for that member. Whether it does
-- is kept (allowance_source), decided whenever the amount is set: the package's amount (or none given,
-- which the import and the form turn into the package's) follows the package; any other amount is the
-- member's own. A member who follows their package and moves to another takes the new package's amount;
-- a package's new allowance moves every member who follows it, and through migration 0037 their accounts
-- (refused, the whole change, when one of them has more on hold and spent than the new amount).
-- Expand only: the previous release never names the column; its inserts are decided by the trigger.
ALTER TABLE members ADD COLUMN allowance_source text NOT NULL DEFAULT 'own' CHECK (allowance_source IN ('own', 'package'));

-- Members whose amount is their package's follow it from now on (without a new revision: nothing a person
-- or an import wrote has changed, and a rollback must still find them as the import left them).
ALTER TABLE members DISABLE TRIGGER members_bump_revision;
UPDATE members m SET allowance_source = 'package'
FROM benefit_packages p
WHERE p.id = m.package_id AND m.allowance_amount = coalesce(p.allowance_amount, 0);
ALTER TABLE members ENABLE TRIGGER members_bump_revision;

CREATE FUNCTION members_allowance_source() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  package_amount numeric(14, 2);
BEGIN
  SELECT coalesce(p.allowance_amount, 0) INTO package_amount FROM benefit_packages p WHERE p.id = NEW.package_id;
  IF TG_OP = 'INSERT' OR NEW.allowance_amount IS DISTINCT FROM OLD.allowance_amount THEN
    NEW.allowance_source := CASE WHEN NEW.package_id IS NOT NULL AND NEW.allowance_amount = package_amount THEN 'package' ELSE 'own' END;
  ELSIF NEW.package_id IS DISTINCT FROM OLD.package_id AND OLD.allowance_source = 'package' THEN
    IF NEW.package_id IS NULL THEN
      NEW.allowance_source := 'own';
    ELSE
      NEW.allowance_amount := package_amount;
    END IF;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER members_allowance_source BEFORE INSERT OR UPDATE OF package_id, allowance_amount ON members
  FOR EACH ROW EXECUTE FUNCTION members_allowance_source();

CREATE FUNCTION benefit_packages_allowance_to_members() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE members SET allowance_amount = coalesce(NEW.allowance_amount, 0), updated_at = now()
  WHERE package_id = NEW.id AND allowance_source = 'package' AND allowance_amount IS DISTINCT FROM coalesce(NEW.allowance_amount, 0);
  -- Set again by the package's amount: they still follow it (the trigger above, seeing the package's amount, agrees).
  RETURN NEW;
END
$$;
CREATE TRIGGER benefit_packages_allowance_to_members AFTER UPDATE OF allowance_amount ON benefit_packages
  FOR EACH ROW WHEN (NEW.allowance_amount IS DISTINCT FROM OLD.allowance_amount)
  EXECUTE FUNCTION benefit_packages_allowance_to_members();
