-- The calendar a user reads dates in (issue 35): Ethiopian users may see every date of the console in the
-- Ethiopian calendar. Expand only: a release from before neither reads nor writes it.
ALTER TABLE users ADD COLUMN calendar text NOT NULL DEFAULT 'gregorian' CHECK (calendar IN ('gregorian', 'ethiopian'));
