import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { uploadAndValidate, validMembersCsv } from '../helpers/migration.js';

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
    const [plan] = (await t.database.db.selectFrom('migration_records').selectAll().where('job_id', '=', jobId).explain('json')) as {
      'QUERY PLAN': { Plan: { 'Plan Rows': number } }[];
    }[];
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
