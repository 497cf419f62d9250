import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';

export interface Process {
  url: string;
  child: ChildProcess;
  /** Peak resident memory so far (VmHWM), in MB. */
  peakRssMb(): Promise<number>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

async function start(
  args: string[],
  env: Record<string, string>,
  readyLine: string,
  cwd?: string,
  cleanUp = async () => {},
): Promise<Process> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  child.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  for (const deadline = Date.now() + 120_000; !output.includes(readyLine); ) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`${args.join(' ')} did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    async peakRssMb() {
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) / 1024;
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      await cleanUp();
    },
  };
}

/** The node arguments of `npm start` (its heap setting, the script): the bench measures what it runs. */
async function startArguments(cwd = '.'): Promise<string[]> {
  const { scripts } = JSON.parse(await readFile(`${cwd}/package.json`, 'utf8')) as { scripts: { start: string } };
  const [command, ...args] = scripts.start.split(/\s+/);
  if (command !== 'node') throw new Error(`npm start is not "node ...": ${scripts.start}`);
  return args;
}

/**
 * A fresh embedded database's folder on disk, as `npm start` keeps one (./data): PGlite in memory grows each
 * file by copying it whole, which made single statements of a commit take 300 ms that take 60 on disk.
 */
export async function embeddedDataDir(): Promise<{ path: string; remove: () => Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), 'portal-bench-pglite-'));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

/**
 * The API as `npm start` runs it (compiled, from dist/), on PostgreSQL or on PGlite in a fresh folder on
 * disk; with `cwd`, another checkout's (the baseline's, bench/baseline.ts).
 */
export async function startApi(database: { databaseUrl?: string }, env: Record<string, string> = {}, cwd?: string): Promise<Process> {
  const dataDir = database.databaseUrl ? undefined : await embeddedDataDir();
  return start(
    await startArguments(cwd),
    {
      DATABASE_URL: database.databaseUrl ?? '',
      DATA_DIR: dataDir?.path ?? 'memory://',
      LOG_LEVEL: 'info',
      RATE_LIMIT_LOGIN_PER_MIN: '1000000',
      RATE_LIMIT_SESSION_PER_MIN: '1000000',
      // A larger run raises these by environment (a million rows: MAX_UPLOAD_MB=300 MAX_IMPORT_ROWS=1000000).
      MAX_UPLOAD_MB: process.env.MAX_UPLOAD_MB ?? '100',
      ...env,
    },
    'portal API ready',
    cwd,
    dataDir?.remove,
  );
}

/** A bare Fastify hello-world server: the reference of the API figures. */
export function startHelloWorld(): Promise<Process> {
  return start(['bench/hello-world.mjs'], {}, 'hello-world ready');
}

/** hello-world plus one query on a pg pool per request: the ceiling of any route that reads the database. */
export function startHelloDatabase(databaseUrl: string): Promise<Process> {
  return start(['bench/hello-database.mjs'], { DATABASE_URL: databaseUrl }, 'hello-database ready');
}
