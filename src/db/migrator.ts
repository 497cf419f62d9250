import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

/** Resolve migrations/ both from src/ (tsx) and from dist/src/ (compiled). */
async function migrationsDir(): Promise<string> {
  for (const candidate of ['../../migrations/', '../../../migrations/']) {
    const dir = fileURLToPath(new URL(candidate, import.meta.url));
    try {
      await readdir(dir);
      return dir;
    } catch {
      // try the next layout
    }
  }
  throw new Error('migrations/ folder not found');
}

/** The key of the lock every instance takes before it touches the schema (migrations, the job queue's). */
export const STARTUP_LOCK = 4242001;

/** A database whose schema a newer release made: this release must not run on it. */
export class SchemaTooNewError extends Error {
  constructor(
    readonly unknown: string[],
    readonly newestRelease: string | null,
  ) {
    super(
      `The database's schema is newer than this release: it has the migration${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}, which this release does not know. ` +
        `Run ${newestRelease ? `release ${newestRelease} or newer` : 'the release that upgraded it, or newer'} (docs/operations.md, "Upgrades").`,
    );
    this.name = 'SchemaTooNewError';
  }
}

/**
 * Applies the plain SQL files of migrations/ in name order, each once, each in its own transaction, and
 * records which release applied it. Everything runs under one advisory lock taken first, before anything
 * is created, so that instances that start together take turns instead of racing (a second instance finds
 * the work done). A database with a migration this release does not know is refused: it was made by a
 * newer release.
 */
export async function migrate(pool: pg.Pool, release = 'unknown'): Promise<string[]> {
  const dir = await migrationsDir();
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    try {
      await client.query(
        'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      await client.query('ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS release text');
      const known = new Set(files);
      const done = await client.query<{ name: string; release: string | null }>(
        'SELECT name, release FROM schema_migrations ORDER BY name',
      );
      const unknown = done.rows.filter((row) => !known.has(row.name));
      if (unknown.length > 0)
        throw new SchemaTooNewError(
          unknown.map((row) => row.name),
          unknown
            .map((row) => row.release)
            .filter(Boolean)
            .at(-1) ?? null,
        );
      const already = new Set(done.rows.map((row) => row.name));
      for (const file of files) {
        if (already.has(file)) continue;
        await client.query('BEGIN');
        try {
          await client.query(await readFile(`${dir}${file}`, 'utf8'));
          await client.query('INSERT INTO schema_migrations (name, release) VALUES ($1, $2)', [file, release]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
        applied.push(file);
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
    }
  } finally {
    client.release();
  }
  return applied;
}

/**
 * Runs `work` (which uses other connections of the pool) while holding the start-up lock on a connection
 * of its own: what the job queue creates at start is then created by one instance at a time. The
 * embedded database is one process's, so there is nobody to wait for (and its one connection must stay
 * free for the work).
 */
export async function underStartupLock<T>(pool: pg.Pool, embedded: boolean, work: () => Promise<T>): Promise<T> {
  if (embedded) return work();
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
    }
  } finally {
    client.release();
  }
}

// A deadlock, a serialization failure, or a duplicate in the catalog (a type or table created at the same
// moment by a process that does not take the lock: an older release, or a tool).
const RACE_CODES = new Set(['40P01', '40001', '23505', '42P07', '42710']);

/**
 * Runs a start-up step again when it lost a race with another process instead of failing the start:
 * at most `attempts` times, after a short, growing, random pause.
 */
export async function retryOnRace<T>(step: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= attempts || typeof code !== 'string' || !RACE_CODES.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.random() * 200));
    }
  }
}
