-- Issue 56: spending the allowance. Contracted providers, the benefit period an allowance belongs to,
-- each member's allowance account with its append-only ledger, the approval policy, and orders with
-- their lines and approvals. Expand only: nothing the previous release reads changes.

-- 1. Contracted providers (pharmacies, clinics, labs): managed like departments and packages, and
--    imported the same way (created_by_job_id, revision for the import's undo and rollback).
CREATE TABLE providers (
  id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id            uuid NOT NULL REFERENCES organisations (id),
  code              text NOT NULL,
  name              text NOT NULL,
  kind              text NOT NULL CHECK (kind IN ('PHARMACY', 'CLINIC', 'LAB', 'OPTICAL', 'DENTAL', 'OTHER')),
  phone             text,
  email             text,
  status            text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'archived')),
  revision          integer NOT NULL DEFAULT 1,
  created_by_job_id uuid,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX providers_org_code_key ON providers (org_id, lower(code));
CREATE INDEX providers_org_name_idx ON providers (org_id, lower(name));
CREATE TRIGGER providers_bump_revision BEFORE UPDATE ON providers FOR EACH ROW EXECUTE FUNCTION bump_revision();

-- 2. Benefit periods: an allowance is granted for one. Until periods can be planned and closed (issue
--    58), each organisation has one open period, made when first needed; at most one is open at a time.
CREATE TABLE benefit_periods (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id     uuid NOT NULL REFERENCES organisations (id),
  label      text NOT NULL,
  starts_on  date NOT NULL,
  ends_on    date NOT NULL CHECK (ends_on >= starts_on),
  status     text NOT NULL DEFAULT 'open' CHECK (status IN ('planned', 'open', 'closed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX benefit_periods_one_open ON benefit_periods (org_id) WHERE status = 'open';

-- 3. A member's allowance in a period. The database, not the application, keeps what is held and spent
--    within the allowance: a submit's guarded UPDATE re-checks the row that committed first, and this
--    CHECK is the backstop. `version` grows with every change (allowance.changed carries it).
CREATE TABLE allowance_accounts (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id     uuid NOT NULL REFERENCES organisations (id),
  member_id  uuid NOT NULL REFERENCES members (id),
  period_id  uuid NOT NULL REFERENCES benefit_periods (id),
  allowance  numeric(14, 2) NOT NULL CHECK (allowance >= 0),
  reserved   numeric(14, 2) NOT NULL DEFAULT 0 CHECK (reserved >= 0),
  spent      numeric(14, 2) NOT NULL DEFAULT 0 CHECK (spent >= 0),
  version    bigint NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT allowance_within CHECK (reserved + spent <= allowance),
  UNIQUE (member_id, period_id)
);

-- 4. Every change of an account, never changed or removed: what moved (signed, per figure), the figures
--    after it, the order, and who (null: the system, as an automatic approval or an expiry).
CREATE TABLE allowance_ledger (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  org_id           uuid NOT NULL,
  account_id       uuid NOT NULL REFERENCES allowance_accounts (id),
  kind             text NOT NULL CHECK (kind IN ('grant', 'reserve', 'release', 'capture', 'adjust')),
  allowance_change numeric(14, 2) NOT NULL DEFAULT 0,
  reserved_change  numeric(14, 2) NOT NULL DEFAULT 0,
  spent_change     numeric(14, 2) NOT NULL DEFAULT 0,
  allowance_after  numeric(14, 2) NOT NULL,
  reserved_after   numeric(14, 2) NOT NULL,
  spent_after      numeric(14, 2) NOT NULL,
  version          bigint NOT NULL,
  order_id         uuid,
  actor_id         uuid,
  note             text,
  created_at       timestamptz NOT NULL
);
CREATE INDEX allowance_ledger_account_idx ON allowance_ledger (account_id, id DESC);
CREATE INDEX allowance_ledger_order_idx ON allowance_ledger (order_id) WHERE order_id IS NOT NULL;

CREATE FUNCTION allowance_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'allowance_ledger is append-only' USING ERRCODE = 'restrict_violation';
END
$$;
CREATE TRIGGER allowance_ledger_no_change BEFORE UPDATE OR DELETE ON allowance_ledger
  FOR EACH ROW EXECUTE FUNCTION allowance_ledger_append_only();

-- 5. The approval policy (amounts in the organisation's currency) and the orders' numbers.
ALTER TABLE organisations
  ADD COLUMN auto_approve_max numeric(14, 2) NOT NULL DEFAULT 500.00 CHECK (auto_approve_max >= 0),
  ADD COLUMN dual_approval_min numeric(14, 2) NOT NULL DEFAULT 5000.00 CHECK (dual_approval_min >= 0),
  ADD COLUMN reservation_days integer NOT NULL DEFAULT 14 CHECK (reservation_days BETWEEN 1 AND 365);

CREATE TABLE order_numbers (
  org_id uuid PRIMARY KEY REFERENCES organisations (id),
  last   integer NOT NULL
);

-- 6. Orders: what a member asks of a provider, paid from their allowance. `held` is what the order holds
--    on the account now (reserved at submit, lowered by a smaller approval, zero once it ends).
CREATE TABLE orders (
  id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id             uuid NOT NULL REFERENCES organisations (id),
  number             integer NOT NULL,
  member_id          uuid NOT NULL REFERENCES members (id),
  provider_id        uuid NOT NULL REFERENCES providers (id),
  period_id          uuid REFERENCES benefit_periods (id),
  category           text NOT NULL CHECK (category IN ('PHARMACY', 'CONSULTATION', 'LAB', 'OPTICAL', 'DENTAL', 'OTHER')),
  status             text NOT NULL DEFAULT 'draft'
                       CHECK (status IN ('draft', 'submitted', 'approved', 'rejected', 'fulfilled', 'cancelled', 'expired')),
  requested_amount   numeric(14, 2) NOT NULL CHECK (requested_amount > 0),
  approved_amount    numeric(14, 2) CHECK (approved_amount > 0),
  final_amount       numeric(14, 2) CHECK (final_amount >= 0),
  held               numeric(14, 2) NOT NULL DEFAULT 0 CHECK (held >= 0),
  approvals_required smallint NOT NULL DEFAULT 0,
  note               text,
  reject_reason      text,
  reject_note        text,
  invoice_ref        text,
  fulfilled_on       date,
  created_by         uuid NOT NULL REFERENCES users (id),
  submitted_at       timestamptz,
  expires_at         timestamptz,
  created_at         timestamptz NOT NULL,
  updated_at         timestamptz NOT NULL,
  UNIQUE (org_id, number)
);
CREATE INDEX orders_org_created_idx ON orders (org_id, created_at DESC, id DESC);
CREATE INDEX orders_member_created_idx ON orders (member_id, created_at DESC, id DESC);
CREATE INDEX orders_provider_created_idx ON orders (provider_id, created_at DESC, id DESC);
CREATE INDEX orders_awaiting_idx ON orders (org_id, submitted_at, id) WHERE status = 'submitted';
CREATE INDEX orders_expiry_idx ON orders (expires_at) WHERE status IN ('submitted', 'approved');

CREATE TABLE order_lines (
  order_id    uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position    smallint NOT NULL,
  description text NOT NULL,
  quantity    integer NOT NULL CHECK (quantity > 0),
  amount      numeric(14, 2) NOT NULL CHECK (amount > 0),
  PRIMARY KEY (order_id, position)
);

-- 7. Approvals, four eyes in the data model: one vote per approver and order (the system's automatic
--    approval has no approver), and never by the order's member or whoever created it.
CREATE TABLE order_approvals (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id    uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  approver_id uuid REFERENCES users (id),
  amount      numeric(14, 2) NOT NULL CHECK (amount > 0),
  created_at  timestamptz NOT NULL,
  UNIQUE (order_id, approver_id)
);

CREATE FUNCTION order_approvals_not_own() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.approver_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM orders o JOIN members m ON m.id = o.member_id
    WHERE o.id = NEW.order_id AND (o.created_by = NEW.approver_id OR m.user_id = NEW.approver_id)
  ) THEN
    RAISE EXCEPTION 'an order is never approved by its own member or creator' USING ERRCODE = 'check_violation',
      CONSTRAINT = 'order_approvals_not_own';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER order_approvals_not_own BEFORE INSERT ON order_approvals FOR EACH ROW EXECUTE FUNCTION order_approvals_not_own();
