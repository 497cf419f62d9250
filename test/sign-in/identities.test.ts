import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/lib/clock.js';
import { DEMO_PERSONAS } from '../../src/db/seed.js';
import { IdentitiesRepository } from '../../src/modules/identity/identities/repository.js';
import { AuthRepository } from '../../src/modules/identity/sessions/repository.js';
import { IdentitiesService } from '../../src/modules/identity/identities/service.js';
import type { Database } from '../../src/db/database.js';
import { openTestDatabase } from '../helpers/test-app.js';

/** The rules behind `npm run admin -- user ...`: what an operator may set, and the errors it gets. */
describe('identities and passwords (the operator commands)', () => {
  let database: Database;
  let identities: IdentitiesService;
  const member = DEMO_PERSONAS.find((p) => p.personaId === 'demo-member')!;

  beforeAll(async () => {
    database = await openTestDatabase();
    identities = new IdentitiesService(new IdentitiesRepository(database.db), systemClock, new AuthRepository(database.db, database.pool));
  });
  afterAll(() => database.close());

  it('refuses a password under 8 characters, and an unknown user', async () => {
    await expect(identities.setPassword(member.email, 'short')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The password must be at least 8 characters.',
    });
    await expect(identities.setPassword('nobody@example.et', 'long enough')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'No user has the email "nobody@example.et".',
    });
  });

  it('stores emails lower-cased and phones in E.164 (a local one read as Ethiopian), refuses an invalid phone, an empty value and a taken identity', async () => {
    expect(await identities.link(member.email, 'email', ' Dawit.Work@Example.ET ')).toBe('dawit.work@example.et');
    expect(await identities.link(member.email, 'phone', '+251 911 777 000')).toBe('+251911777000');
    expect(await identities.link(member.email, 'phone', '0911777001')).toBe('+251911777001');
    await expect(identities.link(member.email, 'phone', '091177')).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(identities.link(member.email, 'messenger', '   ')).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(identities.link(DEMO_PERSONAS[0]!.email, 'email', 'dawit.work@example.et')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'This email identity is already linked to a user.',
    });
  });
});
