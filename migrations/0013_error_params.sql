-- A row error's parameters: which of its code's sentences it is (reason), and the values that sentence
-- names (a length bound, the accepted values, the row it repeats). With them a client phrases the error
-- in its user's language; `message` stays the English sentence, for the API and the error report.
ALTER TABLE migration_errors ADD COLUMN params jsonb;
