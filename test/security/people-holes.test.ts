import { randomInt, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ORG_ID, DEMO_PERSONAS } from '../../src/db/seed.js';
import { hashPassword } from '../../src/modules/identity/identities/passwords.js';
import { MINUTE_MS } from '../../src/lib/clock.js';
import {
  commit,
  getJob,
  importedMembers,
  MEMBERS_HEADER,
  otherOrganisation,
  previewReady,
  putMapping,
  uploadOk,
  validMembersCsv,
  waitForStatus,
} from '../helpers/migration.js';
import { sql } from 'kysely';
import { eventually, sleep, startServer } from '../helpers/server-process.js';
import { Receiver } from '../helpers/webhook-receiver.js';
import { codeArrives, deliveryServers, outboxOf, type Inbox } from '../helpers/inboxes.js';
import { bearer, createTestApp, expectError, type TestContext } from '../helpers/test-app.js';
import { addUser, sessionFor } from '../helpers/users.js';

/**
 * Issue 54: the holes a hostile tester found in the people and member surfaces. Each test failed before
 * its fix, on PGlite and PostgreSQL; docs/security.md lists them.
 */
const persona = (id: string) => DEMO_PERSONAS.find((p) => p.personaId === id)!;
const tag = () => randomUUID().slice(0, 8);
const phoneNumber = () => `+25191${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

/** The file's one demo-mode app, started by the first describe block that asks for it, with HR's and the super user's sessions. */
let demoApp: Promise<TestContext> | undefined;
function withDemoApp(use: (app: { t: TestContext; hr: string; admin: string }) => void) {
  beforeAll(async () => {
    demoApp ??= createTestApp();
    const t = await demoApp;
    use({ t, hr: await t.login('demo-hr-admin'), admin: await t.login('demo-super-user') });
  });
}
afterAll(async () => (await demoApp)?.close());

let servers: Awaited<ReturnType<typeof deliveryServers>>;
beforeAll(async () => {
  servers = await deliveryServers();
});
afterAll(() => servers.close());

describe.each(['demo', 'production'] as const)('1. an HR administrator cannot take over a staff account (%s mode)', (mode) => {
  let t: TestContext;
  let inbox: Inbox;
  let hr: string;
  let admin: string;
  let superUser: { id: string; email: string; phone: string };
  let hrUser: string;
  beforeAll(async () => {
    t = await createTestApp(mode === 'demo' ? {} : { env: servers.env });
    inbox = mode === 'demo' ? outboxOf(t) : servers.inbox;
    const su = persona('demo-super-user');
    superUser =
      mode === 'demo' ? { id: su.userId, email: su.email, phone: su.phone } : await addUser(t.database.db, { roles: ['SUPER_USER'] });
    hrUser = mode === 'demo' ? persona('demo-hr-admin').userId : (await addUser(t.database.db, { roles: ['HR_ADMIN'] })).id;
  });
  afterAll(() => t.close());
  // Each test on a day of its own: the per-address code budgets start afresh (and so do the sessions).
  beforeEach(async () => {
    t.clock.advance(25 * 60 * MINUTE_MS);
    hr = await sessionFor(t, hrUser, 'HR_ADMIN');
    admin = await sessionFor(t, superUser.id, 'SUPER_USER');
  });

  const signIn = async (channel: 'email' | 'phone', value: string) => {
    const code = await codeArrives(t, inbox, channel, value, 10_000);
    if (!code) throw new Error(`no code for ${value}`);
    const response = await t.app.inject({ method: 'POST', url: `/v1/auth/${channel}/otp/verify`, payload: { [channel]: value, code } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { token: string; user: { id: string; roles: string[] } };
  };
  const createMember = (body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/members',
      headers: bearer(hr),
      payload: { external_id: `HOLE-${tag()}`, full_name: 'Planted Record', ...body },
    });

  it("a member record with a staff user's email, its phone and email then changed by HR, signs nobody in with them", async () => {
    const planted = await createMember({ email: superUser.email });
    expect(planted.statusCode, planted.body).toBe(201);
    // The super user's next sign-in: one person, the member record joins their account.
    const signedIn = await signIn('email', superUser.email);
    expect(signedIn.user.id).toBe(superUser.id);
    expect(signedIn.user.roles).toContain('MEMBER');
    // HR points the record at the attacker's phone and email: HR's record, HR may write it.
    const attacker = { phone: phoneNumber(), email: `attacker.${tag()}@evil.example` };
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/v1/members/${planted.json().data.id}`,
      headers: bearer(hr),
      payload: attacker,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // Neither signs the super user in: no code is sent, and no code verifies.
    for (const channel of ['phone', 'email'] as const) {
      expect(await codeArrives(t, inbox, channel, attacker[channel])).toBeUndefined();
      expectError(
        await t.app.inject({
          method: 'POST',
          url: `/v1/auth/${channel}/otp/verify`,
          payload: { [channel]: attacker[channel], code: '123456' },
        }),
        401,
        'UNAUTHENTICATED',
      );
    }
    // The super user still signs in with their own.
    expect((await signIn('phone', superUser.phone)).user.id).toBe(superUser.id);
  });

  it('a member given a staff role signs in with the contacts they had, not with ones HR writes later', async () => {
    const contacts = { email: `member.${tag()}@members.example.et`, phone: phoneNumber() };
    const member = await createMember(contacts);
    expect(member.statusCode, member.body).toBe(201);
    const first = await signIn('email', contacts.email);
    const granted = await t.app.inject({
      method: 'PATCH',
      url: `/v1/users/${first.user.id}`,
      headers: bearer(admin),
      payload: { roles: ['FINANCE'] },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const attacker = { phone: phoneNumber(), email: `attacker.${tag()}@evil.example` };
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/v1/members/${member.json().data.id}`, headers: bearer(hr), payload: attacker }))
        .statusCode,
    ).toBe(200);
    for (const channel of ['phone', 'email'] as const) expect(await codeArrives(t, inbox, channel, attacker[channel])).toBeUndefined();
    for (const channel of ['phone', 'email'] as const) {
      const again = await signIn(channel, contacts[channel]);
      expect(again.user.id).toBe(first.user.id);
      expect(again.user.roles).toEqual(['FINANCE', 'MEMBER']);
    }
  });
});

describe('6, 7, 13. parsing never answers 500, and an error answer stays small', () => {
  let t: TestContext;
  let hr: string;
  let admin: string;
  withDemoApp((app) => ({ t, hr, admin } = app));
  const raw = (method: 'POST' | 'PATCH', url: string, body: string, token?: string) =>
    t.app.inject({ method, url, headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) }, payload: body });

  it('6. refuses JSON nested deeper than 64 levels with a 400 naming the body, on public routes too', async () => {
    const deepArray = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const deepObject = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    for (const [url, token] of [
      ['/v1/auth/login', undefined],
      ['/v1/auth/email/otp/start', undefined],
      ['/v1/members', hr],
    ] as const) {
      for (const body of [deepArray, deepObject, `{"email":${deepArray}}`]) {
        const error = expectError(await raw('POST', url, body, token), 400, 'VALIDATION_FAILED');
        expect(error.details).toEqual([{ field: 'body', issue: 'nests deeper than 64 levels' }]);
      }
    }
    // 64 levels are read, and the schema names what is wrong with them.
    const error = expectError(
      await raw('POST', '/v1/auth/login', `{"demo_user_id":${'['.repeat(63)}${']'.repeat(63)}}`),
      400,
      'VALIDATION_FAILED',
    );
    expect(error.details[0]!.field).toBe('demo_user_id');
    // Brackets inside strings are text, not depth.
    expectError(await raw('POST', '/v1/auth/login', JSON.stringify({ demo_user_id: '['.repeat(1_000) })), 400, 'VALIDATION_FAILED');
  });

  it('7. refuses a lone surrogate as a 400 naming the field, on create and update alike', async () => {
    const department = await t.app.inject({
      method: 'POST',
      url: '/v1/departments',
      headers: bearer(hr),
      payload: { code: `S${tag()}`, name: 'Surrogates' },
    });
    const pkg = await t.app.inject({
      method: 'POST',
      url: '/v1/packages',
      headers: bearer(hr),
      payload: { code: `S${tag()}`, name: 'Surrogates' },
    });
    const member = await t.app.inject({
      method: 'POST',
      url: '/v1/members',
      headers: bearer(hr),
      payload: { external_id: `SUR-${tag()}`, full_name: 'Sur Rogate', email: `s.${tag()}@members.example.et` },
    });
    const user = await t.app.inject({
      method: 'POST',
      url: '/v1/users',
      headers: bearer(admin),
      payload: { full_name: 'Sur Rogate', email: `s.${tag()}@staff.example.et`, roles: ['FINANCE'] },
    });
    for (const response of [department, pkg, member, user]) expect(response.statusCode, response.body).toBe(201);
    const cases: [string, string, string, string][] = [
      ['POST', '/v1/departments', hr, `{"code":"X${tag()}","name":"a\\ud800b"}`],
      ['PATCH', `/v1/departments/${department.json().data.id}`, hr, '{"name":"a\\ud800b"}'],
      ['POST', '/v1/packages', hr, `{"code":"X${tag()}","name":"a\\udc00b"}`],
      ['PATCH', `/v1/packages/${pkg.json().data.id}`, hr, '{"name":"a\\ud800b"}'],
      ['POST', '/v1/members', hr, `{"external_id":"X-${tag()}","full_name":"a\\ud800b","email":"x.${tag()}@members.example.et"}`],
      ['PATCH', `/v1/members/${member.json().data.id}`, hr, '{"full_name":"a\\ud800b"}'],
      ['POST', '/v1/users', admin, `{"full_name":"a\\ud800b","email":"x.${tag()}@staff.example.et","roles":["FINANCE"]}`],
      ['PATCH', `/v1/users/${user.json().data.id}`, admin, '{"full_name":"a\\ud800b"}'],
    ];
    for (const [method, url, token, body] of cases) {
      const error = expectError(await raw(method as 'POST', url, body, token), 400, 'VALIDATION_FAILED');
      expect(error.details, `${method} ${url}`).toEqual([
        { field: 'full_name' in JSON.parse(body) ? 'full_name' : 'name', issue: expect.stringContaining('lone surrogate') },
      ]);
    }
    // Nothing was stored as U+FFFD, and a pair (an emoji) is a character like any other.
    const names = await t.database.db.selectFrom('departments').select('name').where('name', 'like', '%\uFFFD%').execute();
    expect(names).toEqual([]);
    expect(
      (await raw('PATCH', `/v1/departments/${department.json().data.id}`, '{"name":"Surrogates \\ud83d\\ude00"}', hr)).statusCode,
    ).toBe(200);
  });

  it('13. lists at most 20 details, counts the rest, and refuses a body of more than 10,000 fields at once', async () => {
    const many = Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`unknown_${i}`, 1]));
    const response = await raw('POST', '/v1/auth/login', JSON.stringify({ demo_user_id: 'demo-hr-admin', ...many }));
    const error = expectError(response, 400, 'VALIDATION_FAILED');
    expect(error.details).toHaveLength(20);
    expect(error.message).toMatch(/5000 problems; the first 20 are listed/);
    expect(response.body.length).toBeLessThan(5_000);
    const huge = Object.fromEntries(Array.from({ length: 90_000 }, (_, i) => [`u${i}`, 1]));
    const refused = await raw('POST', '/v1/auth/login', JSON.stringify(huge));
    expect(expectError(refused, 400, 'VALIDATION_FAILED').details).toEqual([{ field: 'body', issue: 'holds more than 10000 fields' }]);
    expect(refused.body.length).toBeLessThan(1_000);
  });
});

describe('16. a server whose standard output nobody reads still stops', () => {
  it('exits within its 10-second grace period after SIGTERM', async () => {
    const server = await startServer({ LOG_LEVEL: 'info' });
    try {
      // The log's reader stalls: nothing more is read from the pipe, which fills.
      server.child.stdout!.removeAllListeners('data');
      server.child.stdout!.pause();
      for (let sent = 0; sent < 1_500; sent += 50) {
        await Promise.all(Array.from({ length: 50 }, () => fetch(`${server.url}/healthz`).then((response) => response.arrayBuffer())));
      }
      // Still answering with its log stalled.
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      const started = Date.now();
      server.child.kill('SIGTERM');
      const exited = await Promise.race([once(server.child, 'exit').then(() => true), sleep(15_000).then(() => false)]);
      expect(exited, 'the server still ran 15 s after SIGTERM').toBe(true);
      expect(Date.now() - started).toBeLessThan(11_000);
    } finally {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    }
  }, 60_000);
});

describe('4, 5, 12, 14. what a change relies on is checked again', () => {
  let t: TestContext;
  let hr: string;
  let admin: string;
  withDemoApp((app) => ({ t, hr, admin } = app));
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const newDepartment = async () =>
    (await call('POST', '/v1/departments', hr, { code: `D${tag()}`, name: `Department ${tag()}` })).json().data as {
      id: string;
      code: string;
      name: string;
    };
  const newPackage = async () =>
    (
      await call('POST', '/v1/packages', hr, {
        code: `P${tag()}`,
        name: `Package ${tag()}`,
        allowance_amount: { amount: '700.00', currency: 'ETB' },
      })
    ).json().data as { id: string; code: string };
  const membersFile = (rows: number, department: string, pkg: string) => {
    const run = tag().toUpperCase();
    return `${MEMBERS_HEADER}\n${Array.from({ length: rows }, (_, i) => `${run}-${i},Member ${i},${run.toLowerCase()}.${i}@members.example.et,,1990-01-15,female,${department},2020-02-01,${pkg},`).join('\n')}\n`;
  };
  /** The job once it has ended (completed or failed). */
  const ended = async (jobId: string) => {
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; await sleep(100)) {
      const job = await getJob(t, hr, jobId);
      if (job.status === 'completed' || job.status === 'failed') return job;
    }
    throw new Error(`job ${jobId} did not end`);
  };

  it('5. a commit whose department was archived, or whose package code was renamed, since the preview fails and stores nothing', async () => {
    const [department, pkg] = [await newDepartment(), await newPackage()];
    const archivedJob = await previewReady(t, hr, membersFile(3, department.name, pkg.code));
    expect((await call('POST', `/v1/departments/${department.id}/archive`, hr)).statusCode).toBe(200);
    expect((await commit(t, hr, archivedJob.id)).statusCode).toBe(202);
    const failed = await ended(archivedJob.id);
    expect(failed.status).toBe('failed');
    expect(failed.failure).toMatchObject({ code: 'REFERENCE_CHANGED', params: { reason: 'changed', department: 3 } });
    expect(await importedMembers(t, archivedJob.id)).toEqual([]);

    const department2 = await newDepartment();
    const renamedJob = await previewReady(t, hr, membersFile(2, department2.code, pkg.code));
    expect((await call('PATCH', `/v1/packages/${pkg.id}`, hr, { code: `R${tag()}` })).statusCode).toBe(200);
    expect((await commit(t, hr, renamedJob.id)).statusCode).toBe(202);
    expect((await ended(renamedJob.id)).failure).toMatchObject({
      code: 'REFERENCE_CHANGED',
      params: { reason: 'changed', package_code: 2 },
    });
    expect(await importedMembers(t, renamedJob.id)).toEqual([]);
  });

  it('4. an archive racing a commit into the department never leaves an archived department with active members, nor members without it', async () => {
    const [department, pkg] = [await newDepartment(), await newPackage()];
    const job = await previewReady(t, hr, membersFile(2_000, department.code, pkg.code));
    expect((await commit(t, hr, job.id)).statusCode).toBe(202);
    const answers: number[] = [];
    let done: { status: string } | undefined;
    while (!done) {
      const archive = await call('POST', `/v1/departments/${department.id}/archive`, hr);
      answers.push(archive.statusCode);
      if (archive.statusCode === 200) break;
      expect([409]).toContain(archive.statusCode);
      expect(['IN_USE_BY_IMPORT', 'CONFLICT']).toContain(archive.json().error.code);
      const job2 = await getJob(t, hr, job.id);
      if (job2.status === 'completed' || job2.status === 'failed') done = job2;
    }
    const final = await ended(job.id);
    const stored = (await call('GET', `/v1/departments/${department.id}`, hr)).json().data;
    const members = await importedMembers(t, job.id);
    if (final.status === 'completed') {
      expect(stored).toMatchObject({ status: 'active', member_count: 2_000 });
      expect(members.filter((m) => m.department !== department.name || m.package !== pkg.code || m.status !== 'active')).toEqual([]);
      expect(members).toHaveLength(2_000);
    } else {
      expect(final.failure.code).toBe('REFERENCE_CHANGED');
      expect(members).toEqual([]);
      expect(stored.status).toBe('archived');
    }
  });

  it('14. a member is not reactivated into an archived department or package (409 naming each)', async () => {
    const [department, pkg] = [await newDepartment(), await newPackage()];
    const created = await call('POST', '/v1/members', hr, {
      external_id: `RE-${tag()}`,
      full_name: 'Back Again',
      email: `back.${tag()}@members.example.et`,
      department: department.code,
      package_code: pkg.code,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    expect((await call('POST', `/v1/members/${id}/deactivate`, hr)).statusCode).toBe(200);
    expect((await call('POST', `/v1/departments/${department.id}/archive`, hr)).statusCode).toBe(200);
    expect((await call('POST', `/v1/packages/${pkg.id}/archive`, hr)).statusCode).toBe(200);
    const refused = expectError(await call('POST', `/v1/members/${id}/reactivate`, hr), 409, 'CONFLICT');
    expect(refused.details.map((d) => [d.field, d.reason])).toEqual([
      ['department', 'department_archived'],
      ['package_code', 'package_archived'],
    ]);
    expect((await call('GET', `/v1/members/${id}`, hr)).json().data.status).toBe('inactive');
    // Restored, the member comes back.
    expect((await call('POST', `/v1/departments/${department.id}/restore`, hr)).statusCode).toBe(200);
    expect((await call('POST', `/v1/packages/${pkg.id}/restore`, hr)).statusCode).toBe(200);
    expect((await call('POST', `/v1/members/${id}/reactivate`, hr)).json().data.status).toBe('active');
  });

  it('12. the last super user guard counts only super users who can sign in: a reactivated invitee is invited again', async () => {
    const org = await otherOrganisation(t, ['SUPER_USER']);
    const invited = await call('POST', '/v1/users', org.token, {
      full_name: 'Never Came',
      email: `never.${tag()}@staff.example.et`,
      roles: ['SUPER_USER'],
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const inviteeId = invited.json().data.id as string;
    expect((await call('POST', `/v1/users/${inviteeId}/deactivate`, org.token)).statusCode).toBe(200);
    const back = await call('POST', `/v1/users/${inviteeId}/reactivate`, org.token);
    expect(back.json().data.status).toBe('invited');
    // The only super user who can sign in cannot give the role up, nor be deactivated by the invitee's count.
    expectError(await call('PATCH', `/v1/users/${org.userId}`, org.token, { roles: ['HR_ADMIN'] }), 409, 'LAST_SUPER_USER');
    // Stored by the release before this one: an invitee made active without ever signing in still does not count.
    await t.database.db.updateTable('users').set({ status: 'active' }).where('id', '=', inviteeId).execute();
    expectError(await call('PATCH', `/v1/users/${org.userId}`, org.token, { roles: ['HR_ADMIN'] }), 409, 'LAST_SUPER_USER');
    // Once the invitee has signed in, they count.
    await t.database.db.updateTable('users').set({ last_sign_in_at: t.clock.now() }).where('id', '=', inviteeId).execute();
    expect((await call('PATCH', `/v1/users/${org.userId}`, org.token, { roles: ['HR_ADMIN'] })).statusCode).toBe(200);
  });
});

describe('10. a webhook sends only what its creator may read in the events feed', () => {
  let t: TestContext;
  const receiver = new Receiver();
  beforeAll(async () => {
    await receiver.start();
    t = await createTestApp({
      env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_RETRY_DELAYS_SECONDS: '1,1', WEBHOOK_TIMEOUT_SECONDS: '1' },
    });
  });
  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });
  const call = (method: 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const kindsAt = (path: string) => receiver.received.filter((r) => r.path === path).map((r) => JSON.parse(r.body).kind as string);

  it('refuses HR a subscription to user events (403 naming them), at creation and by a change of events or address', async () => {
    const hr = await t.login('demo-hr-admin');
    const refused = expectError(
      await call('POST', '/v1/webhooks', hr, { url: receiver.url('/hr'), events: ['user.invited', 'user.updated', 'member.created'] }),
      403,
      'FORBIDDEN',
    );
    expect(refused.details).toEqual([
      { field: 'events', issue: 'your role may not read: user.invited, user.updated', reason: 'unreadable_events' },
    ]);
    const own = await call('POST', '/v1/webhooks', hr, { url: receiver.url('/hr'), events: ['member.created'] });
    expect(own.statusCode, own.body).toBe(201);
    expectError(
      await call('PATCH', `/v1/webhooks/${own.json().data.id}`, hr, { events: ['member.created', 'user.invited'] }),
      403,
      'FORBIDDEN',
    );
    // A super user's webhook of user events cannot be pointed at HR's address by HR.
    const admin = await t.login('demo-super-user');
    const theirs = await call('POST', '/v1/webhooks', admin, { url: receiver.url('/admin'), events: ['user.invited'] });
    expect(theirs.statusCode, theirs.body).toBe(201);
    expectError(await call('PATCH', `/v1/webhooks/${theirs.json().data.id}`, hr, { url: receiver.url('/hr') }), 403, 'FORBIDDEN');
    // Its description, or switching it off, sends nothing new anywhere: HR may.
    expect(
      (await call('PATCH', `/v1/webhooks/${theirs.json().data.id}`, hr, { description: 'kept by HR', enabled: false })).statusCode,
    ).toBe(200);
  });

  it('gives up a delivery still to be retried once its creator no longer reads its kind', async () => {
    const creator = await addUser(t.database.db, { roles: ['SUPER_USER'] });
    const created = await call('POST', '/v1/webhooks', await sessionFor(t, creator.id, 'SUPER_USER'), {
      url: receiver.url('/retry'),
      events: ['user.invited'],
    });
    expect(created.statusCode, created.body).toBe(201);
    receiver.answer = (request, res) => res.writeHead(request.path === '/retry' ? 500 : 200).end('no');
    try {
      const admin = await t.login('demo-super-user');
      expect(
        (await call('POST', '/v1/users', admin, { full_name: 'Invitee', email: `r.${tag()}@staff.example.et`, roles: ['FINANCE'] }))
          .statusCode,
      ).toBe(201);
      await eventually('the first attempt', async () => (kindsAt('/retry').length === 1 ? true : undefined), 10_000);
      expect((await call('PATCH', `/v1/users/${creator.id}`, admin, { roles: ['HR_ADMIN'] })).statusCode).toBe(200);
      const state = await eventually(
        'the delivery given up',
        async () => {
          const row = await t.database.db
            .selectFrom('webhook_deliveries')
            .select('state')
            .where('endpoint_id', '=', created.json().data.id)
            .executeTakeFirst();
          return row?.state === 'given_up' ? row.state : undefined;
        },
        10_000,
      );
      expect(state).toBe('given_up');
      expect(kindsAt('/retry')).toHaveLength(1);
    } finally {
      receiver.answer = (_request, res) => res.writeHead(200).end('ok');
    }
  });

  it('stops delivering user events once its creator no longer holds a role that reads them', async () => {
    const creator = await addUser(t.database.db, { roles: ['SUPER_USER'] });
    const creatorToken = await sessionFor(t, creator.id, 'SUPER_USER');
    const created = await call('POST', '/v1/webhooks', creatorToken, {
      url: receiver.url('/creator'),
      events: ['user.invited', 'member.created'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const admin = await t.login('demo-super-user');
    const invite = () =>
      call('POST', '/v1/users', admin, { full_name: 'Invitee', email: `i.${tag()}@staff.example.et`, roles: ['FINANCE'] });
    expect((await invite()).statusCode).toBe(201);
    await eventually('the first user.invited', async () => (kindsAt('/creator').includes('user.invited') ? true : undefined), 10_000);
    // The creator becomes HR: user events are not theirs to read any more; member events still are.
    expect((await call('PATCH', `/v1/users/${creator.id}`, admin, { roles: ['HR_ADMIN'] })).statusCode).toBe(200);
    expect((await invite()).statusCode).toBe(201);
    const hr = await t.login('demo-hr-admin');
    expect(
      (
        await call('POST', '/v1/members', hr, {
          external_id: `WH-${tag()}`,
          full_name: 'Hooked Member',
          email: `h.${tag()}@members.example.et`,
        })
      ).statusCode,
    ).toBe(201);
    await eventually('member.created', async () => (kindsAt('/creator').includes('member.created') ? true : undefined), 10_000);
    await sleep(500);
    expect(kindsAt('/creator').filter((kind) => kind === 'user.invited')).toHaveLength(1);
  });
});

describe('8. a date of any calendar is bounded, and a job is never requeued for ever', () => {
  let t: TestContext;
  let hr: string;
  withDemoApp((app) => ({ t, hr } = app));

  it('reads an Ethiopian date past 9999-12-31 as INVALID_DATE on its row, in the background validation and in a row fix', async () => {
    const run = tag().toUpperCase();
    const csv = `${MEMBERS_HEADER}\n${run}-1,Far Future,${run.toLowerCase()}.1@members.example.et,,,,,01/01/9999,,\n${run}-2,Near Past,${run.toLowerCase()}.2@members.example.et,,,,,01/01/2010,,\n`;
    const job = await uploadOk(t, hr, csv);
    const formats = { employment_start_date: { date_order: 'DMY', calendar: 'ethiopian' } };
    expect((await putMapping(t, hr, job.id, { column_mapping: job.suggested_mapping, column_formats: formats })).statusCode).toBe(200);
    const validated = await waitForStatus(t, hr, job.id, 'validated', 20_000);
    expect(validated.validation.errors).toEqual([
      expect.objectContaining({
        row: 2,
        field: 'employment_start_date',
        code: 'INVALID_DATE',
        params: expect.objectContaining({ reason: 'out_of_range' }),
      }),
    ]);
    // A fix of the cell to another such date is the same row error, and the job stays workable.
    const fixed = await t.app.inject({
      method: 'PATCH',
      url: `/v1/migration/jobs/${job.id}/rows/2`,
      headers: bearer(hr),
      payload: { cells: { employment_start_date: '30/12/9998' } },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().data.validation.error_count).toBe(1);
    const good = await t.app.inject({
      method: 'PATCH',
      url: `/v1/migration/jobs/${job.id}/rows/2`,
      headers: bearer(hr),
      payload: { cells: { employment_start_date: '01/01/2010' } },
    });
    expect(good.json().data.validation.error_count).toBe(0);
  });

  it('ends a job failed, with its reason, when its background validation fails three times; a new mapping starts afresh', async () => {
    const job = await uploadOk(t, hr, validMembersCsv(3, `STOP${tag().toUpperCase()}`));
    // Whatever goes wrong, every time: the validation's end refuses to be written for this job.
    await sql`CREATE FUNCTION refuse_validated() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$`.execute(
      t.database.db,
    );
    await sql`CREATE TRIGGER refuse_validated BEFORE UPDATE ON migration_jobs FOR EACH ROW WHEN (NEW.id = ${sql.lit(job.id)}::uuid AND NEW.status = 'validated') EXECUTE FUNCTION refuse_validated()`.execute(
      t.database.db,
    );
    expect((await putMapping(t, hr, job.id, { column_mapping: job.suggested_mapping })).statusCode).toBe(200);
    const failed = await waitForStatus(t, hr, job.id, 'failed', 30_000);
    expect(failed.failure).toMatchObject({ code: 'VALIDATION_STOPPED', params: { reason: 'repeated_error', attempts: 3 } });
    // It stays failed: no worker picks it up again (the queue's next retry would come within 2 s).
    await sleep(2_000);
    expect((await getJob(t, hr, job.id)).status).toBe('failed');
    await sql`DROP TRIGGER refuse_validated ON migration_jobs`.execute(t.database.db);
    expect((await putMapping(t, hr, job.id, { column_mapping: job.suggested_mapping })).statusCode).toBe(200);
    const validated = await waitForStatus(t, hr, job.id, 'validated', 20_000);
    expect(validated.failure).toBeNull();
  }, 60_000);
});

describe('3. invitations are limited per recipient, per sender and per organisation, and an SMS carries no typed name', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({
      env: { INVITATIONS_PER_RECIPIENT_PER_DAY: '3', INVITATIONS_PER_SENDER_PER_HOUR: '5', INVITATIONS_PER_ORGANISATION_PER_DAY: '8' },
    });
  });
  afterAll(() => t.close());
  const invite = (token: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/users',
      headers: bearer(token),
      payload: { full_name: 'Invited Person', roles: ['FINANCE'], ...body },
    });
  const resend = (token: string, id: string) => t.app.inject({ method: 'POST', url: `/v1/users/${id}/invitation`, headers: bearer(token) });
  const limited = (response: Awaited<ReturnType<typeof invite>>) => {
    expectError(response, 429, 'RATE_LIMITED');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('sends one number at most 3 invitations a day, lets one sender send 5 an hour and the organisation 8 a day', async () => {
    const org = await otherOrganisation(t, ['SUPER_USER']);
    const phone = phoneNumber();
    const first = await invite(org.token, { phone, full_name: 'Click evil.example now' });
    expect(first.statusCode, first.body).toBe(201);
    const id = first.json().data.id as string;
    for (let i = 0; i < 2; i++) expect((await resend(org.token, id)).statusCode).toBe(202);
    limited(await resend(org.token, id));
    const texts = await eventually(
      'three invitations',
      async () => {
        const messages = await outboxOf(t)(phone);
        return messages.length >= 3 ? messages : undefined;
      },
      10_000,
    );
    await sleep(300);
    expect(await outboxOf(t)(phone)).toHaveLength(3);
    // The SMS names the organisation and the link, never the name the sender typed.
    for (const text of texts) {
      expect(text).not.toContain('evil.example');
      expect(text).toContain('Other Organisation');
      expect(text).toContain('/sign-in');
    }
    // The sender: 3 sent, 2 more this hour, then 429.
    for (let i = 0; i < 2; i++) expect((await invite(org.token, { email: `s${i}.${tag()}@staff.example.et` })).statusCode).toBe(201);
    limited(await invite(org.token, { email: `s.${tag()}@staff.example.et` }));
    // Another sender of the organisation: the organisation's 8 a day are reached after 3 more.
    const second = await addUser(t.database.db, { roles: ['SUPER_USER'], orgId: org.orgId });
    const secondToken = await sessionFor(t, second.id, 'SUPER_USER');
    for (let i = 0; i < 3; i++) expect((await invite(secondToken, { email: `o${i}.${tag()}@staff.example.et` })).statusCode).toBe(201);
    limited(await invite(secondToken, { email: `o.${tag()}@staff.example.et` }));
    // Another organisation is not held back by this one.
    const other = await otherOrganisation(t, ['SUPER_USER']);
    expect((await invite(other.token, { email: `free.${tag()}@staff.example.et` })).statusCode).toBe(201);
  });
});

describe.each(['demo', 'production'] as const)('2, 11, 15. people in several organisations (%s mode)', (mode) => {
  let t: TestContext;
  let inbox: Inbox;
  let hrA: string;
  let orgB: Awaited<ReturnType<typeof otherOrganisation>>;
  beforeAll(async () => {
    t = await createTestApp(mode === 'demo' ? {} : { env: servers.env });
    inbox = mode === 'demo' ? outboxOf(t) : servers.inbox;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.advance(25 * 60 * MINUTE_MS);
    hrA = await sessionFor(t, (await addUser(t.database.db, { roles: ['HR_ADMIN'] })).id, 'HR_ADMIN');
    orgB = await otherOrganisation(t, ['SUPER_USER', 'HR_ADMIN']);
  });
  const verify = (channel: 'email' | 'phone', value: string, code: string, orgId?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/auth/${channel}/otp/verify`,
      payload: { [channel]: value, code, ...(orgId ? { org_id: orgId } : {}) },
    });
  /** A member of the demo organisation (A) who has signed in once: their user id. */
  const memberOfA = async () => {
    const email = `twice.${tag()}@members.example.et`;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/members',
          headers: bearer(hrA),
          payload: { external_id: `TW-${tag()}`, full_name: 'Member Of Two', email },
        })
      ).statusCode,
    ).toBe(201);
    const code = await codeArrives(t, inbox, 'email', email, 10_000);
    const first = await verify('email', email, code!);
    expect(first.statusCode, first.body).toBe(200);
    return { email, userId: first.json().data.user.id as string };
  };

  it("2. another organisation inviting a member's address does not take their sign-in: it asks which, and each opens its own", async () => {
    const member = await memberOfA();
    const invited = await t.app.inject({
      method: 'POST',
      url: '/v1/users',
      headers: bearer(orgB.token),
      payload: { full_name: 'Member Of Two', email: member.email, roles: ['FINANCE'] },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const code = await codeArrives(t, inbox, 'email', member.email, 10_000);
    const asked = expectError(await verify('email', member.email, code!), 409, 'ORGANISATION_CHOICE_REQUIRED');
    expect(asked.details.map((d) => d.params?.id).sort()).toEqual([DEMO_ORG_ID, orgB.orgId].sort());
    const inA = await verify('email', member.email, code!, DEMO_ORG_ID);
    expect(inA.statusCode, inA.body).toBe(200);
    expect(inA.json().data.user).toMatchObject({ id: member.userId, org_id: DEMO_ORG_ID, roles: ['MEMBER'], active_role: 'MEMBER' });
    // The code was used by that sign-in; a new one opens the other organisation, as its own user.
    expectError(await verify('email', member.email, code!, orgB.orgId), 401, 'UNAUTHENTICATED');
    const again = await codeArrives(t, inbox, 'email', member.email, 10_000);
    const inB = await verify('email', member.email, again!, orgB.orgId);
    expect(inB.json().data.user).toMatchObject({ id: invited.json().data.id, org_id: orgB.orgId, roles: ['FINANCE'] });
    // A wrong code never shows the organisations, and an organisation it does not open is refused after a right one.
    expectError(await verify('email', member.email, '000000'), 401, 'UNAUTHENTICATED');
    const third = await codeArrives(t, inbox, 'email', member.email, 10_000);
    expectError(await verify('email', member.email, third!, randomUUID()), 400, 'VALIDATION_FAILED');
  });

  it('11. a member record of the same address in another organisation does not lock the member out', async () => {
    const member = await memberOfA();
    const planted = await t.app.inject({
      method: 'POST',
      url: '/v1/members',
      headers: bearer(orgB.token),
      payload: { external_id: `LOCK-${tag()}`, full_name: 'Someone Else', email: member.email },
    });
    expect(planted.statusCode, planted.body).toBe(201);
    const code = await codeArrives(t, inbox, 'email', member.email, 10_000);
    expect(code, 'the member still gets a code').toBeDefined();
    const inA = await verify('email', member.email, code!, DEMO_ORG_ID);
    expect(inA.json().data.user).toMatchObject({ id: member.userId, org_id: DEMO_ORG_ID });
  });

  it('15. an invitation answers 201 whatever another organisation knows of the address, and never says so', async () => {
    const staffOfA = await addUser(t.database.db, { roles: ['FINANCE'] });
    const known = await t.app.inject({
      method: 'POST',
      url: '/v1/users',
      headers: bearer(orgB.token),
      payload: { full_name: 'Known Elsewhere', email: staffOfA.email, phone: staffOfA.phone, roles: ['FINANCE'] },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/v1/users',
      headers: bearer(orgB.token),
      payload: { full_name: 'Known Elsewhere', email: `new.${tag()}@staff.example.et`, phone: phoneNumber(), roles: ['FINANCE'] },
    });
    expect([known.statusCode, unknown.statusCode]).toEqual([201, 201]);
    expect(Object.keys(known.json().data).sort()).toEqual(Object.keys(unknown.json().data).sort());
    // Within the organisation an address still names one person.
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/v1/users',
        headers: bearer(orgB.token),
        payload: { full_name: 'Twice', email: staffOfA.email, roles: ['FINANCE'] },
      }),
      409,
      'CONFLICT',
    );
    // A's staff user is B's invitee too now: a code for their phone asks which, and A's opens as before.
    const code = await codeArrives(t, inbox, 'phone', staffOfA.phone, 10_000);
    const asked = expectError(await verify('phone', staffOfA.phone, code!), 409, 'ORGANISATION_CHOICE_REQUIRED');
    expect(asked.details).toHaveLength(2);
    expect((await verify('phone', staffOfA.phone, code!, DEMO_ORG_ID)).json().data.user.id).toBe(staffOfA.id);
  });

  it('asks which organisation for a password that opens two, and signs in to the one named', async () => {
    const email = `pw.${tag()}@staff.example.et`;
    const ids = [randomUUID(), randomUUID()];
    for (const [i, orgId] of [DEMO_ORG_ID, orgB.orgId].entries()) {
      await t.database.db
        .insertInto('users')
        .values({
          id: ids[i]!,
          org_id: orgId,
          email,
          full_name: 'Two Passwords',
          roles: ['FINANCE'],
          locale: 'en',
          password_hash: await hashPassword('correct horse battery'),
        })
        .execute();
    }
    const login = (body: object) =>
      t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password: 'correct horse battery', ...body } });
    const asked = expectError(await login({}), 409, 'ORGANISATION_CHOICE_REQUIRED');
    expect(asked.details.map((d) => d.params?.id).sort()).toEqual([DEMO_ORG_ID, orgB.orgId].sort());
    expect((await login({ org_id: orgB.orgId })).json().data.user.id).toBe(ids[1]);
    expectError(await login({ org_id: randomUUID() }), 401, 'UNAUTHENTICATED');
    expectError(
      await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password: 'wrong password!' } }),
      401,
      'UNAUTHENTICATED',
    );
  });
});
