import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { ReferenceRule } from '../datasets/types.js';
import { unknownReferenceErrors as unknownErrors } from '../validation/repository.js';

/** Creating the rows of a reference table that a job's rows name and the organisation lacks: the only SQL of this stage. */
export class ReferencesRepository {
  constructor(readonly db: Kysely<DB>) {}

  /**
   * Creates a row of the reference table for each missing value (code and name from the value, the code
   * cut to `codeMaxLength` when given; the table's other columns take their defaults), answering what it
   * created, and the rows whose error it settles.
   */
  async createMissing(trx: Transaction<DB>, rule: ReferenceRule, orgId: string, jobId: string, now: Date) {
    const { table, field, code } = rule;
    const codeMaxLength = rule.missing?.codeMaxLength;
    const values = sql`SELECT DISTINCT ON (fold_amharic(e.value)) e.value FROM migration_errors e WHERE ${unknownErrors(jobId, field, code)} ORDER BY fold_amharic(e.value), e.row_number`;
    const codeOf = codeMaxLength === undefined ? sql`v.value` : sql`left(v.value, ${codeMaxLength}::int)`;
    const created = await sql<{ id: string; code: string; name: string }>`
      INSERT INTO ${sql.table(table)} (org_id, code, name, created_at, updated_at)
      SELECT ${orgId}::uuid, ${codeOf}, v.value, ${now}, ${now} FROM (${values}) v RETURNING id, code, name`.execute(trx);
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
