import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB, Role } from '../../src/db/schema.js';
import { DEMO_ORG_ID } from '../../src/db/seed.js';

export interface TestUser {
  id: string;
  email: string;
  phone: string;
  full_name: string;
  roles: Role[];
}

let made = 0;

/**
 * An ordinary user (not a demo persona) of an organisation, with an email and a phone identity: who a
 * production-mode test signs in as, since production refuses the personas.
 */
export async function addUser(db: Kysely<DB>, options: { roles: Role[]; name?: string; orgId?: string }): Promise<TestUser> {
  const n = ++made;
  const tag = `${process.pid}${n}${randomUUID().slice(0, 6)}`;
  const user: TestUser = {
    id: randomUUID(),
    email: `user.${tag}@staff.example.et`,
    phone: `+25170${String(randomInt(0, 10_000_000)).padStart(7, '0')}`,
    full_name: options.name ?? `Staff ${n}`,
    roles: options.roles,
  };
  await db.insertInto('users').values({ id: user.id, org_id: options.orgId ?? DEMO_ORG_ID, email: user.email, full_name: user.full_name, roles: user.roles, locale: 'en' }).execute();
  await db.insertInto('identities').values([
    { id: randomUUID(), user_id: user.id, kind: 'email', value: user.email },
    { id: randomUUID(), user_id: user.id, kind: 'phone', value: user.phone },
  ]).execute();
  return user;
}
