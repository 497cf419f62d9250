import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { AllowancesRepository } from '../../src/modules/allowances/repository.js';
import { AllowancesService } from '../../src/modules/allowances/service.js';
import { DisclosuresRepository } from '../../src/modules/clinical/repository.js';
import { ClinicalRecords } from '../../src/modules/clinical/service.js';
import { EventsRepository } from '../../src/modules/events/repository.js';
import { IdempotencyRepository } from '../../src/modules/idempotency/repository.js';
import { IdempotencyService } from '../../src/modules/idempotency/service.js';
import { OrdersRepository } from '../../src/modules/orders/repository.js';
import { OrdersService } from '../../src/modules/orders/service.js';
import { PrescriptionsRepository } from '../../src/modules/prescriptions/repository.js';
import { PrescriptionsService } from '../../src/modules/prescriptions/service.js';
import { otherOrganisation } from './migration.js';
import { bearer, type TestContext } from './test-app.js';
import { addUser, sessionFor } from './users.js';

export const etb = (amount: string) => ({ amount, currency: 'ETB' });

/**
 * An organisation made from nothing for spending tests: a super user, two finance officers, a provider,
 * and members who sign in (each a user linked to a member record with its allowance).
 */
export async function spendingOrganisation(t: TestContext) {
  const org = await otherOrganisation(t, ['SUPER_USER']);
  const superUser = org.token;
  const [financeA, financeB] = await Promise.all([staff(t, org.orgId, 'FINANCE'), staff(t, org.orgId, 'FINANCE')]);
  const hr = await staff(t, org.orgId, 'HR_ADMIN');
  // These organisations test money: no category needs a prescription (test/clinical has the rule's own tests).
  await t.database.db.updateTable('organisations').set({ prescription_required_for: [] }).where('id', '=', org.orgId).execute();
  const provider = await call(t, 'POST', '/v1/providers', financeA.token, {
    code: `PH-${randomUUID().slice(0, 6)}`,
    name: 'Bole Pharmacy',
    kind: 'pharmacy',
  });
  if (provider.statusCode !== 201) throw new Error(`provider: ${provider.body}`);
  return {
    ...org,
    superUser,
    financeA,
    financeB,
    hr,
    providerId: provider.json().data.id as string,
    /** A member who signs in, with this allowance (and what an import recorded as used). */
    member: (allowance: string, used = '0') => member(t, org.orgId, allowance, used),
  };
}

async function staff(t: TestContext, orgId: string, role: 'FINANCE' | 'HR_ADMIN') {
  const user = await addUser(t.database.db, { roles: [role], orgId });
  return { id: user.id, token: await sessionFor(t, user.id, role) };
}

async function member(t: TestContext, orgId: string, allowance: string, used: string) {
  const user = await addUser(t.database.db, { roles: ['MEMBER'], orgId, name: `Member ${randomUUID().slice(0, 4)}` });
  const row = await t.database.db
    .insertInto('members')
    .values({
      org_id: orgId,
      user_id: user.id,
      external_id: `E-${randomUUID().slice(0, 8)}`,
      full_name: user.full_name,
      email: user.email,
      allowance_amount: allowance,
      allowance_used: used,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, userId: user.id, token: await sessionFor(t, user.id, 'MEMBER') };
}

export function call(
  t: TestContext,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  token: string | undefined,
  payload?: object,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method, url, headers: { ...(token ? bearer(token) : {}), ...headers }, ...(payload ? { payload } : {}) });
}

/** An order body of one line. */
export const orderOf = (providerId: string, amount: string, extra: object = {}) => ({
  provider_id: providerId,
  category: 'PHARMACY',
  lines: [{ description: 'Amoxicillin 500 mg', quantity: 1, amount: etb(amount) }],
  ...extra,
});

/** The orders service as the platform builds it, on the test's database and clock (to run the scheduled expiry). */
export function ordersService(t: TestContext): OrdersService {
  const events = new EventsRepository(t.database.db);
  const clinical = new ClinicalRecords(new DisclosuresRepository(t.database.db), t.clock);
  return new OrdersService(
    new OrdersRepository(t.database.db),
    new AllowancesService(new AllowancesRepository(t.database.db), events, t.clock),
    new PrescriptionsService(new PrescriptionsRepository(t.database.db), clinical, events, t.clock),
    clinical,
    events,
    new IdempotencyService(new IdempotencyRepository(t.database.db), t.clock),
    t.clock,
  );
}
