import { finished } from 'node:stream/promises';
import { Kysely, PostgresDialect, sql, type PostgresPool, type Transaction } from 'kysely';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DB } from './schema.js';

/** A column's value: text, a number, a boolean, NULL, or (for a jsonb column) an object or array. */
export type BulkValue = string | number | boolean | null | Record<string, unknown> | readonly unknown[];

/**
 * Writes many rows into a table in one statement, inside the transaction it came with. Its statements
 * queue on that transaction's connection behind any already sent, so the caller may go on meanwhile.
 */
export interface BulkWriter {
  insert(table: string, columns: readonly string[], rows: readonly BulkValue[][]): Promise<void>;
}

/** Runs `work` in a transaction that can also write in bulk; commits if it returns, rolls back if it throws. */
export type BulkTransaction = <T>(work: (trx: Transaction<DB>, writer: BulkWriter) => Promise<T>) => Promise<T>;

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

const SPECIAL = /[\\\n\r\t]/;
const SPECIAL_EVERYWHERE = new RegExp(SPECIAL.source, 'g');

/** One value in COPY's text format: NULL as \N, and backslash, tab and line breaks escaped. */
function copyValue(value: BulkValue): string {
  if (value === null) return '\\N';
  if (typeof value === 'object') {
    // JSON.stringify writes tabs and line breaks as \t, \n and \r: a backslash is all that can need
    // escaping (a staged row's record and cells are two such values, on the upload's hot path).
    const json = JSON.stringify(value);
    return json.includes('\\') ? json.replaceAll('\\', '\\\\') : json;
  }
  const text = String(value);
  return SPECIAL.test(text) ? text.replace(SPECIAL_EVERYWHERE, (char) => ESCAPES[char]!) : text;
}

function checkIdentifiers(table: string, columns: readonly string[]) {
  for (const name of [table, ...columns]) if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain identifier: ${name}`);
}

/**
 * On a server: COPY FROM STDIN (pg-copy-streams), in a transaction on one connection taken from the
 * pool, with a Kysely bound to that connection so that its statements and the COPYs share the transaction.
 */
export function serverBulkTransaction(pool: pg.Pool): BulkTransaction {
  return async (work) => {
    const client = await pool.connect();
    try {
      // Kysely hands the connection back after the transaction; it goes back to the pool only below.
      const lent = { query: (...args: unknown[]) => (client.query as (...a: unknown[]) => unknown)(...args), release: () => {} };
      const bound = new Kysely<DB>({
        dialect: new PostgresDialect({ pool: { connect: async () => lent, end: async () => {} } as unknown as PostgresPool }),
      });
      const writer: BulkWriter = {
        async insert(table, columns, rows) {
          if (rows.length === 0) return;
          checkIdentifiers(table, columns);
          let data = '';
          for (const row of rows) data += `${row.map(copyValue).join('\t')}\n`;
          const stream = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
          stream.end(data);
          await finished(stream);
        },
      };
      return await bound.transaction().execute((trx) => work(trx, writer));
    } finally {
      // pg-pool drops a client whose connection broke instead of reusing it.
      client.release();
    }
  };
}

/**
 * On the embedded database: one INSERT of the rows as a JSON parameter, typed by the table's own row
 * type. Its COPY goes through a file for each call, which measured slower than this for batches of
 * thousands of rows (docs/benchmarks.md).
 */
export function embeddedBulkTransaction(db: Kysely<DB>): BulkTransaction {
  const writerOf = (trx: Transaction<DB>): BulkWriter => ({
    async insert(table, columns, rows) {
      if (rows.length === 0) return;
      checkIdentifiers(table, columns);
      const objects = rows.map((row) => Object.fromEntries(columns.map((column, i) => [column, row[i]])));
      const names = sql.join(columns.map((column) => sql.id(column)));
      await sql`INSERT INTO ${sql.table(table)} (${names}) SELECT ${names} FROM jsonb_populate_recordset(NULL::${sql.table(table)}, ${JSON.stringify(objects)}::jsonb)`.execute(
        trx,
      );
    },
  });
  return (work) => db.transaction().execute((trx) => work(trx, writerOf(trx)));
}
