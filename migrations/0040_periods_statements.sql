-- Issue 58: benefit periods run by finance, and statements. Expand only: nothing the previous release reads
-- changes (it never names the new columns and tables).

-- 1. An organisation's benefit year: the Ethiopian fiscal year (Hamle 1 to Sene 30) or the Gregorian one.
ALTER TABLE organisations
  ADD COLUMN benefit_year text NOT NULL DEFAULT 'ethiopian_fiscal' CHECK (benefit_year IN ('ethiopian_fiscal', 'gregorian'));

-- 2. A period's life: planned, opened once, closed once, each with when and by whom (null: the system).
ALTER TABLE benefit_periods
  ADD COLUMN opened_at timestamptz,
  ADD COLUMN opened_by uuid,
  ADD COLUMN closed_at timestamptz,
  ADD COLUMN closed_by uuid,
  ADD COLUMN created_by uuid;
UPDATE benefit_periods SET opened_at = created_at WHERE status <> 'planned' AND opened_at IS NULL;
CREATE INDEX benefit_periods_org_starts_idx ON benefit_periods (org_id, starts_on);

-- 3. The accounts of a period (its opening grants them, its statements read them), and an organisation's
--    ledger in the order it was written (a statement streams it by this index).
CREATE INDEX allowance_accounts_period_idx ON allowance_accounts (period_id, member_id);
CREATE INDEX allowance_ledger_org_idx ON allowance_ledger (org_id, id);

-- 4. Statements: numbered per organisation, immutable once made (totals and checksum kept; the lines a
--    snapshot of the ledger taken in the statement's own transaction, with the names as they were).
CREATE TABLE statement_numbers (
  org_id uuid PRIMARY KEY REFERENCES organisations (id),
  last   integer NOT NULL
);

CREATE TABLE statements (
  id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id            uuid NOT NULL REFERENCES organisations (id),
  number            integer NOT NULL,
  scope             text NOT NULL CHECK (scope IN ('member', 'department', 'organisation', 'provider')),
  member_id         uuid REFERENCES members (id),
  department_id     uuid REFERENCES departments (id),
  provider_id       uuid REFERENCES providers (id),
  scope_name        text NOT NULL,
  period_id         uuid REFERENCES benefit_periods (id),
  from_day          date NOT NULL,
  to_day            date NOT NULL,
  calendar          text NOT NULL CHECK (calendar IN ('gregorian', 'ethiopian')),
  locale            text NOT NULL CHECK (locale IN ('en', 'am')),
  currency          text NOT NULL,
  -- Line descriptions (clinical detail) are kept only in a member's statement made by that member.
  with_descriptions boolean NOT NULL DEFAULT false,
  opening           numeric(16, 2) NOT NULL,
  granted           numeric(16, 2) NOT NULL,
  reserved          numeric(16, 2) NOT NULL,
  released          numeric(16, 2) NOT NULL,
  captured          numeric(16, 2) NOT NULL,
  adjusted          numeric(16, 2) NOT NULL,
  closing           numeric(16, 2) NOT NULL,
  line_count        integer NOT NULL,
  checksum          text,
  created_by        uuid NOT NULL REFERENCES users (id),
  created_at        timestamptz NOT NULL,
  UNIQUE (org_id, number),
  CHECK ((scope = 'member') = (member_id IS NOT NULL)),
  CHECK ((scope = 'department') = (department_id IS NOT NULL)),
  CHECK ((scope = 'provider') = (provider_id IS NOT NULL))
);
CREATE INDEX statements_org_created_idx ON statements (org_id, created_at DESC, id DESC);
CREATE INDEX statements_member_idx ON statements (member_id, created_at DESC) WHERE member_id IS NOT NULL;

CREATE TABLE statement_lines (
  statement_id    uuid NOT NULL REFERENCES statements (id) ON DELETE CASCADE,
  position        integer NOT NULL,
  entry_id        bigint NOT NULL,
  occurred_at     timestamptz NOT NULL,
  order_number    integer,
  member_name     text,
  employee_number text,
  department      text,
  provider        text,
  category        text,
  kind            text NOT NULL,
  amount          numeric(14, 2) NOT NULL,
  effect          numeric(14, 2) NOT NULL,
  description     text,
  PRIMARY KEY (statement_id, position)
);

-- 5. The ledger and statements are never changed; removing an organisation (the operator's
--    `org remove-demo`) removes them too: the only deletes they allow, named by a setting of the
--    removing transaction.
CREATE OR REPLACE FUNCTION allowance_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.org_id::text = current_setting('portal.removing_org', true) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'allowance_ledger is append-only' USING ERRCODE = 'restrict_violation';
END
$$;

-- A statement is made in one transaction (its totals, then its checksum); once its checksum is written it
-- is never changed, and its lines never are.
CREATE FUNCTION statements_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND TG_TABLE_NAME = 'statements' AND OLD.org_id::text = current_setting('portal.removing_org', true) THEN
    RETURN OLD;
  END IF;
  IF TG_TABLE_NAME = 'statements' AND TG_OP = 'UPDATE' AND OLD.checksum IS NULL THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'statements are immutable' USING ERRCODE = 'restrict_violation';
END
$$;
CREATE TRIGGER statements_no_change BEFORE UPDATE OR DELETE ON statements FOR EACH ROW EXECUTE FUNCTION statements_immutable();
CREATE TRIGGER statement_lines_no_change BEFORE UPDATE ON statement_lines FOR EACH ROW EXECUTE FUNCTION statements_immutable();

-- 6. A super user's read of a member's own statement (with its lines' descriptions) is a disclosure too.
ALTER TABLE clinical_disclosures DROP CONSTRAINT clinical_disclosures_what_check;
ALTER TABLE clinical_disclosures ADD CONSTRAINT clinical_disclosures_what_check CHECK (what IN ('prescription', 'order', 'attachment', 'statement'));

-- 7. A provider's invoice settled by an import (the settlements dataset): the job that fulfilled an order,
--    so that its rollback finds the orders it may give back.
ALTER TABLE orders ADD COLUMN settled_by_job_id uuid;
CREATE INDEX orders_settled_by_job_idx ON orders (settled_by_job_id) WHERE settled_by_job_id IS NOT NULL;
