import { finished } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type PostgresPool, type Transaction } from 'kysely';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DB } from './schema.js';

/** Writes rows into a table with COPY, inside the transaction it came with. */
export interface CopyWriter {
  /** `data`: whole lines in COPY's text format (see `copyLine`). */
  copy(table: string, columns: readonly string[], data: string): Promise<void>;
  /**
   * Whether the caller may prepare the next rows while a COPY runs. A server runs it in its own
   * process; the embedded database runs it on this thread, and statements may not interleave there.
   */
  overlaps: boolean;
}

/** Runs `work` in a transaction that can also COPY; commits if it returns, rolls back if it throws. */
export type CopyTransaction = <T>(work: (trx: Transaction<DB>, writer: CopyWriter) => Promise<T>) => Promise<T>;

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** One value in COPY's text format: NULL as \N, and backslash, tab and line breaks escaped. */
function copyValue(value: string | number | null): string {
  if (value === null) return '\\N';
  const text = String(value);
  return /[\\\n\r\t]/.test(text) ? text.replace(/[\\\n\r\t]/g, (char) => ESCAPES[char]!) : text;
}

/** One row in COPY's text format, with its line end. */
export function copyLine(values: readonly (string | number | null)[]): string {
  return `${values.map(copyValue).join('\t')}\n`;
}

function copyStatement(table: string, columns: readonly string[], source: string): string {
  for (const name of [table, ...columns]) if (!/^[a-z_]+$/.test(name)) throw new Error(`Not a plain identifier: ${name}`);
  return `COPY ${table} (${columns.join(', ')}) FROM ${source}`;
}

/**
 * On a server, a transaction on one connection taken from the pool, with a Kysely bound to it, so that
 * its statements and its COPYs (pg-copy-streams, FROM STDIN) share the transaction.
 */
export function serverCopyTransaction(pool: pg.Pool): CopyTransaction {
  return async (work) => {
    const client = await pool.connect();
    try {
      // Kysely hands the connection back after the transaction; it goes back to the pool only below.
      const lent = { query: (...args: unknown[]) => (client.query as (...a: unknown[]) => unknown)(...args), release: () => {} };
      const onClient = { connect: async () => lent, end: async () => {} } as unknown as PostgresPool;
      const bound = new Kysely<DB>({ dialect: new PostgresDialect({ pool: onClient }) });
      const writer: CopyWriter = {
        overlaps: true,
        async copy(table, columns, data) {
          const stream = client.query(copyFrom(copyStatement(table, columns, 'STDIN')));
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

/** On the embedded database, its own COPY from a blob, on its one connection (already in the transaction). */
export function embeddedCopyTransaction(db: Kysely<DB>, pglite: PGlite): CopyTransaction {
  const writer: CopyWriter = {
    overlaps: false,
    async copy(table, columns, data) {
      await pglite.query(copyStatement(table, columns, "'/dev/blob'"), [], { blob: new Blob([data]) });
    },
  };
  return (work) => db.transaction().execute((trx) => work(trx, writer));
}
