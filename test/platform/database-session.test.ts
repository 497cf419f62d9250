import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.js';

/**
 * The PostgreSQL pool's connections (PGlite has one connection and no JIT): each has its session set
 * before its first query, and never two queries sent to it at once.
 */
describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL connections', () => {
  let database: Database;
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(warning.message);

  beforeAll(async () => {
    process.on('warning', onWarning);
    database = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, poolSize: 3 });
  });
  afterAll(async () => {
    process.off('warning', onWarning);
    await database.close();
  });

  it('turns JIT off on every new connection before its first query, without queuing a query beside it', async () => {
    // Three new connections at once: through the pool's own query (as the job queue reads), through Kysely,
    // and taken from the pool (as the bulk writer takes them).
    const settings = await Promise.all([
      database.pool.query<{ jit: string }>('SHOW jit').then((r) => r.rows[0]!.jit),
      sql<{ jit: string }>`SHOW jit`.execute(database.db).then((r) => r.rows[0]!.jit),
      database.pool.connect().then(async (client) => {
        try {
          return (await client.query<{ jit: string }>('SHOW jit')).rows[0]!.jit;
        } finally {
          client.release();
        }
      }),
    ]);
    expect(settings).toEqual(['off', 'off', 'off']);
    await new Promise((resolve) => setImmediate(resolve));
    // Before: the SET went out on the pool's 'connect' event, beside the first query (deprecated in pg 8).
    expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
  });
});
