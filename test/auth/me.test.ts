import { DEMO_ORG_NAME } from '../../src/db/seed.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, expectError, TEST_BASE_URL, type TestContext } from '../helpers/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const me = (token: string) => t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: bearer(token) });

describe('GET /v1/auth/me', () => {
  it('answers the member user with member, customer and allowance fields', async () => {
    const response = await me(await t.login('demo-member'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        id: '0d0e0000-0000-4000-8000-0000000000a4',
        email: 'dawit.alemu@demo.portal.et',
        full_name: 'Dawit Alemu',
        org_id: '0d0e0000-0000-4000-8000-000000000001',
        org_name: DEMO_ORG_NAME,
        member_id: '0d0e0000-0000-4000-8000-0000000000b1',
        customer_id: 'CUS-DEMO00000001',
        roles: ['MEMBER'],
        active_role: 'MEMBER',
        locale: 'en',
        calendar: 'gregorian',
        avatar_url: `${TEST_BASE_URL}/v1/avatars/0d0e0000-0000-4000-8000-0000000000a4.svg`,
        org_status: 'active',
        permissions: ['self:read', 'orders:write', 'prescriptions:read_own', 'prescriptions:write'],
        allowance_summary: {
          allowance_remaining: { amount: '12500.00', currency: 'ETB' },
          allowance_total: { amount: '15000.00', currency: 'ETB' },
          reserved: { amount: '0.00', currency: 'ETB' },
          spent: { amount: '2500.00', currency: 'ETB' },
        },
      },
    });
  });

  it('leaves member fields out for users without a member record', async () => {
    const { data } = (await me(await t.login('demo-hr-admin'))).json();
    expect(data).not.toHaveProperty('member_id');
    expect(data).not.toHaveProperty('customer_id');
    expect(data.allowance_summary).toBeNull();
    expect(data.roles).toEqual(['HR_ADMIN']);
    expect(data.org_status).toBe('active');
  });

  it('shows the organisation status as it is now', async () => {
    const token = await t.login('demo-hr-admin');
    await t.database.db.updateTable('organisations').set({ status: 'pending' }).execute();
    try {
      expect((await me(token)).json().data.org_status).toBe('pending');
    } finally {
      await t.database.db.updateTable('organisations').set({ status: 'active' }).execute();
    }
  });
});

describe('PATCH /v1/auth/me/locale', () => {
  it('changes the locale and answers the session user', async () => {
    const token = await t.login('demo-finance');
    const response = await t.app.inject({ method: 'PATCH', url: '/v1/auth/me/locale', headers: bearer(token), payload: { locale: 'am' } });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.locale).toBe('am');
    expect(Object.keys(data).sort()).toEqual([
      'active_role',
      'avatar_url',
      'email',
      'full_name',
      'id',
      'locale',
      'org_id',
      'org_name',
      'org_status',
      'permissions',
      'roles',
    ]);
    expect((await me(token)).json().data.locale).toBe('am');
    await t.app.inject({ method: 'PATCH', url: '/v1/auth/me/locale', headers: bearer(token), payload: { locale: 'en' } });
  });

  it.each([[{ locale: 'fr' }], [{ locale: 'EN' }], [{ locale: 1 }], [{}]])('answers 400 for %j', async (payload) => {
    const token = await t.login('demo-finance');
    const response = await t.app.inject({ method: 'PATCH', url: '/v1/auth/me/locale', headers: bearer(token), payload });
    const error = expectError(response, 400, 'VALIDATION_FAILED');
    expect(error.details[0]?.field).toBe('locale');
  });
});
