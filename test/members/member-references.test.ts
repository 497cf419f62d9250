import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otherOrganisation } from '../helpers/migration.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

/**
 * Migration 0030: a member's organisation, department and package are checked once a statement (triggers
 * over the statement's rows) instead of by a foreign key a row. What the keys kept still holds, from both
 * sides, and a department or package must now also be the member's own organisation's.
 */
let t: TestContext;
let org: Awaited<ReturnType<typeof otherOrganisation>>;
let other: Awaited<ReturnType<typeof otherOrganisation>>;
beforeAll(async () => {
  t = await createTestApp();
  [org, other] = [await otherOrganisation(t), await otherOrganisation(t)];
});
afterAll(() => t.close());

const unique = () => randomUUID().slice(0, 8);

async function department(orgId: string) {
  const id = randomUUID();
  await t.database.db
    .insertInto('departments')
    .values({ id, org_id: orgId, code: `D-${unique()}`, name: `Department ${unique()}` })
    .execute();
  return id;
}

async function benefitPackage(orgId: string) {
  const id = randomUUID();
  await t.database.db
    .insertInto('benefit_packages')
    .values({ id, org_id: orgId, code: `P-${unique()}`, name: `Package ${unique()}`, allowance_amount: '100.00' })
    .execute();
  return id;
}

type MemberRow = { org_id: string; department_id?: string | null; package_id?: string | null };
const insertMembers = (rows: MemberRow[]) =>
  t.database.db
    .insertInto('members')
    .values(rows.map((row) => ({ external_id: `E-${unique()}`, full_name: 'Member Name', department_id: null, package_id: null, ...row })))
    .returning('id')
    .execute();

/** The error a statement failed with (its SQLSTATE, constraint and message), or undefined when it did not. */
async function failure(work: Promise<unknown>) {
  try {
    await work;
    return undefined;
  } catch (error) {
    const { code, constraint, message } = error as { code?: string; constraint?: string; message: string };
    return { code, constraint, message };
  }
}

describe('writing members', () => {
  it('writes members, one statement or many, whose organisation, department and package exist and are their own', async () => {
    const [departmentId, packageId] = [await department(org.orgId), await benefitPackage(org.orgId)];
    const written = await insertMembers([
      { org_id: org.orgId, department_id: departmentId, package_id: packageId },
      { org_id: org.orgId },
      { org_id: other.orgId },
    ]);
    expect(written).toHaveLength(3);
    const moved = await t.database.db
      .updateTable('members')
      .set({ department_id: await department(org.orgId) })
      .where('id', '=', written[1]!.id)
      .executeTakeFirst();
    expect(moved.numUpdatedRows).toBe(1n);
  });

  it('refuses a member of an organisation that does not exist, and writes none of the statement', async () => {
    const externalId = `E-${unique()}`;
    const refused = await failure(
      t.database.db
        .insertInto('members')
        .values([
          { org_id: org.orgId, external_id: externalId, full_name: 'Kept Out' },
          { org_id: randomUUID(), external_id: `E-${unique()}`, full_name: 'Nowhere' },
        ])
        .execute(),
    );
    expect(refused).toMatchObject({ code: '23503', constraint: 'members_org_id_fkey' });
    expect(await t.database.db.selectFrom('members').select('id').where('external_id', '=', externalId).execute()).toEqual([]);
  });

  it("refuses a department or package that does not exist, or is another organisation's (the foreign keys let that one in)", async () => {
    const [theirs, theirPackage] = [await department(other.orgId), await benefitPackage(other.orgId)];
    for (const [row, constraint] of [
      [{ org_id: org.orgId, department_id: randomUUID() }, 'members_department_id_fkey'],
      [{ org_id: org.orgId, department_id: theirs }, 'members_department_id_fkey'],
      [{ org_id: org.orgId, package_id: randomUUID() }, 'members_package_id_fkey'],
      [{ org_id: org.orgId, package_id: theirPackage }, 'members_package_id_fkey'],
    ] as const) {
      expect(await failure(insertMembers([row])), JSON.stringify(row)).toMatchObject({ code: '23503', constraint });
    }
  });

  it("refuses an update that points a member at another organisation's department or package, or moves them to an organisation that does not exist", async () => {
    const [member] = await insertMembers([{ org_id: org.orgId, department_id: await department(org.orgId) }]);
    const change = (values: Record<string, string>) =>
      failure(t.database.db.updateTable('members').set(values).where('id', '=', member!.id).execute());
    expect(await change({ department_id: await department(other.orgId) })).toMatchObject({
      code: '23503',
      constraint: 'members_department_id_fkey',
    });
    expect(await change({ package_id: await benefitPackage(other.orgId) })).toMatchObject({
      code: '23503',
      constraint: 'members_package_id_fkey',
    });
    expect(await change({ org_id: randomUUID() })).toMatchObject({ code: '23503', constraint: 'members_org_id_fkey' });
    // Another organisation's member moved with their department still this one's: refused too.
    expect(await change({ org_id: other.orgId })).toMatchObject({ code: '23503', constraint: 'members_department_id_fkey' });
  });
});

describe('removing what members name', () => {
  it('refuses to remove a department, package or organisation a member names; removes one no member names', async () => {
    const [departmentId, packageId] = [await department(org.orgId), await benefitPackage(org.orgId)];
    await insertMembers([{ org_id: org.orgId, department_id: departmentId, package_id: packageId }]);
    expect(await failure(t.database.db.deleteFrom('departments').where('id', '=', departmentId).execute())).toMatchObject({
      code: '23503',
      constraint: 'members_department_id_fkey',
    });
    expect(await failure(t.database.db.deleteFrom('benefit_packages').where('id', '=', packageId).execute())).toMatchObject({
      code: '23503',
      constraint: 'members_package_id_fkey',
    });
    expect(await failure(t.database.db.deleteFrom('organisations').where('id', '=', org.orgId).execute())).toMatchObject({ code: '23503' });

    const [unused, unusedPackage] = [await department(org.orgId), await benefitPackage(org.orgId)];
    expect((await t.database.db.deleteFrom('departments').where('id', '=', unused).executeTakeFirst()).numDeletedRows).toBe(1n);
    expect((await t.database.db.deleteFrom('benefit_packages').where('id', '=', unusedPackage).executeTakeFirst()).numDeletedRows).toBe(1n);
  });

  it('refuses to change the id of an organisation, department or package', async () => {
    const departmentId = await department(org.orgId);
    for (const [table, id] of [
      ['departments', departmentId],
      ['organisations', org.orgId],
    ] as const) {
      expect(
        await failure(sql`UPDATE ${sql.table(table)} SET id = ${randomUUID()}::uuid WHERE id = ${id}::uuid`.execute(t.database.db)),
      ).toMatchObject({ code: '23503' });
    }
  });
});

/** Two transactions at once (PGlite has one connection): whichever comes first, no member is left naming a removed row. */
describe.skipIf(!process.env.DATABASE_URL)('a member written while what it names is removed', () => {
  const begin = async () => {
    const client = await t.database.pool.connect();
    await client.query('BEGIN');
    return client;
  };
  const end = async (client: pg.PoolClient) => {
    await client.query('ROLLBACK').catch(() => undefined);
    client.release();
  };
  const insertSql = 'INSERT INTO members (org_id, external_id, full_name, department_id) VALUES ($1, $2, $3, $4)';

  it('the removal waits for the writer and then finds its member', async () => {
    const departmentId = await department(org.orgId);
    const [writer, remover] = [await begin(), await begin()];
    try {
      await writer.query(insertSql, [org.orgId, `E-${unique()}`, 'Concurrent', departmentId]);
      const removal = failure(remover.query('DELETE FROM departments WHERE id = $1', [departmentId]));
      await new Promise((resolve) => setTimeout(resolve, 200));
      await writer.query('COMMIT');
      expect(await removal).toMatchObject({ code: '23503', constraint: 'members_department_id_fkey' });
    } finally {
      await end(writer);
      await end(remover);
    }
    expect(await t.database.db.selectFrom('departments').select('id').where('id', '=', departmentId).execute()).toHaveLength(1);
  });

  it('the writer waits for the removal and then finds the department gone', async () => {
    const departmentId = await department(org.orgId);
    const [writer, remover] = [await begin(), await begin()];
    const externalId = `E-${unique()}`;
    try {
      await remover.query('DELETE FROM departments WHERE id = $1', [departmentId]);
      const writing = failure(writer.query(insertSql, [org.orgId, externalId, 'Concurrent', departmentId]));
      await new Promise((resolve) => setTimeout(resolve, 200));
      await remover.query('COMMIT');
      expect(await writing).toMatchObject({ code: '23503', constraint: 'members_department_id_fkey' });
    } finally {
      await end(writer);
      await end(remover);
    }
    expect(await t.database.db.selectFrom('members').select('id').where('external_id', '=', externalId).execute()).toEqual([]);
  });
});
