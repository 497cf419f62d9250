import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commit, previewReady, uploadAndValidate, waitForStatus } from '../helpers/migration.js';
import { call, etb, orderOf, spendingOrganisation } from '../helpers/spending.js';
import { createTestApp, expectError, type TestContext } from '../helpers/test-app.js';

/** Issue 56: a member's allowance follows their package unless it was set for that member. */
let t: TestContext;
let org: Awaited<ReturnType<typeof spendingOrganisation>>;
let standard: { id: string; code: string };
let premium: { id: string; code: string };
beforeAll(async () => {
  t = await createTestApp();
  org = await spendingOrganisation(t);
  const pkg = async (name: string, amount: string) => {
    const code = `${name}-${randomUUID().slice(0, 4)}`;
    const made = await call(t, 'POST', '/v1/packages', org.hr.token, { code, name, allowance_amount: etb(amount) });
    return { id: made.json().data.id as string, code };
  };
  standard = await pkg('STANDARD', '15000.00');
  premium = await pkg('PREMIUM', '30000.00');
});
afterAll(() => t.close());

const member = async (external: string, pkg: { code: string }, allowance?: string) => {
  const made = await call(t, 'POST', '/v1/members', org.hr.token, {
    external_id: external,
    full_name: `Member ${external}`,
    email: `${external.toLowerCase()}@follows.example.et`,
    package_code: pkg.code,
    ...(allowance ? { allowance_amount: allowance } : {}),
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().data as { id: string; allowance_amount: string; allowance_follows_package: boolean };
};
const account = async (memberId: string) => (await call(t, 'GET', `/v1/members/${memberId}/allowance`, org.financeA.token)).json().data;
const run = () => randomUUID().slice(0, 6).toUpperCase();

describe("a member's allowance and their package", () => {
  it("follows the package when none of the member's own is given, and the package's new allowance moves it and the account", async () => {
    const follower = await member(`F-${run()}`, standard);
    const own = await member(`O-${run()}`, standard, '12000.00');
    expect(follower).toMatchObject({ allowance_amount: '15000.00', allowance_follows_package: true });
    expect(own).toMatchObject({ allowance_amount: '12000.00', allowance_follows_package: false });
    await account(follower.id);

    const changed = await call(t, 'PATCH', `/v1/packages/${standard.id}`, org.hr.token, { allowance_amount: etb('16000.00') });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call(t, 'GET', `/v1/members/${follower.id}`, org.hr.token)).json().data.allowance_amount).toBe('16000.00');
    expect((await call(t, 'GET', `/v1/members/${own.id}`, org.hr.token)).json().data.allowance_amount).toBe('12000.00');
    const after = await account(follower.id);
    expect(after.allowance).toEqual(etb('16000.00'));
    expect(after.entries[0]).toMatchObject({ kind: 'adjust', allowance_change: etb('1000.00'), actor: { id: org.hr.id } });
  });

  it("moves with the member to another package by hand, and stays when the member's own amount is given", async () => {
    const follower = await member(`M-${run()}`, standard);
    const moved = await call(t, 'PATCH', `/v1/members/${follower.id}`, org.hr.token, { package_code: premium.code });
    expect(moved.json().data).toMatchObject({ package_code: premium.code, allowance_amount: '30000.00', allowance_follows_package: true });
    const set = await call(t, 'PATCH', `/v1/members/${follower.id}`, org.hr.token, { allowance_amount: '20000.00' });
    expect(set.json().data).toMatchObject({ allowance_amount: '20000.00', allowance_follows_package: false });
    const back = await call(t, 'PATCH', `/v1/members/${follower.id}`, org.hr.token, { package_code: standard.code });
    expect(back.json().data).toMatchObject({ allowance_amount: '20000.00', allowance_follows_package: false });
  });

  it('says in the preview what an import moving members to another package makes of their allowance, and applies it', async () => {
    const external = `I-${run()}`;
    const follower = await member(external, standard);
    await account(follower.id);
    const job = await previewReady(t, org.superUser, `external_id,package_code\n${external},${premium.code}\n`, {
      onExisting: 'update',
      fileName: 'move.csv',
    });
    expect(job.preview.changes[0].fields).toMatchObject({
      package_code: { from: standard.code, to: premium.code },
      allowance_amount: { from: expect.stringMatching(/^1[56]000.00$/), to: '30000.00' },
    });
    await commit(t, org.superUser, job.id);
    await waitForStatus(t, org.superUser, job.id, 'completed');
    expect((await call(t, 'GET', `/v1/members/${follower.id}`, org.hr.token)).json().data).toMatchObject({
      allowance_amount: '30000.00',
      allowance_follows_package: true,
    });
    expect((await account(follower.id)).allowance).toEqual(etb('30000.00'));
  });

  it("refuses a package's allowance, or a move, below what a follower holds and spent: 409 and a row error, nothing changed", async () => {
    const cheap = (
      await call(t, 'POST', '/v1/packages', org.hr.token, { code: `CHEAP-${run()}`, name: 'Cheap', allowance_amount: etb('100.00') })
    ).json().data;
    const external = `C-${run()}`;
    const follower = await member(external, standard);
    const session = await import('../helpers/users.js');
    const user = await session.addUser(t.database.db, { roles: ['MEMBER'], orgId: org.orgId });
    await t.database.db.updateTable('members').set({ user_id: user.id }).where('id', '=', follower.id).execute();
    const token = await session.sessionFor(t, user.id, 'MEMBER');
    expect((await call(t, 'POST', '/v1/orders', token, orderOf(org.providerId, '800.00', { submit: true }))).statusCode).toBe(201);

    const job = await uploadAndValidate(t, org.superUser, `external_id,package_code\n${external},${cheap.code}\n`, {
      onExisting: 'update',
    });
    expect(job.validation.errors).toEqual([
      expect.objectContaining({ code: 'ALLOWANCE_BELOW_COMMITTED', value: '100.00', params: { floor: '800.00' } }),
    ]);

    const before = (await call(t, 'GET', `/v1/packages/${standard.id}`, org.hr.token)).json().data.allowance_amount;
    expectError(
      await call(t, 'PATCH', `/v1/packages/${standard.id}`, org.hr.token, { allowance_amount: etb('799.99') }),
      409,
      'ALLOWANCE_BELOW_COMMITTED',
    );
    expect((await call(t, 'GET', `/v1/packages/${standard.id}`, org.hr.token)).json().data.allowance_amount).toEqual(before);
    expectError(
      await call(t, 'PATCH', `/v1/members/${follower.id}`, org.hr.token, { package_code: cheap.code }),
      409,
      'ALLOWANCE_BELOW_COMMITTED',
    );
  });
});
