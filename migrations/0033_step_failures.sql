-- Issue 54 (hole 8): a job whose background step fails for the same input again and again ends `failed`
-- with its reason instead of being handed out for ever (the queue's retries, then the orphan sweep every
-- minute). Each failed run of a step that was not an outage counts here; a new mapping starts the count
-- again. Expand only: the release before this one neither reads nor writes it.
ALTER TABLE migration_jobs ADD COLUMN step_failures integer NOT NULL DEFAULT 0;
