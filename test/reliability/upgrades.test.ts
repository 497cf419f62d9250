import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { openDatabase } from '../../src/db/database.js';
import { migrate, SchemaTooNewError } from '../../src/db/migrator.js';
import { emptyDatabase } from '../helpers/empty-database.js';
import { testConfig } from '../helpers/test-app.js';

/**
 * Start-up and upgrades (issue 36): instances that start together on a fresh database, and a database
 * whose schema a newer release made.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

describe.runIf(onPostgres)('replicas that start together', () => {
  it('become ready, all three, on a fresh PostgreSQL database, ten times in a row', async () => {
    for (let trial = 1; trial <= 10; trial++) {
      const fresh = await emptyDatabase();
      try {
        const config = testConfig({ ...fresh.env, DATABASE_POOL_SIZE: '4' });
        const started = await Promise.allSettled([buildApp(config), buildApp(config), buildApp(config)]);
        const failures = started.filter((s): s is PromiseRejectedResult => s.status === 'rejected').map((s) => String((s.reason as Error).message));
        try {
          expect(failures, `trial ${trial}`).toEqual([]);
          for (const s of started) {
            if (s.status !== 'fulfilled') continue;
            const ready = await s.value.inject({ method: 'GET', url: '/readyz' });
            expect(ready.statusCode, `trial ${trial}`).toBe(200);
          }
          // Migrated once: each migration recorded once, by this release.
          const counted = await fresh.count();
          expect(counted.organisations, `trial ${trial}`).toBe(1);
        } finally {
          for (const s of started) if (s.status === 'fulfilled') await s.value.close();
        }
      } finally {
        await fresh.remove();
      }
    }
  }, 240_000);
});

describe('a database a newer release upgraded', () => {
  let fresh: Awaited<ReturnType<typeof emptyDatabase>>;
  beforeAll(async () => {
    fresh = await emptyDatabase();
  });
  afterAll(async () => fresh.remove());

  it('is refused at start with one line that names the release to run, and nothing is changed', async () => {
    const config = testConfig(fresh.env);
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      await migrate(database.pool, '0.2.0');
      const recorded = await database.pool.query<{ release: string }>('SELECT DISTINCT release FROM schema_migrations');
      expect(recorded.rows).toEqual([{ release: '0.2.0' }]);
      // A later release added a migration this one does not have.
      await database.pool.query("INSERT INTO schema_migrations (name, release) VALUES ('0099_from_the_future.sql', '0.9.0')");
      const refused = await migrate(database.pool, '0.2.0').catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(SchemaTooNewError);
      expect((refused as Error).message).toBe(
        "The database's schema is newer than this release: it has the migration 0099_from_the_future.sql, which this release does not know. Run release 0.9.0 or newer (docs/operations.md, \"Upgrades\").",
      );
      expect((refused as Error).message).not.toContain('\n');
    } finally {
      await database.close();
    }
    // The server itself refuses to start on it.
    await expect(buildApp(config, { backgroundWork: false })).rejects.toThrow(/newer than this release.*Run release 0\.9\.0 or newer/);
  }, 60_000);
});

describe('a job staged by a release from before row edits', () => {
  it('answers 409 "validate again" for its rows and corrected file, never blank cells, and reads right once validated', async () => {
    const { createTestApp, bearer, expectError } = await import('../helpers/test-app.js');
    const { uploadAndValidate, post } = await import('../helpers/migration.js');
    const t = await createTestApp();
    try {
      const hr = await t.login('demo-hr-admin');
      const job = await uploadAndValidate(t, hr, 'external_id,full_name,email\nUP1,Before Upgrade,up1@x.et\nUP2,,up2@x.et\n');
      // What migration 0009 left of such a job: records without their cells, marked to be staged again.
      await t.database.db.updateTable('migration_records').set({ cells: null }).where('job_id', '=', job.id).execute();
      await t.database.db.updateTable('migration_jobs').set({ staged_mapping: null, staged_on: null }).where('id', '=', job.id).execute();
      for (const path of ['rows', 'corrected-file']) {
        const error = expectError(await t.app.inject({ method: 'GET', url: `/v1/migration/jobs/${job.id}/${path}`, headers: bearer(hr) }), 409, 'MIGRATION_JOB_LOCKED');
        expect(error.details[0]).toMatchObject({ field: 'status', reason: 'staged_before_upgrade' });
      }
      expect((await post(t, hr, job.id, 'validate')).statusCode).toBe(200);
      const rows = (await t.app.inject({ method: 'GET', url: `/v1/migration/jobs/${job.id}/rows`, headers: bearer(hr) })).json().data;
      expect(rows.items.map((r: { cells: Record<string, string> }) => r.cells.full_name)).toEqual(['Before Upgrade', '']);
      const file = await t.app.inject({ method: 'GET', url: `/v1/migration/jobs/${job.id}/corrected-file`, headers: bearer(hr) });
      expect(file.body).toContain('UP1,Before Upgrade,up1@x.et');
    } finally {
      await t.close();
    }
  });
});
