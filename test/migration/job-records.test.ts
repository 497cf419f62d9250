import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jobRecordsTable } from '../../src/db/job-records.js';
import { DEMO_ORG_ID } from '../../src/db/seed.js';
import { HOUR_MS } from '../../src/lib/clock.js';
import { HousekeepingRepository } from '../../src/modules/housekeeping/repository.js';
import { HousekeepingService } from '../../src/modules/housekeeping/service.js';
import { OrganisationsRepository } from '../../src/modules/organisations/repository.js';
import { commit, MEMBERS_HEADER, post, upload, uploadAndValidate, uploadOk, validMembersCsv, waitForStatus } from '../helpers/migration.js';
import { bearer, createTestApp, expectError, type TestContext } from '../helpers/test-app.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

/** Each job's staged records are a table of their own, a partition of migration_records (migration 0032). */
describe("a job's records table", () => {
  let t: TestContext;
  let hr: string;
  let housekeeping: HousekeepingService;
  beforeEach(async () => {
    t = await createTestApp({ env: { MAX_IMPORT_ROWS: '50' } });
    hr = await t.login('demo-hr-admin');
    housekeeping = new HousekeepingService(new HousekeepingRepository(t.database.db), t.clock, {
      retainUploadsDays: 7,
      eventsRetainDays: 90,
      sessionIdleMinutes: 120,
    });
  });
  afterEach(async () => t.close());

  /** The tables migration_records is made of, by job id. */
  const partitions = async () => {
    const { rows } = await sql<{ name: string }>`
      SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = 'migration_records'::regclass ORDER BY 1`.execute(t.database.db);
    return rows.map((row) => row.name);
  };
  const exists = async (table: string) =>
    (await sql<{ found: boolean }>`SELECT to_regclass(${table}) IS NOT NULL AS found`.execute(t.database.db)).rows[0]!.found;
  const countIn = async (table: string) =>
    Number((await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(t.database.db)).rows[0]!.n);

  it('is made by the upload and holds the records staged from its file; the planner counts them from it', async () => {
    const before = await partitions();
    const job = await uploadAndValidate(t, hr, validMembersCsv(7, 'JRT'));
    expect(job.status).toBe('validated');
    const table = jobRecordsTable(job.id);
    expect(await partitions()).toEqual([...before, table].sort());
    expect(await countIn(table)).toBe(7);
    // Read through migration_records, the job's rows come from its table alone.
    const [plan] = (await t.database.db.selectFrom('migration_records').selectAll().where('job_id', '=', job.id).explain('json')) as {
      'QUERY PLAN': { Plan: { 'Plan Rows': number; 'Relation Name'?: string; Plans?: { 'Relation Name'?: string }[] } }[];
    }[];
    const top = plan!['QUERY PLAN'][0]!.Plan;
    expect(top['Relation Name'] ?? top.Plans?.[0]?.['Relation Name']).toBe(table);
    expect(top['Plan Rows']).toBe(7);
  });

  it('is not left behind by an upload that fails, and the next upload makes its own', async () => {
    const before = await partitions();
    const tooMany = expectError(await upload(t, hr, validMembersCsv(51, 'JRF')), 413, 'PAYLOAD_TOO_LARGE');
    expect(tooMany.details[0]?.issue).toBe('at most 50 data rows');
    expectError(await upload(t, hr, `${MEMBERS_HEADER}\n`, { datasetType: 'no_such_dataset' }), 400, 'VALIDATION_FAILED');
    expect(await partitions()).toEqual(before);
    const job = await uploadOk(t, hr, validMembersCsv(3, 'JRF'));
    expect(await partitions()).toEqual([...before, jobRecordsTable(job.id)].sort());
  });

  it("refuses a delete through migration_records: the release before this one's housekeeping deleted by row address, which repeats in every job's table", async () => {
    const first = await uploadAndValidate(t, hr, validMembersCsv(4, 'JRD'));
    const second = await uploadAndValidate(t, hr, validMembersCsv(4, 'JRE'));
    const oldHousekeeping = sql`DELETE FROM migration_records WHERE ctid IN (SELECT ctid FROM migration_records WHERE job_id = ${first.id}::uuid LIMIT 10000)`;
    await expect(oldHousekeeping.execute(t.database.db)).rejects.toThrow(/from its own table/);
    await expect(t.database.db.deleteFrom('migration_records').where('job_id', '=', second.id).execute()).rejects.toThrow(
      /from its own table/,
    );
    expect(await countIn(jobRecordsTable(first.id))).toBe(4);
    expect(await countIn(jobRecordsTable(second.id))).toBe(4);
    // The importer's own deletes name the job's table: validating again with another mapping stages anew.
    const again = await t.app.inject({
      method: 'PUT',
      url: `/v1/migration/jobs/${second.id}/mapping`,
      headers: bearer(hr),
      payload: { column_mapping: { ...second.column_mapping, allowance_amount: undefined } },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await waitForStatus(t, hr, second.id, 'validated')).validation.valid_row_count).toBe(4);
  });

  it('is emptied and dropped by housekeeping once the job can no longer change', async () => {
    const job = await uploadAndValidate(t, hr, validMembersCsv(4, 'JRH'));
    const table = jobRecordsTable(job.id);
    t.clock.advance(8 * 24 * HOUR_MS);
    const removed = await housekeeping.run();
    expect(removed).toMatchObject({ jobs_emptied: 1, migration_records: 4 });
    expect(await exists(table)).toBe(false);
    expect((await housekeeping.run()).migration_records).toBe(0);
  });

  it('is emptied with its organisation, and dropped by housekeeping after', async () => {
    const job = await uploadAndValidate(t, hr, validMembersCsv(5, 'JRO'));
    const table = jobRecordsTable(job.id);
    const removed = await new OrganisationsRepository(t.database.db).removeOrganisation(DEMO_ORG_ID);
    expect(removed).toMatchObject({ migration_records: 5, migration_jobs: 1 });
    expect(await exists(table)).toBe(true);
    expect(await countIn(table)).toBe(0);
    await housekeeping.run();
    expect(await exists(table)).toBe(false);
  });

  it.runIf(onPostgres)(
    'is emptied at once but dropped on a later run while other statements hold the records (the drop waits 100 ms, not for them)',
    async () => {
      const job = await uploadAndValidate(t, hr, validMembersCsv(3, 'JRL'));
      const table = jobRecordsTable(job.id);
      t.clock.advance(8 * 24 * HOUR_MS);
      const holder = await t.database.pool.connect();
      try {
        await holder.query('BEGIN');
        await holder.query('LOCK TABLE ONLY migration_records IN ACCESS SHARE MODE');
        const started = Date.now();
        expect(await housekeeping.run()).toMatchObject({ jobs_emptied: 1, migration_records: 3 });
        expect(Date.now() - started).toBeLessThan(5_000);
        expect(await exists(table)).toBe(true);
        expect(await countIn(table)).toBe(0);
        await holder.query('COMMIT');
      } finally {
        holder.release();
      }
      expect((await housekeeping.run()).migration_records).toBe(0);
      expect(await exists(table)).toBe(false);
    },
  );

  it.runIf(onPostgres)(
    "is all a job's statements touch: an import runs to its end and rolls back while another job's table is locked",
    async () => {
      const other = await uploadAndValidate(t, hr, validMembersCsv(3, 'JRA'));
      const holder = await t.database.pool.connect();
      try {
        // Should a statement wait for the lock, the holder is ended after 25 s and its COMMIT below fails.
        await holder.query("SET idle_in_transaction_session_timeout = '25s'");
        await holder.query('BEGIN');
        // What housekeeping's TRUNCATE takes: any statement that reads the other job's table would wait here.
        await holder.query(`LOCK TABLE ${jobRecordsTable(other.id)} IN ACCESS EXCLUSIVE MODE`);
        const duplicated = `${MEMBERS_HEADER}\nJRB-1,Member One,one.jrb@example.et,+251911400001,1990-01-15,female,HR,2020-02-01,BASIC,1000.00\nJRB-2,Member Two,one.jrb@example.et,+251911400002,1990-01-15,female,HR,2020-02-01,BASIC,1000.00\n`;
        const job = await uploadAndValidate(t, hr, duplicated);
        expect(job.validation.errors_by_code).toMatchObject({ DUPLICATE_IN_FILE: 1 });
        const rows = await t.app.inject({
          method: 'GET',
          url: `/v1/migration/jobs/${job.id}/rows?code=DUPLICATE_IN_FILE`,
          headers: bearer(hr),
        });
        expect(rows.json().data.items.map((row: { row: number }) => row.row)).toEqual([3]);
        const fixed = await t.app.inject({
          method: 'PATCH',
          url: `/v1/migration/jobs/${job.id}/rows/3`,
          headers: bearer(hr),
          payload: { cells: { email: 'two.jrb@example.et' } },
        });
        expect(fixed.statusCode, fixed.body).toBe(200);
        expect((await post(t, hr, job.id, 'preview')).statusCode).toBe(200);
        expect((await commit(t, hr, job.id)).statusCode).toBe(202);
        await waitForStatus(t, hr, job.id, 'completed');
        const rolledBack = await post(t, await t.login('demo-super-user'), job.id, 'rollback');
        expect(rolledBack.json().data.status).toBe('rolled_back');
        await holder.query('COMMIT');
      } finally {
        holder.release(true);
      }
    },
    60_000,
  );
});
