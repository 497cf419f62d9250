import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Peak resident memory of the process so far (VmHWM), in MB. */
  peakRssMb(): Promise<number>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * A port for a test server: below the kernel's ephemeral range (32768-60999), where the outgoing
 * connections of other tests take their local ports, so that only another test server can collide.
 */
export const testPort = () => 10_000 + Math.floor(Math.random() * 22_000);

/** The real entry point as a child process on the given database, ready to take requests. */
export async function startServer(
  env: Record<string, string>,
  options: { niceness?: number; nodeArgs?: string[] } = {},
): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOnce(env, options);
    } catch (error) {
      // Two test servers drew the same port: draw again.
      if (attempt === 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

async function startServerOnce(
  env: Record<string, string>,
  { niceness, nodeArgs = [] }: { niceness?: number; nodeArgs?: string[] },
): Promise<ServerProcess> {
  const port = testPort();
  // SERVER_NODE_ARGS (say `--cpu-prof --cpu-prof-dir=/tmp/prof`) profiles the servers a test starts.
  const extra = process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const command = [process.execPath, ...extra, ...nodeArgs, '--import', 'tsx', 'src/server.ts'];
  // nice(1) execs the server: the child's pid is still the server's.
  const [file, ...args] = niceness === undefined ? command : ['nice', '-n', String(niceness), ...command];
  const child = spawn(file!, args, {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'info',
      PORT: String(port),
      RATE_LIMIT_LOGIN_PER_MIN: '10000',
      RATE_LIMIT_SESSION_PER_MIN: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  // Ready when /readyz says so, which works at any LOG_LEVEL.
  const ready = () =>
    fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
  const deadline = Date.now() + 60_000;
  while (!(await ready())) {
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`server did not start: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    output: () => output,
    async peakRssMb() {
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) / 1024;
    },
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode !== null) return child.exitCode;
      child.kill(signal);
      const [code] = await once(child, 'exit');
      return code as number | null;
    },
  };
}

/** A JSON client for a server process, signed in as a persona. */
export async function apiClient(server: ServerProcess, personaId: string) {
  const login = await fetch(`${server.url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ demo_user_id: personaId }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const auth = { authorization: `Bearer ${token}` };
  return {
    async call<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: body === undefined ? auth : { ...auth, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, data: ((await response.json()) as { data: T }).data };
    },
    async upload<T = unknown>(csv: string): Promise<{ status: number; data: T }> {
      const form = new FormData();
      form.append('dataset_type', 'members');
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'members.csv');
      const response = await fetch(`${server.url}/v1/migration/jobs`, { method: 'POST', headers: auth, body: form });
      return { status: response.status, data: ((await response.json()) as { data: T }).data };
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` every 200 ms until it answers something (a throw counts as nothing yet), failing after `timeoutMs`. */
export async function eventually<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  for (const deadline = Date.now() + timeoutMs; ; ) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(200);
  }
}
