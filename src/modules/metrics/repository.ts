import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** The counts the metrics read from the database at each scrape. */
export class MetricsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async jobsByStatus(): Promise<{ status: string; count: number }[]> {
    const rows = await this.db
      .selectFrom('migration_jobs')
      .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
      .groupBy('status')
      .execute();
    return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
  }

  /** pg-boss's jobs by queue and state (its own table, in its own schema). */
  async queueJobs(): Promise<{ queue: string; state: string; count: number }[]> {
    const result = await sql<{
      name: string;
      state: string;
      count: string;
    }>`SELECT name, state::text AS state, count(*) AS count FROM pgboss.job GROUP BY name, state`.execute(this.db);
    return result.rows.map((row) => ({ queue: row.name, state: row.state, count: Number(row.count) }));
  }
}
