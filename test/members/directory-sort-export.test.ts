import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otherOrganisation } from '../helpers/migration.js';
import { bearer, createTestApp, expectError, type TestContext } from '../helpers/test-app.js';

/** Issue 60: the members directory for daily work: orders, a package filter, and the list as a CSV file. */
let t: TestContext;
let org: Awaited<ReturnType<typeof otherOrganisation>>;
const NAMES = ['Abebe Kebede', 'ጫላ ዱጋሳ', 'almaz Tesfaye', 'Bekele Alemu', '=HYPERLINK("http://x.example","y")', 'Chaltu Ayana'];
beforeAll(async () => {
  t = await createTestApp();
  org = await otherOrganisation(t, ['SUPER_USER']);
  const send = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(org.token), payload });
  expect((await send('/v1/departments', { code: 'HR', name: 'Human Resources' })).statusCode).toBe(201);
  expect((await send('/v1/departments', { code: 'FIN', name: 'Finance' })).statusCode).toBe(201);
  for (const code of ['BASIC', 'GOLD'])
    expect((await send('/v1/packages', { code, name: code, allowance_amount: { amount: '1500.00', currency: 'ETB' } })).statusCode).toBe(
      201,
    );
  for (const [i, full_name] of NAMES.entries()) {
    const made = await send('/v1/members', {
      external_id: `E-${10 - i}`,
      full_name,
      phone: `09110000${String(i).padStart(2, '0')}`,
      department: i % 2 ? 'FIN' : 'HR',
      package_code: i < 2 ? 'gold' : 'basic',
    });
    expect(made.statusCode, made.body).toBe(201);
  }
});
afterAll(() => t.close());

const list = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/v1/members?${query}`, headers: bearer(org.token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { items: { full_name: string; external_id: string }[]; next_cursor: string | null; total_items: number };
};
/** Every member of the list in its order, walked page by page with its cursors. */
async function walk(sort: string, pageSize = 4) {
  const names: string[] = [];
  let page = await list(`sort=${sort}&page_size=${pageSize}`);
  names.push(...page.items.map((m) => m.full_name));
  while (page.next_cursor) {
    page = await list(`sort=${sort}&page_size=${pageSize}&cursor=${page.next_cursor}`);
    names.push(...page.items.map((m) => m.full_name));
  }
  return names;
}

describe('GET /v1/members: orders and filters', () => {
  it('orders by name, case aside, Ethiopic after Latin, both ways, the same by offset and by cursor', async () => {
    const byName = ['=HYPERLINK("http://x.example","y")', 'Abebe Kebede', 'almaz Tesfaye', 'Bekele Alemu', 'Chaltu Ayana', 'ጫላ ዱጋሳ'];
    expect((await list('sort=full_name&page_size=10')).items.map((m) => m.full_name)).toEqual(byName);
    expect(await walk('full_name')).toEqual(byName);
    expect(await walk('-full_name', 2)).toEqual([...byName].reverse());
    expect((await list('sort=full_name&page_size=2&page=2')).items.map((m) => m.full_name)).toEqual(byName.slice(2, 4));
  });

  it('orders by employee number and by date added, newest first by default', async () => {
    expect((await list('sort=external_id&page_size=10')).items.map((m) => m.external_id)).toEqual([
      'E-10',
      'E-5',
      'E-6',
      'E-7',
      'E-8',
      'E-9',
    ]);
    const newest = (await list('page_size=10')).items.map((m) => m.full_name);
    expect(newest).toEqual([...NAMES].reverse());
    expect(await walk('created_at', 4)).toEqual(NAMES);
    expect(await walk('-created_at', 4)).toEqual(newest);
  });

  it('filters by package code, case aside, with the department and the search', async () => {
    expect((await list('package=gold')).total_items).toBe(2);
    expect((await list('package=BASIC&department=fin')).items.map((m) => m.full_name).sort()).toEqual(['Bekele Alemu', 'Chaltu Ayana']);
    expect((await list('package=NOPE')).total_items).toBe(0);
  });

  it('refuses an unknown order and a cursor of another order: 400 naming the field', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/v1/members?sort=age', headers: bearer(org.token) }), 400, 'VALIDATION_FAILED');
    const byName = await list('sort=full_name&page_size=2');
    const mixed = await t.app.inject({
      method: 'GET',
      url: `/v1/members?sort=-full_name&cursor=${byName.next_cursor}`,
      headers: bearer(org.token),
    });
    expectError(mixed, 400, 'VALIDATION_FAILED');
    expect(mixed.json().error.details[0].field).toBe('cursor');
    const newest = await list('page_size=2');
    expectError(
      await t.app.inject({ method: 'GET', url: `/v1/members?sort=external_id&cursor=${newest.next_cursor}`, headers: bearer(org.token) }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('GET /v1/members/export', () => {
  const exported = (query: string, token = org.token) =>
    t.app.inject({ method: 'GET', url: `/v1/members/export?${query}`, headers: bearer(token) });

  it("is every matching member in the list's order, in the import's columns, UTF-8 with a BOM, formulas neutralised", async () => {
    const response = await exported('sort=full_name');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="members-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'external_id,full_name,email,phone,date_of_birth,gender,department,employment_start_date,package_code,allowance_amount,status',
    );
    expect(lines).toHaveLength(NAMES.length + 1);
    // A spreadsheet would run this name: it is written as text.
    expect(lines[1]).toBe(`E-6,"'=HYPERLINK(""http://x.example"",""y"")",,+251911000004,,,Human Resources,,BASIC,1500.00,active`);
    expect(lines[2]).toBe('E-10,Abebe Kebede,,+251911000000,,,Human Resources,,GOLD,1500.00,active');
    expect(lines.at(-1)).toContain('ጫላ ዱጋሳ');
  });

  it('keeps the filters: a phone written as Ethiopians write one, a package', async () => {
    const byPhone = await exported(`q=${encodeURIComponent('0911 00 00 03')}`);
    expect(byPhone.body.trimEnd().split('\r\n').slice(1)).toEqual(['E-7,Bekele Alemu,,+251911000003,,,Finance,,BASIC,1500.00,active']);
    expect((await exported('package=gold')).body.trimEnd().split('\r\n')).toHaveLength(3);
  });

  it('is for those who read members: 401, 403, and 400 for a bad filter', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/v1/members/export' }), 401, 'UNAUTHENTICATED');
    expectError(await exported('', await t.login('demo-member')), 403, 'FORBIDDEN');
    expectError(await exported('status=gone'), 400, 'VALIDATION_FAILED');
    // Another organisation's members are not in it.
    const demo = await exported('', await t.login('demo-hr-admin'));
    expect(demo.body).not.toContain('Abebe Kebede');
  });
});
