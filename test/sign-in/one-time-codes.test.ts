import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PERSONAS } from '../../src/db/seed.js';
import { MINUTE_MS } from '../../src/lib/clock.js';
import { eventually } from '../helpers/server-process.js';
import { createTestApp, expectError, LogCapture, type TestContext } from '../helpers/test-app.js';
import { addUser } from '../helpers/users.js';
import { codeIn, deliveryServers, outboxOf, type Inbox } from '../helpers/inboxes.js';

/**
 * Email and phone one-time codes (DECISIONS section 11): demo mode delivers them to the development
 * outbox; production mode by a real SMTP server and an HTTP SMS provider, both run here on loopback.
 */
const personas = {
  hr: DEMO_PERSONAS.find((p) => p.personaId === 'demo-hr-admin')!,
  member: DEMO_PERSONAS.find((p) => p.personaId === 'demo-member')!,
};
const { hr } = personas;

type Channel = 'email' | 'phone';
const field = (channel: Channel) => (channel === 'email' ? 'email' : 'phone');

async function start(t: TestContext, channel: Channel, identifier: string, ip = '10.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: `/v1/auth/${channel}/otp/start`,
    payload: { [field(channel)]: identifier },
    remoteAddress: ip,
  });
}
async function verify(t: TestContext, channel: Channel, identifier: string, code: string, ip = '10.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: `/v1/auth/${channel}/otp/verify`,
    payload: { [field(channel)]: identifier, code },
    remoteAddress: ip,
  });
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const PRODUCTION_SECRET = 'a-production-secret-of-at-least-32-characters';

/** How many messages `to` has received. */
const countIn = async (inbox: Inbox, to: string) => (await inbox(to)).length;

/** Production mode: a real SMTP server and an HTTP SMS provider on loopback, for the whole file. */
let servers: Awaited<ReturnType<typeof deliveryServers>>;
const mails = () => servers.mails;
const texts = () => servers.texts;
const delivered: Inbox = (to) => servers.inbox(to);
beforeAll(async () => {
  servers = await deliveryServers();
});
afterAll(() => servers.close());
const productionEnv = () => servers.env;

describe.each(['demo', 'production'] as const)('one-time codes, %s mode', (mode) => {
  let t: TestContext;
  let inbox: Inbox;
  // Production refuses the demo personas: there, ordinary users of the same roles sign in.
  let hr: { email: string; phone: string };
  let member: { email: string; phone: string };
  beforeAll(async () => {
    t = await createTestApp(mode === 'demo' ? {} : { env: productionEnv() });
    inbox = mode === 'demo' ? outboxOf(t) : delivered;
    ({ hr, member } =
      mode === 'demo'
        ? personas
        : { hr: await addUser(t.database.db, { roles: ['HR_ADMIN'] }), member: await addUser(t.database.db, { roles: ['MEMBER'] }) });
  });
  afterAll(() => t.close());
  // Each test on a day of its own: the daily budgets (codes sent, failed verifications) start afresh.
  beforeEach(() => t.clock.advance(25 * 60 * MINUTE_MS));

  it.each(['email', 'phone'] as const)(
    'signs in by %s: 202 with expires_in, a code delivered, the same envelope as login',
    async (channel) => {
      const identifier = channel === 'email' ? hr.email.toUpperCase() : member.phone;
      const started = await start(t, channel, identifier);
      expect(started.statusCode).toBe(202);
      expect(started.json()).toEqual({ data: { expires_in: 600 } });
      const to = channel === 'email' ? identifier.toLowerCase() : identifier;
      const code = await codeIn(inbox, to);
      const signedIn = await verify(t, channel, identifier, code);
      expect(signedIn.statusCode).toBe(200);
      const { token, user } = signedIn.json().data;
      expect(token).toMatch(/^pst_/);
      expect(user.active_role).toBe(channel === 'email' ? 'HR_ADMIN' : 'MEMBER');
      expect(
        (await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: { authorization: `Bearer ${token}` } })).json().data.email,
      ).toBe(channel === 'email' ? hr.email : member.email);
    },
  );

  it('normalises a phone number to E.164 (a local one read as Ethiopian) and refuses one that is not a valid number', async () => {
    expect((await start(t, 'phone', '+251 91 123 4567')).statusCode).toBe(202);
    expect(await codeIn(inbox, member.phone)).toMatch(/^\d{6}$/);
    expect((await start(t, 'phone', member.phone.replace('+251', '0'))).statusCode).toBe(202);
    for (const bad of ['091123', '+2519', 'not a phone', 'call 0911234567'])
      expect(expectError(await start(t, 'phone', bad), 400, 'VALIDATION_FAILED').details[0]!.field).toBe('phone');
    expectError(
      await t.app.inject({ method: 'POST', url: '/v1/auth/email/otp/start', payload: { email: 'not an email' } }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await verify(t, 'email', hr.email, '12345'), 400, 'VALIDATION_FAILED');
  });

  it('uses a code once: the second verify answers 401', async () => {
    const before = await countIn(inbox, hr.email);
    await start(t, 'email', hr.email);
    const code = await codeIn(inbox, hr.email, before);
    expect((await verify(t, 'email', hr.email, code)).statusCode).toBe(200);
    expectError(await verify(t, 'email', hr.email, code), 401, 'UNAUTHENTICATED');
  });

  it('refuses a wrong code, and ends the code after 5 attempts even if the sixth is right', async () => {
    const before = await countIn(inbox, hr.email);
    await start(t, 'email', hr.email);
    const code = await codeIn(inbox, hr.email, before);
    for (let i = 0; i < 5; i++) expectError(await verify(t, 'email', hr.email, otherCode(code)), 401, 'UNAUTHENTICATED');
    expectError(await verify(t, 'email', hr.email, code), 401, 'UNAUTHENTICATED');
  });

  it('accepts the right code on the fifth attempt', async () => {
    const before = await countIn(inbox, hr.email);
    await start(t, 'email', hr.email);
    const code = await codeIn(inbox, hr.email, before);
    for (let i = 0; i < 4; i++) expectError(await verify(t, 'email', hr.email, otherCode(code)), 401, 'UNAUTHENTICATED');
    expect((await verify(t, 'email', hr.email, code)).statusCode).toBe(200);
  });

  it('refuses a code after 10 minutes', async () => {
    const before = await countIn(inbox, member.phone);
    await start(t, 'phone', member.phone);
    const code = await codeIn(inbox, member.phone, before);
    t.clock.advance(10 * MINUTE_MS);
    expectError(await verify(t, 'phone', member.phone, code), 401, 'UNAUTHENTICATED');
  });

  it('sends the open code again when asked again (a second start never ends the code the owner holds), its 10 minutes anew', async () => {
    const before = await countIn(inbox, member.phone);
    await start(t, 'phone', member.phone);
    const first = await codeIn(inbox, member.phone, before);
    t.clock.advance(8 * MINUTE_MS);
    await start(t, 'phone', member.phone, '10.66.0.1');
    const second = await codeIn(inbox, member.phone, before + 1);
    expect(second).toBe(first);
    t.clock.advance(8 * MINUTE_MS);
    expect((await verify(t, 'phone', member.phone, first)).statusCode).toBe(200);
    // Used, it is gone: the next start sends a new code.
    await start(t, 'phone', member.phone);
    expectError(await verify(t, 'phone', member.phone, first), 401, 'UNAUTHENTICATED');
  });

  it('answers an identifier nobody holds exactly as a known one, sends nothing, and refuses every code', async () => {
    t.clock.advance(20 * MINUTE_MS);
    const before = await countIn(inbox, hr.email);
    const unknown = await start(t, 'email', 'nobody@example.et');
    const known = await start(t, 'email', hr.email);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    // Deliveries run in order: once the known one has arrived, the unknown one has been handled.
    await codeIn(inbox, hr.email, before);
    expect(await countIn(inbox, 'nobody@example.et')).toBe(0);
    expect(expectError(await verify(t, 'email', 'nobody@example.et', '123456'), 401, 'UNAUTHENTICATED').message).toBe(
      expectError(await verify(t, 'email', hr.email, '000000'), 401, 'UNAUTHENTICATED').message,
    );
  });

  it('answers 429 with Retry-After past 5 codes per identifier in 15 minutes, from any IP', async () => {
    t.clock.advance(20 * MINUTE_MS);
    const identifier = 'flood@example.et';
    for (let i = 0; i < 5; i++) expect((await start(t, 'email', identifier, `10.1.0.${i}`)).statusCode).toBe(202);
    const limited = await start(t, 'email', identifier, '10.1.0.99');
    expectError(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    t.clock.advance(15 * MINUTE_MS);
    expect((await start(t, 'email', identifier)).statusCode).toBe(202);
  });

  it('takes about as long for identifiers nobody holds as for known ones', async () => {
    const known = [hr, member].flatMap(
      (p) =>
        [
          ['email', p.email],
          ['phone', p.phone],
        ] as const,
    );
    const timed = async (channel: Channel, identifier: string) => {
      const started = performance.now();
      expect((await start(t, channel, identifier)).statusCode).toBe(202);
      return performance.now() - started;
    };
    // Known and unknown in turn, so that warm-up and load drift weigh on both alike; the clock moves
    // past the per-identifier window between rounds.
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let round = 0; round < 3; round++) {
      t.clock.advance(20 * MINUTE_MS);
      for (const [i, [channel, identifier]] of known.entries()) {
        unknownTimes.push(await timed(channel, channel === 'email' ? `unknown${round}-${i}@example.et` : `+2519119${round}000${i}`));
        knownTimes.push(await timed(channel, identifier));
      }
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const ratio = median(unknownTimes) / median(knownTimes);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});

describe('one-time codes and the log', () => {
  const log = new LogCapture();
  let traced: TestContext;
  beforeAll(async () => {
    traced = await createTestApp({ env: { LOG_LEVEL: 'trace' }, logStream: log });
  });
  afterAll(async () => traced.close());

  it('never writes a code to the log', async () => {
    await start(traced, 'email', hr.email);
    const code = await codeIn(outboxOf(traced), hr.email);
    await verify(traced, 'email', hr.email, otherCode(code));
    expect((await verify(traced, 'email', hr.email, code)).statusCode).toBe(200);
    expect(log.lines.length).toBeGreaterThan(0);
    expect(log.text).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
    expect(log.text).not.toContain(hr.email);
  });
});

describe('one-time codes: per-IP limit', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_LOGIN_PER_MIN: '3' } });
  });
  afterAll(async () => t.close());

  it('answers 429 with Retry-After past RATE_LIMIT_LOGIN_PER_MIN requests from one IP', async () => {
    for (let i = 0; i < 3; i++) expect((await start(t, 'email', `ip${i}@example.et`, '10.9.9.9')).statusCode).toBe(202);
    const limited = await start(t, 'email', 'ip4@example.et', '10.9.9.9');
    expectError(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await start(t, 'email', 'ip5@example.et', '10.9.9.10')).statusCode).toBe(202);
  });
});

describe('one-time codes, production delivery', () => {
  let t: TestContext;
  let hr: { email: string };
  let member: { phone: string };
  let bare: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ env: productionEnv() });
    bare = await createTestApp({ env: { AUTH_MODE: 'production', AUTH_SECRET: PRODUCTION_SECRET } });
    [hr, member] = [await addUser(t.database.db, { roles: ['HR_ADMIN'] }), await addUser(t.database.db, { roles: ['MEMBER'] })];
  });
  afterAll(async () => {
    await t.close();
    await bare.close();
  });

  // The per-mode tests above sign in through both channels; these check what travels.
  it('mails from MAIL_FROM over SMTP, and texts through the SMS provider with its token', async () => {
    const [mailsBefore, textsBefore] = [mails().length, texts().length];
    expect((await start(t, 'email', hr.email)).statusCode).toBe(202);
    expect((await start(t, 'phone', member.phone)).statusCode).toBe(202);
    await eventually(
      'a mail and an SMS',
      async () => (mails().length > mailsBefore && texts().length > textsBefore ? true : undefined),
      10_000,
    );
    expect(mails().at(-1)).toMatchObject({ to: hr.email, body: expect.stringContaining('From: Portal <no-reply@portal.test>') });
    expect(mails().at(-1)!.body).toContain('Subject: Your sign-in code');
    expect(texts().at(-1)).toMatchObject({
      to: member.phone,
      authorization: 'Bearer sms-token',
      text: expect.stringMatching(/sign-in code is \d{6}\b/),
    });
  });

  it('has no development outbox', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/v1/dev/outbox' }), 404, 'NOT_FOUND');
  });

  it('answers 404 for a channel with no delivery configured', async () => {
    expectError(await start(bare, 'email', hr.email), 404, 'NOT_FOUND');
    expectError(await verify(bare, 'phone', member.phone, '123456'), 404, 'NOT_FOUND');
  });
});
