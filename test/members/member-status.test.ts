import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commit, MEMBERS_HEADER, otherOrganisation, previewReady, waitForStatus } from '../helpers/migration.js';
import { eventually } from '../helpers/server-process.js';
import { bearer, createTestApp, expectError, type TestContext } from '../helpers/test-app.js';

/** Issue 28, part 2 (begun): HR deactivates and reactivates one member. */
let t: TestContext;
let hr: string;
beforeAll(async () => {
  t = await createTestApp();
  hr = await t.login('demo-hr-admin');
});
afterAll(() => t.close());

async function importOne(email: string, externalId = `ST-${randomUUID().slice(0, 8)}`) {
  const job = await previewReady(
    t,
    hr,
    `${MEMBERS_HEADER}\n${externalId},Status Member,${email},,1990-01-15,female,HR,2020-02-01,BASIC,1000.00\n`,
  );
  await commit(t, hr, job.id);
  await waitForStatus(t, hr, job.id, 'completed');
  // The worker writes an import's search text just after its commit (the directory's stated delay): wait for it.
  return eventually(
    'the imported member in the directory',
    async () => {
      const list = (await t.app.inject({ method: 'GET', url: `/v1/members?q=${encodeURIComponent(email)}`, headers: bearer(hr) })).json()
        .data.items as { id: string; status: string }[];
      return list.find((m) => m.status === 'active')?.id;
    },
    10_000,
  );
}

async function memberSession(email: string) {
  const outbox = async () =>
    (await t.app.inject({ method: 'GET', url: `/v1/dev/outbox?to=${encodeURIComponent(email)}` })).json().data.items as { text: string }[];
  const before = (await outbox()).length;
  await t.app.inject({ method: 'POST', url: '/v1/auth/email/otp/start', payload: { email } });
  const code = await eventually(
    'the code',
    async () => {
      const items = await outbox();
      return items.length > before ? /\b(\d{6})\b/.exec(items[0]!.text)?.[1] : undefined;
    },
    10_000,
  );
  return (await t.app.inject({ method: 'POST', url: '/v1/auth/email/otp/verify', payload: { email, code } })).json().data.token as string;
}

const act = (id: string, action: 'deactivate' | 'reactivate', token = hr) =>
  t.app.inject({ method: 'POST', url: `/v1/members/${id}/${action}`, headers: bearer(token) });

describe('POST /v1/members/:id/deactivate and /reactivate', () => {
  it('deactivates a member (their session ends at once), reactivates them, each an event with its actor', async () => {
    const email = `status.${randomUUID().slice(0, 8)}@members.example.et`;
    const id = await importOne(email);
    const token = await memberSession(email);
    const off = await act(id, 'deactivate');
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({ id, status: 'inactive' });
    expectError(await t.app.inject({ method: 'GET', url: '/v1/me/benefits', headers: bearer(token) }), 401, 'UNAUTHENTICATED');
    // Again: nothing changes, no second event.
    expect((await act(id, 'deactivate')).json().data.status).toBe('inactive');
    const on = await act(id, 'reactivate');
    expect(on.json().data.status).toBe('active');
    expect((await memberSession(email)).length).toBeGreaterThan(0);
    const events = (
      (
        await t.app.inject({ method: 'GET', url: '/v1/events?kind=member.*&limit=500', headers: bearer(await t.login('demo-finance')) })
      ).json().data.items as { kind: string; data: { member_id: string; actor: { type: string }; status: unknown } }[]
    ).filter((e) => e.data.member_id === id);
    expect(events.map((e) => [e.kind, e.data.status])).toEqual([
      ['member.deactivated', { from: 'active', to: 'inactive' }],
      ['member.reactivated', { from: 'inactive', to: 'active' }],
    ]);
    expect(events[0]!.data.actor).toMatchObject({ type: 'user' });
  });

  it('refuses to reactivate a member whose email another active member now has (409 naming it)', async () => {
    const email = `taken.${randomUUID().slice(0, 8)}@members.example.et`;
    const first = await importOne(email);
    await act(first, 'deactivate');
    await importOne(email);
    const refused = expectError(await act(first, 'reactivate'), 409, 'CONFLICT');
    expect(refused.details[0]).toMatchObject({ field: 'email', reason: 'member_email_taken' });
    expect((await t.app.inject({ method: 'GET', url: `/v1/members/${first}`, headers: bearer(hr) })).json().data.status).toBe('inactive');
  });

  it("answers 401 without a session, 403 to FINANCE and MEMBER, 404 for another organisation's member or a bad id", async () => {
    const id = await importOne(`guard.${randomUUID().slice(0, 8)}@members.example.et`);
    expectError(await t.app.inject({ method: 'POST', url: `/v1/members/${id}/deactivate` }), 401, 'UNAUTHENTICATED');
    for (const persona of ['demo-finance', 'demo-member'])
      expectError(await act(id, 'deactivate', await t.login(persona)), 403, 'FORBIDDEN');
    const other = await otherOrganisation(t);
    expectError(await act(id, 'deactivate', other.token), 404, 'NOT_FOUND');
    expectError(await act('not-a-uuid', 'deactivate'), 404, 'NOT_FOUND');
    expectError(await act(randomUUID(), 'reactivate'), 404, 'NOT_FOUND');
    expect((await t.app.inject({ method: 'GET', url: `/v1/members/${id}`, headers: bearer(hr) })).json().data.status).toBe('active');
  });
});
