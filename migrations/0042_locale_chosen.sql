-- Issue 60: a user's language, once chosen (by them, or by whoever invited them in it), wins at sign-in;
-- the sign-in page's language becomes theirs only while they have never chosen. Expand only.
ALTER TABLE users ADD COLUMN locale_chosen boolean NOT NULL DEFAULT false;
