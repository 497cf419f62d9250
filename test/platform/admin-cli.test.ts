import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORG_ID } from '../../src/db/seed.js';
import { databaseForChildProcess } from '../helpers/test-app.js';

const run = promisify(execFile);
let target: Awaited<ReturnType<typeof databaseForChildProcess>>;

beforeAll(async () => {
  target = await databaseForChildProcess();
});
afterAll(async () => target.remove());

async function admin(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', ...args], {
      env: { ...process.env, ...target.env, LOG_LEVEL: 'silent' },
    });
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
