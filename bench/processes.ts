import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
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

async function start(args: string[], env: Record<string, string>, readyLine: string, cwd?: string): Promise<Process> {
  const port = await freePort();
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
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
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
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
 * The API as `npm start` runs it (compiled, from dist/), on PostgreSQL or on an in-memory PGlite; with
 * `cwd`, another checkout's (the baseline's, bench/baseline.ts).
 */
export async function startApi(database: { databaseUrl?: string }, env: Record<string, string> = {}, cwd?: string): Promise<Process> {
  return start(await startArguments(cwd), {
    DATABASE_URL: database.databaseUrl ?? '',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'info',
    RATE_LIMIT_LOGIN_PER_MIN: '1000000',
    RATE_LIMIT_SESSION_PER_MIN: '1000000',
    // A larger run raises these by environment (a million rows: MAX_UPLOAD_MB=300 MAX_IMPORT_ROWS=1000000).
    MAX_UPLOAD_MB: process.env.MAX_UPLOAD_MB ?? '100',
    ...env,
  }, 'portal API ready', cwd);
}

/** A bare Fastify hello-world server: the reference of the API figures. */
export function startHelloWorld(): Promise<Process> {
  return start(['bench/hello-world.mjs'], {}, 'hello-world ready');
}

/** hello-world plus one query on a pg pool per request: the ceiling of any route that reads the database. */
export function startHelloDatabase(databaseUrl: string): Promise<Process> {
  return start(['bench/hello-database.mjs'], { DATABASE_URL: databaseUrl }, 'hello-database ready');
}
