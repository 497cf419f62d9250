import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordStatisticsTarget } from '../../src/modules/migration/commit/repository.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { uploadAndValidate, validMembersCsv } from '../helpers/migration.js';

describe("the staged records' sample", () => {
  it('is as small as shows the job about ten times and keeps every job among the most common, between targets 5 and 20', () => {
    // Never analyzed (or nothing to see): the sample as before.
    expect(recordStatisticsTarget(-1, 10_000, 0)).toBe(20);
    expect(recordStatisticsTarget(500_000, 0, 3)).toBe(20);
    // A large share of the table: the smallest sample (1,500 rows) sees it hundreds of times.
    expect(recordStatisticsTarget(0, 100_000, 0)).toBe(5);
    expect(recordStatisticsTarget(1_000_000, 100_000, 1)).toBe(5);
    // 10,000 records among 1.3 million: 1,310 rows hold about ten of them.
    expect(recordStatisticsTarget(1_300_000, 10_000, 2)).toBe(5);
    // 10,000 among 5 million: 5,010 rows, target 17.
    expect(recordStatisticsTarget(5_000_000, 10_000, 2)).toBe(17);
    // A small job in a large table: no cheap sample sees it; the sample stays at 20, as before.
    expect(recordStatisticsTarget(1_000_000, 1_000, 1)).toBe(20);
    // Nine jobs before this one: a list of ten most common values, whatever the job's share.
    expect(recordStatisticsTarget(900_000, 10_000, 9)).toBe(10);
    expect(recordStatisticsTarget(900_000, 100_000, 9)).toBe(10);
    // More jobs than the largest sample keeps: 20, as before.
    expect(recordStatisticsTarget(900_000, 100_000, 40)).toBe(20);
  });
});

describe("the planner's view of a job just validated", () => {
  let t: TestContext;
  let hr: string;
  beforeAll(async () => {
    // A database of its own: the test reads the staged records' planner statistics.
    t = await createTestApp();
    hr = await t.login('demo-hr-admin');
  });
  afterAll(async () => t.close());

  /** The rows the planner expects of the job's staged records (read as the members list reads its estimate). */
  const estimated = async (jobId: string) => {
    const [plan] = (await t.database.db.selectFrom('migration_records').selectAll().where('job_id', '=', jobId).explain('json')) as { 'QUERY PLAN': { Plan: { 'Plan Rows': number } }[] }[];
    return plan!['QUERY PLAN'][0]!.Plan['Plan Rows'];
  };

  it("knows each job's share of the staged records (from the smallest sample once the table has statistics)", async () => {
    // Several jobs, so that the later ones are a small share of a table the planner has seen; more jobs than
    // the smallest sample's five most common values (the last one was estimated at 1,100 of its 300 rows, and
    // a full bench's breakdown read every staged record for the first small job after nine large ones).
    const jobs = [...['RSA', 'RSB', 'RSC', 'RSE', 'RSF', 'RSG'].map((prefix) => [2_000, prefix] as const), [300, 'RSD'] as const];
    for (const [rows, prefix] of jobs) {
      const job = await uploadAndValidate(t, hr, validMembersCsv(rows, prefix));
      expect(job.status).toBe('validated');
      expect(job.validation.valid_row_count).toBe(rows);
      const expected = await estimated(job.id);
      expect(expected).toBeGreaterThan(rows / 3);
      expect(expected).toBeLessThan(rows * 3);
    }
  });
});
