import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { DEMO_ORG_ID } from '../../src/db/seed.js';
import { eventually } from '../helpers/server-process.js';
import { commit, previewReady, putMapping, uploadOk, validMembersCsv, waitForStatus } from '../helpers/migration.js';

let t: TestContext;
let hr: string;
beforeAll(async () => {
  // A database of its own: the test reads the members table's planner statistics.
  t = await createTestApp();
  hr = await t.login('demo-hr-admin');
});
afterAll(async () => t.close());

/** How many rows the planner believes the members table holds. */
const plannerCount = async () =>
  Number(
    (await sql<{ n: number }>`SELECT reltuples::float8 AS n FROM pg_class WHERE oid = 'members'::regclass`.execute(t.database.db)).rows[0]!
      .n,
  );

async function importMembers(rows: number, prefix: string) {
  const job = await previewReady(t, hr, validMembersCsv(rows, prefix));
  expect((await commit(t, hr, job.id)).statusCode).toBe(202);
  await waitForStatus(t, hr, job.id, 'completed');
}

// First in the file: it needs the demo organisation smaller than five others after its import.
describe("the planner's view of an organisation after a large import", () => {
  it('knows its share of the members when other organisations are more than the smallest sample keeps', async () => {
    // Five organisations of 1,000 members and three of ten, counted by a full ANALYZE; then the demo
    // organisation imports 600 (over a tenth of the table: the commit refreshes the statistics), fewer than
    // each large one holds. With five most common values the demo's share was the others' average (165 of 601).
    const { db } = t.database;
    for (const [index, size] of [1_000, 1_000, 1_000, 1_000, 1_000, 10, 10, 10].entries()) {
      const org = await sql<{
        id: string;
      }>`INSERT INTO organisations (id, slug, name) VALUES (gen_random_uuid(), ${`stats-${index}`}, ${`Statistics ${index}`}) RETURNING id`.execute(
        db,
      );
      await sql`INSERT INTO members (org_id, customer_id, external_id, full_name, email)
        SELECT ${org.rows[0]!.id}::uuid, 'CUS-ST' || ${index} || '-' || g, 'ST' || ${index} || '-' || g, 'Member ' || g, 'st' || ${index} || '.' || g || '@stats.example.et'
        FROM generate_series(1, ${size}::int) g`.execute(db);
    }
    await sql`ANALYZE members`.execute(db);
    await importMembers(600, 'STO');
    const actual = Number(
      (await sql<{ n: string }>`SELECT count(*) AS n FROM members WHERE org_id = ${DEMO_ORG_ID}::uuid`.execute(db)).rows[0]!.n,
    );
    const [plan] = (await db.selectFrom('members').selectAll().where('org_id', '=', DEMO_ORG_ID).explain('json')) as {
      'QUERY PLAN': { Plan: { 'Plan Rows': number } }[];
    }[];
    const expected = plan!['QUERY PLAN'][0]!.Plan['Plan Rows'];
    expect(expected).toBeGreaterThan(actual / 2);
    expect(expected).toBeLessThan(actual * 2);
  });
});

describe("an import's commit, the validations beside it, and the planner's statistics of its target", () => {
  it('counts the members an import adds, in its own transaction, once they are more than a tenth of the table', async () => {
    // Before: a validation planned its checks with statistics from before another import's commit, and
    // probed every member for each record by the wrong index (the load test's import stalled for minutes).
    await importMembers(2_000, 'STA');
    const afterFirst = await plannerCount();
    expect(afterFirst).toBeGreaterThanOrEqual(2_000);
    // 100 more is under a tenth: left to autovacuum, as it would be.
    await importMembers(100, 'STB');
    expect(await plannerCount()).toBe(afterFirst);
    await importMembers(1_000, 'STC');
    expect(await plannerCount()).toBeGreaterThanOrEqual(3_100);
  });

  // PGlite is one connection: a transaction held here would hold every request.
  it.skipIf(!process.env.DATABASE_URL)(
    "checks a file against the organisation's members after the import under way commits, not during it",
    async () => {
      const job = await uploadOk(t, hr, validMembersCsv(50, 'STD'));
      // Another connection holds the organisation's members as an import's commit does, to its end.
      const commitUnderWay = await t.database.pool.connect();
      try {
        await commitUnderWay.query('BEGIN');
        await commitUnderWay.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`migration.target:${DEMO_ORG_ID}:members`]);
        expect((await putMapping(t, hr, job.id, { column_mapping: job.suggested_mapping })).statusCode).toBe(200);
        // The validation stages its records, then waits for that lock before its checks.
        await eventually(
          'the validation waiting for the import',
          async () => {
            const waiting = await commitUnderWay.query(
              `SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND mode = 'ShareLock'`,
            );
            return waiting.rowCount === 1 ? true : undefined;
          },
          15_000,
        );
        const seen = (
          await t.app.inject({ method: 'GET', url: `/v1/migration/jobs/${job.id}`, headers: { authorization: `Bearer ${hr}` } })
        ).json().data;
        expect(seen.status).toBe('validating');
        await commitUnderWay.query('COMMIT');
      } finally {
        commitUnderWay.release();
      }
      const validated = await waitForStatus(t, hr, job.id, 'validated');
      expect(validated.validation.valid_row_count).toBe(50);
    },
  );
});
