import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from './schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/** The largest statistics target these ANALYZEs use (6,000 rows): the staged records' always. */
export const LARGEST_TARGET = 20;
/** The smallest statistics target these ANALYZEs use: 1,500 rows, lists and histograms of five entries. */
const SMALLEST_TARGET = 5;

/** ANALYZE from a small sample (this statistics target, for this statement only): it reads 300 rows a unit of target. */
export async function analyzeSampled(db: Db, what: RawBuilder<unknown>, target: number) {
  await sql`SET LOCAL default_statistics_target = ${sql.raw(String(Math.trunc(target)))}`.execute(db);
  await sql`ANALYZE ${what}`.execute(db);
  await sql`RESET default_statistics_target`.execute(db);
}

/**
 * What the last ANALYZE (or VACUUM) of a table counted: its rows (-1 when never) and the distinct values
 * of `column` (0 when unknown), whose every value a sample must keep in its most-common list.
 */
export async function counted(db: Db, table: string, column: string): Promise<{ rows: number; values: number }> {
  const { rows } = await sql<{ rows: number; values: number | null }>`
    SELECT c.reltuples::float8 AS rows,
           (SELECT CASE WHEN s.n_distinct >= 0 THEN s.n_distinct ELSE -s.n_distinct * greatest(c.reltuples, 0) END
            FROM pg_stats s WHERE s.schemaname = n.nspname AND s.tablename = c.relname AND s.attname = ${column})::float8 AS values
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.oid = ${table}::regclass
  `.execute(db);
  return { rows: rows[0]?.rows ?? -1, values: rows[0]?.values ?? 0 };
}

/**
 * A statistics target keeps that many most common values (and no more): enough for each of the `values`
 * the table held and one new one (the organisation just written), else the planner gives the values left
 * out an average share (a small job among large ones was taken for a large one, and its preview read
 * every staged record).
 */
export const keepingEvery = (values: number) => Math.ceil(values) + 1;

/** The largest of the targets asked for, within SMALLEST_TARGET..LARGEST_TARGET. */
export const withinBounds = (...targets: number[]) => Math.min(LARGEST_TARGET, Math.max(SMALLEST_TARGET, ...targets));
