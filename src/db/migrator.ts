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

/**
 * Applies the plain SQL files of migrations/ in name order, each once, each in its own transaction.
 * An advisory lock makes instances that start together take turns instead of racing.
 */
export async function migrate(pool: pg.Pool): Promise<string[]> {
  const dir = await migrationsDir();
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  const client = await pool.connect();
  try {
    await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    for (const file of files) {
      await client.query('BEGIN');
      try {
        await client.query('SELECT pg_advisory_xact_lock(4242001)');
        const done = await client.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file]);
        if (done.rowCount === 0) {
          await client.query(await readFile(`${dir}${file}`, 'utf8'));
          await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
          applied.push(file);
        }
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    }
  } finally {
    client.release();
  }
  return applied;
}
