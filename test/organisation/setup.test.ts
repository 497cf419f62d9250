import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commit, otherOrganisation, previewReady, validMembersCsv, waitForStatus } from '../helpers/migration.js';
import { bearer, createTestApp, expectError, type TestContext } from '../helpers/test-app.js';

/** Issue 60: a new organisation's super user sees its first steps, each ticked from what is stored. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setup = async (token: string) => {
  const response = await t.app.inject({ method: 'GET', url: '/v1/organisation/setup', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { done: boolean; steps: { key: string; done: boolean; count?: number; more?: boolean }[] };
};
const ticked = (state: Awaited<ReturnType<typeof setup>>) => state.steps.filter((step) => step.done).map((step) => step.key);
const send = (method: 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('GET /v1/organisation/setup', () => {
  it('starts with nothing ticked and ticks each step as its work is done, and opens a step again when it is undone', async () => {
    const org = await otherOrganisation(t, ['SUPER_USER']);
    const fresh = await setup(org.token);
    expect(fresh.done).toBe(false);
    expect(fresh.steps.map((step) => step.key)).toEqual(['invite_staff', 'departments', 'packages', 'first_import', 'member_sign_in']);
    expect(ticked(fresh)).toEqual([]);

    const invited = await send('POST', '/v1/users', org.token, {
      full_name: 'Hana HR',
      email: `hana-${org.orgId.slice(0, 8)}@example.et`,
      roles: ['HR_ADMIN'],
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const department = await send('POST', '/v1/departments', org.token, { code: 'HR', name: 'Human Resources' });
    expect(department.statusCode, department.body).toBe(201);
    expect(
      (
        await send('POST', '/v1/packages', org.token, {
          code: 'BASIC',
          name: 'Basic',
          allowance_amount: { amount: '1000.00', currency: 'ETB' },
        })
      ).statusCode,
    ).toBe(201);
    const counted = await setup(org.token);
    expect(ticked(counted)).toEqual(['invite_staff', 'departments', 'packages']);
    expect(counted.steps.find((step) => step.key === 'invite_staff')?.count).toBe(1);

    const job = await previewReady(t, org.token, validMembersCsv(2, 'SETUP'));
    expect((await commit(t, org.token, job.id)).statusCode).toBe(202);
    await waitForStatus(t, org.token, job.id, 'completed');
    // Member sign-in is open by default: with members to sign in, that step is done as well.
    expect((await setup(org.token)).done).toBe(true);
    expect((await send('PATCH', '/v1/organisation', org.token, { member_sign_in: false })).statusCode).toBe(200);
    expect(ticked(await setup(org.token))).toEqual(['invite_staff', 'departments', 'packages', 'first_import']);
    expect((await send('PATCH', '/v1/organisation', org.token, { member_sign_in: true })).statusCode).toBe(200);
    expect((await setup(org.token)).done).toBe(true);

    // Undone work is open again: the department's members leave it first (archiving refuses while they hold it).
    const other = await send('POST', '/v1/departments', org.token, { code: 'FIN', name: 'Finance' });
    expect((await send('POST', `/v1/departments/${other.json().data.id}/archive`, org.token)).statusCode).toBe(200);
    expect((await setup(org.token)).done).toBe(true);
    const staff = invited.json().data.id as string;
    expect((await send('POST', `/v1/users/${staff}/deactivate`, org.token)).statusCode).toBe(200);
    const after = await setup(org.token);
    expect(after.done).toBe(false);
    expect(after.steps.find((step) => step.key === 'invite_staff')).toEqual({ key: 'invite_staff', done: false, count: 0 });
  });

  it("counts only the caller's organisation", async () => {
    const org = await otherOrganisation(t, ['SUPER_USER']);
    // The demo organisation has staff, departments, packages and imports: none of them counts here.
    expect(ticked(await setup(org.token))).toEqual([]);
    // Members added one by one are in the directory as surely as imported ones.
    const added = await send('POST', '/v1/members', org.token, { external_id: 'H-1', full_name: 'Hand Added', phone: '0911000099' });
    expect(added.statusCode, added.body).toBe(201);
    const state = await setup(org.token);
    expect(state.steps.find((step) => step.key === 'first_import')).toEqual({ key: 'first_import', done: true, count: 1 });
    // Member sign-in is open by default: with a member to sign in, that step is done too.
    expect(ticked(state)).toEqual(['first_import', 'member_sign_in']);
  });

  it('counts up to 1,000 and says there are more, rather than counting every member on every page', async () => {
    const org = await otherOrganisation(t, ['SUPER_USER']);
    await sql`INSERT INTO members (org_id, external_id, full_name, status)
      SELECT ${org.orgId}::uuid, 'M-' || g, 'Member ' || g, 'active' FROM generate_series(1, 1001) g`.execute(t.database.db);
    const many = (await setup(org.token)).steps.find((step) => step.key === 'first_import');
    expect(many).toEqual({ key: 'first_import', done: true, count: 1000, more: true });
    await sql`UPDATE members SET status = 'inactive' WHERE org_id = ${org.orgId}::uuid AND external_id = 'M-1'`.execute(t.database.db);
    expect((await setup(org.token)).steps.find((step) => step.key === 'first_import')).toEqual({
      key: 'first_import',
      done: true,
      count: 1000,
    });
  });

  it('is for the super user: 401 without a session, 403 for other roles', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/v1/organisation/setup' }), 401, 'UNAUTHENTICATED');
    for (const persona of ['demo-hr-admin', 'demo-finance', 'demo-member'])
      expectError(
        await t.app.inject({ method: 'GET', url: '/v1/organisation/setup', headers: bearer(await t.login(persona)) }),
        403,
        'FORBIDDEN',
      );
  });
});
