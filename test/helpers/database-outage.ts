import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { promisify } from 'node:util';
import { startDatabaseProxy } from './tcp-proxy.js';

/** A way to take the database away from a server process and bring it back. */
export interface DatabaseOutage {
  /** The DATABASE_URL the server under test must use. */
  url: string;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

const run = promisify(execFile);

/**
 * With DATABASE_FAULTS_STOP_SERVER=1 the machine's PostgreSQL cluster itself is stopped (fast mode,
 * so clients get "terminating connection due to administrator command") and started again. That
 * breaks every other test file on the same server, so `.ci/run` runs it alone; otherwise a TCP proxy
 * in front of the server stands in for it.
 */
export async function databaseOutage(databaseUrl: string): Promise<DatabaseOutage> {
  if (process.env.DATABASE_FAULTS_STOP_SERVER === '1') {
    const [version] = await readdir('/etc/postgresql');
    let stopped = false;
    const cluster = async (action: 'stop' | 'start') => {
      await run('pg_ctlcluster', [version!, 'main', action, ...(action === 'stop' ? ['-m', 'fast'] : [])]);
      stopped = action === 'stop';
    };
    // close() starts the server again if a failed test left it stopped: the rest of the run needs it.
    return {
      url: databaseUrl,
      down: () => cluster('stop'),
      up: () => cluster('start'),
      close: async () => (stopped ? cluster('start') : undefined),
    };
  }
  const real = new URL(databaseUrl);
  const proxy = await startDatabaseProxy({ host: real.hostname, port: Number(real.port || 5432) });
  const viaProxy = new URL(real);
  viaProxy.port = String(proxy.port);
  return { url: viaProxy.toString(), down: proxy.down, up: proxy.up, close: proxy.close };
}
