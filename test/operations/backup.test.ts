import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.js';
import { commit, previewReady, validMembersCsv, waitForStatus } from '../helpers/migration.js';
import { adminStatement, databaseUrlFor } from '../helpers/postgres-urls.js';
import { bearer, createTestApp, databaseForChildProcess } from '../helpers/test-app.js';

/**
 * Backup and restore (issue 36): the embedded database's own commands, and pg_dump/pg_restore for
 * PostgreSQL as docs/operations.md tells them. A restored database has the same data, signs in and rolls
 * back an import made before the backup.
 */
const run = promisify(execFile);
const onPostgres = Boolean(process.env.DATABASE_URL);

async function admin(env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', ...args], {
      env: { ...process.env, DATABASE_URL: '', ...env, LOG_LEVEL: 'silent' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** A committed import in the database, and what a restore must bring back. */
async function withCommittedImport(database: Database) {
  const t = await createTestApp({ database });
  try {
    const hr = await t.login('demo-hr-admin');
    const job = await previewReady(t, hr, validMembersCsv(25, `BKP${randomBytes(2).toString('hex').toUpperCase()}`));
    expect((await commit(t, hr, job.id)).statusCode).toBe(202);
    await waitForStatus(t, hr, job.id, 'completed');
    return job.id as string;
  } finally {
    await t.app.close();
  }
}

/** A database of `source` with a committed import: the import's id and the data's fingerprint; `whileOpen` runs before it closes. */
async function prepared(source: { open(): Promise<Database> }, whileOpen: () => Promise<void> = async () => {}) {
  const database = await source.open();
  try {
    const jobId = await withCommittedImport(database);
    const before = await fingerprint(database);
    await whileOpen();
    return { jobId, before };
  } finally {
    await database.close();
  }
}

async function fingerprint(database: Database) {
  const { rows } = await database.pool.query<{ members: string; jobs: string; events: string }>(`
    SELECT (SELECT md5(string_agg(concat_ws(',', id, external_id, full_name, email, phone, status), '|' ORDER BY id)) FROM members) AS members,
           (SELECT md5(string_agg(concat_ws(',', id, status, row_count), '|' ORDER BY id)) FROM migration_jobs) AS jobs,
           (SELECT md5(string_agg(concat_ws(',', id, kind), '|' ORDER BY id)) FROM events) AS events`);
  return rows[0]!;
}

/** The restored database signs in and rolls back the import made before the backup. */
async function signsInAndRollsBack(database: Database, jobId: string) {
  const t = await createTestApp({ database });
  try {
    const admin = await t.login('demo-super-user');
    expect((await t.app.inject({ method: 'GET', url: `/v1/migration/jobs/${jobId}`, headers: bearer(admin) })).json().data.status).toBe(
      'completed',
    );
    const rolledBack = await t.app.inject({ method: 'POST', url: `/v1/migration/jobs/${jobId}/rollback`, headers: bearer(admin) });
    expect(rolledBack.statusCode, rolledBack.body).toBe(200);
    expect(rolledBack.json().data.rollback).toMatchObject({ deactivated: 25 });
  } finally {
    await t.app.close();
  }
}

describe.skipIf(onPostgres)('the embedded database: npm run admin -- db backup / db restore', () => {
  let folder: string;
  let source: Awaited<ReturnType<typeof databaseForChildProcess>>;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'portal-backup-'));
    source = await databaseForChildProcess();
  });
  afterAll(async () => {
    await source.remove();
    await rm(folder, { recursive: true, force: true });
  });

  it('copies a database that a restore brings back whole: same data, signs in, rolls back an import', async () => {
    const { jobId, before } = await prepared(source, async () => {
      // While a process (the server) has the database open, a backup refuses, clearly, and writes nothing.
      const refused = await admin(source.env, 'db', 'backup', join(folder, 'busy.tar.gz'));
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim()).toMatch(
        /^The embedded database in .* is open in another process \(pid \d+, the server\?\): stop it first\./,
      );
      await expect(stat(join(folder, 'busy.tar.gz'))).rejects.toThrow();
    });

    const file = join(folder, 'portal.tar.gz');
    const backedUp = await admin(source.env, 'db', 'backup', file);
    expect(backedUp.code, backedUp.stderr).toBe(0);
    expect(backedUp.stdout).toMatch(/^Backed up .* to .*portal\.tar\.gz \(\d+\.\d MB\)\. Restore it with: npm run admin -- db restore /);

    const target = join(folder, 'restored');
    const restored = await admin({ DATA_DIR: target }, 'db', 'restore', file);
    expect(restored.code, restored.stderr).toBe(0);
    // Never over a database: a second restore into the same folder refuses.
    const again = await admin({ DATA_DIR: target }, 'db', 'restore', file);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('is not empty: move it aside');
    // A file that is no backup is refused, and leaves no folder behind.
    const bogus = await admin({ DATA_DIR: join(folder, 'bogus') }, 'db', 'restore', join(process.cwd(), 'package.json'));
    expect(bogus.code).toBe(1);
    expect(bogus.stderr).toContain('is not a backup made by "db backup"');
    expect((await admin({ DATABASE_URL: 'postgres://x@127.0.0.1:1/x' }, 'db', 'backup', file)).code).toBe(2);

    const copy = await openDatabase({ dataDir: target });
    try {
      expect(await fingerprint(copy)).toEqual(before);
      await signsInAndRollsBack(copy, jobId);
    } finally {
      await copy.close();
    }
  }, 120_000);

  it("never writes over a file unless told, nor inside the database's folder, and leaves nothing behind when it fails (issue 54, hole 9)", async () => {
    const dataDir = source.env.DATA_DIR!;
    const version = await readFile(join(dataDir, 'PG_VERSION'), 'utf8');
    // An older backup is kept; --force replaces it.
    const older = join(folder, 'older.tar.gz');
    await writeFile(older, 'an older backup');
    const kept = await admin(source.env, 'db', 'backup', older);
    expect(kept.code).toBe(1);
    expect(kept.stderr).toContain('already exists: choose another name, or add --force');
    expect(await readFile(older, 'utf8')).toBe('an older backup');
    const forced = await admin(source.env, 'db', 'backup', older, '--force');
    expect(forced.code, forced.stderr).toBe(0);
    expect((await stat(older)).size).toBeGreaterThan(1_000);
    // The database's own files, by name, by a path that climbs back in, and through a link: refused, even with --force.
    await symlink(join(dataDir, 'PG_VERSION'), join(folder, 'link-to-version'));
    for (const file of [
      join(dataDir, 'PG_VERSION'),
      join(dataDir, 'base', 'new.tar.gz'),
      join(folder, '..', basename(folder), 'x', '..', '..', relative(join(folder, '..'), dataDir), 'PG_VERSION'),
      join(folder, 'link-to-version'),
      dataDir,
    ]) {
      const refused = await admin(source.env, 'db', 'backup', file, '--force');
      expect(refused.code, file).toBe(1);
      expect(refused.stderr, file).toContain("is inside the database's own folder");
    }
    expect(await readFile(join(dataDir, 'PG_VERSION'), 'utf8')).toBe(version);
    // A folder as the file: refused before anything is written, and no partial file is left.
    await mkdir(join(folder, 'a-folder'));
    const onFolder = await admin(source.env, 'db', 'backup', join(folder, 'a-folder'), '--force');
    expect(onFolder.code).toBe(1);
    expect(onFolder.stderr).toContain('is a folder');
    // A file that cannot be written (its folder is a file): the failure leaves nothing.
    const unwritable = await admin(source.env, 'db', 'backup', join(older, 'inside.tar.gz'));
    expect(unwritable.code).toBe(1);
    expect((await readdir(folder)).filter((name) => name.includes('partial'))).toEqual([]);
    // The database still opens after all this.
    const database = await source.open();
    await database.close();
    // The flag is checked: anything else in its place is refused as usage.
    expect((await admin(source.env, 'db', 'backup', join(folder, 'x.tar.gz'), '--forse')).code).toBe(2);
  }, 120_000);
});

describe.runIf(onPostgres)('PostgreSQL: pg_dump and pg_restore, as docs/operations.md tells them', () => {
  it('restores a dump into a new database with the same data, that signs in and rolls back an import', async () => {
    const source = await databaseForChildProcess();
    const restoredName = `portal_restored_${randomBytes(6).toString('hex')}`;
    const folder = await mkdtemp(join(tmpdir(), 'portal-pgdump-'));
    const serverUrl = process.env.DATABASE_URL!;
    try {
      const { jobId, before } = await prepared(source);
      const file = join(folder, 'portal.dump');
      await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, source.env.DATABASE_URL!]);
      await adminStatement(serverUrl, `CREATE DATABASE ${restoredName}`);
      const restoredUrl = databaseUrlFor(serverUrl, restoredName);
      await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${restoredUrl}`, file]);
      const copy = await openDatabase({ databaseUrl: restoredUrl });
      try {
        expect(await fingerprint(copy)).toEqual(before);
        await signsInAndRollsBack(copy, jobId);
      } finally {
        await copy.close();
      }
    } finally {
      await source.remove();
      await adminStatement(serverUrl, `DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`);
      await rm(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
