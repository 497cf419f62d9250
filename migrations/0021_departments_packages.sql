-- Departments and benefit packages managed by HR (issue 29). Each may be archived (kept, but no longer
-- offered to new members), carries the import that created it and a revision that any change bumps (an
-- import's rollback leaves alone what was changed since), and a package may have no allowance yet (one
-- created from a members file's unknown value). Expand only: the previous release reads none of the new
-- columns, and its import already reads a package's allowance through coalesce(..., 0).
ALTER TABLE departments
  ADD COLUMN status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'archived')),
  ADD COLUMN revision integer NOT NULL DEFAULT 1,
  ADD COLUMN created_by_job_id uuid,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

ALTER TABLE benefit_packages
  ADD COLUMN description text,
  ADD COLUMN status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'archived')),
  ADD COLUMN revision integer NOT NULL DEFAULT 1,
  ADD COLUMN created_by_job_id uuid,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE benefit_packages ALTER COLUMN allowance_amount DROP NOT NULL;

CREATE FUNCTION bump_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.revision := OLD.revision + 1;
  RETURN NEW;
END;
$$;
CREATE TRIGGER departments_bump_revision BEFORE UPDATE ON departments FOR EACH ROW EXECUTE FUNCTION bump_revision();
CREATE TRIGGER benefit_packages_bump_revision BEFORE UPDATE ON benefit_packages FOR EACH ROW EXECUTE FUNCTION bump_revision();

-- Member counts per department and package (the lists, and archive's refusal) without reading every member.
CREATE INDEX members_department_active_idx ON members (department_id) WHERE status = 'active' AND department_id IS NOT NULL;
CREATE INDEX members_package_active_idx ON members (package_id) WHERE status = 'active' AND package_id IS NOT NULL;
