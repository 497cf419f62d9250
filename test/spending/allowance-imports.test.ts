import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commit, post, previewReady, uploadAndValidate, waitForStatus } from '../helpers/migration.js';
import { call, etb, orderOf, spendingOrganisation } from '../helpers/spending.js';
import { createTestApp, expectError, type TestContext } from '../helpers/test-app.js';

/** Issue 56: an import that changes members' allowances keeps their accounts right, or says why not. */
let t: TestContext;
let org: Awaited<ReturnType<typeof spendingOrganisation>>;
beforeAll(async () => {
  t = await createTestApp();
  org = await spendingOrganisation(t);
});
afterAll(() => t.close());

const externalIdOf = async (memberId: string) =>
  (await t.database.db.selectFrom('members').select('external_id').where('id', '=', memberId).executeTakeFirstOrThrow()).external_id;
const account = async (memberId: string) => (await call(t, 'GET', `/v1/members/${memberId}/allowance`, org.financeA.token)).json().data;

describe('an import that updates allowances', () => {
  it('refuses a row that sets an allowance below what the account holds and has spent: ALLOWANCE_BELOW_COMMITTED', async () => {
    const member = await org.member('2000.00', '300.00');
    await call(t, 'POST', '/v1/orders', member.token, orderOf(org.providerId, '400.00', { submit: true }));
    const id = await externalIdOf(member.id);
    const job = await uploadAndValidate(t, org.superUser, `external_id,allowance_amount\n${id},699.99\n`, { onExisting: 'update' });
    expect(job.validation.errors).toEqual([
      expect.objectContaining({ row: 2, field: 'allowance_amount', code: 'ALLOWANCE_BELOW_COMMITTED', params: { floor: '700.00' } }),
    ]);
    expect((await account(member.id)).allowance).toEqual(etb('2000.00'));
  });

  it('moves the account with the allowance, an adjust entry by the person who imported; a rollback after spending is refused', async () => {
    const member = await org.member('2000.00');
    const id = await externalIdOf(member.id);
    await account(member.id);
    const job = await previewReady(t, org.superUser, `external_id,allowance_amount\n${id},900.00\n`, {
      onExisting: 'update',
      fileName: 'raise.csv',
    });
    await commit(t, org.superUser, job.id);
    await waitForStatus(t, org.superUser, job.id, 'completed');
    const after = await account(member.id);
    expect(after).toMatchObject({ allowance: etb('900.00'), remaining: etb('900.00') });
    expect(after.entries[0]).toMatchObject({ kind: 'adjust', allowance_change: etb('-1100.00'), actor: { id: org.userId } });

    // Spending more than the rollback would give back: the rollback is refused, and nothing changes.
    await call(t, 'POST', '/v1/orders', member.token, orderOf(org.providerId, '300.00', { submit: true }));
    const lowered = await previewReady(t, org.superUser, `external_id,allowance_amount\n${id},350.00\n`, {
      onExisting: 'update',
      fileName: 'lower.csv',
    });
    await commit(t, org.superUser, lowered.id);
    await waitForStatus(t, org.superUser, lowered.id, 'completed');
    expect((await account(member.id)).allowance).toEqual(etb('350.00'));
    const raise = await previewReady(t, org.superUser, `external_id,allowance_amount\n${id},5000.00\n`, {
      onExisting: 'update',
      fileName: 'up.csv',
    });
    await commit(t, org.superUser, raise.id);
    await waitForStatus(t, org.superUser, raise.id, 'completed');
    await call(t, 'POST', '/v1/orders', member.token, orderOf(org.providerId, '4000.00', { submit: true }));
    expectError(await post(t, org.superUser, raise.id, 'rollback'), 409, 'ALLOWANCE_BELOW_COMMITTED');
    expect(await account(member.id)).toMatchObject({ allowance: etb('5000.00'), reserved: etb('4300.00') });
  });
});
