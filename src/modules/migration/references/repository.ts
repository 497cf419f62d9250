import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { ReferenceTable } from '../datasets/types.js';
import { unknownReferenceErrors as unknownErrors } from '../validation/repository.js';

/** Creating what a job's rows name and the organisation lacks (departments, packages): the only SQL of this stage. */
export class ReferencesRepository {
  constructor(readonly db: Kysely<DB>) {}

  /**
   * Creates a row of the reference table for each missing value (code and name from the value; a package
   * without an allowance), answering what it created, and the rows whose error it settles.
   */
  async createMissing(trx: Transaction<DB>, table: ReferenceTable, orgId: string, jobId: string, field: string, code: string, now: Date) {
    const values = sql`SELECT DISTINCT ON (lower(e.value)) e.value FROM migration_errors e WHERE ${unknownErrors(jobId, field, code)} ORDER BY lower(e.value), e.row_number`;
    const created =
      table === 'departments'
        ? await sql<{ id: string; code: string; name: string }>`
          INSERT INTO departments (org_id, code, name, created_at, updated_at)
          SELECT ${orgId}::uuid, left(v.value, 64), v.value, ${now}, ${now} FROM (${values}) v RETURNING id, code, name`.execute(trx)
        : await sql<{ id: string; code: string; name: string }>`
          INSERT INTO benefit_packages (org_id, code, name, created_at, updated_at)
          SELECT ${orgId}::uuid, v.value, v.value, ${now}, ${now} FROM (${values}) v RETURNING id, code, name`.execute(trx);
    const rows = await sql<{
      row_number: number;
    }>`SELECT DISTINCT e.row_number FROM migration_errors e WHERE ${unknownErrors(jobId, field, code)}`.execute(trx);
    return { created: created.rows, rows: rows.rows.map((r) => r.row_number) };
  }

  /** The settled errors go; the reference rule then runs again over those rows. */
  async deleteUnknownErrors(trx: Transaction<DB>, jobId: string, field: string, code: string) {
    await sql`DELETE FROM migration_errors e WHERE ${unknownErrors(jobId, field, code)}`.execute(trx);
  }
}
