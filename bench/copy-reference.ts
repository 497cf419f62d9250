import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrator.js';
import { DEMO_ORG_ID, seed } from '../src/db/seed.js';
import { memberRow } from './members-file.js';
import { embeddedDataDir } from './processes.js';

const COLUMNS =
  'org_id, external_id, full_name, email, phone, date_of_birth, gender, department_id, employment_start_date, package_id, allowance_amount';
const CREATE = `DROP TABLE IF EXISTS bench_copy_reference;
  CREATE TABLE bench_copy_reference (LIKE members INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING INDEXES)`;

type Query = (text: string) => Promise<{ rows: Record<string, string>[] }>;

/** The same rows as COPY wants them (rows `firstRow` on of a batch): references resolved to ids, as a CSV a megabyte at a time. */
async function copyChunks(query: Query, batch: number, rows: number, firstRow = 1): Promise<string[]> {
  const departments = new Map(
    (await query(`SELECT code, id FROM departments WHERE org_id = '${DEMO_ORG_ID}'`)).rows.map((r) => [r.code!, r.id!]),
  );
  const packages = new Map(
    (await query(`SELECT code, id FROM benefit_packages WHERE org_id = '${DEMO_ORG_ID}'`)).rows.map((r) => [r.code!, r.id!]),
  );
  const chunks: string[] = [];
  let chunk = '';
  for (let i = firstRow; i < firstRow + rows; i++) {
    const [externalId, name, email, phone, birth, gender, department, start, pkg, allowance] = memberRow(batch, i);
    chunk += `${DEMO_ORG_ID},${externalId},${name},${email},${phone},${birth},${gender},${departments.get(department!)},${start},${packages.get(pkg!)},${allowance}\n`;
    if (chunk.length > 1 << 20) {
      chunks.push(chunk);
      chunk = '';
    }
  }
  chunks.push(chunk);
  return chunks;
}

/**
 * The reference of the import figures, as the speed issue defines it: a bare COPY of the rows into the
 * members table itself, its reference checks (migration 0030) and unique indexes included. The search text is not the members
 * table's since migration 0025: its triggers are told to leave it to the worker, as an import's
 * transaction tells them (`portal.member_search`). The same rows into a copy
 * of the table without reference checks are timed beside it (what the reference checks cost). Seconds each.
 */
export interface CopySeconds {
  members: number;
  withoutReferenceChecks: number;
}

/** What an import's transaction says before it writes members (members/search-index). */
export const DEFER_SEARCH_TEXT = `SELECT set_config('portal.member_search', 'deferred', true)`;

/**
 * On PostgreSQL, into the API's own members table as the imports find it (it grows run by run), in a
 * transaction rolled back and followed by VACUUM, so that the imports never meet its rows or the dead
 * entries a rollback leaves in the indexes. `batch` must be one no import uses (0: its phone numbers
 * would not pass validation, which COPY does not do).
 */
export async function copyReferencePostgres(databaseUrl: string, batch: number, rows: number): Promise<CopySeconds> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const chunks = await copyChunks((text) => client.query(text), batch, rows);
    const timedCopy = async (table: string) => {
      const started = performance.now();
      const stream = client.query(copyFrom(`COPY ${table} (${COLUMNS}) FROM STDIN WITH (FORMAT csv)`));
      for (const chunk of chunks) if (!stream.write(chunk)) await once(stream, 'drain');
      stream.end();
      await once(stream, 'finish');
      return (performance.now() - started) / 1000;
    };
    await client.query('BEGIN');
    await client.query(DEFER_SEARCH_TEXT);
    const members = await timedCopy('members');
    await client.query('ROLLBACK');
    await client.query(CREATE);
    const withoutReferenceChecks = await timedCopy('bench_copy_reference');
    await client.query('DROP TABLE bench_copy_reference');
    // The rolled-back rows' dead entries would slow the next run's reference.
    await client.query('VACUUM members');
    return { members, withoutReferenceChecks };
  } finally {
    await client.end();
  }
}

/** The same on PGlite in a fresh folder on disk (as the API's), with its own COPY from a blob. */
export async function copyReferencePglite(batch: number, rows: number): Promise<CopySeconds> {
  const dataDir = await embeddedDataDir();
  const database = await openDatabase({ dataDir: dataDir.path });
  try {
    await migrate(database.pool);
    await seed(database.db);
    const pglite = database.pglite!;
    const chunks = await copyChunks((text) => pglite.query<Record<string, string>>(text), batch, rows);
    await pglite.exec(CREATE);
    const blob = new Blob(chunks);
    const timedCopy = async (table: string) => {
      const started = performance.now();
      await pglite.query(`COPY ${table} (${COLUMNS}) FROM '/dev/blob' WITH (FORMAT csv)`, [], { blob });
      return (performance.now() - started) / 1000;
    };
    await pglite.exec('BEGIN');
    await pglite.exec(DEFER_SEARCH_TEXT);
    const members = await timedCopy('members');
    await pglite.exec('COMMIT');
    return { members, withoutReferenceChecks: await timedCopy('bench_copy_reference') };
  } finally {
    await database.close();
    await dataDir.remove();
  }
}

/**
 * Brings the members table of the database at `databaseUrl` up to `members` rows, by COPY, committed (the
 * demo organisation's; batch 0 from its millionth row on, which neither the reference nor any import
 * uses). Answers how many were added. The importer of the baseline commit gets as many members to check
 * its files against as today's met: today's database also receives the XLSX and payroll-export imports
 * of each run, and validation and the commit both cost more against a larger table.
 */
export async function padMembers(databaseUrl: string, members: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const have = Number((await client.query<{ n: string }>('SELECT count(*) AS n FROM members')).rows[0]!.n);
    const missing = members - have;
    if (missing <= 0) return 0;
    const chunks = await copyChunks((text) => client.query(text), 0, missing, 1_000_000 + have);
    const stream = client.query(copyFrom(`COPY members (${COLUMNS}) FROM STDIN WITH (FORMAT csv)`));
    for (const chunk of chunks) if (!stream.write(chunk)) await once(stream, 'drain');
    stream.end();
    await once(stream, 'finish');
    await client.query('VACUUM ANALYZE members');
    return missing;
  } finally {
    await client.end();
  }
}
