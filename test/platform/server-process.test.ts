import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';

/** The real entry point as a child process: start-up errors and signals. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: 'memory://', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return { child, output: () => ({ stdout, stderr }) };
}

describe('server process', () => {
  it('stops with one clear line naming a bad variable', async () => {
    const { child, output } = startServer({ PORT: 'eighty' });
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(output().stderr.trim()).toBe('Configuration error: PORT must be a whole number from 0 to 65535 (got "eighty")');
  });

  it('finishes in-flight work and exits 0 on SIGTERM', async () => {
    const port = 30_000 + Math.floor(Math.random() * 20_000);
    const { child, output } = startServer({ PORT: String(port) });
    const deadline = Date.now() + 60_000;
    while (!output().stdout.includes('portal API ready')) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server did not start: ${output().stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const response = await fetch(`http://127.0.0.1:${port}/v1/auth/demo-profiles`);
    expect(response.status).toBe(200);
    const started = Date.now();
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(output().stdout).toContain('shutting down');
  }, 90_000);
});
