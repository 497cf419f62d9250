import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../src/cli/admin-commands.js';
import { DEMO_ORG_ID, DEMO_PERSONAS } from '../../src/db/seed.js';
import { databaseForChildProcess } from '../helpers/test-app.js';

const run = promisify(execFile);
let target: Awaited<ReturnType<typeof databaseForChildProcess>>;

beforeAll(async () => {
  target = await databaseForChildProcess();
});
afterAll(async () => target.remove());

/**
 * The operator's command run in this process (a child process takes seconds to start): its exit status,
 * and what it wrote, a line at a time as console.log would.
 */
async function admin(...args: string[]) {
  return adminWith(target.env, '', ...args);
}

async function adminWith(env: Record<string, string>, input: string, ...args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runAdmin(args, {
    env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
    readStdin: async () => input,
    out: (text) => (stdout += `${text}\n`),
    err: (text) => (stderr += `${text}\n`),
  });
  return { code, stdout, stderr };
}

/** The command as an operator runs it, a process of its own, with `input` on its standard input. */
async function adminProcess(input: string, ...args: string[]) {
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
    // Each change is an event with the operator as its actor; setting the same status again is none.
    expect((await admin('org', 'set-status', 'demo', 'active')).code).toBe(0);
    const database = await target.open();
    try {
      const changes = await database.db
        .selectFrom('events')
        .select('data')
        .where('org_id', '=', DEMO_ORG_ID)
        .where('kind', '=', 'org.status_changed')
        .orderBy('id')
        .execute();
      expect(changes.map((e) => e.data)).toEqual([
        { org_id: DEMO_ORG_ID, actor: { type: 'operator' }, status: { from: 'active', to: 'pending' } },
        { org_id: DEMO_ORG_ID, actor: { type: 'operator' }, status: { from: 'pending', to: 'active' } },
      ]);
    } finally {
      await database.close();
    }
  });

  it('names an unknown organisation and an unknown status clearly', async () => {
    const unknownOrg = await admin('org', 'set-status', 'nowhere', 'suspended');
    expect(unknownOrg.code).toBe(1);
    expect(unknownOrg.stderr.trim()).toBe('No organisation has the id or slug "nowhere".');
    const unknownStatus = await admin('org', 'set-status', 'demo', 'closed');
    expect(unknownStatus.code).toBe(2);
    expect(unknownStatus.stderr).toContain('Unknown status "closed": use one of active, pending, suspended.');
    const usage = await adminProcess('', 'org');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('npm run admin -- org set-status <org_id|demo>');
    expect(await orgStatus()).toBe('active');
  });
});

describe('npm run admin -- user', () => {
  const finance = DEMO_PERSONAS.find((p) => p.personaId === 'demo-finance')!;

  async function userRow() {
    const database = await target.open();
    try {
      const user = await database.db
        .selectFrom('users')
        .select(['id', 'password_hash'])
        .where('email', '=', finance.email)
        .executeTakeFirstOrThrow();
      const identities = await database.db
        .selectFrom('identities')
        .select(['kind', 'value'])
        .where('user_id', '=', user.id)
        .orderBy('kind')
        .orderBy('value')
        .execute();
      return { passwordHash: user.password_hash, identities };
    } finally {
      await database.close();
    }
  }

  // As an operator runs it (a process of its own): the password comes on the real standard input.
  it('sets a password read from standard input, stored as Argon2id, never echoed', async () => {
    const result = await adminProcess('a long enough password\n', 'user', 'set-password', finance.email.toUpperCase());
    expect(result).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(
        new RegExp(`^The password of ${finance.email.toUpperCase().replace(/\./g, '\\.')} is set; \\d+ open sessions? ended\\.\n$`),
      ),
    });
    expect(result.stdout + result.stderr).not.toContain('a long enough password');
    expect((await userRow()).passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('links an identity, normalising a phone number, and refuses one already linked', async () => {
    expect(await admin('user', 'link', finance.email, 'phone', '+251 911 555 000')).toMatchObject({
      code: 0,
      stdout: `${finance.email} now signs in with phone +251911555000.\n`,
    });
    expect((await userRow()).identities).toEqual([
      { kind: 'email', value: finance.email },
      { kind: 'phone', value: '+251911000003' },
      { kind: 'phone', value: '+251911555000' },
    ]);
    const taken = await admin('user', 'link', DEMO_PERSONAS[0]!.email, 'phone', '+251911555000');
    expect(taken.code).toBe(2);
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
    expect(result.stdout).toMatch(
      /^Housekeeping removed: sessions \d+, .*sign_in_limits 1, .*webhook_deliveries 0, jobs_emptied 0, migration_file_chunks 0/,
    );
    expect((await admin('housekeeping', 'now')).code).toBe(2);
  });
});

describe('npm run admin -- user unlink', () => {
  it("removes an identity and ends the user's sessions; an identity the user does not have is named", async () => {
    const hr = DEMO_PERSONAS.find((p) => p.personaId === 'demo-hr-admin')!;
    const database = await target.open();
    try {
      await database.db
        .insertInto('sessions')
        .values({
          id: randomUUID(),
          token_hash: `unlink-${randomUUID()}`,
          user_id: hr.userId,
          active_role: 'HR_ADMIN',
          created_at: new Date(),
          last_seen_at: new Date(),
          expires_at: new Date(Date.now() + 3_600_000),
        })
        .execute();
    } finally {
      await database.close();
    }
    expect(await admin('user', 'unlink', hr.email, 'phone', hr.phone)).toMatchObject({
      code: 0,
      stdout: `${hr.email} no longer signs in with phone ${hr.phone}; 1 open session ended.\n`,
    });
    const again = await admin('user', 'unlink', hr.email, 'phone', hr.phone);
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe(`${hr.email} has no phone identity "${hr.phone}".`);
  });
});

describe('npm run admin -- user deactivate / reactivate', () => {
  it('deactivates a user, ending their sessions, and reactivates them; the last super user is refused', async () => {
    const finance = DEMO_PERSONAS.find((p) => p.personaId === 'demo-finance')!;
    const superUser = DEMO_PERSONAS.find((p) => p.personaId === 'demo-super-user')!;
    expect(await admin('user', 'deactivate', finance.email)).toMatchObject({
      code: 0,
      stdout: `${finance.email} is deactivated; 0 open sessions ended.\n`,
    });
    expect(await admin('user', 'reactivate', finance.email)).toMatchObject({ code: 0, stdout: `${finance.email} is active.\n` });
    const last = await admin('user', 'deactivate', superUser.email);
    expect(last.code).toBe(1);
    expect(last.stderr.trim()).toBe("This is the organisation's last active super user: give another user the role first.");
    expect((await admin('user', 'deactivate', 'nobody@example.et')).stderr.trim()).toBe('No user has the email "nobody@example.et".');
  });
});

describe('npm run admin -- org remove-demo', () => {
  it('removes the demo organisation and everything of it, in one go, and leaves other organisations alone', async () => {
    const own = await databaseForChildProcess();
    const otherOrg = randomUUID();
    const otherUser = randomUUID();
    const database = await own.open();
    try {
      const persona = DEMO_PERSONAS[1]!;
      const now = new Date();
      await database.db
        .insertInto('sessions')
        .values({
          id: randomUUID(),
          token_hash: `remove-${randomUUID()}`,
          user_id: persona.userId,
          active_role: 'HR_ADMIN',
          created_at: now,
          last_seen_at: now,
          expires_at: new Date(now.getTime() + 3_600_000),
        })
        .execute();
      await database.db
        .insertInto('events')
        .values({ org_id: DEMO_ORG_ID, kind: 'migration.job_started', occurred_at: now, data: JSON.stringify({}) })
        .execute();
      await database.db
        .insertInto('mapping_profiles')
        .values({
          id: randomUUID(),
          org_id: DEMO_ORG_ID,
          name: 'HR export',
          dataset_type: 'members',
          column_mapping: JSON.stringify({ a: 'full_name' }),
          created_by: persona.userId,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await database.db
        .insertInto('webhook_endpoints')
        .values({
          id: randomUUID(),
          org_id: DEMO_ORG_ID,
          url: 'https://8.8.8.8/x',
          events: ['migration.job_started'],
          description: null,
          secret_sealed: 'x',
          created_by: persona.userId,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await database.db
        .insertInto('organisations')
        .values({ id: otherOrg, slug: `kept-${otherOrg.slice(0, 8)}`, name: 'Kept', status: 'active' })
        .execute();
      await database.db
        .insertInto('users')
        .values({
          id: otherUser,
          org_id: otherOrg,
          email: `kept-${otherOrg.slice(0, 8)}@kept.et`,
          full_name: 'Kept',
          roles: ['SUPER_USER'],
          locale: 'en',
        })
        .execute();
    } finally {
      await database.close();
    }
    const removeWith = (env: Record<string, string>) => adminWith(env, '', 'org', 'remove-demo');
    try {
      const removed = await removeWith(own.env);
      expect(removed.code, removed.stderr).toBe(0);
      expect(removed.stdout).toMatch(/^The demo organisation is removed \(.*members 1, .*users 4, organisations 1\)\.\n$/);
      const after = await own.open();
      try {
        const count = async (
          table:
            | 'organisations'
            | 'users'
            | 'members'
            | 'events'
            | 'departments'
            | 'sessions'
            | 'identities'
            | 'demo_personas'
            | 'webhook_endpoints'
            | 'mapping_profiles',
        ) =>
          Number(
            (
              await after.db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll<string>().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          );
        expect(await count('organisations')).toBe(1);
        expect(await count('users')).toBe(1);
        for (const table of [
          'members',
          'events',
          'departments',
          'sessions',
          'identities',
          'demo_personas',
          'webhook_endpoints',
          'mapping_profiles',
        ] as const)
          expect(await count(table), table).toBe(0);
      } finally {
        await after.close();
      }
      const twice = await removeWith(own.env);
      expect(twice.code).toBe(1);
      expect(twice.stderr.trim()).toBe('This database has no demo organisation.');
    } finally {
      await own.remove();
    }
  }, 60_000);
});

describe('npm run admin -- org create / org list', () => {
  it('creates an organisation and its first super user, invited: prints their ids and sends the invitation', async () => {
    const email = `first.admin.${randomUUID().slice(0, 6)}@new-org.et`;
    const created = await admin(
      'org',
      'create',
      '--name',
      '  Bahir Dar Teachers Association ',
      '--currency',
      'etb',
      '--admin-email',
      email,
      '--admin-name',
      'Tigist Alemu',
      '--locale',
      'am',
      '--admin-phone',
      '+251700555111',
    );
    expect(created.code, created.stderr).toBe(0);
    const [orgId, userId] = created.stdout.trim().split('\n');
    expect(orgId).toMatch(/^[0-9a-f-]{36}$/);
    expect(userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.stderr).toMatch(
      /^Organisation bahir-dar-teachers-association-[0-9a-f]{6} is active; its first super user is invited \(the invitation is sent\)\.\n$/,
    );
    const database = await target.open();
    try {
      const org = await database.db
        .selectFrom('organisations')
        .select(['name', 'status', 'currency'])
        .where('id', '=', orgId!)
        .executeTakeFirstOrThrow();
      expect(org).toEqual({ name: 'Bahir Dar Teachers Association', status: 'active', currency: 'ETB' });
      // Its benefit year is open from the start (issue 58): the Ethiopian fiscal year that holds today.
      const periods = await database.db.selectFrom('benefit_periods').select(['label', 'status']).where('org_id', '=', orgId!).execute();
      expect(periods).toEqual([{ label: expect.stringMatching(/^EFY \d{4}$/), status: 'open' }]);
      const user = await database.db
        .selectFrom('users')
        .select(['org_id', 'email', 'full_name', 'roles', 'status', 'locale'])
        .where('id', '=', userId!)
        .executeTakeFirstOrThrow();
      expect(user).toEqual({ org_id: orgId, email, full_name: 'Tigist Alemu', roles: ['SUPER_USER'], status: 'invited', locale: 'am' });
      const events = await database.db.selectFrom('events').select('kind').where('org_id', '=', orgId!).orderBy('id').execute();
      expect(events.map((e) => e.kind)).toEqual(['org.created', 'user.invited']);
      const invitation = await database.db.selectFrom('dev_outbox').select('body').where('recipient', '=', email).executeTakeFirstOrThrow();
      expect(invitation.body).toContain('Bahir Dar Teachers Association');
    } finally {
      await database.close();
    }
    const listed = await admin('org', 'list');
    expect(listed.code).toBe(0);
    expect(listed.stdout.split('\n')[0]).toBe('id\tname\tstatus\tusers\tmembers');
    expect(listed.stdout).toContain(`${orgId}\tBahir Dar Teachers Association\tactive\t1\t0`);
    expect(listed.stdout).toMatch(/\tAddis Community Health Cooperative\tactive\t4\t1/);
  }, 60_000);

  it('refuses bad input with one line and exit status 2, creating nothing: a bad currency, an empty name', async () => {
    const count = async () => {
      const database = await target.open();
      try {
        return Number(
          (
            await database.db
              .selectFrom('organisations')
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      } finally {
        await database.close();
      }
    };
    const before = await count();
    const currency = await admin('org', 'create', '--name', 'Coins', '--currency', 'XYZ', '--admin-email', 'coins@x.et');
    expect(currency.code).toBe(2);
    expect(currency.stderr.trim()).toBe('--currency "XYZ" is not an ISO 4217 currency code (like ETB)');
    const empty = await admin('org', 'create', '--name', '   ', '--currency', 'ETB', '--admin-email', 'empty@x.et');
    expect(empty.code).toBe(2);
    expect(empty.stderr.trim()).toBe('--name must be 1 to 200 characters after trimming');
    expect((await admin('org', 'create', '--name', 'No admin', '--currency', 'ETB')).code).toBe(2);
    expect((await admin('org', 'create', '--name', 'X', '--currency', 'ETB', '--admin-email', 'x@y.et', '--colour', 'red')).code).toBe(2);
    expect(await count()).toBe(before);
  }, 60_000);
});
