-- The sign-in limit counters are written on every sign-in, and every sign-in from one address updates
-- the same row: a durable write held that row's lock until the WAL reached the disk, so sign-ins from
-- one address (an office behind one NAT, the load test) queued one disk flush apiece (measured: 445
-- sign-ins a second at most). Unlogged, a transaction that writes only this table commits without
-- waiting for the disk. What is given up: after a crash of the database (not of an instance) the
-- counters start again from zero, and a standby has none; a counter holds at most 15 minutes of attempts.
ALTER TABLE sign_in_limits SET UNLOGGED;
