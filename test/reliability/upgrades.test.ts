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
        const failures = started
          .filter((s): s is PromiseRejectedResult => s.status === 'rejected')
          .map((s) => String((s.reason as Error).message));
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
        'The database\'s schema is newer than this release: it has the migration 0099_from_the_future.sql, which this release does not know. Run release 0.9.0 or newer (docs/operations.md, "Upgrades").',
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
        const error = expectError(
          await t.app.inject({ method: 'GET', url: `/v1/migration/jobs/${job.id}/${path}`, headers: bearer(hr) }),
          409,
          'MIGRATION_JOB_LOCKED',
        );
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

describe('a database made by the release of commit 8cf1695 (test/fixtures/release-8cf1695.sql)', () => {
  it('upgrades with every row kept; its sessions work; its staged jobs read, commit and roll back', async () => {
    const { readFile } = await import('node:fs/promises');
    const { ManualClock } = await import('../../src/lib/clock.js');
    const { seed } = await import('../../src/db/seed.js');
    const { jobRecordsTable } = await import('../../src/db/job-records.js');
    const { bearer, expectError } = await import('../helpers/test-app.js');
    const fixture = JSON.parse(await readFile('test/fixtures/release-8cf1695.json', 'utf8')) as {
      jobs: Record<'committed' | 'previewed' | 'withErrors', string>;
      sessions: Record<'hr' | 'superUser' | 'finance', string>;
    };
    const dump = await readFile('test/fixtures/release-8cf1695.sql', 'utf8');
    const fresh = await emptyDatabase();
    const config = testConfig(fresh.env);
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      // Loaded as the old release left it, then the session's settings the dump changed put back.
      if (database.pglite) await database.pglite.exec(dump);
      else await database.pool.query(dump);
      await database.pool.query('RESET ALL');
      const fingerprint = async () => {
        const of = async (query: string) => (await database.pool.query<{ f: string | null; n: string }>(query)).rows[0]!;
        return {
          members: await of(
            "SELECT md5(string_agg(concat_ws(',', id, external_id, full_name, email, phone, status), '|' ORDER BY id)) AS f, count(*) AS n FROM members",
          ),
          jobs: await of(
            "SELECT md5(string_agg(concat_ws(',', id, status, row_count, file_name), '|' ORDER BY id)) AS f, count(*) AS n FROM migration_jobs",
          ),
          chunks: await of("SELECT md5(string_agg(md5(data), '|' ORDER BY job_id, seq)) AS f, count(*) AS n FROM migration_file_chunks"),
          records: await of(
            "SELECT md5(string_agg(concat_ws(',', job_id, row_number, record::text, skipped), '|' ORDER BY job_id, row_number)) AS f, count(*) AS n FROM migration_records",
          ),
          events: await of("SELECT md5(string_agg(concat_ws(',', id, kind, data::text), '|' ORDER BY id)) AS f, count(*) AS n FROM events"),
          profiles: await of(
            "SELECT md5(string_agg(concat_ws(',', id, name, column_mapping::text), '|' ORDER BY id)) AS f, count(*) AS n FROM mapping_profiles",
          ),
          users: await of(
            "SELECT md5(string_agg(concat_ws(',', id, email, full_name, roles::text), '|' ORDER BY id)) AS f, count(*) AS n FROM users",
          ),
        };
      };
      const before = await fingerprint();
      expect(Number(before.members.n)).toBe(4);
      expect(Number(before.jobs.n)).toBe(3);
      const applied = await migrate(database.pool, 'test');
      expect(applied[0]).toBe('0006_console.sql');
      await seed(database.db);
      expect(await fingerprint()).toEqual(before);
      expect(Number(before.records.n)).toBe(8);
      // Each job's records moved to a table of their own (migration 0032).
      const tables = await database.pool.query<{ name: string }>(
        "SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'migration_records'::regclass",
      );
      expect(tables.rows.map((row) => row.name).sort()).toEqual(Object.values(fixture.jobs).map(jobRecordsTable).sort());

      const { buildApp: build } = await import('../../src/app.js');
      // The clock a few minutes after the old release stopped: its sessions are still live.
      const lastSeen = (await database.pool.query<{ at: Date }>('SELECT max(last_seen_at) AS at FROM sessions')).rows[0]!.at;
      const app = await build(config, { database, clock: new ManualClock(new Date(lastSeen.getTime() + 5 * 60_000)) });
      try {
        const as = (who: keyof typeof fixture.sessions) => bearer(fixture.sessions[who]);
        const get = (url: string, who: keyof typeof fixture.sessions = 'hr') => app.inject({ method: 'GET', url, headers: as(who) });
        const post = (url: string, who: keyof typeof fixture.sessions = 'hr', headers: Record<string, string> = {}) =>
          app.inject({ method: 'POST', url, headers: { ...as(who), ...headers } });
        // The old sessions go on.
        expect((await get('/v1/auth/me')).json().data.email).toBe('abebe.girma@demo.portal.et');
        expect((await get('/v1/auth/me', 'finance')).statusCode).toBe(200);
        // The committed import lists its members.
        const members = (await get(`/v1/members?import_job_id=${fixture.jobs.committed}`)).json().data;
        expect(members.items.map((m: { external_id: string }) => m.external_id).sort()).toEqual(['UPG-1', 'UPG-2', 'UPG-3']);
        // The job validated with errors: its rows need a validation first (never blank cells), then read right.
        const job = fixture.jobs.withErrors;
        expect(expectError(await get(`/v1/migration/jobs/${job}/rows`), 409, 'MIGRATION_JOB_LOCKED').details[0]!.reason).toBe(
          'staged_before_upgrade',
        );
        expectError(await get(`/v1/migration/jobs/${job}/corrected-file`), 409, 'MIGRATION_JOB_LOCKED');
        const validated = await post(`/v1/migration/jobs/${job}/validate`);
        expect(validated.statusCode, validated.body).toBe(200);
        expect(validated.json().data.validation.errors_by_code).toMatchObject({ INVALID_EMAIL: 1, UNKNOWN_DEPARTMENT: 1 });
        const rows = (await get(`/v1/migration/jobs/${job}/rows`)).json().data.items as { cells: Record<string, string> }[];
        expect(rows.map((r) => r.cells['Employee No'])).toEqual(['UPG-6', 'UPG-7', 'UPG-8']);
        expect((await get(`/v1/migration/jobs/${job}/corrected-file`)).body).toContain('UPG-8,Almaz Bekele,almaz.upg@example.et');
        // The job previewed before the upgrade commits as it is.
        const previewed = fixture.jobs.previewed;
        expect((await get(`/v1/migration/jobs/${previewed}`)).json().data.status).toBe('preview_ready');
        const committing = await post(`/v1/migration/jobs/${previewed}/commit`, 'hr', {
          'idempotency-key': '0b1f6a9e-3c2d-4e5f-8a7b-9c0d1e2f3a4b',
        });
        expect(committing.statusCode, committing.body).toBe(202);
        for (let i = 0; i < 200 && (await get(`/v1/migration/jobs/${previewed}`)).json().data.status !== 'completed'; i++)
          await new Promise((r) => setTimeout(r, 100));
        expect((await get(`/v1/migration/jobs/${previewed}`)).json().data.status).toBe('completed');
        // The import committed before the upgrade rolls back.
        const rolledBack = await post(`/v1/migration/jobs/${fixture.jobs.committed}/rollback`, 'superUser');
        expect(rolledBack.statusCode, rolledBack.body).toBe(200);
        expect(rolledBack.json().data.status).toBe('rolled_back');
        const after = (await get(`/v1/members?import_job_id=${fixture.jobs.committed}&status=inactive`)).json().data;
        expect(after.total_items).toBe(3);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
      await fresh.remove();
    }
  }, 120_000);
});
