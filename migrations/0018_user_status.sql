-- People (issue 27, first part): a user is invited, active or deactivated. A deactivated user is unknown
-- to every sign-in method and has no session; the first sign-in makes an invited user active. Expand only:
-- every column has a default or may be empty, so the release before this one still writes users.
ALTER TABLE users
  ADD COLUMN status text NOT NULL DEFAULT 'active' CHECK (status IN ('invited', 'active', 'deactivated')),
  ADD COLUMN invited_at timestamptz,
  ADD COLUMN invited_by uuid REFERENCES users (id),
  ADD COLUMN last_sign_in_at timestamptz,
  ADD COLUMN deactivated_at timestamptz;
