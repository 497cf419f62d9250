-- Prescriptions, their attachments and the log of who read a member's clinical detail (issue 57).
-- Expand only: new tables, a nullable column on orders and a defaulted one on organisations.

-- 1. A prescription a doctor gave a member, recorded by the member or a super user on their behalf.
--    `status` holds what a person or an order did (active, used, cancelled); expired is read from the
--    date (active and past valid_until), so no schedule has to run for it to be right.
CREATE TABLE prescriptions (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id          uuid NOT NULL REFERENCES organisations (id),
  member_id       uuid NOT NULL REFERENCES members (id),
  medication      text NOT NULL,
  dosage          text,
  quantity        text,
  diagnosis       text,
  prescriber_name text NOT NULL,
  facility        text,
  notes           text,
  issued_on       date NOT NULL,
  valid_until     date NOT NULL,
  status          text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'used', 'cancelled')),
  created_by      uuid NOT NULL REFERENCES users (id),
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL,
  CHECK (valid_until >= issued_on)
);
CREATE INDEX prescriptions_member_idx ON prescriptions (org_id, member_id, created_at DESC, id DESC);
CREATE INDEX prescriptions_org_idx ON prescriptions (org_id, created_at DESC, id DESC);

-- 2. The photo or scan of the paper: one per prescription (a new one replaces it), kept in the database
--    as every file is, checked by content before it is stored.
CREATE TABLE prescription_attachments (
  prescription_id uuid PRIMARY KEY REFERENCES prescriptions (id),
  org_id          uuid NOT NULL REFERENCES organisations (id),
  content_type    text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'application/pdf')),
  size            integer NOT NULL CHECK (size > 0 AND size <= 5242880),
  sha256          text NOT NULL,
  content         bytea NOT NULL,
  uploaded_by     uuid NOT NULL REFERENCES users (id),
  created_at      timestamptz NOT NULL
);

-- 3. Each time someone other than the member read clinical detail of the member's record.
CREATE TABLE clinical_disclosures (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  org_id      uuid NOT NULL REFERENCES organisations (id),
  member_id   uuid NOT NULL REFERENCES members (id),
  actor_id    uuid NOT NULL REFERENCES users (id),
  what        text NOT NULL CHECK (what IN ('prescription', 'order', 'attachment')),
  resource_id uuid NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX clinical_disclosures_member_idx ON clinical_disclosures (org_id, member_id, id DESC);

-- 4. An order names the prescription it fills; the policy says which categories need one.
ALTER TABLE orders ADD COLUMN prescription_id uuid REFERENCES prescriptions (id);
CREATE INDEX orders_prescription_idx ON orders (prescription_id) WHERE prescription_id IS NOT NULL;
ALTER TABLE organisations ADD COLUMN prescription_required_for text[] NOT NULL DEFAULT '{PHARMACY}';
