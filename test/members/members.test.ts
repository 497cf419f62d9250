import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otherOrganisation, post, uploadAndValidate, validMembersCsv, waitForStatus } from '../helpers/migration.js';
import { bearer, createTestApp, expectError, type TestContext } from '../helpers/test-app.js';
import { DEMO_ORG_ID } from '../../src/db/seed.js';
import { MembersRepository } from '../../src/modules/members/repository.js';

/** GET /v1/members and /v1/members/:id: the members imports create, searched and filtered. */
let t: TestContext;
let hr: string;
let jobA: string;
let jobB: string;
beforeAll(async () => {
  t = await createTestApp();
  hr = await t.login('demo-hr-admin');
  const importFile = async (csv: string) => {
    const job = await uploadAndValidate(t, hr, csv);
    await post(t, hr, job.id, 'preview');
    await post(t, hr, job.id, 'commit');
    await waitForStatus(t, hr, job.id, 'completed');
    return job.id as string;
  };
  jobA = await importFile(validMembersCsv(12, 'MA'));
  jobB = await importFile(validMembersCsv(5, 'MB').replaceAll(',HR,', ',FIN,'));
});
afterAll(async () => t.close());

const list = (query = '', token = hr) => t.app.inject({ method: 'GET', url: `/v1/members${query}`, headers: bearer(token) });

describe('GET /v1/members', () => {
  it('answers a page, newest first, with every field', async () => {
    const response = await list('?page_size=5');
    expect(response.statusCode).toBe(200);
    const page = response.json().data;
    expect(page).toMatchObject({ page: 1, page_size: 5, total_pages: Math.ceil(page.total_items / 5) });
    expect(page.items).toHaveLength(5);
    expect(page.total_items).toBeGreaterThanOrEqual(17);
    const stamps = page.items.map((m: { created_at: string }) => m.created_at);
    expect(stamps).toEqual([...stamps].sort().reverse());
    // The imports' members share one created_at (the test clock): find one by its number.
    const [member] = (await list('?q=MB000003')).json().data.items;
    expect(Object.keys(member).sort()).toEqual([
      'allowance_amount',
      'allowance_follows_package',
      'created_at',
      'date_of_birth',
      'department',
      'email',
      'employment_start_date',
      'external_id',
      'full_name',
      'gender',
      'id',
      'package_code',
      'phone',
      'status',
      'updated_at',
    ]);
    expect(member).toMatchObject({
      date_of_birth: '1990-01-15',
      gender: 'female',
      package_code: 'BASIC',
      allowance_amount: '1000.00',
      status: 'active',
      employment_start_date: '2020-02-01',
    });
    expect(member.phone).toMatch(/^\+2519\d{8}$/);
  });

  it('searches name, external id, email and phone, case-insensitively, with LIKE wildcards taken literally', async () => {
    expect((await list('?q=member%20ma%207')).json().data.items.map((m: { external_id: string }) => m.external_id)).toEqual(['MA000007']);
    expect((await list('?q=ma000012')).json().data.total_items).toBe(1);
    expect((await list('?q=MB3@EXAMPLE.ET')).json().data.items[0].external_id).toBe('MB000003');
    const phone = (await list('?q=ma000001')).json().data.items[0].phone as string;
    expect((await list(`?q=${encodeURIComponent(phone.slice(-6))}`)).json().data.items.map((m: { phone: string }) => m.phone)).toContain(
      phone,
    );
    expect((await list('?q=%25')).json().data.total_items).toBe(0);
    expect((await list('?q=_')).json().data.total_items).toBe(0);
  });

  it('finds a member by a phone written as Ethiopians write it, in any form the import reads (issue 60)', async () => {
    const phone = (await list('?q=ma000002')).json().data.items[0].phone as string;
    expect(phone).toMatch(/^\+251\d{9}$/);
    const national = phone.slice(4);
    for (const written of [
      `0${national}`,
      `0${national.slice(0, 3)} ${national.slice(3, 5)} ${national.slice(5, 7)} ${national.slice(7)}`,
      `0${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`,
      `251${national}`,
      `+251 ${national.slice(0, 3)} ${national.slice(3)}`,
      `${national.slice(0, 3)} ${national.slice(3)}`,
    ])
      expect(
        (await list(`?q=${encodeURIComponent(written)}`)).json().data.items.map((m: { phone: string }) => m.phone),
        written,
      ).toEqual([phone]);
  });

  it('lists the members an import created and those it updated, newest first, whichever way it reads them', async () => {
    // Three of jobA's members renamed and two new ones, in one import that updates.
    const renamed = validMembersCsv(3, 'MA').replaceAll('Member MA', 'Renamed MA');
    const added = validMembersCsv(2, 'MU').split('\n').slice(1).join('\n');
    const job = await uploadAndValidate(t, hr, `${renamed}${added}`, { onExisting: 'update' });
    await post(t, hr, job.id, 'preview');
    await post(t, hr, job.id, 'commit');
    await waitForStatus(t, hr, job.id, 'completed');
    const expected = await t.database.db
      .selectFrom('members')
      .select('external_id')
      .where('org_id', '=', DEMO_ORG_ID)
      .where((eb) =>
        eb.or([
          eb('created_by_job_id', '=', job.id),
          eb('id', 'in', eb.selectFrom('migration_record_updates').select('record_id').where('job_id', '=', job.id)),
        ]),
      )
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(expected.map((m) => m.external_id).sort()).toEqual(['MA000001', 'MA000002', 'MA000003', 'MU000001', 'MU000002']);
    const listed = (await list(`?import_job_id=${job.id}&page_size=100`)).json().data;
    expect(listed.items.map((m: { external_id: string }) => m.external_id)).toEqual(expected.map((m) => m.external_id));
    expect(listed.total_items).toBe(5);
    // Each way the list can read an import's members gives the same page.
    const members = new MembersRepository(t.database.db);
    expect(await members.importShape(job.id)).toBe('few');
    expect(await members.importShape(jobA)).toBe('created');
    const many = await members.page(DEMO_ORG_ID, { importJob: { id: job.id, shape: 'many' } }, 1, 100);
    expect(many.map((m) => m.external_id)).toEqual(expected.map((m) => m.external_id));
  });

  it('filters by department (name or code), status and the import that created them', async () => {
    expect((await list('?department=fin')).json().data.total_items).toBe(5);
    expect((await list('?department=Finance')).json().data.total_items).toBe(5);
    expect((await list(`?import_job_id=${jobA}&page_size=100`)).json().data.total_items).toBe(12);
    expect((await list(`?import_job_id=${jobB}&department=HR`)).json().data.total_items).toBe(0);
    const superUser = await t.login('demo-super-user');
    await post(t, superUser, jobB, 'rollback');
    expect((await list(`?import_job_id=${jobB}&status=inactive`)).json().data.total_items).toBe(5);
    expect((await list(`?import_job_id=${jobB}&status=active`)).json().data.total_items).toBe(0);
  });

  it('refuses bad query parameters with 400', async () => {
    for (const query of ['?page=0', '?page_size=101', '?status=gone', '?import_job_id=not-a-uuid', '?q=']) {
      expectError(await list(query), 400, 'VALIDATION_FAILED');
    }
  });

  it('answers 401 without a session, 403 for MEMBER, and is read by FINANCE', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/v1/members' }), 401, 'UNAUTHENTICATED');
    expectError(await list('', await t.login('demo-member')), 403, 'FORBIDDEN');
    expect((await list('', await t.login('demo-finance'))).statusCode).toBe(200);
  });

  it("shows nothing of another organisation's members", async () => {
    const other = await otherOrganisation(t);
    expect((await list('', other.token)).json().data.total_items).toBe(0);
    expect((await list(`?import_job_id=${jobA}`, other.token)).json().data.total_items).toBe(0);
  });
});

describe('GET /v1/members/:id', () => {
  it('answers one member; another organisation, an unknown or malformed id: 404', async () => {
    const [first] = (await list('?q=MA000002')).json().data.items;
    const one = await t.app.inject({ method: 'GET', url: `/v1/members/${first.id}`, headers: bearer(hr) });
    expect(one.json().data).toEqual(first);
    const other = await otherOrganisation(t);
    expectError(await t.app.inject({ method: 'GET', url: `/v1/members/${first.id}`, headers: bearer(other.token) }), 404, 'NOT_FOUND');
    expectError(
      await t.app.inject({ method: 'GET', url: '/v1/members/0d0e0000-0000-4000-8000-00000000beef', headers: bearer(hr) }),
      404,
      'NOT_FOUND',
    );
    expectError(await t.app.inject({ method: 'GET', url: '/v1/members/abc', headers: bearer(hr) }), 404, 'NOT_FOUND');
    expectError(
      await t.app.inject({ method: 'GET', url: `/v1/members/${first.id}`, headers: bearer(await t.login('demo-member')) }),
      403,
      'FORBIDDEN',
    );
  });
});
