import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB, Role } from '../../src/db/schema.js';
import { DEMO_ORG_ID } from '../../src/db/seed.js';
import { generateToken, hashToken } from '../../src/modules/identity/sessions/tokens.js';
import type { TestContext } from './test-app.js';

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
  await db
    .insertInto('users')
    .values({
      id: user.id,
      org_id: options.orgId ?? DEMO_ORG_ID,
      email: user.email,
      full_name: user.full_name,
      roles: user.roles,
      locale: 'en',
    })
    .execute();
  await db
    .insertInto('identities')
    .values([
      { id: randomUUID(), user_id: user.id, kind: 'email', value: user.email },
      { id: randomUUID(), user_id: user.id, kind: 'phone', value: user.phone },
    ])
    .execute();
  return user;
}

/** A session of `role` for a user, straight in the database (an ordinary user has no demo sign-in); answers its token. */
export async function sessionFor(t: Pick<TestContext, 'database' | 'clock'>, userId: string, role: Role): Promise<string> {
  const token = generateToken();
  const now = t.clock.now();
  await t.database.db
    .insertInto('sessions')
    .values({
      id: randomUUID(),
      token_hash: hashToken(token),
      user_id: userId,
      active_role: role,
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + 12 * 3_600_000),
    })
    .execute();
  return token;
}
