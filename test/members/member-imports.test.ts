import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commit, MEMBERS_HEADER, otherOrganisation, post, previewReady, waitForStatus } from '../helpers/migration.js';
import { eventually } from '../helpers/server-process.js';
import { bearer, createTestApp, expectError, type TestContext } from '../helpers/test-app.js';

/** Issue 28: a member's page lists the imports that created or changed them. */
let t: TestContext;
let hr: string;
beforeAll(async () => {
  t = await createTestApp();
  hr = await t.login('demo-hr-admin');
});
afterAll(() => t.close());

async function importFile(csv: string, fileName: string, onExisting?: 'update') {
  const job = await previewReady(t, hr, csv, { fileName, ...(onExisting ? { onExisting } : {}) });
  await commit(t, hr, job.id);
  await waitForStatus(t, hr, job.id, 'completed');
  return job.id as string;
}

const importsOf = (id: string, token = hr) => t.app.inject({ method: 'GET', url: `/v1/members/${id}/imports`, headers: bearer(token) });

describe('GET /v1/members/:id/imports', () => {
  it('lists the import that created a member and the one that updated them, newest first; a rolled-back one says so', async () => {
    const number = `IM-${randomUUID().slice(0, 8)}`;
    const email = `${number.toLowerCase()}@members.example.et`;
    const created = await importFile(
      `${MEMBERS_HEADER}\n${number},Imported Once,${email},,1990-01-15,female,HR,2020-02-01,BASIC,1000.00\n`,
      'first.csv',
    );
    const updated = await importFile(
      `${MEMBERS_HEADER}\n${number},Imported Twice,${email},,1990-01-15,female,HR,2020-02-01,BASIC,1500.00\n`,
      'second.csv',
      'update',
    );
    const member = (
      (await t.app.inject({ method: 'GET', url: `/v1/members?import_job_id=${created}`, headers: bearer(hr) })).json().data.items as {
        id: string;
      }[]
    )[0]!;

    const answer = await importsOf(member.id, await t.login('demo-finance'));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject([
      { job_id: updated, file_name: 'second.csv', change: 'updated', status: 'completed', rolled_back_at: null },
      { job_id: created, file_name: 'first.csv', change: 'created', status: 'completed' },
    ]);

    const rolledBack = await post(t, await t.login('demo-super-user'), updated, 'rollback');
    expect(rolledBack.statusCode, rolledBack.body).toBeLessThan(300);
    await waitForStatus(t, hr, updated, 'rolled_back');
    const after = (await importsOf(member.id)).json().data as { job_id: string; status: string; rolled_back_at: string | null }[];
    expect(after[0]).toMatchObject({ job_id: updated, status: 'rolled_back' });
    expect(after[0]!.rolled_back_at).toEqual(expect.any(String));
  });

  it('is empty for a member added by hand', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/v1/members',
      headers: bearer(hr),
      payload: {
        external_id: `H-${randomUUID().slice(0, 8)}`,
        full_name: 'By Hand',
        email: `hand.${randomUUID().slice(0, 8)}@members.example.et`,
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect((await importsOf(made.json().data.id)).json().data).toEqual([]);
  });

  it("answers 401 without a session, 403 to a MEMBER, 404 for another organisation's member or a bad id", async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/v1/members',
      headers: bearer(hr),
      payload: {
        external_id: `G-${randomUUID().slice(0, 8)}`,
        full_name: 'Guarded',
        email: `guarded.${randomUUID().slice(0, 8)}@members.example.et`,
      },
    });
    const id = made.json().data.id as string;
    expectError(await t.app.inject({ method: 'GET', url: `/v1/members/${id}/imports` }), 401, 'UNAUTHENTICATED');
    expectError(await importsOf(id, await t.login('demo-member')), 403, 'FORBIDDEN');
    expectError(await importsOf(id, (await otherOrganisation(t)).token), 404, 'NOT_FOUND');
    expectError(await importsOf('nobody'), 404, 'NOT_FOUND');
  });
});

describe('an organisation made from nothing', () => {
  it('imports a member (no department, no package) who then signs in by email code and sees their allowance', async () => {
    const other = await otherOrganisation(t);
    const email = `fresh.${randomUUID().slice(0, 8)}@new-org.example.et`;
    const job = await previewReady(t, other.token, `external_id,full_name,email,allowance_amount\nN-1,Fresh Member,${email},750.50\n`);
    await commit(t, other.token, job.id);
    await waitForStatus(t, other.token, job.id, 'completed');

    const outbox = async () =>
      (await t.app.inject({ method: 'GET', url: `/v1/dev/outbox?to=${encodeURIComponent(email)}` })).json().data.items as {
        text: string;
      }[];
    expect((await t.app.inject({ method: 'POST', url: '/v1/auth/email/otp/start', payload: { email } })).statusCode).toBeLessThan(300);
    const code = await eventually('the code', async () => /\b(\d{6})\b/.exec((await outbox())[0]?.text ?? '')?.[1], 10_000);
    const verified = await t.app.inject({ method: 'POST', url: '/v1/auth/email/otp/verify', payload: { email, code } });
    expect(verified.statusCode, verified.body).toBe(200);
    const token = verified.json().data.token as string;
    const me = (await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: bearer(token) })).json().data;
    expect(me).toMatchObject({
      roles: ['MEMBER'],
      active_role: 'MEMBER',
      org_id: other.orgId,
      allowance_summary: { allowance_remaining: { amount: '750.50' } },
    });
    const benefits = (await t.app.inject({ method: 'GET', url: '/v1/me/benefits', headers: bearer(token) })).json().data;
    expect(benefits).toMatchObject({ external_id: 'N-1', department: null, package: null, allowance_remaining: { amount: '750.50' } });
    // Their organisation's member, not the demo organisation's.
    expect((await t.app.inject({ method: 'GET', url: `/v1/members/${benefits.member_id}`, headers: bearer(other.token) })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: `/v1/members/${benefits.member_id}`, headers: bearer(hr) })).statusCode).toBe(404);
  });
});
