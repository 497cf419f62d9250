import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/lib/clock.js';
import { DEMO_PERSONAS } from '../../src/db/seed.js';
import { IdentitiesRepository } from '../../src/modules/identity/identities/repository.js';
import { AuthRepository } from '../../src/modules/identity/sessions/repository.js';
import { IdentitiesService } from '../../src/modules/identity/identities/service.js';
import type { Database } from '../../src/db/database.js';
import { createTestApp, expectError, openTestDatabase, type TestContext } from '../helpers/test-app.js';
import { addUser } from '../helpers/users.js';

/** POST /v1/auth/messenger/callback: the Telegram login widget's payload, checked by its HMAC-SHA-256 scheme. */
const BOT_TOKEN = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw';
const TELEGRAM_ID = 424242;
const member = DEMO_PERSONAS.find((p) => p.personaId === 'demo-member')!;

/** Signs as Telegram does (https://core.telegram.org/widgets/login#checking-authorization), written out here on purpose. */
function signed(fields: Record<string, string | number>, botToken = BOT_TOKEN) {
  const dataCheckString = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const hash = createHmac('sha256', createHash('sha256').update(botToken).digest()).update(dataCheckString).digest('hex');
  return { ...fields, hash };
}

// One database for the file: the apps of both modes and the one without a bot token take turns on it.
let database: Database;
/** Production refuses the demo personas: there, an ordinary member with a Telegram id of its own signs in. */
const accounts: Record<'demo' | 'production', { email: string; telegramId: number }> = {
  demo: { email: member.email, telegramId: TELEGRAM_ID },
  production: { email: '', telegramId: TELEGRAM_ID + 1 },
};
beforeAll(async () => {
  database = await openTestDatabase();
  const identities = new IdentitiesService(
    new IdentitiesRepository(database.db),
    systemClock,
    new AuthRepository(database.db, database.pool),
  );
  await identities.link(member.email, 'messenger', String(TELEGRAM_ID));
  accounts.production.email = (await addUser(database.db, { roles: ['MEMBER'] })).email;
  await identities.link(accounts.production.email, 'messenger', String(accounts.production.telegramId));
});
afterAll(() => database.close());

describe.each([
  ['demo', {}],
  ['production', { AUTH_MODE: 'production', AUTH_SECRET: 'a-production-secret-of-at-least-32-characters' }],
] as const)('messaging-app sign-in (Telegram), %s mode', (mode, env) => {
  let t: TestContext;
  let now: number;
  const { telegramId: TELEGRAM_ID } = accounts[mode];
  const callback = (payload: object) => t.app.inject({ method: 'POST', url: '/v1/auth/messenger/callback', payload });

  beforeAll(async () => {
    t = await createTestApp({ env: { ...env, TELEGRAM_BOT_TOKEN: BOT_TOKEN }, database });
    now = Math.floor(t.clock.now().getTime() / 1000);
  });
  afterAll(() => t.close());

  it('signs in the user linked to the Telegram id, with the login envelope', async () => {
    const response = await callback(
      signed({
        id: TELEGRAM_ID,
        first_name: 'Dawit',
        username: 'dawit_a',
        photo_url: 'https://t.me/i/userpic/320/x.jpg',
        auth_date: now - 30,
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({ email: accounts[mode].email, active_role: 'MEMBER' });
    expect(response.json().data.token).toMatch(/^pst_/);
  });

  it('refuses a tampered payload, a payload signed with another bot token, and a malformed hash', async () => {
    const good = signed({ id: TELEGRAM_ID, first_name: 'Dawit', auth_date: now - 30 });
    expectError(await callback({ ...good, first_name: 'Mallory' }), 401, 'UNAUTHENTICATED');
    expectError(await callback({ ...good, id: TELEGRAM_ID + 1 }), 401, 'UNAUTHENTICATED');
    expectError(await callback({ ...good, auth_date: now - 10 }), 401, 'UNAUTHENTICATED');
    expectError(await callback(signed({ id: TELEGRAM_ID, auth_date: now - 30 }, '987654321:another-bot-token')), 401, 'UNAUTHENTICATED');
    expectError(await callback({ ...good, hash: 'not-hex' }), 400, 'VALIDATION_FAILED');
    expectError(await callback({ id: TELEGRAM_ID, auth_date: now }), 400, 'VALIDATION_FAILED');
  });

  it('refuses a payload older than 5 minutes, and one dated in the future', async () => {
    expect((await callback(signed({ id: TELEGRAM_ID, auth_date: now - 300 }))).statusCode).toBe(200);
    expect(expectError(await callback(signed({ id: TELEGRAM_ID, auth_date: now - 301 })), 401, 'UNAUTHENTICATED').message).toMatch(
      /older than 5 minutes/,
    );
    expect(expectError(await callback(signed({ id: TELEGRAM_ID, auth_date: now + 60 })), 401, 'UNAUTHENTICATED').message).toMatch(/future/);
  });

  it('accepts a payload once: the same payload posted again within its 5 minutes is refused', async () => {
    const payload = signed({ id: TELEGRAM_ID, first_name: 'Once', auth_date: now - 10 });
    expect((await callback(payload)).statusCode).toBe(200);
    expect(expectError(await callback(payload), 401, 'UNAUTHENTICATED').message).toMatch(/used already/);
    // A new payload (a new sign-in at Telegram) is welcome.
    expect((await callback(signed({ id: TELEGRAM_ID, first_name: 'Once', auth_date: now - 9 }))).statusCode).toBe(200);
  });

  it('refuses a genuine payload of a Telegram user linked to nobody', async () => {
    expect(expectError(await callback(signed({ id: 777, auth_date: now })), 401, 'UNAUTHENTICATED').message).toMatch(/No account/);
  });
});

describe('messaging-app sign-in without TELEGRAM_BOT_TOKEN', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ database });
  });
  afterAll(async () => t.close());

  it('answers 404: the method is off', async () => {
    expectError(
      await t.app.inject({ method: 'POST', url: '/v1/auth/messenger/callback', payload: signed({ id: TELEGRAM_ID, auth_date: 1 }) }),
      404,
      'NOT_FOUND',
    );
  });
});
