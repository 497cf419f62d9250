import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PERSONAS } from '../../src/db/seed.js';
import { MINUTE_MS } from '../../src/lib/clock.js';
import { codeArrives, codeIn, deliveryServers, outboxOf, type Inbox } from '../helpers/inboxes.js';
import { bearer, createTestApp, expectError, type TestContext } from '../helpers/test-app.js';
import { addUser, sessionFor } from '../helpers/users.js';

/**
 * Issue 54: the holes a hostile tester found in the people and member surfaces. Each test failed before
 * its fix, on PGlite and PostgreSQL; docs/security.md lists them.
 */
const persona = (id: string) => DEMO_PERSONAS.find((p) => p.personaId === id)!;
const tag = () => randomUUID().slice(0, 8);
const phoneNumber = () => `+25191${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

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
    superUser = mode === 'demo' ? { id: su.userId, email: su.email, phone: su.phone } : await addUser(t.database.db, { roles: ['SUPER_USER'] });
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
  const createMember = (body: object) => t.app.inject({ method: 'POST', url: '/v1/members', headers: bearer(hr), payload: { external_id: `HOLE-${tag()}`, full_name: 'Planted Record', ...body } });

  it('a member record with a staff user\'s email, its phone and email then changed by HR, signs nobody in with them', async () => {
    const planted = await createMember({ email: superUser.email });
    expect(planted.statusCode, planted.body).toBe(201);
    // The super user's next sign-in: one person, the member record joins their account.
    const signedIn = await signIn('email', superUser.email);
    expect(signedIn.user.id).toBe(superUser.id);
    expect(signedIn.user.roles).toContain('MEMBER');
    // HR points the record at the attacker's phone and email: HR's record, HR may write it.
    const attacker = { phone: phoneNumber(), email: `attacker.${tag()}@evil.example` };
    const changed = await t.app.inject({ method: 'PATCH', url: `/v1/members/${planted.json().data.id}`, headers: bearer(hr), payload: attacker });
    expect(changed.statusCode, changed.body).toBe(200);
    // Neither signs the super user in: no code is sent, and no code verifies.
    for (const channel of ['phone', 'email'] as const) {
      expect(await codeArrives(t, inbox, channel, attacker[channel])).toBeUndefined();
      expectError(await t.app.inject({ method: 'POST', url: `/v1/auth/${channel}/otp/verify`, payload: { [channel]: attacker[channel], code: '123456' } }), 401, 'UNAUTHENTICATED');
    }
    // The super user still signs in with their own.
    expect((await signIn('phone', superUser.phone)).user.id).toBe(superUser.id);
  });

  it('a member given a staff role signs in with the contacts they had, not with ones HR writes later', async () => {
    const contacts = { email: `member.${tag()}@members.example.et`, phone: phoneNumber() };
    const member = await createMember(contacts);
    expect(member.statusCode, member.body).toBe(201);
    const first = await signIn('email', contacts.email);
    const granted = await t.app.inject({ method: 'PATCH', url: `/v1/users/${first.user.id}`, headers: bearer(admin), payload: { roles: ['FINANCE'] } });
    expect(granted.statusCode, granted.body).toBe(200);
    const attacker = { phone: phoneNumber(), email: `attacker.${tag()}@evil.example` };
    expect((await t.app.inject({ method: 'PATCH', url: `/v1/members/${member.json().data.id}`, headers: bearer(hr), payload: attacker })).statusCode).toBe(200);
    for (const channel of ['phone', 'email'] as const) expect(await codeArrives(t, inbox, channel, attacker[channel])).toBeUndefined();
    for (const channel of ['phone', 'email'] as const) {
      const again = await signIn(channel, contacts[channel]);
      expect(again.user.id).toBe(first.user.id);
      expect(again.user.roles).toEqual(['FINANCE', 'MEMBER']);
    }
  });
});
