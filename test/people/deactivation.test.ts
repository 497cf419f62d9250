import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/lib/clock.js';
import { AuthRepository } from '../../src/modules/identity/sessions/repository.js';
import { EventsRepository } from '../../src/modules/events/repository.js';
import { IdentitiesRepository } from '../../src/modules/identity/identities/repository.js';
import { IdentitiesService } from '../../src/modules/identity/identities/service.js';
import { PeopleRepository } from '../../src/modules/people/repository.js';
import { PeopleService } from '../../src/modules/people/service.js';
import { otherOrganisation } from '../helpers/migration.js';
import { eventually } from '../helpers/server-process.js';
import { bearer, createTestApp, expectError, type TestContext } from '../helpers/test-app.js';
import { addUser } from '../helpers/users.js';

/**
 * A person's status (issue 27, first part; issue 33's "a user deactivated"): a deactivated user's
 * sessions end at once and every sign-in method answers them as an unknown person; an invited user's
 * first sign-in makes them active. Each change is an event with its actor, in the change's transaction.
 */
let t: TestContext;
let people: PeopleService;
let identities: IdentitiesService;
beforeAll(async () => {
  t = await createTestApp();
  const sessions = new AuthRepository(t.database.db, t.database.pool);
  people = new PeopleService(new PeopleRepository(t.database.db), sessions, new EventsRepository(t.database.db), systemClock);
  identities = new IdentitiesService(new IdentitiesRepository(t.database.db), systemClock, sessions);
});
afterAll(() => t.close());

const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: bearer(token) });
const outbox = async (to: string) =>
  (await t.app.inject({ method: 'GET', url: `/v1/dev/outbox?to=${encodeURIComponent(to)}` })).json().data.items as unknown[];

describe('deactivating a person', () => {
  it('ends their sessions at once, answers every sign-in as for an unknown person, and writes the event with its actor', async () => {
    const user = await addUser(t.database.db, { roles: ['HR_ADMIN'] });
    await identities.setPassword(user.email, 'a password of the user');
    const token = (await login(user.email, 'a password of the user')).json().data.token as string;
    expect((await me(token)).statusCode).toBe(200);

    const done = await people.deactivate(user.id, { type: 'operator' });
    expect(done).toMatchObject({ user: { id: user.id, status: 'deactivated' }, sessions_ended: 1 });
    expectError(await me(token), 401, 'UNAUTHENTICATED');
    // The password, as a wrong one for an unknown address.
    const refused = expectError(await login(user.email, 'a password of the user'), 401, 'UNAUTHENTICATED');
    expect(refused.message).toBe(expectError(await login('nobody@example.et', 'a password of the user'), 401, 'UNAUTHENTICATED').message);
    // A code: the same 202, and nothing sent.
    const start = await t.app.inject({ method: 'POST', url: '/v1/auth/email/otp/start', payload: { email: user.email } });
    expect(start.statusCode).toBe(202);
    // Deliveries run in order: once a known person's code that was asked for after it has arrived, it was handled.
    const known = await addUser(t.database.db, { roles: ['FINANCE'] });
    await t.app.inject({ method: 'POST', url: '/v1/auth/email/otp/start', payload: { email: known.email } });
    await eventually("the known person's code", async () => ((await outbox(known.email)).length > 0 ? true : undefined), 10_000);
    expect(await outbox(user.email)).toEqual([]);

    const events = await t.database.db
      .selectFrom('events')
      .select(['kind', 'data'])
      .where('kind', 'like', 'user.%')
      .orderBy('id')
      .execute();
    expect(events.at(-1)).toEqual({
      kind: 'user.deactivated',
      data: { user_id: user.id, actor: { type: 'operator' }, status: { from: 'active', to: 'deactivated' }, sessions_ended: 1 },
    });
    // Not shown in the feed to roles that do not read people (the people API will add users:read).
    const feed = (
      await t.app.inject({ method: 'GET', url: '/v1/events?limit=500', headers: bearer(await t.login('demo-hr-admin')) })
    ).json().data.items as { kind: string }[];
    expect(feed.some((e) => e.kind.startsWith('user.'))).toBe(false);

    // Reactivated, the person signs in again; twice is as once.
    expect((await people.reactivate(user.id, { type: 'operator' })).user.status).toBe('active');
    expect((await people.reactivate(user.id, { type: 'operator' })).user.status).toBe('active');
    expect((await login(user.email, 'a password of the user')).statusCode).toBe(200);
  });

  it("refuses to deactivate the organisation's last active super user (409 LAST_SUPER_USER), or oneself (409), and 404 for nobody", async () => {
    const other = await otherOrganisation(t, ['SUPER_USER']);
    await expect(people.deactivate(other.userId, { type: 'operator' })).rejects.toMatchObject({ code: 'LAST_SUPER_USER' });
    const second = await addUser(t.database.db, { roles: ['SUPER_USER'], orgId: other.orgId });
    await expect(people.deactivate(second.id, { type: 'user', id: second.id })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await people.deactivate(second.id, { type: 'user', id: other.userId })).user.status).toBe('deactivated');
    // With the second one deactivated, the first is the last again.
    await expect(people.deactivate(other.userId, { type: 'operator' })).rejects.toMatchObject({ code: 'LAST_SUPER_USER' });
    await expect(people.deactivate(randomUUID(), { type: 'operator' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('an invited person', () => {
  it('becomes active at their first sign-in, which is recorded', async () => {
    const user = await addUser(t.database.db, { roles: ['FINANCE'] });
    await t.database.db.updateTable('users').set({ status: 'invited', invited_at: t.clock.now() }).where('id', '=', user.id).execute();
    await identities.setPassword(user.email, 'the invited one');
    expect((await login(user.email, 'the invited one')).statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('users')
      .select(['status', 'last_sign_in_at'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'active', last_sign_in_at: t.clock.now() });
  });
});
