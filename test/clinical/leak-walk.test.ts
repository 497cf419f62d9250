import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../helpers/multipart.js';
import { call, etb, spendingOrganisation } from '../helpers/spending.js';
import { bearer, createTestApp, LogCapture, type TestContext } from '../helpers/test-app.js';
import { addUser, sessionFor } from '../helpers/users.js';

/**
 * Issue 57's leak walk: a prescription and an order carry a unique marker in every clinical field and in
 * the attachment; every GET route of the API (from the route table, with each id the walk knows) is read
 * as FINANCE, HR_ADMIN and a SUPER_USER acting as FINANCE, and no body or header holds a marker; nor do the
 * events (what webhooks deliver) or the log, for anyone. As the member and the SUPER_USER the markers are there.
 */
let t: TestContext;
const logs = new LogCapture();
let org: Awaited<ReturnType<typeof spendingOrganisation>>;
const run = randomUUID().slice(0, 8).toUpperCase();
const marker = (field: string) => `MK${field.replace(/[^a-z]/gi, '').toUpperCase()}${run}`;
const MARKERS = ['medication', 'dosage', 'quantity', 'diagnosis', 'prescriber', 'facility', 'notes', 'line', 'ordernote', 'attachment'].map(
  marker,
);
const leaks = (text: string) => MARKERS.filter((m) => text.includes(m));

let member: { id: string; userId: string; token: string };
let prescriptionId: string;
let orderId: string;
let financeActingSuper: string;

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'trace' }, logStream: logs });
  org = await spendingOrganisation(t);
  await t.database.db
    .updateTable('organisations')
    .set({ prescription_required_for: ['PHARMACY'] })
    .where('id', '=', org.orgId)
    .execute();
  const both = await addUser(t.database.db, { roles: ['SUPER_USER', 'FINANCE'], orgId: org.orgId });
  financeActingSuper = await sessionFor(t, both.id, 'FINANCE');
  member = await org.member('5000.00');
  const prescription = await call(t, 'POST', '/v1/prescriptions', member.token, {
    medication: marker('medication'),
    dosage: marker('dosage'),
    quantity: marker('quantity'),
    diagnosis: marker('diagnosis'),
    prescriber_name: marker('prescriber'),
    facility: marker('facility'),
    notes: marker('notes'),
    issued_on: '2026-05-30',
  });
  prescriptionId = prescription.json().data.id;
  const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(marker('attachment'))]);
  const body = multipart([{ fileName: 'paper.jpg', content: photo, contentType: 'image/jpeg' }]);
  const attached = await t.app.inject({
    method: 'POST',
    url: `/v1/prescriptions/${prescriptionId}/attachment`,
    headers: { ...bearer(member.token), ...body.headers },
    payload: body.payload,
  });
  if (attached.statusCode !== 200) throw new Error(attached.body);
  const order = await call(t, 'POST', '/v1/orders', member.token, {
    provider_id: org.providerId,
    category: 'PHARMACY',
    prescription_id: prescriptionId,
    lines: [{ description: marker('line'), quantity: 3, amount: etb('900.00') }],
    note: marker('ordernote'),
    submit: true,
  });
  if (order.statusCode !== 201) throw new Error(order.body);
  orderId = order.json().data.id;
  // A super user's vote and finance's: the order moves through events and ledger entries too.
  await call(t, 'POST', `/v1/orders/${orderId}/approve`, org.financeA.token);
}, 60_000);
afterAll(() => t.close());

/** Every GET route, each `:id` filled with every id the walk knows (most answer 404 for the wrong kind). */
function urls(): string[] {
  const ids = () => [orderId, prescriptionId, member.id, member.userId];
  return t.app.accessTable
    .filter((route) => route.method === 'GET' && !('public' in route.access))
    .flatMap((route) => {
      const base = route.url.replace(':dataset_type', 'members').replace(':file', 'x.svg').replace('*', 'x');
      const filled = base.includes(':id') ? ids().map((id) => base.replace(':id', id)) : [base];
      // Lists also as filtered to the member and to the walk's records.
      return filled.flatMap((url) => (url.includes(':') ? [] : [url, `${url}?member_id=${member.id}`, `${url}?limit=100`]));
    });
}

async function walk(token: string): Promise<string[]> {
  const found: string[] = [];
  for (const url of urls()) {
    const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    const text = `${JSON.stringify(response.headers)}\n${response.rawPayload.toString('latin1')}`;
    for (const leak of leaks(text)) found.push(`${url} (${response.statusCode}): ${leak}`);
  }
  return found;
}

describe('the leak walk', () => {
  it('finds no clinical marker anywhere as FINANCE, HR_ADMIN or a SUPER_USER acting as FINANCE', async () => {
    expect(urls().length).toBeGreaterThan(60);
    expect(await walk(org.financeA.token)).toEqual([]);
    expect(await walk(org.hr.token)).toEqual([]);
    expect(await walk(financeActingSuper)).toEqual([]);
  }, 120_000);

  it('finds them for the member and the super user, where the records are', async () => {
    for (const token of [member.token, org.superUser]) {
      const order = (await call(t, 'GET', `/v1/orders/${orderId}`, token)).body;
      const prescription = (await call(t, 'GET', `/v1/prescriptions/${prescriptionId}`, token)).body;
      const attachment = (await call(t, 'GET', `/v1/prescriptions/${prescriptionId}/attachment`, token)).rawPayload.toString('latin1');
      expect(leaks(order + prescription + attachment).sort()).toEqual([...MARKERS].sort());
    }
  });

  it('keeps them out of the events (what webhooks deliver) and the log, for everyone', async () => {
    await call(t, 'POST', `/v1/orders/${orderId}/fulfil`, org.financeA.token, {
      amount: etb('900.00'),
      invoice_ref: 'INV-9',
      fulfilled_on: '2026-06-01',
    });
    const events = await sql<{ data: string }>`SELECT data::text AS data FROM events WHERE org_id = ${org.orgId}::uuid`.execute(
      t.database.db,
    );
    expect(events.rows.length).toBeGreaterThan(5);
    expect(leaks(events.rows.map((row) => row.data).join('\n'))).toEqual([]);
    for (const token of [org.superUser, member.token]) {
      await call(t, 'GET', `/v1/orders?q=${marker('line')}`, token);
      await call(t, 'GET', `/v1/prescriptions/${prescriptionId}`, token);
    }
    expect(leaks(logs.text)).toEqual([]);
  });
});
