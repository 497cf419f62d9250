-- Production sign-in: identities linked to users, one-time codes, OpenID Connect round trips,
-- password hashes, and the development outbox of demo mode.

-- An external identity that signs a user in: an email address, an E.164 phone number, an identity
-- provider's subject ("<issuer> <sub>"), or a messaging app's user id. One identity, one user.
CREATE TABLE identities (
  id          uuid PRIMARY KEY,
  user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN ('email', 'phone', 'idp', 'messenger')),
  -- Emails are stored lower-cased, phones in E.164: the look-up is an exact match.
  value       text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (kind, value)
);
CREATE INDEX identities_user_id_idx ON identities (user_id);

-- Argon2id, PHC string format; NULL: no password sign-in for this user.
ALTER TABLE users ADD COLUMN password_hash text;

-- One-time codes, also for identifiers nobody holds (so that the answer and its timing say nothing).
-- Only an HMAC of the code is stored. A new code for the same identifier ends the previous one.
CREATE TABLE one_time_codes (
  id             uuid PRIMARY KEY,
  channel        text NOT NULL CHECK (channel IN ('email', 'phone')),
  identifier     text NOT NULL,
  code_hash      text NOT NULL,
  attempts       integer NOT NULL DEFAULT 0,
  created_at     timestamptz NOT NULL,
  expires_at     timestamptz NOT NULL,
  -- Set when the code is used, replaced by a newer one, or out of attempts.
  ended_at       timestamptz
);
CREATE INDEX one_time_codes_identifier_idx ON one_time_codes (channel, identifier, created_at DESC);

-- An OpenID Connect sign-in under way: the browser carries only `state`; its hash finds the PKCE
-- verifier and the nonce here, on whichever instance the callback reaches. Used once.
CREATE TABLE oauth_states (
  state_hash     text PRIMARY KEY,
  code_verifier  text NOT NULL,
  nonce          text NOT NULL,
  created_at     timestamptz NOT NULL,
  expires_at     timestamptz NOT NULL
);

-- Demo mode only: the mail and SMS a production install would send, for the developer to read.
CREATE TABLE dev_outbox (
  id          bigserial PRIMARY KEY,
  channel     text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient   text NOT NULL,
  subject     text,
  body        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
