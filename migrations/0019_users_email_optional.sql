-- People (issue 27): a person may be invited by phone alone, so a user's email may be empty (their sign-in
-- identities stay in identities). Expand only: the release before this one writes an email for every user,
-- which this still accepts; the unique index on lower(email) lets any number of users have none.
ALTER TABLE users ALTER COLUMN email DROP NOT NULL;
