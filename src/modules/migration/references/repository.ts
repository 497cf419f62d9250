import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { ReferenceTable } from '../datasets/types.js';

type Db = Kysely<DB> | Transaction<DB>;

/** The errors of a reference field that name nothing (not those that name an archived row). */
const unknownErrors = (jobId: string, field: string, code: string) =>
  sql`e.job_id = ${jobId}::uuid AND e.field = ${field} AND e.code = ${code} AND e.value IS NOT NULL AND (e.params IS NULL OR e.params->>'reason' IS DISTINCT FROM 'archived')`;

/** A members job's values that name no department or package of the organisation: the only SQL of this stage. */
export class ReferencesRepository {
  constructor(readonly db: Kysely<DB>) {}

  /** The values, each once (case aside, as first written), with their rows, most rows first: `limit` of them, and how many there are. */
  async missingValues(db: Db, jobId: string, field: string, code: string, limit: number) {
    const grouped = sql`SELECT min(e.value) AS value, count(*)::int AS rows FROM migration_errors e WHERE ${unknownErrors(jobId, field, code)} GROUP BY lower(e.value)`;
    const [values, total] = await Promise.all([
      sql<{ value: string; rows: number }>`SELECT value, rows FROM (${grouped}) g ORDER BY rows DESC, value LIMIT ${limit}`.execute(db),
      sql<{ n: number }>`SELECT count(*)::int AS n FROM (${grouped}) g`.execute(db),
    ]);
    return { values: values.rows, valueCount: total.rows[0]!.n };
  }

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
