-- Operations at scale: sign-in limits every instance shares, and what housekeeping leaves of a job.

-- rate-limiter-flexible's PostgreSQL layout (key, points, expire in epoch milliseconds). Created here,
-- not by the library at run time; housekeeping removes expired rows.
CREATE TABLE sign_in_limits (
  key varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);
CREATE INDEX sign_in_limits_expire_idx ON sign_in_limits (expire);

-- When housekeeping removed the job's stored file, staged rows, errors and edits. The job and its
-- counts stay; what needed those rows (error report, rows, preview, commit) answers 410 GONE.
ALTER TABLE migration_jobs ADD COLUMN files_removed_at timestamptz;

-- Housekeeping finds candidate jobs by status and last change, and expired rows by their times.
CREATE INDEX migration_jobs_housekeeping_idx ON migration_jobs (status, updated_at) WHERE files_removed_at IS NULL;
CREATE INDEX sessions_revoked_idx ON sessions (revoked_at) WHERE revoked_at IS NOT NULL;
CREATE INDEX sessions_last_seen_idx ON sessions (last_seen_at);
CREATE INDEX one_time_codes_expires_idx ON one_time_codes (expires_at);
CREATE INDEX oauth_states_expires_idx ON oauth_states (expires_at);
CREATE INDEX events_occurred_idx ON events (occurred_at);
