import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppDependencies } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config.js';
import { openDatabase, type Database } from '../../src/db/database.js';
import { ManualClock } from '../../src/lib/clock.js';
import type { ErrorDetail } from '../../src/lib/app-error.js';
import { adminUrl, databaseUrlFor } from './postgres-urls.js';

export const TEST_BASE_URL = 'http://portal.test';

/** A database of its own for the calling test file, copied from the run's migrated, seeded template. */
export async function openTestDatabase(): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const name = `portal_t_${process.ppid}_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(databaseUrl) });
    await admin.connect();
    try {
      // Test files run in forks whose parent is the vitest process that made the template.
      const template = inject('templateDatabase');
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    } finally {
      await admin.end();
    }
    const database = await openDatabase({ databaseUrl: databaseUrlFor(databaseUrl, name), poolSize: 5 });
    return {
      ...database,
      close: async () => {
        await database.close();
        const cleanup = new pg.Client({ connectionString: adminUrl(databaseUrl) });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const snapshot = await readFile(inject('pgliteSnapshot'));
  return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([snapshot]) });
}

export function testConfig(env: Record<string, string> = {}): AppConfig {
  // Rate limits are tested on their own; elsewhere the suite's many sign-ins must not trip them.
  return loadConfig({
    LOG_LEVEL: 'silent',
    PUBLIC_URL: TEST_BASE_URL,
    RATE_LIMIT_LOGIN_PER_MIN: '100000',
    RATE_LIMIT_SESSION_PER_MIN: '100000',
    RATE_LIMIT_PASSWORD_PER_15_MIN: '100000',
    INVITATIONS_PER_RECIPIENT_PER_DAY: '1000',
    INVITATIONS_PER_SENDER_PER_HOUR: '100000',
    INVITATIONS_PER_ORGANISATION_PER_DAY: '100000',
    ...env,
  });
}

/** Log lines the app wrote, kept so tests can check what reached the log. */
export class LogCapture extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void) {
    this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    callback();
  }
  get text(): string {
    return this.lines.join('\n');
  }
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  clock: ManualClock;
  /** Signs in as a demo persona and returns the bearer token. */
  login(personaId: string): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions extends Omit<AppDependencies, 'database' | 'clock'> {
  env?: Record<string, string>;
  database?: Database;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const { env, database: given, ...deps } = options;
  const database = given ?? (await openTestDatabase());
  const clock = new ManualClock(new Date('2026-06-01T08:00:00.000Z'));
  const app = await buildApp(testConfig(env), { ...deps, database, clock });
  return {
    app,
    database,
    clock,
    async login(personaId: string) {
      const response = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { demo_user_id: personaId } });
      if (response.statusCode !== 200) throw new Error(`login as ${personaId} failed: ${response.statusCode} ${response.body}`);
      return response.json().data.token as string;
    },
    async close() {
      await app.close();
      if (!given) await database.close();
    },
  };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** Asserts the error shape of DECISIONS section 1 and returns the error object. */
export function expectError(response: LightMyRequestResponse, status: number, code: string) {
  const body = response.json();
  if (response.statusCode !== status || body?.error?.code !== code) {
    throw new Error(`expected ${status} ${code}, got ${response.statusCode} ${response.body}`);
  }
  if (Object.keys(body).join() !== 'error') throw new Error(`error body has other top-level keys: ${response.body}`);
  const { error } = body;
  if (typeof error.message !== 'string' || !Array.isArray(error.details)) throw new Error(`bad error shape: ${response.body}`);
  if (error.request_id !== response.headers['x-request-id']) throw new Error('request_id differs from X-Request-Id');
  if (response.headers['content-type'] !== 'application/json; charset=utf-8')
    throw new Error(`content type ${response.headers['content-type']}`);
  return error as { code: string; message: string; details: ErrorDetail[]; request_id: string };
}

/**
 * A database for a child process (the command-line tools, a server process): the environment that
 * points at it, and a way to open it from the test. PGlite's is a data dir on disk, so only one side may have it open at a time.
 */
export async function databaseForChildProcess(): Promise<{
  env: Record<string, string>;
  open(): Promise<Database>;
  remove(): Promise<void>;
}> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const name = `portal_t_${process.ppid}_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(databaseUrl) });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
    await admin.end();
    const url = databaseUrlFor(databaseUrl, name);
    return {
      env: { DATABASE_URL: url },
      open: () => openDatabase({ databaseUrl: url, poolSize: 2 }),
      async remove() {
        const cleanup = new pg.Client({ connectionString: adminUrl(databaseUrl) });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const { mkdtemp, rm } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-child-'));
  const seeded = await openDatabase({ dataDir, loadDataDir: new Blob([await readFile(inject('pgliteSnapshot'))]) });
  await seeded.close();
  return {
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
}
