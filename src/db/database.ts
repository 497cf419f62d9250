import { PGlite } from '@electric-sql/pglite';
import { lockEmbeddedDatabase } from './embedded-lock.js';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { embeddedBulkTransaction, serverBulkTransaction, type BulkTransaction } from './bulk-insert.js';
import type { DB } from './schema.js';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

// Dates stay 'YYYY-MM-DD' strings: turning them into JS Dates would shift them by the server's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export type DatabaseTarget = 'postgres' | 'pglite';

/** One handle on the database, the same shape on both targets: Kysely over a pg.Pool. */
export interface Database {
  db: Kysely<DB>;
  pool: pg.Pool;
  target: DatabaseTarget;
  /** The embedded database, when that is the target (for its own COPY and snapshots). */
  pglite?: PGlite;
  /** A transaction that can also write rows in bulk (the staged rows of an import). */
  bulkTransaction: BulkTransaction;
  close(): Promise<void>;
}

/**
 * What each process role calls its sessions (application_name in pg_stat_activity): operators see which
 * role holds which connection, and a worker sees when API instances are busy (modules/pacing).
 */
export const APPLICATION_NAMES = { all: 'portal', api: 'portal-api', worker: 'portal-worker' } as const;
/** The roles that answer people: a worker gives way to their statements. */
export const API_APPLICATION_NAMES: string[] = [APPLICATION_NAMES.all, APPLICATION_NAMES.api];

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** application_name of the pool's sessions (PostgreSQL only). */
  applicationName?: string;
  dataDir?: string;
  poolSize?: number;
  /** A PGlite data-dir snapshot to start from (tests clone one prepared database). */
  loadDataDir?: Blob;
}

/**
 * A pool's connection, its session set before the pool hands it out. JIT compiles a statement the planner
 * thinks costly: an import's set-wise checks spent half their time compiling, every time
 * (docs/benchmarks.md, "Figures behind the code"). Set in `connect`, which the pool awaits, not on its 'connect' event,
 * which it does not: a SET sent there ran beside the pool's first query, which node-postgres deprecates
 * (a warning in the log, an error in pg 9). Not a startup option either: connection poolers such as
 * PgBouncer refuse those unless told to ignore them.
 */
class SessionClient extends pg.Client {
  override connect(): Promise<pg.Client>;
  override connect(callback: ((error: Error) => void) | ((error: null, client: pg.Client) => void)): void;
  override connect(callback?: ((error: Error) => void) | ((error: null, client: pg.Client) => void)): Promise<pg.Client> | undefined {
    const ready = super.connect().then(async (client) => {
      // As before: a server that refused it would still serve the connection, only with JIT.
      await client.query('SET jit = off').catch(() => {});
      return client;
    });
    if (!callback) return ready;
    ready.then(
      (client) => (callback as (error: null, client: pg.Client) => void)(null, client),
      (error: Error) => (callback as (error: Error) => void)(error),
    );
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      Client: SessionClient,
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      ...(options.applicationName ? { application_name: options.applicationName } : {}),
    });
    // A client whose server went away must not crash the process, idle or in use: pg-pool stops listening
    // for errors on a client it hands out, and an 'error' event nobody listens to kills the process. The
    // query under way or the next one fails with a connection error (503); the pool drops the client on release.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, pool, target: 'postgres', bulkTransaction: serverBulkTransaction(pool), close: () => db.destroy() };
  }

  const onDisk = options.dataDir !== undefined && !options.dataDir.startsWith('memory://');
  const unlock = onDisk ? lockEmbeddedDatabase(options.dataDir!) : () => {};
  // pg_trgm: the members search index (migration 0007); PostgreSQL ships it as a contrib extension.
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(options.dataDir ?? 'memory://', {
      extensions: { pg_trgm },
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } catch (error) {
    unlock();
    throw error;
  }
  // PGlite is one connection: every query of the process, pg-boss's too, goes through this one client.
  const pool = new pg.Pool({ ...createPgConfig(yieldingBeforeEachStatement(pglite)), max: 1 } as pg.PoolConfig);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    pool,
    target: 'pglite',
    pglite,
    bulkTransaction: embeddedBulkTransaction(db),
    close: async () => {
      await db.destroy();
      await pglite.close();
      unlock();
    },
  };
}

const EXECUTE = 0x45; // 'E': the extended protocol's Execute
const QUERY = 0x51; // 'Q': a simple query

/**
 * PGlite runs each statement on the event loop's own thread, and its pg adapter chains one statement after the
 * other as promise callbacks: a run of statements (a validation's checks, the end of a commit) never let the loop
 * take a request, and /healthz waited seconds behind them (docs/benchmarks.md, "Figures behind the code"). Each statement first
 * yields to the loop, so that other requests are served between any two statements.
 */
function yieldingBeforeEachStatement(pglite: PGlite): PGlite {
  const adapter: Pick<PGlite, 'waitReady' | 'execProtocolStream'> = {
    get waitReady() {
      return pglite.waitReady;
    },
    async execProtocolStream(message, options) {
      if (message[0] === EXECUTE || message[0] === QUERY) await yieldToEventLoop();
      return pglite.execProtocolStream(message, options);
    },
  };
  return adapter as PGlite;
}
