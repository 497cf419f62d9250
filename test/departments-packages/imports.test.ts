import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commit, otherOrganisation, post, previewReady, uploadAndValidate, waitForStatus } from '../helpers/migration.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';

/** Issue 29: departments and packages go through the importer's pipeline like members. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Org = Awaited<ReturnType<typeof otherOrganisation>>;
const get = (org: Org, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(org.token) });

async function imported(org: Org, csv: string, datasetType: string, onExisting?: 'update') {
  const job = await previewReady(t, org.token, csv, { datasetType, fileName: `${datasetType}.csv`, ...(onExisting ? { onExisting } : {}) });
  expect((await commit(t, org.token, job.id)).statusCode).toBe(202);
  await waitForStatus(t, org.token, job.id, 'completed');
  return job;
}

async function departments(org: Org) {
  return (await get(org, '/v1/departments?page_size=100')).json().data.items as {
    id: string;
    code: string;
    name: string;
    status: string;
    member_count: number;
  }[];
}

describe("the importer's datasets", () => {
  it('lists members, departments and packages, each with its fields and template', async () => {
    const org = await otherOrganisation(t, ['HR_ADMIN', 'SUPER_USER']);
    const datasets = (await get(org, '/v1/migration/datasets')).json().data as {
      type: string;
      fields: { key: string; required: boolean }[];
    }[];
    expect(datasets.map((d) => d.type)).toEqual(['members', 'departments', 'packages', 'providers', 'settlements']);
    expect(datasets[1]!.fields.map((f) => [f.key, f.required])).toEqual([
      ['code', true],
      ['name', true],
    ]);
    expect(datasets[2]!.fields.map((f) => f.key)).toEqual(['code', 'name', 'description', 'allowance_amount']);
    for (const type of ['departments', 'packages']) {
      const template = await get(org, `/v1/migration/templates/${type}`);
      expect(template.statusCode).toBe(200);
      expect(template.headers['content-disposition']).toContain(`portal_migration_${type}_template.xlsx`);
    }
  });
});

describe('a departments import on an organisation made from nothing', () => {
  it('creates the departments; a members file then names them; its rollback archives what nothing uses and says what it kept', async () => {
    const org = await otherOrganisation(t, ['HR_ADMIN', 'SUPER_USER']);
    const job = await imported(org, 'Department code,Department name\nRAD,Radiology\nLAB,Laboratory\nPHA,Pharmacy\n', 'departments');
    expect(job.preview).toMatchObject({ to_create: 3, to_update: 0, by_department: {} });
    expect((await departments(org)).map((d) => [d.code, d.name, d.status])).toEqual([
      ['LAB', 'Laboratory', 'active'],
      ['PHA', 'Pharmacy', 'active'],
      ['RAD', 'Radiology', 'active'],
    ]);

    // A members file names one of them, by name.
    await imported(org, 'external_id,full_name,email,department\nM-1,Member One,m1@new-org.example.et,radiology\n', 'members');
    expect((await departments(org)).find((d) => d.code === 'RAD')!.member_count).toBe(1);

    // HR_ADMIN has no migration:rollback: the organisation's super user rolls back.
    expect((await post(t, org.token, job.id, 'rollback')).statusCode).toBe(403);
    const answer = await post(t, await org.sessionAs('SUPER_USER'), job.id, 'rollback');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.rollback).toEqual({ deactivated: 2, restored: 0, skipped: 1, skipped_reasons: { IN_USE: 1 } });
    expect((await departments(org)).map((d) => [d.code, d.status])).toEqual([
      ['RAD', 'active'],
      ['LAB', 'archived'],
      ['PHA', 'archived'],
    ]);
  });

  it("refuses bad rows with the report's codes: a code twice in the file (case aside), an empty name, a code or name another department has", async () => {
    const org = await otherOrganisation(t, ['HR_ADMIN', 'SUPER_USER']);
    await imported(org, 'code,name\nHR,Human Resources\n', 'departments');
    const job = await uploadAndValidate(
      t,
      org.token,
      'code,name\nFIN,Finance\nfin,Finance again\nOPS,\nhr,Duplicate of HR\nNEW,Human Resources\n',
      { datasetType: 'departments' },
    );
    const codes = (job.validation.errors as { row: number; field: string; code: string; params?: { reason?: string } }[]).map((e) => [
      e.row,
      e.field,
      e.code,
      e.params?.reason ?? null,
    ]);
    expect(codes).toEqual(
      expect.arrayContaining([
        [3, 'code', 'DUPLICATE_IN_FILE', null],
        [4, 'name', 'REQUIRED', null],
        [5, 'code', 'ALREADY_EXISTS', 'department'],
        [6, 'name', 'ALREADY_EXISTS', 'department_other'],
      ]),
    );
  });

  it('updates matched departments with on_existing=update, shows each change first, and its rollback restores them', async () => {
    const org = await otherOrganisation(t, ['HR_ADMIN', 'SUPER_USER']);
    await imported(org, 'code,name\nICT,Information Technology\n', 'departments');
    const job = await imported(org, 'code,name\nict,Digital Services\n', 'departments', 'update');
    expect(job.preview).toMatchObject({
      to_create: 0,
      to_update: 1,
      changes: [{ key: 'ICT', fields: { name: { from: 'Information Technology', to: 'Digital Services' } } }],
    });
    expect((await departments(org))[0]).toMatchObject({ code: 'ICT', name: 'Digital Services' });
    const answer = await post(t, await org.sessionAs('SUPER_USER'), job.id, 'rollback');
    expect(answer.json().data.rollback).toMatchObject({ restored: 1, skipped: 0 });
    expect((await departments(org))[0]).toMatchObject({ code: 'ICT', name: 'Information Technology' });
  });
});

describe('a departments file with errors', () => {
  it("is fixed in place like a members file: a row's edit settles its duplicate, the error report and the corrected file follow", async () => {
    const org = await otherOrganisation(t, ['HR_ADMIN', 'SUPER_USER']);
    const job = await uploadAndValidate(t, org.token, 'code,name\nRAD,Radiology\nrad,Imaging\n', { datasetType: 'departments' });
    expect(job.validation).toMatchObject({ error_count: 1, errors_by_code: { DUPLICATE_IN_FILE: 1 } });
    const report = await get(org, `/v1/migration/jobs/${job.id}/error-report`);
    expect(report.body).toContain('DUPLICATE_IN_FILE');
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/v1/migration/jobs/${job.id}/rows/3`,
      headers: bearer(org.token),
      payload: { cells: { code: 'IMG' } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.validation.error_count).toBe(0);
    expect((await get(org, `/v1/migration/jobs/${job.id}/corrected-file`)).body).toContain('IMG,Imaging');
    expect((await post(t, org.token, job.id, 'preview')).json().data.preview.to_create).toBe(2);
  });
});

describe('a packages import', () => {
  it("creates packages with their allowance in the organisation's currency; bad amounts are row errors", async () => {
    const org = await otherOrganisation(t, ['HR_ADMIN', 'SUPER_USER']);
    const bad = await uploadAndValidate(t, org.token, 'code,name,allowance_amount\nA,Negative,-5\nB,Three decimals,10.005\nC,Fine,12\n', {
      datasetType: 'packages',
    });
    expect((bad.validation.errors as { row: number; code: string }[]).map((e) => [e.row, e.code])).toEqual([
      [2, 'INVALID_AMOUNT'],
      [3, 'INVALID_AMOUNT'],
    ]);

    await imported(
      org,
      'Package code,Package name,Description,Allowance amount\nGOLD,Gold,Family of four,15000\nNEW,Not priced yet,,\n',
      'packages',
    );
    const packages = (await get(org, '/v1/packages')).json().data.items as {
      code: string;
      allowance_amount: { amount: string; currency: string } | null;
      description: string | null;
    }[];
    expect(packages.map((p) => [p.code, p.allowance_amount, p.description])).toEqual([
      ['GOLD', { amount: '15000.00', currency: 'ETB' }, 'Family of four'],
      ['NEW', null, null],
    ]);

    // A member of a package with no allowance set gets their own amount, or 0; of GOLD, the package's.
    await imported(
      org,
      'external_id,full_name,email,package_code,allowance_amount\nP-1,Priced,p1@new-org.example.et,gold,\nP-2,Unpriced,p2@new-org.example.et,new,\nP-3,Own amount,p3@new-org.example.et,NEW,300\n',
      'members',
    );
    const members = (await get(org, '/v1/members?page_size=10')).json().data.items as { external_id: string; allowance_amount: string }[];
    expect(Object.fromEntries(members.map((m) => [m.external_id, m.allowance_amount]))).toEqual({
      'P-1': '15000.00',
      'P-2': '0.00',
      'P-3': '300.00',
    });
  });

  it('tells a members file that names an archived department so', async () => {
    const org = await otherOrganisation(t, ['HR_ADMIN', 'SUPER_USER']);
    await imported(org, 'code,name\nOLD,Old Unit\n', 'departments');
    const old = (await departments(org))[0]!;
    await t.app.inject({ method: 'POST', url: `/v1/departments/${old.id}/archive`, headers: bearer(org.token) });
    const job = await uploadAndValidate(
      t,
      org.token,
      'external_id,full_name,email,department\nA-1,Archived Dept,a1@new-org.example.et,OLD\n',
    );
    expect(job.validation.errors[0]).toMatchObject({ field: 'department', code: 'UNKNOWN_DEPARTMENT', params: { reason: 'archived' } });
  });
});
