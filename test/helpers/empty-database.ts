import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { adminStatement, databaseUrlFor } from './postgres-urls.js';

/** A database with nothing in it (no template, no seed): a temporary PGlite folder or a new PostgreSQL database. */
export async function emptyDatabase(): Promise<{
  env: Record<string, string>;
  count(): Promise<Record<string, number>>;
  remove(): Promise<void>;
}> {
  const tables = ['organisations', 'users', 'demo_personas', 'identities'];
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const name = `portal_empty_${randomBytes(6).toString('hex')}`;
    await adminStatement(databaseUrl, `CREATE DATABASE ${name}`);
    const url = databaseUrlFor(databaseUrl, name);
    return {
      env: { DATABASE_URL: url },
      async count() {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        const counts: Record<string, number> = {};
        for (const table of tables) counts[table] = Number((await client.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
        await client.end();
        return counts;
      },
      remove: () => adminStatement(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const { mkdtemp, rm } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const { openDatabase } = await import('../../src/db/database.js');
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-empty-'));
  return {
    env: { DATA_DIR: dataDir },
    async count() {
      const database = await openDatabase({ dataDir });
      const counts: Record<string, number> = {};
      for (const table of tables) counts[table] = Number((await database.pool.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
      await database.close();
      return counts;
    },
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
}
