-- Sign-in budgets that hold across codes and instances (issue 33): one row per code sent and per failed
-- verification, under a hashed key (never an address in the clear), read as a sliding window. Unlogged
-- like sign_in_limits: a crash of the database resets the windows.
CREATE UNLOGGED TABLE sign_in_ledger (
  id   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key  text NOT NULL,
  at   timestamptz NOT NULL
);
CREATE INDEX sign_in_ledger_key_idx ON sign_in_ledger (key, at DESC);

-- A code sent again while it is open is the same code: a stranger's request does not end the code the
-- owner holds. Sealed (AES-GCM under AUTH_SECRET) so that it can be sent again; NULL for older codes.
ALTER TABLE one_time_codes ADD COLUMN code_sealed text;

-- A Telegram login payload is accepted once within its validity window.
CREATE TABLE used_sign_in_proofs (
  digest      text PRIMARY KEY,
  expires_at  timestamptz NOT NULL
);
