import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, putMapping, uploadAndValidate, uploadOk, waitForStatus } from '../helpers/migration.js';
import { bearer, createTestApp, expectError, type TestContext } from '../helpers/test-app.js';

/** on_existing "update": rows matching active members update them; a rollback restores them. */
let t: TestContext;
let hr: string;
let superUser: string;
beforeAll(async () => {
  t = await createTestApp();
  hr = await t.login('demo-hr-admin');
  superUser = await t.login('demo-super-user');
});
afterAll(async () => t.close());

const HEADER = 'external_id,full_name,email,department,allowance_amount';
let run = 0;

async function commitFile(csv: string, onExisting: 'error' | 'update' = 'update') {
  const job = await uploadAndValidate(t, hr, csv, { onExisting });
  expect(job.validation.error_count, JSON.stringify(job.validation.errors)).toBe(0);
  const preview = (await post(t, hr, job.id, 'preview')).json().data;
  expect((await post(t, hr, job.id, 'commit')).statusCode).toBe(202);
  const done = await waitForStatus(t, hr, job.id, 'completed');
  return { id: job.id as string, preview: preview.preview, result: done.result };
}

async function member(externalId: string) {
  const page = (
    await t.app.inject({ method: 'GET', url: `/v1/members?q=${encodeURIComponent(externalId)}&status=active`, headers: bearer(hr) })
  ).json().data;
  return page.items.find((m: { external_id: string }) => m.external_id === externalId) as Record<string, string | null> | undefined;
}

/** Three members made by an ordinary import, with ids of their own for each test. */
async function seedMembers() {
  const p = `U${run++}X`;
  await commitFile(
    `${HEADER}\n${p}1,Almaz One,${p.toLowerCase()}1@u.et,HR,100.00\n${p}2,Bekele Two,${p.toLowerCase()}2@u.et,HR,200.00\n${p}3,Chaltu Three,${p.toLowerCase()}3@u.et,HR,300.00\n`,
    'error',
  );
  return p;
}

describe('on_existing update', () => {
  it('previews creates, updates with before and after, and unchanged rows; commits them; an empty cell keeps the value', async () => {
    const p = await seedMembers();
    const file = [
      HEADER,
      `${p}1,Almaz Renamed,${p.toLowerCase()}1@u.et,FIN,150.00`, // name, department and allowance change
      `${p}2,Bekele Two,${p.toLowerCase()}2@u.et,HR,200.00`, // the same: unchanged
      `${p}3,,${p.toLowerCase()}3-new@u.et,,`, // empty name and department kept; email changes
      `${p}9,New Person,${p.toLowerCase()}9@u.et,OPS,10.00`, // to create
    ].join('\n');
    const { preview, result, id } = await commitFile(`${file}\n`);
    expect(preview).toMatchObject({ to_create: 1, to_update: 2, unchanged: 1, to_skip: 0 });
    expect(preview.changes).toEqual([
      {
        row: 2,
        key: `${p}1`,
        external_id: `${p}1`,
        record_id: expect.any(String),
        member_id: expect.any(String),
        fields: {
          full_name: { from: 'Almaz One', to: 'Almaz Renamed' },
          department: { from: 'Human Resources', to: 'Finance' },
          allowance_amount: { from: '100.00', to: '150.00' },
        },
      },
      {
        row: 4,
        key: `${p}3`,
        external_id: `${p}3`,
        record_id: expect.any(String),
        member_id: expect.any(String),
        fields: { email: { from: `${p.toLowerCase()}3@u.et`, to: `${p.toLowerCase()}3-new@u.et` } },
      },
    ]);
    expect(preview.sample.map((r: { external_id: string }) => r.external_id)).toEqual([`${p}9`]);
    expect(result).toEqual({ created: 1, updated: 2, unchanged: 1, skipped: 0, excluded: 0 });
    expect(await member(`${p}1`)).toMatchObject({ full_name: 'Almaz Renamed', department: 'Finance', allowance_amount: '150.00' });
    expect(await member(`${p}3`)).toMatchObject({
      full_name: 'Chaltu Three',
      department: 'Human Resources',
      email: `${p.toLowerCase()}3-new@u.et`,
    });
    expect(await member(`${p}9`)).toMatchObject({ full_name: 'New Person' });
    // The members API lists what the import created and what it updated.
    const listed = (await t.app.inject({ method: 'GET', url: `/v1/members?import_job_id=${id}`, headers: bearer(hr) }))
      .json()
      .data.items.map((m: { external_id: string }) => m.external_id)
      .sort();
    expect(listed).toEqual([`${p}1`, `${p}3`, `${p}9`]);
  });

  it("checks uniqueness against other members only: a member's own email is no conflict, another's is", async () => {
    const p = await seedMembers();
    const job = await uploadAndValidate(
      t,
      hr,
      `${HEADER}\n${p}1,Almaz One,${p.toLowerCase()}1@u.et,HR,\n${p}2,Bekele Two,${p.toLowerCase()}3@u.et,HR,\n`,
      { onExisting: 'update' },
    );
    expect(job.validation.errors.map((e: { row: number; field: string; code: string }) => [e.row, e.field, e.code])).toEqual([
      [3, 'email', 'ALREADY_EXISTS'],
    ]);
  });

  it('rolls back: deactivates what it created and restores what it updated', async () => {
    const p = await seedMembers();
    const { id } = await commitFile(`${HEADER}\n${p}1,Almaz Changed,,FIN,999.00\n${p}8,Created Person,${p.toLowerCase()}8@u.et,,\n`);
    const response = await post(t, superUser, id, 'rollback');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.rollback).toEqual({ deactivated: 1, restored: 1, skipped: 0, skipped_reasons: {} });
    expect(await member(`${p}1`)).toMatchObject({
      full_name: 'Almaz One',
      department: 'Human Resources',
      allowance_amount: '100.00',
      email: `${p.toLowerCase()}1@u.et`,
    });
    expect(await member(`${p}8`)).toBeUndefined();
  });

  it('two jobs on the same members: the later sees the earlier values; rolling back the earlier skips what the later changed', async () => {
    const p = await seedMembers();
    const first = await commitFile(`${HEADER}\n${p}1,First Change,,,\n${p}2,First Change Two,,,\n`);
    const second = await commitFile(`${HEADER}\n${p}1,Second Change,,,\n`);
    expect(second.preview.changes[0].fields.full_name).toEqual({ from: 'First Change', to: 'Second Change' });
    const rolledBack = (await post(t, superUser, first.id, 'rollback')).json().data.rollback;
    expect(rolledBack).toEqual({ deactivated: 0, restored: 1, skipped: 1, skipped_reasons: { CHANGED_SINCE_IMPORT: 1 } });
    expect(await member(`${p}1`)).toMatchObject({ full_name: 'Second Change' });
    expect(await member(`${p}2`)).toMatchObject({ full_name: 'Bekele Two' });
  });

  it('fails the whole commit, leaving every member as it was, when a matched member stopped being active', async () => {
    const p = await seedMembers();
    const job = await uploadAndValidate(t, hr, `${HEADER}\n${p}1,Never Applied,,,\n${p}7,Never Created,${p.toLowerCase()}7@u.et,,\n`, {
      onExisting: 'update',
    });
    await post(t, hr, job.id, 'preview');
    await t.database.db.updateTable('members').set({ status: 'inactive' }).where('external_id', '=', `${p}1`).execute();
    await post(t, hr, job.id, 'commit');
    const failed = await waitForStatus(t, hr, job.id, 'failed');
    expect(failed.failure).toMatchObject({ code: 'ALREADY_EXISTS', params: { reason: 'vanished', count: 1 } });
    expect(await member(`${p}7`)).toBeUndefined();
    const stored = await t.database.db
      .selectFrom('members')
      .select('full_name')
      .where('external_id', '=', `${p}1`)
      .executeTakeFirstOrThrow();
    expect(stored.full_name).toBe('Almaz One');
  });

  it('is accepted by PUT mapping and named in the job; an unknown value is 400', async () => {
    const job = await uploadOk(t, hr, `${HEADER}\nZ1,Zed,z1@u.et,,\n`);
    const mapped = await putMapping(t, hr, job.id, { column_mapping: job.suggested_mapping, options: { on_existing: 'update' } });
    expect(mapped.json().data.options).toEqual({ on_existing: 'update' });
    expectError(
      await putMapping(t, hr, job.id, { column_mapping: job.suggested_mapping, options: { on_existing: 'merge' } }),
      400,
      'VALIDATION_FAILED',
    );
  });
});
