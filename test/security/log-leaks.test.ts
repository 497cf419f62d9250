import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commit, post, putMapping, uploadAndValidate, uploadOk, waitForStatus } from '../helpers/migration.js';
import { bearer, createTestApp, LogCapture, type TestContext } from '../helpers/test-app.js';

/**
 * Every capability exercised once at the most verbose log level, failures included; the captured
 * log then holds no token, no email address, no phone number and no name of a member or user.
 */
let t: TestContext;
const logs = new LogCapture();
const secrets: string[] = [];

const MEMBERS = [
  ['LK-1', 'Selamawit Girma', 'selamawit.girma@leak.example.et', '+251911556677'],
  ['LK-2', 'Yohannes Bekele', 'yohannes.bekele@leak.example.et', '0911889900'],
] as const;

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'trace' }, logStream: logs });
}, 30_000);
afterAll(async () => t.close());

describe('logs of a full run', () => {
  it('hold no token, email address, phone number or name of a member or user', async () => {
    const tokens = await Promise.all(['demo-super-user', 'demo-hr-admin', 'demo-finance', 'demo-member'].map((p) => t.login(p)));
    const [superUser, hr, finance, member] = tokens as [string, string, string, string];
    secrets.push(...tokens, ...tokens.map((token) => token.slice(4)));

    // Profile and session: reads, a change, a bad token, a revoked one.
    for (const token of tokens) await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: bearer(token) });
    await t.app.inject({
      method: 'PATCH',
      url: '/v1/me/profile',
      headers: bearer(member),
      payload: { full_name: 'Tsion Hailu Leak', locale: 'am' },
    });
    secrets.push('Tsion Hailu Leak');
    await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: { authorization: `Bearer ${member}x` } });
    await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: { authorization: member } });
    await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { demo_user_id: 'nobody', email: 'someone@leak.example.et' } });

    // A whole import: upload, errors and their report, preview, commit, events, rollback.
    const rows = MEMBERS.map(([id, name, email, phone]) => `${id},${name},${email},${phone},1990-01-15,female,HR,2020-02-01,BASIC,1000.00`);
    const header = 'external_id,full_name,email,phone,date_of_birth,gender,department,employment_start_date,package_code,allowance_amount';
    const withErrors = await uploadAndValidate(t, hr, `${header}\n${rows.join('\n')}\nLK-3,Abel Leak Tesfaye,not-an-email@,09,,,,,,\n`);
    secrets.push('Abel Leak Tesfaye', 'not-an-email@');
    await t.app.inject({ method: 'GET', url: `/v1/migration/jobs/${withErrors.id}/error-report`, headers: bearer(hr) });
    await post(t, hr, withErrors.id, 'preview');
    const job = await uploadAndValidate(t, hr, `${header}\n${rows.join('\n')}\n`);
    expect((await post(t, hr, job.id, 'preview')).statusCode).toBe(200);
    expect((await commit(t, hr, job.id)).statusCode).toBe(202);
    await waitForStatus(t, hr, job.id, 'completed');
    await t.app.inject({ method: 'GET', url: '/v1/events', headers: bearer(finance) });
    expect((await post(t, superUser, job.id, 'rollback')).statusCode).toBe(200);
    const remapped = await uploadOk(t, hr, `${header}\n${rows.join('\n')}\n`);
    await putMapping(t, hr, remapped.id, { column_mapping: { ...remapped.suggested_mapping, full_name: 'email' } });
    for (const [, name, email, phone] of MEMBERS) secrets.push(name, email, phone, `+2519${phone.slice(-8)}`);

    // The demo users' own addresses and names.
    const demo = (await t.app.inject({ method: 'GET', url: '/v1/auth/demo-profiles' })).json().data as {
      email: string;
      full_name: string;
    }[];
    for (const persona of demo) secrets.push(persona.email, persona.full_name);

    expect(logs.lines.length).toBeGreaterThan(30);
    const leaked = secrets.filter((secret) => logs.text.toLowerCase().includes(secret.toLowerCase()));
    expect(
      leaked,
      logs.lines
        .filter((l) => leaked.some((s) => l.includes(s)))
        .join('\n')
        .slice(0, 1500),
    ).toEqual([]);
    expect(logs.text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    expect(logs.text).not.toMatch(/\+2519\d{8}/);
    for (const line of logs.lines) expect(() => JSON.parse(line)).not.toThrow();
  }, 60_000);
});
