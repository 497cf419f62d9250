import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Database } from '../../src/db/database.js';
import { createTestApp, expectError, openTestDatabase, type TestContext } from '../helpers/test-app.js';

/**
 * The sign-in limits are counted where every instance sees them: two apps on one database (and, when
 * TEST_REDIS_URL is set, on one Redis) allow the limit once between them, not once each.
 */
const stores: { name: string; env: Record<string, string> }[] = [
  { name: 'the database', env: {} },
  ...(process.env.TEST_REDIS_URL ? [{ name: 'Redis', env: { REDIS_URL: process.env.TEST_REDIS_URL } }] : []),
];

/** An address of its own per test: Redis outlives the test run, and keys must not meet earlier runs'. */
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe.each(stores)('sign-in limits shared by instances, counted in $name', ({ name, env }) => {
  let database: Database;
  let one: TestContext;
  let two: TestContext;

  beforeAll(async () => {
    database = await openTestDatabase();
    const limits = { ...env, RATE_LIMIT_LOGIN_PER_MIN: '10', RATE_LIMIT_PASSWORD_PER_15_MIN: '3' };
    one = await createTestApp({ database, env: limits, backgroundWork: false });
    two = await createTestApp({ database, env: limits, backgroundWork: false });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await database?.close();
  });

  it('two instances with a limit of 10 a minute allow 10 logins in total from one address', async () => {
    const remoteAddress = someAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const app = i % 2 === 0 ? one.app : two.app;
      const response = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { demo_user_id: 'demo-member' }, remoteAddress });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expectError(response, 429, 'RATE_LIMITED');
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    // Another address has its own count.
    const other = await two.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { demo_user_id: 'demo-member' },
      remoteAddress: someAddress(),
    });
    expect(other.statusCode).toBe(200);
  });

  it('limits password attempts per account across instances and addresses', async () => {
    // An account nobody holds is limited the same (its answer is the same 401 until then).
    const email = `nobody-${randomInt(1e9)}@example.et`;
    const attempt = (app: TestContext, address: string) =>
      app.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password: 'wrong password' }, remoteAddress: address });
    expect((await attempt(one, someAddress())).statusCode).toBe(401);
    expect((await attempt(two, someAddress())).statusCode).toBe(401);
    expect((await attempt(one, someAddress())).statusCode).toBe(401);
    const limited = await attempt(two, someAddress());
    expectError(limited, 429, 'RATE_LIMITED');
    expect(limited.json().error.message).toContain('password attempts');
    // The same address with another account is not limited by this one's count.
    expect(
      (
        await one.app.inject({
          method: 'POST',
          url: '/v1/auth/login',
          payload: { email: `other-${email}`, password: 'x' },
          remoteAddress: someAddress(),
        })
      ).statusCode,
    ).toBe(401);
  });

  it('shares the one-time code limits too', async () => {
    const remoteAddress = someAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const app = i % 2 === 0 ? one.app : two.app;
      const response = await app.inject({
        method: 'POST',
        url: '/v1/auth/email/otp/verify',
        payload: { email: 'nobody@example.et', code: '000000' },
        remoteAddress,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it.runIf(name === 'the database')(
    'counts in an unlogged table: a sign-in does not wait for the disk to count an attempt (migration 0014)',
    async () => {
      const { rows } = await sql<{
        relpersistence: string;
      }>`SELECT relpersistence FROM pg_class WHERE relname = 'sign_in_limits' AND relkind = 'r'`.execute(database.db);
      // 'u': written without WAL, so the row every sign-in from one address updates is not held through a flush.
      expect(rows).toEqual([{ relpersistence: 'u' }]);
    },
  );
});
