import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORG_ID, DEMO_PERSONAS } from '../../src/db/seed.js';
import { databaseForChildProcess } from '../helpers/test-app.js';

const run = promisify(execFile);
let target: Awaited<ReturnType<typeof databaseForChildProcess>>;

beforeAll(async () => {
  target = await databaseForChildProcess();
});
afterAll(async () => target.remove());

async function admin(...args: string[]) {
  return adminWithInput('', ...args);
}

/** The admin command with `input` on its standard input (how a password is given). */
async function adminWithInput(input: string, ...args: string[]) {
  const running = run(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', ...args], {
    env: { ...process.env, ...target.env, LOG_LEVEL: 'silent' },
  });
  running.child.stdin!.end(input);
  try {
    const { stdout, stderr } = await running;
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function orgStatus(): Promise<string> {
  const database = await target.open();
  try {
    return (await database.db.selectFrom('organisations').select('status').where('id', '=', DEMO_ORG_ID).executeTakeFirstOrThrow()).status;
  } finally {
    await database.close();
  }
}

describe('npm run admin -- org set-status', () => {
  it('sets the status by slug and by id', async () => {
    const bySlug = await admin('org', 'set-status', 'demo', 'pending');
    expect(bySlug).toMatchObject({ code: 0, stdout: `Organisation demo (${DEMO_ORG_ID}) is now pending.\n` });
    expect(await orgStatus()).toBe('pending');
    const byId = await admin('org', 'set-status', DEMO_ORG_ID.toUpperCase(), 'active');
    expect(byId.code).toBe(0);
    expect(await orgStatus()).toBe('active');
  });

  it('names an unknown organisation and an unknown status clearly', async () => {
    const unknownOrg = await admin('org', 'set-status', 'nowhere', 'suspended');
    expect(unknownOrg.code).toBe(1);
    expect(unknownOrg.stderr.trim()).toBe('No organisation has the id or slug "nowhere".');
    const unknownStatus = await admin('org', 'set-status', 'demo', 'closed');
    expect(unknownStatus.code).toBe(2);
    expect(unknownStatus.stderr).toContain('Unknown status "closed": use one of active, pending, suspended.');
    const usage = await admin('org');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run admin -- org set-status');
    expect(await orgStatus()).toBe('active');
  });
});

describe('npm run admin -- user', () => {
  const finance = DEMO_PERSONAS.find((p) => p.personaId === 'demo-finance')!;

  async function userRow() {
    const database = await target.open();
    try {
      const user = await database.db.selectFrom('users').select(['id', 'password_hash']).where('email', '=', finance.email).executeTakeFirstOrThrow();
      const identities = await database.db.selectFrom('identities').select(['kind', 'value']).where('user_id', '=', user.id).orderBy('kind').orderBy('value').execute();
      return { passwordHash: user.password_hash, identities };
    } finally {
      await database.close();
    }
  }

  // Each command is a process of its own (several seconds): the rules behind them are tested in-process in test/sign-in.
  it('sets a password read from standard input, stored as Argon2id, never echoed', async () => {
    const result = await adminWithInput('a long enough password\n', 'user', 'set-password', finance.email.toUpperCase());
    expect(result).toMatchObject({ code: 0, stdout: `The password of ${finance.email.toUpperCase()} is set.\n` });
    expect(result.stdout + result.stderr).not.toContain('a long enough password');
    expect((await userRow()).passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('links an identity, normalising a phone number, and refuses one already linked', async () => {
    expect(await admin('user', 'link', finance.email, 'phone', '+251 911 555 000')).toMatchObject({ code: 0, stdout: `${finance.email} now signs in with phone +251911555000.\n` });
    expect((await userRow()).identities).toEqual([
      { kind: 'email', value: finance.email },
      { kind: 'phone', value: '+251911000003' },
      { kind: 'phone', value: '+251911555000' },
    ]);
    const taken = await admin('user', 'link', DEMO_PERSONAS[0]!.email, 'phone', '+251911555000');
    expect(taken.code).toBe(1);
    expect(taken.stderr.trim()).toBe('This phone identity is already linked to a user.');
  });
});

describe('npm run admin -- housekeeping', () => {
  it('runs housekeeping once and says what it removed', async () => {
    const database = await target.open();
    try {
      await database.db.insertInto('sign_in_limits').values({ key: 'limit:login:10.9.9.9', points: 1, expire: 1 }).execute();
    } finally {
      await database.close();
    }
    const result = await admin('housekeeping');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Housekeeping removed: sessions \d+, .*sign_in_limits 1, .*webhook_deliveries 0, jobs_emptied 0, migration_file_chunks 0/);
    expect((await admin('housekeeping', 'now')).code).toBe(2);
  });
});
