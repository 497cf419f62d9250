import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commit, otherOrganisation, post, uploadAndValidate, waitForStatus } from '../helpers/migration.js';
import { bearer, createTestApp, expectError, type TestContext } from '../helpers/test-app.js';

/** Issue 29: a members file's unknown departments and packages, grouped by value and created from the validation step. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const createMissing = (token: string, jobId: string, field: unknown) =>
  t.app.inject({ method: 'POST', url: `/v1/migration/jobs/${jobId}/create-missing`, headers: bearer(token), payload: { field } });

const FILE = [
  'external_id,full_name,email,department,package_code',
  'C-1,One,c1@new-org.example.et,Radiology,GOLD',
  'C-2,Two,c2@new-org.example.et,radiology,',
  'C-3,Three,c3@new-org.example.et,Radiology ,',
  'C-4,Four,c4@new-org.example.et,Laboratory,',
].join('\n');

describe('POST /v1/migration/jobs/:id/create-missing', () => {
  it('groups the unknown values in the report, creates them with their events, and leaves the job without those errors', async () => {
    const org = await otherOrganisation(t, ['HR_ADMIN', 'FINANCE']);
    const job = await uploadAndValidate(t, org.token, `${FILE}\n`);
    expect(job.validation.missing_references).toEqual([
      {
        field: 'department',
        table: 'departments',
        value_count: 2,
        values: [
          { value: 'Radiology', rows: 3 },
          { value: 'Laboratory', rows: 1 },
        ],
      },
      { field: 'package_code', table: 'packages', value_count: 1, values: [{ value: 'GOLD', rows: 1 }] },
    ]);
    // FINANCE reads the job without the file's values.
    const seen = (
      await t.app.inject({ method: 'GET', url: `/v1/migration/jobs/${job.id}`, headers: bearer(await org.sessionAs('FINANCE')) })
    ).json().data;
    expect(seen.validation.missing_references[0]).toMatchObject({ value_count: 2, values: [] });

    const departments = await createMissing(org.token, job.id, 'department');
    expect(departments.statusCode, departments.body).toBe(200);
    expect(departments.json().data).toMatchObject({
      status: 'validated',
      validation: { error_count: 1, errors_by_code: { UNKNOWN_PACKAGE: 1 }, missing_references: [{ field: 'package_code' }] },
    });
    const made = (await t.app.inject({ method: 'GET', url: '/v1/departments', headers: bearer(org.token) })).json().data.items as {
      code: string;
      name: string;
    }[];
    expect(made.map((d) => [d.code, d.name])).toEqual([
      ['Laboratory', 'Laboratory'],
      ['Radiology', 'Radiology'],
    ]);
    const events = (await t.app.inject({ method: 'GET', url: '/v1/events?kind=department.created', headers: bearer(org.token) })).json()
      .data.items as { data: Record<string, unknown> }[];
    expect(events.map((e) => e.data)).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'Radiology', job_id: job.id, actor: { type: 'user', id: org.userId } })]),
    );

    // Again: nothing is missing, nothing changes.
    expect((await createMissing(org.token, job.id, 'department')).json().data.validation.error_count).toBe(1);

    const packages = await createMissing(org.token, job.id, 'package');
    expect(packages.json().data.validation).toMatchObject({ error_count: 0, missing_references: [] });
    const gold = (await t.app.inject({ method: 'GET', url: '/v1/packages', headers: bearer(org.token) })).json().data.items[0];
    expect(gold).toMatchObject({ code: 'GOLD', allowance_amount: null });

    expect((await post(t, org.token, job.id, 'preview')).statusCode).toBe(200);
    await commit(t, org.token, job.id);
    await waitForStatus(t, org.token, job.id, 'completed');
    const members = (await t.app.inject({ method: 'GET', url: '/v1/members?q=new-org', headers: bearer(org.token) })).json().data.items as {
      external_id: string;
      department: string;
      package_code: string | null;
      allowance_amount: string;
    }[];
    expect(members.find((m) => m.external_id === 'C-1')).toMatchObject({
      department: 'Radiology',
      package_code: 'GOLD',
      allowance_amount: '0.00',
    });
    expect(members.filter((m) => m.department === 'Radiology')).toHaveLength(3);
    // The job is completed: nothing more to create.
    expectError(await createMissing(org.token, job.id, 'department'), 409, 'MIGRATION_JOB_LOCKED');
  });

  it("answers 400 for a bad field or a dataset that names none, 401, 403 to FINANCE and MEMBER, 404 for another organisation's job", async () => {
    const org = await otherOrganisation(t, ['HR_ADMIN', 'FINANCE']);
    const job = await uploadAndValidate(t, org.token, `${FILE}\n`);
    expectError(await createMissing(org.token, job.id, 'division'), 400, 'VALIDATION_FAILED');
    expectError(
      await t.app.inject({
        method: 'POST',
        url: `/v1/migration/jobs/${job.id}/create-missing`,
        headers: bearer(org.token),
        payload: { field: 'department', extra: 1 },
      }),
      400,
      'VALIDATION_FAILED',
    );
    const departmentsJob = await uploadAndValidate(t, org.token, 'code,name\nX,Y\n', { datasetType: 'departments' });
    expect(expectError(await createMissing(org.token, departmentsJob.id, 'department'), 400, 'VALIDATION_FAILED').details[0]).toMatchObject(
      { field: 'field' },
    );
    expectError(
      await t.app.inject({ method: 'POST', url: `/v1/migration/jobs/${job.id}/create-missing`, payload: { field: 'department' } }),
      401,
      'UNAUTHENTICATED',
    );
    expectError(await createMissing(await org.sessionAs('FINANCE'), job.id, 'department'), 403, 'FORBIDDEN');
    expectError(await createMissing(await t.login('demo-member'), job.id, 'department'), 403, 'FORBIDDEN');
    expectError(await createMissing(await t.login('demo-hr-admin'), job.id, 'department'), 404, 'NOT_FOUND');
    expectError(await createMissing(org.token, randomUUID(), 'department'), 404, 'NOT_FOUND');
    // Nothing was created by the refused calls.
    expect((await t.app.inject({ method: 'GET', url: '/v1/departments', headers: bearer(org.token) })).json().data.total_items).toBe(0);
  });
});
