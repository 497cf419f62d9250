import type { Kysely } from 'kysely';
import type { DB, Role } from './schema.js';
import { benefitYear } from '../lib/benefit-year.js';
import { localToday } from '../lib/local-date.js';
import { openFirstPeriod } from './first-period.js';

/** The demo organisation and its personas. Ids are fixed so that every installation has the same ones. */
export const DEMO_ORG_ID = '0d0e0000-0000-4000-8000-000000000001';
export const DEMO_ORG_SLUG = 'demo';
export const DEMO_ORG_NAME = 'Addis Community Health Cooperative';

interface PersonaSeed {
  personaId: string;
  userId: string;
  email: string;
  /** E.164; the member persona's is its member record's. */
  phone: string;
  fullName: string;
  demoRole: Role;
  roles: Role[];
  label: string;
  description: string;
}

export const DEMO_PERSONAS: readonly PersonaSeed[] = [
  {
    personaId: 'demo-super-user',
    userId: '0d0e0000-0000-4000-8000-0000000000a1',
    email: 'selam.bekele@demo.portal.et',
    phone: '+251911000001',
    fullName: 'Selamawit Bekele',
    demoRole: 'SUPER_USER',
    roles: ['SUPER_USER', 'HR_ADMIN', 'FINANCE', 'MEMBER'],
    label: 'Super user',
    description: 'Full portal access, including clinical detail; can roll back migrations.',
  },
  {
    personaId: 'demo-hr-admin',
    userId: '0d0e0000-0000-4000-8000-0000000000a2',
    email: 'abebe.girma@demo.portal.et',
    phone: '+251911000002',
    fullName: 'Abebe Girma',
    demoRole: 'HR_ADMIN',
    roles: ['HR_ADMIN'],
    label: 'HR administrator',
    description: 'Members, departments, packages and data migration; no clinical detail.',
  },
  {
    personaId: 'demo-finance',
    userId: '0d0e0000-0000-4000-8000-0000000000a3',
    email: 'hanna.tesfaye@demo.portal.et',
    phone: '+251911000003',
    fullName: 'ሐና ተስፋዬ',
    demoRole: 'FINANCE',
    roles: ['FINANCE'],
    label: 'Finance officer',
    description: 'Spend, statements and approvals; reads migration jobs; no clinical detail.',
  },
  {
    personaId: 'demo-member',
    userId: '0d0e0000-0000-4000-8000-0000000000a4',
    email: 'dawit.alemu@demo.portal.et',
    phone: '+251911234567',
    fullName: 'Dawit Alemu',
    demoRole: 'MEMBER',
    roles: ['MEMBER'],
    label: 'Member',
    description: 'Own allowance, orders and prescriptions.',
  },
];

export const DEMO_MEMBER = {
  id: '0d0e0000-0000-4000-8000-0000000000b1',
  userId: '0d0e0000-0000-4000-8000-0000000000a4',
  externalId: 'EMP-0001',
  customerId: 'CUS-DEMO00000001',
  phone: '+251911234567',
  allowanceAmount: '15000.00',
  allowanceUsed: '2500.00',
};

const DEPARTMENTS = [
  { code: 'HR', name: 'Human Resources' },
  { code: 'FIN', name: 'Finance' },
  { code: 'OPS', name: 'Operations' },
  { code: 'ICT', name: 'Information Technology' },
  { code: 'CLN', name: 'Clinical Services' },
];

const PACKAGES = [
  { code: 'BASIC', name: 'Basic cover', allowance_amount: '5000.00' },
  { code: 'STANDARD', name: 'Standard cover', allowance_amount: '15000.00' },
  { code: 'PREMIUM', name: 'Premium cover', allowance_amount: '30000.00' },
];

/** Fixed ids for the personas' identities: the user id with its last two hex digits replaced. */
function identityId(userId: string, n: number): string {
  return `${userId.slice(0, -4)}c${n}${userId.slice(-2)}`;
}

/** Creates what is missing and leaves alone what exists, so it can run at every start. */
export async function seed(db: Kysely<DB>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('organisations')
      .values({ id: DEMO_ORG_ID, slug: DEMO_ORG_SLUG, name: DEMO_ORG_NAME, status: 'active' })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    // Its benefit year open from the start, as every organisation's (issue 58).
    const now = new Date();
    await openFirstPeriod(trx, DEMO_ORG_ID, benefitYear('ethiopian_fiscal', localToday(now)), now);

    for (const [index, persona] of DEMO_PERSONAS.entries()) {
      await trx
        .insertInto('users')
        .values({
          id: persona.userId,
          org_id: DEMO_ORG_ID,
          email: persona.email,
          full_name: persona.fullName,
          roles: persona.roles,
          locale: 'en',
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      await trx
        .insertInto('demo_personas')
        .values({
          id: persona.personaId,
          user_id: persona.userId,
          demo_role: persona.demoRole,
          label: persona.label,
          description: persona.description,
          sort_order: index,
        })
        .onConflict((oc) => oc.column('id').doUpdateSet({ label: persona.label, description: persona.description, sort_order: index }))
        .execute();
      // Email and phone one-time codes (and identity-provider emails) find the persona by these.
      await trx
        .insertInto('identities')
        .values([
          { id: identityId(persona.userId, 1), user_id: persona.userId, kind: 'email', value: persona.email.toLowerCase() },
          { id: identityId(persona.userId, 2), user_id: persona.userId, kind: 'phone', value: persona.phone },
        ])
        .onConflict((oc) => oc.doNothing())
        .execute();
    }

    await trx
      .insertInto('departments')
      .values(DEPARTMENTS.map((d) => ({ org_id: DEMO_ORG_ID, ...d })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('benefit_packages')
      .values(PACKAGES.map((p) => ({ org_id: DEMO_ORG_ID, ...p })))
      .onConflict((oc) => oc.doNothing())
      .execute();

    const ops = await trx
      .selectFrom('departments')
      .select('id')
      .where('org_id', '=', DEMO_ORG_ID)
      .where('code', '=', 'OPS')
      .executeTakeFirstOrThrow();
    const standard = await trx
      .selectFrom('benefit_packages')
      .select('id')
      .where('org_id', '=', DEMO_ORG_ID)
      .where('code', '=', 'STANDARD')
      .executeTakeFirstOrThrow();
    const memberPersona = DEMO_PERSONAS.find((p) => p.demoRole === 'MEMBER')!;
    await trx
      .insertInto('members')
      .values({
        id: DEMO_MEMBER.id,
        org_id: DEMO_ORG_ID,
        user_id: DEMO_MEMBER.userId,
        external_id: DEMO_MEMBER.externalId,
        customer_id: DEMO_MEMBER.customerId,
        full_name: memberPersona.fullName,
        email: memberPersona.email,
        phone: DEMO_MEMBER.phone,
        gender: 'male',
        date_of_birth: '1990-03-14',
        employment_start_date: '2019-09-01',
        department_id: ops.id,
        package_id: standard.id,
        allowance_amount: DEMO_MEMBER.allowanceAmount,
        allowance_used: DEMO_MEMBER.allowanceUsed,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  });
}
