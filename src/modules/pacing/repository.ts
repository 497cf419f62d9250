import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { API_APPLICATION_NAMES } from '../../db/database.js';

export class PacingRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Statements that API instances have running in this database now. Sessions of the same database
   * user are visible in pg_stat_activity without any grant, and a read of it touches no table.
   */
  async busyApiStatements(): Promise<number> {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()
        AND application_name IN (${sql.join(API_APPLICATION_NAMES)})`.execute(this.db);
    return rows[0]?.n ?? 0;
  }
}
