import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS } from '../../src/lib/clock.js';

const DAY_MS = 24 * HOUR_MS;
import { call, etb, orderOf, spendingOrganisation } from '../helpers/spending.js';
import { createTestApp, expectError, type TestContext } from '../helpers/test-app.js';
import { sessionFor } from '../helpers/users.js';

/** Issue 58: statements of the ledger that reconcile with the accounts, as CSV and PDF, for whoever may read them. */
let t: TestContext;
let org: Awaited<ReturnType<typeof spendingOrganisation>>;
let asha: Awaited<ReturnType<typeof org.member>>;
let bekele: Awaited<ReturnType<typeof org.member>>;
let chaltu: Awaited<ReturnType<typeof org.member>>;
let departmentId: string;
let periodId: string;

type Money = { amount: string; currency: string };
type Totals = Record<'opening' | 'granted' | 'reserved' | 'released' | 'captured' | 'adjusted' | 'closing', Money>;
const cents = (money: Money) => Math.round(Number(money.amount) * 100);

/** closing = opening + granted - reserved + released + adjusted (a capture leaves what remains as it was). */
function expectReconciled(totals: Totals) {
  expect(cents(totals.closing)).toBe(
    cents(totals.opening) + cents(totals.granted) - cents(totals.reserved) + cents(totals.released) + cents(totals.adjusted),
  );
}

const post = (token: string, url: string, body?: object) => call(t, 'POST', url, token, body);
const statement = async (token: string, body: object) => {
  const response = await post(token, '/v1/statements', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
};
const remaining = async (memberId: string) =>
  (await call(t, 'GET', `/v1/members/${memberId}/allowance`, org.financeA.token)).json().data.remaining;

beforeAll(async () => {
  t = await createTestApp();
  org = await spendingOrganisation(t);
  asha = await org.member('5000.00', '200.00');
  bekele = await org.member('3000.00');
  chaltu = await org.member('1000.00');
  const department = await post(org.hr.token, '/v1/departments', { code: `NUR-${Date.now() % 100000}`, name: 'Nursing' });
  expect(department.statusCode, department.body).toBe(201);
  departmentId = department.json().data.id;
  await t.database.db.updateTable('members').set({ department_id: departmentId }).where('id', 'in', [asha.id, bekele.id]).execute();
  // A name a spreadsheet would run as a formula.
  await t.database.db.updateTable('members').set({ full_name: '=HYPERLINK("http://x.et","Chaltu")' }).where('id', '=', chaltu.id).execute();

  const submit = async (member: typeof asha, amount: string, description = 'Amoxicillin 500 mg') => {
    const response = await post(member.token, '/v1/orders', {
      ...orderOf(org.providerId, amount, { submit: true }),
      lines: [{ description, quantity: 1, amount: etb(amount) }],
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };
  const fulfil = async (id: string, amount: string) => {
    const response = await post(org.financeA.token, `/v1/orders/${id}/fulfil`, {
      amount: etb(amount),
      invoice_ref: `INV-${id.slice(0, 4)}`,
      fulfilled_on: t.clock.now().toISOString().slice(0, 10),
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  // Day 1 (2026-06-01): an automatic approval fulfilled for less; a partial approval fulfilled.
  const a1 = await submit(asha, '300.00', 'Insulin pen');
  await fulfil(a1.id, '250.00');
  const a2 = await submit(asha, '1200.00');
  expect((await post(org.financeA.token, `/v1/orders/${a2.id}/approve`, { amount: etb('1000.00') })).statusCode).toBe(200);
  t.clock.advance(3 * DAY_MS);
  // Sessions idle that long have ended: everyone signs in again.
  for (const [who, role] of [
    [org.financeA, 'FINANCE'],
    [org.financeB, 'FINANCE'],
    [org.hr, 'HR_ADMIN'],
  ] as const)
    who.token = await sessionFor(t, who.id, role);
  for (const member of [asha, bekele, chaltu]) member.token = await sessionFor(t, member.userId, 'MEMBER');
  // Day 4: fulfilled; a cancelled order; an order left open; one rejected.
  await fulfil(a2.id, '1000.00');
  const b1 = await submit(bekele, '100.00');
  expect((await post(bekele.token, `/v1/orders/${b1.id}/cancel`)).statusCode).toBe(200);
  await submit(bekele, '200.00');
  const c1 = await submit(chaltu, '900.00');
  expect((await post(org.financeA.token, `/v1/orders/${c1.id}/reject`, { reason: 'NOT_COVERED' })).statusCode).toBe(200);
  periodId = (await call(t, 'GET', '/v1/benefit-periods', org.financeA.token)).json().data.items[0].id;
});
afterAll(() => t.close());

describe('statements reconcile with the accounts', () => {
  it("a member's statement of the period: lines from the ledger, totals that reconcile, closing = the account's remaining", async () => {
    const made = await statement(org.financeA.token, { scope: 'member', member_id: asha.id, period_id: periodId });
    expect(made).toMatchObject({
      number: expect.stringMatching(/^ST-\d{6}$/),
      scope: 'member',
      scope_name: expect.any(String),
      with_descriptions: false,
    });
    expect(made.totals).toEqual({
      opening: etb('0.00'),
      granted: etb('5000.00'),
      reserved: etb('1500.00'),
      released: etb('250.00'),
      captured: etb('1250.00'),
      adjusted: etb('-200.00'),
      closing: etb('3550.00'),
    });
    expectReconciled(made.totals);
    expect(made.totals.closing).toEqual(await remaining(asha.id));
    const lines = await call(t, 'GET', `/v1/statements/${made.id}/lines?limit=3`, org.financeA.token);
    expect(lines.statusCode, lines.body).toBe(200);
    expect(lines.json().data.items.map((l: { kind: string }) => l.kind)).toEqual(['grant', 'adjust', 'reserve']);
    expect(lines.json().data.items[0]).toMatchObject({ position: 1, date: '2026-06-01', amount: etb('5000.00'), withheld: [] });
    const rest = await call(
      t,
      'GET',
      `/v1/statements/${made.id}/lines?limit=100&cursor=${lines.json().data.next_cursor}`,
      org.financeA.token,
    );
    expect(rest.json().data.items.map((l: { kind: string }) => l.kind)).toEqual(['capture', 'release', 'reserve', 'release', 'capture']);
    expect(rest.json().data.next_cursor).toBeNull();
    expect(made.line_count).toBe(8);
  });

  it('a department, the organisation and a provider reconcile too, and sum their members', async () => {
    const department = await statement(org.hr.token, { scope: 'department', department_id: departmentId, period_id: periodId });
    const organisation = await statement(org.hr.token, { scope: 'organisation', period_id: periodId });
    const provider = await statement(org.financeB.token, { scope: 'provider', provider_id: org.providerId, period_id: periodId });
    for (const made of [department, organisation, provider]) expectReconciled(made.totals);
    const sum = async (...ids: string[]) => (await Promise.all(ids.map(remaining))).reduce((total, money) => total + cents(money), 0);
    expect(cents(department.totals.closing)).toBe(await sum(asha.id, bekele.id));
    expect(cents(organisation.totals.closing)).toBe(await sum(asha.id, bekele.id, chaltu.id));
    // A provider's: only its orders' entries (no grants), so what they took off the accounts.
    expect(provider.totals.granted).toEqual(etb('0.00'));
    expect(provider.totals.captured).toEqual(etb('1250.00'));
  });

  it('a statement of days: opening is what the entries before them left', async () => {
    const made = await statement(org.financeA.token, { scope: 'member', member_id: asha.id, from: '2026-06-03', to: '2026-06-10' });
    expect(made.totals.opening).toEqual(etb('3550.00'));
    expect(made.totals.captured).toEqual(etb('1000.00'));
    expectReconciled(made.totals);
    expect(made.line_count).toBe(1);
    expectError(
      await post(org.financeA.token, '/v1/statements', { scope: 'organisation', from: '2026-06-10', to: '2026-06-03' }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await post(org.financeA.token, '/v1/statements', { scope: 'organisation', from: '2024-01-01', to: '2026-06-03' }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await post(org.financeA.token, '/v1/statements', {
        scope: 'organisation',
        period_id: periodId,
        from: '2026-06-03',
        to: '2026-06-04',
      }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('files', () => {
  it('CSV: BOM, headers in the language, plain decimals, formulas neutralised, Ethiopian dates; its SHA-256 is the checksum', async () => {
    const made = await statement(org.financeA.token, { scope: 'organisation', period_id: periodId, calendar: 'ethiopian', locale: 'am' });
    const csv = await call(t, 'GET', `/v1/statements/${made.id}/download?format=csv`, org.financeA.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(createHash('sha256').update(csv.rawPayload).digest('hex')).toBe(made.checksum);
    expect(csv.headers['x-checksum-sha256']).toBe(made.checksum);
    const text = csv.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFFቀን,ትዕዛዝ,አባል,')).toBe(true);
    expect(text).toContain('24 ግንቦት 2018');
    expect(text).toContain(`"'=HYPERLINK(""http://x.et"",""Chaltu"")"`);
    expect(text).toMatch(/,-200\.00\r\n/);
    expect(text).not.toMatch(/Amoxicillin|Insulin/);
    // The same bytes again: the statement never changes.
    const again = await call(t, 'GET', `/v1/statements/${made.id}/download`, org.hr.token);
    expect(createHash('sha256').update(again.rawPayload).digest('hex')).toBe(made.checksum);
    const english = await statement(org.financeA.token, {
      scope: 'organisation',
      period_id: periodId,
      calendar: 'ethiopian',
      locale: 'en',
    });
    const englishCsv = (await call(t, 'GET', `/v1/statements/${english.id}/download`, org.financeA.token)).rawPayload.toString('utf8');
    expect(englishCsv.startsWith('\uFEFFDate,Order,Member,Employee number,Department,Provider,Category,Kind,Amount\r\n')).toBe(true);
    expect(englishCsv).toContain('Genbot 24, 2018 AM');
  });

  it('PDF: the Ethiopic font embedded, the organisation named, the pages numbered', async () => {
    const made = await statement(org.financeA.token, { scope: 'organisation', period_id: periodId, locale: 'am' });
    const pdf = await call(t, 'GET', `/v1/statements/${made.id}/download?format=pdf`, org.financeA.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const bytes = pdf.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const raw = bytes.toString('latin1');
    expect(raw).toMatch(/\/FontFile2/);
    expect(raw).toMatch(/NotoSansEthiopic/);
    expect(raw).toMatch(/\/Count 1\b/);
  });
});

describe("a member's own statement", () => {
  it('says what each order was for to the member only; finance and HR never see it', async () => {
    const own = await statement(asha.token, { scope: 'member', period_id: periodId });
    expect(own).toMatchObject({ member_id: asha.id, with_descriptions: true });
    const lines = (await call(t, 'GET', `/v1/statements/${own.id}/lines?limit=100`, asha.token)).json().data.items;
    expect(lines.map((l: { description?: string }) => l.description).filter(Boolean)).toContain('Insulin pen');
    const csv = (await call(t, 'GET', `/v1/statements/${own.id}/download`, asha.token)).rawPayload.toString('utf8');
    expect(csv).toContain('Insulin pen');
    expectError(await call(t, 'GET', `/v1/statements/${own.id}`, org.financeA.token), 404, 'NOT_FOUND');
    expectError(await call(t, 'GET', `/v1/statements/${own.id}/download`, org.hr.token), 404, 'NOT_FOUND');
    const listed = (await call(t, 'GET', '/v1/statements?limit=100', org.financeA.token))
      .json()
      .data.items.map((s: { id: string }) => s.id);
    expect(listed).not.toContain(own.id);
    // The member's own list: their statements only.
    const mine = (await call(t, 'GET', '/v1/statements', asha.token)).json().data.items;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((s: { member_id: string }) => s.member_id === asha.id)).toBe(true);
  });

  it('refuses what the caller may not make: another member (404), a department (403), unknown fields (400), 401', async () => {
    expectError(await post(bekele.token, '/v1/statements', { scope: 'member', member_id: asha.id, period_id: periodId }), 404, 'NOT_FOUND');
    expectError(
      await post(bekele.token, '/v1/statements', { scope: 'department', department_id: departmentId, period_id: periodId }),
      403,
      'FORBIDDEN',
    );
    expectError(await post(org.hr.token, '/v1/statements', { scope: 'member', member_id: asha.id, period_id: periodId }), 403, 'FORBIDDEN');
    expectError(
      await post(org.hr.token, '/v1/statements', { scope: 'provider', provider_id: org.providerId, period_id: periodId }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await post(org.financeA.token, '/v1/statements', { scope: 'organisation', period_id: periodId, colour: 'red' }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await post(org.financeA.token, '/v1/statements', { scope: 'member', period_id: periodId }), 400, 'VALIDATION_FAILED');
    expectError(
      await post(org.financeA.token, '/v1/statements', { scope: 'organisation', department_id: departmentId, period_id: periodId }),
      400,
      'VALIDATION_FAILED',
    );
    expect((await post('', '/v1/statements', { scope: 'organisation', period_id: periodId })).statusCode).toBe(401);
    const other = await spendingOrganisation(t);
    expectError(
      await post(other.financeA.token, '/v1/statements', { scope: 'member', member_id: asha.id, from: '2026-06-01', to: '2026-06-02' }),
      404,
      'NOT_FOUND',
    );
    expectError(await post(other.financeA.token, '/v1/statements', { scope: 'organisation', period_id: periodId }), 404, 'NOT_FOUND');
    const made = await statement(org.financeA.token, { scope: 'organisation', period_id: periodId });
    expectError(await call(t, 'GET', `/v1/statements/${made.id}`, other.financeA.token), 404, 'NOT_FOUND');
    expectError(await call(t, 'GET', `/v1/statements/${made.id}`, asha.token), 404, 'NOT_FOUND');
    expectError(await call(t, 'GET', `/v1/statements/${made.id}/download?format=docx`, org.financeA.token), 400, 'VALIDATION_FAILED');
  });

  it('after the period closes (expiring what was open), statements still reconcile with the accounts', async () => {
    const closed = await post(org.financeA.token, `/v1/benefit-periods/${periodId}/close`, { expire_open: true });
    expect(closed.statusCode, closed.body).toBe(200);
    for (const member of [asha, bekele, chaltu]) {
      const made = await statement(org.financeA.token, { scope: 'member', member_id: member.id, period_id: periodId });
      expectReconciled(made.totals);
      expect(made.totals.closing).toEqual(await remaining(member.id));
    }
  });
});
