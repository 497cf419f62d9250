-- An import's members take customer ids that lie together in the index that keeps them unique. The
-- column's default draws all 48 bits of an id at random, so each new member's entry went to a random
-- page of members_customer_id_key: an import of 100,000 members touched nearly every page of it, and
-- after a checkpoint wrote each one whole into the WAL (0.3 to 0.6 s of a 100,000-member insert into a
-- table of 600,000; docs/benchmarks.md, ninth session). The import's statement now draws the first two
-- hex digits once (shared, below) and the other ten for each member: its entries fill one 256th of the
-- index. Two customer ids still share all 48 bits with odds of 1 in 2^48 when drawn by different
-- statements, 1 in 2^40 within one (the commit draws again on a collision, docs/decisions.md); they
-- were never secrets (nothing looks a member up by one). The form is unchanged: 'CUS-' and 12 hex
-- digits. Every other insert keeps the default.
--
-- A function of its own so that a test can make a draw collide (test/migration/customer-id-collision);
-- SQL and VOLATILE, so it is inlined into the import's statement and drawn once a row.
CREATE FUNCTION imported_customer_id(shared text) RETURNS text LANGUAGE sql VOLATILE PARALLEL SAFE AS $$
  SELECT 'CUS-' || shared || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 10))
$$;
