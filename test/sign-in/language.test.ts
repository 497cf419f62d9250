import { DEMO_ORG_NAME } from '../../src/db/seed.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codeLocale, codeMessage } from '../../src/modules/identity/codes/service.js';
import { MINUTE_MS } from '../../src/lib/clock.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';
import { addUser } from '../helpers/users.js';
import { codeIn, outboxOf } from '../helpers/inboxes.js';

/**
 * Issue 60: one language end to end. A language a user chose (or was invited in) wins at sign-in; the
 * sign-in page's becomes theirs only while they never chose; sign-in codes go in it.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.clock.advance(25 * 60 * MINUTE_MS));

const outbox = () => outboxOf(t);

async function signInByCode(email: string, locale: 'en' | 'am', startLocale?: 'en' | 'am') {
  const seen = (await outbox()(email)).length;
  const started = await t.app.inject({
    method: 'POST',
    url: '/v1/auth/email/otp/start',
    payload: { email, ...(startLocale ? { locale: startLocale } : {}) },
  });
  expect(started.statusCode).toBe(202);
  const code = await codeIn(outbox(), email, seen);
  const message = (await outbox()(email)).at(-1)!;
  const verified = await t.app.inject({ method: 'POST', url: '/v1/auth/email/otp/verify', payload: { email, code, locale } });
  expect(verified.statusCode, verified.body).toBe(200);
  return { message, user: verified.json().data.user as { locale: string }, token: verified.json().data.token as string };
}

describe("a user's language at sign-in", () => {
  it("takes the page's language while the user never chose one, and keeps the chosen one after", async () => {
    const user = await addUser(t.database.db, { roles: ['HR_ADMIN'] });
    const first = await signInByCode(user.email, 'am');
    expect(first.user.locale).toBe('am');
    // The page's language again: still never chosen, so it follows.
    expect((await signInByCode(user.email, 'en')).user.locale).toBe('en');
    // Chosen in the console: from now on it wins over an English sign-in page.
    const session = await signInByCode(user.email, 'en');
    const chose = await t.app.inject({ method: 'PATCH', url: '/v1/me/profile', headers: bearer(session.token), payload: { locale: 'am' } });
    expect(chose.statusCode).toBe(200);
    expect((await signInByCode(user.email, 'en')).user.locale).toBe('am');
  });

  it('keeps the language an invitation named, and sends its codes in it', async () => {
    const hr = await signInByCode((await addUser(t.database.db, { roles: ['SUPER_USER'] })).email, 'en');
    const email = `invited.${Date.now()}@staff.example.et`;
    const invited = await t.app.inject({
      method: 'POST',
      url: '/v1/users',
      headers: bearer(hr.token),
      payload: { email, full_name: 'ሳራ ተስፋዬ', roles: ['FINANCE'], locale: 'am' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const signedIn = await signInByCode(email, 'en', 'en');
    expect(signedIn.user.locale).toBe('am');
    expect(signedIn.message).toContain('የፖርታል መግቢያ ኮድዎ');
  });

  it("sends a code in the asking screen's language to a user who never chose, and in English when no screen says", async () => {
    const user = await addUser(t.database.db, { roles: ['HR_ADMIN'] });
    expect((await signInByCode(user.email, 'am', 'am')).message).toContain('የፖርታል መግቢያ ኮድዎ');
    expect((await signInByCode(user.email, 'en')).message).toContain('Your portal sign-in code is');
  });
});

describe('the sign-in code message', () => {
  it('fits one SMS segment in Amharic (70 characters in UCS-2) and in English (160 in GSM-7)', () => {
    expect([...codeMessage('am', '123456', 10).text].length).toBeLessThanOrEqual(70);
    expect(codeMessage('en', '123456', 10).text.length).toBeLessThanOrEqual(160);
    expect(codeMessage('am', '123456', 10).subject).toBe('የመግቢያ ኮድዎ');
  });

  it("goes in the users' chosen language when they agree, else the screen's", () => {
    const user = (chosen: 'en' | 'am' | null) => ({
      user_id: 'u',
      active_role: 'MEMBER' as const,
      chosen_locale: chosen,
      org_id: 'o',
      org_name: 'O',
    });
    expect(codeLocale([user('am')], 'en')).toBe('am');
    expect(codeLocale([user(null)], 'am')).toBe('am');
    expect(codeLocale([user('am'), user('en')], undefined)).toBe('en');
    expect(codeLocale([{ member_id: 'm', org_id: 'o', org_name: 'O' }], 'am')).toBe('am');
  });
});

describe('whose sign-in page it is', () => {
  const organisationOf = async (query = '') =>
    (await t.app.inject({ method: 'GET', url: `/v1/auth/methods${query}` })).json().data.organisation as { name: string } | null;

  it('names the organisation the address names, or the only one of the install, and nobody else', async () => {
    expect(await organisationOf('?org=demo')).toEqual({ name: DEMO_ORG_NAME });
    expect(await organisationOf('?org=DEMO')).toEqual({ name: DEMO_ORG_NAME });
    expect(await organisationOf('?org=no-such-organisation')).toBeNull();
    const active = await t.database.db.selectFrom('organisations').select('name').where('status', '=', 'active').execute();
    expect(await organisationOf()).toEqual(active.length === 1 ? { name: active[0]!.name } : null);
    expect((await t.app.inject({ method: 'GET', url: `/v1/auth/methods?org=${'x'.repeat(81)}` })).statusCode).toBe(400);
  });
});
