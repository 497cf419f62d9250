-- Organisations, users and their demo personas, the members directory, and sessions.

CREATE TABLE organisations (
  id          uuid PRIMARY KEY,
  slug        text NOT NULL UNIQUE,
  name        text NOT NULL,
  status      text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'pending', 'suspended')),
  currency    text NOT NULL DEFAULT 'ETB',
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id          uuid PRIMARY KEY,
  org_id      uuid NOT NULL REFERENCES organisations (id),
  email       text NOT NULL,
  full_name   text NOT NULL,
  roles       text[] NOT NULL CHECK (cardinality(roles) > 0 AND roles <@ ARRAY['SUPER_USER', 'HR_ADMIN', 'FINANCE', 'MEMBER']::text[]),
  locale      text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'am')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE INDEX users_org_id_idx ON users (org_id);

-- The personas offered on the demo sign-in screen; their ids are the same in every installation.
CREATE TABLE demo_personas (
  id           text PRIMARY KEY CHECK (id ~ '^[a-z0-9-]{1,64}$'),
  user_id      uuid NOT NULL UNIQUE REFERENCES users (id),
  demo_role    text NOT NULL CHECK (demo_role IN ('SUPER_USER', 'HR_ADMIN', 'FINANCE', 'MEMBER')),
  label        text NOT NULL,
  description  text NOT NULL,
  sort_order   integer NOT NULL
);
CREATE UNIQUE INDEX demo_personas_role_key ON demo_personas (demo_role);

CREATE TABLE departments (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id      uuid NOT NULL REFERENCES organisations (id),
  code        text NOT NULL,
  name        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX departments_org_code_key ON departments (org_id, lower(code));
CREATE UNIQUE INDEX departments_org_name_key ON departments (org_id, lower(name));

CREATE TABLE benefit_packages (
  id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id            uuid NOT NULL REFERENCES organisations (id),
  code              text NOT NULL,
  name              text NOT NULL,
  allowance_amount  numeric(14, 2) NOT NULL CHECK (allowance_amount >= 0),
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX benefit_packages_org_code_key ON benefit_packages (org_id, lower(code));

CREATE TABLE members (
  id                     uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id                 uuid NOT NULL REFERENCES organisations (id),
  user_id                uuid UNIQUE REFERENCES users (id),
  external_id            text NOT NULL,
  customer_id            text NOT NULL DEFAULT ('CUS-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12))),
  full_name              text NOT NULL,
  email                  text,
  phone                  text,
  date_of_birth          date,
  gender                 text CHECK (gender IN ('female', 'male', 'other')),
  department_id          uuid REFERENCES departments (id),
  employment_start_date  date,
  package_id             uuid REFERENCES benefit_packages (id),
  allowance_amount       numeric(14, 2) NOT NULL DEFAULT 0 CHECK (allowance_amount >= 0),
  allowance_used         numeric(14, 2) NOT NULL DEFAULT 0 CHECK (allowance_used >= 0),
  status                 text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  created_by_job_id      uuid,
  created_at             timestamptz NOT NULL DEFAULT now(),
  updated_at             timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX members_customer_id_key ON members (customer_id);
-- Only active members hold their identifiers: a deactivated member frees them for a new import.
CREATE UNIQUE INDEX members_active_external_id_key ON members (org_id, external_id) WHERE status = 'active';
CREATE UNIQUE INDEX members_active_email_key ON members (org_id, lower(email)) WHERE status = 'active' AND email IS NOT NULL;
CREATE UNIQUE INDEX members_active_phone_key ON members (org_id, phone) WHERE status = 'active' AND phone IS NOT NULL;

CREATE TABLE sessions (
  id            uuid PRIMARY KEY,
  -- SHA-256 of the bearer token, hex; the token itself is never stored.
  token_hash    text NOT NULL UNIQUE,
  user_id       uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  active_role   text NOT NULL CHECK (active_role IN ('SUPER_USER', 'HR_ADMIN', 'FINANCE', 'MEMBER')),
  created_at    timestamptz NOT NULL,
  last_seen_at  timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL,
  revoked_at    timestamptz
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);
