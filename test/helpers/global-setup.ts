import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrator.js';
import { seed } from '../../src/db/seed.js';
import { adminUrl, databaseUrlFor } from './postgres-urls.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a migrated, seeded data-dir snapshot. PostgreSQL: name of a template database. */
    pgliteSnapshot: string;
    templateDatabase: string;
  }
}

/** Migrates and seeds one database per test run; every test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = `portal_tpl_${process.pid}`;
    // A connection per use, not one held for the run: a test may restart the server (database-faults).
    const withAdmin = async (work: (admin: pg.Client) => Promise<void>) => {
      const admin = new pg.Client({ connectionString: adminUrl(databaseUrl) });
      await admin.connect();
      try {
        await work(admin);
      } finally {
        await admin.end();
      }
    };
    await withAdmin((admin) => admin.query(`CREATE DATABASE ${template}`).then(() => undefined));
    const database = await openDatabase({ databaseUrl: databaseUrlFor(databaseUrl, template) });
    await migrate(database.pool);
    await seed(database.db);
    await database.close();
    project.provide('templateDatabase', template);
    project.provide('pgliteSnapshot', '');
    // Drop the copies the test files made, then the template.
    return () =>
      withAdmin(async (admin) => {
        const copies = await admin.query<{ datname: string }>(
          `SELECT datname FROM pg_database WHERE datname LIKE 'portal_t_${process.pid}_%'`,
        );
        for (const { datname } of copies.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
        await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      });
  }

  const dir = await mkdtemp(join(tmpdir(), 'portal-test-'));
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database.pool);
  await seed(database.db);
  const snapshot = await database.pglite!.dumpDataDir('none');
  await database.close();
  const path = join(dir, 'seeded.tar');
  await writeFile(path, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshot', path);
  project.provide('templateDatabase', '');
  return async () => rm(dir, { recursive: true, force: true });
}
