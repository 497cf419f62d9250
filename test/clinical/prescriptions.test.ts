import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otherOrganisation } from '../helpers/migration.js';
import { multipart } from '../helpers/multipart.js';
import { call, etb, orderOf, spendingOrganisation } from '../helpers/spending.js';
import { bearer, createTestApp, expectError, type TestContext } from '../helpers/test-app.js';
import { addUser, sessionFor } from '../helpers/users.js';

/** Issue 57: prescriptions, and clinical detail withheld by the active role. */
let t: TestContext;
let org: Awaited<ReturnType<typeof spendingOrganisation>>;
let financeActingSuper: string;
beforeAll(async () => {
  t = await createTestApp();
  org = await spendingOrganisation(t);
  const both = await addUser(t.database.db, { roles: ['SUPER_USER', 'FINANCE'], orgId: org.orgId });
  financeActingSuper = await sessionFor(t, both.id, 'FINANCE');
});
afterAll(() => t.close());

const CLINICAL = ['medication', 'dosage', 'quantity', 'diagnosis', 'prescriber_name', 'facility', 'notes'];
const prescriptionOf = (extra: object = {}) => ({
  medication: 'Sertraline 50 mg',
  dosage: 'one tablet each morning',
  quantity: '30 tablets',
  diagnosis: 'F32.1',
  prescriber_name: 'Dr. Meron Tadesse',
  facility: 'Amanuel Hospital',
  issued_on: '2026-05-30',
  notes: 'review in four weeks',
  ...extra,
});
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF photo of the paper')]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('png body')]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const attach = (token: string, id: string, content: Buffer, fileName = 'paper.jpg', contentType = 'image/jpeg') => {
  const body = multipart([{ fileName, content, contentType }]);
  return t.app.inject({
    method: 'POST',
    url: `/v1/prescriptions/${id}/attachment`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};

describe('prescriptions', () => {
  it('a member records their own, valid 30 days by default; a super user records one for a member', async () => {
    const member = await org.member('100.00');
    const created = await call(t, 'POST', '/v1/prescriptions', member.token, prescriptionOf());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({
      member_id: member.id,
      status: 'active',
      issued_on: '2026-05-30',
      valid_until: '2026-06-29',
      medication: 'Sertraline 50 mg',
      has_attachment: false,
      withheld: [],
      allowed_actions: ['cancel'],
    });
    const forMember = await call(
      t,
      'POST',
      '/v1/prescriptions',
      org.superUser,
      prescriptionOf({ member_id: member.id, valid_until: '2026-07-30' }),
    );
    expect(forMember.statusCode, forMember.body).toBe(201);
    expect(forMember.json().data).toMatchObject({ member_id: member.id, valid_until: '2026-07-30' });
    const mine = (await call(t, 'GET', '/v1/prescriptions', member.token)).json().data.items;
    // Both made at the same instant of the test's clock: newest first, then by id.
    expect(mine.map((p: { id: string }) => p.id).sort()).toEqual([forMember.json().data.id, created.json().data.id].sort());
  });

  it('refuses bad input with a 4xx that never echoes a clinical value', async () => {
    const member = await org.member('100.00');
    const other = await org.member('100.00');
    const refusals = [
      [await call(t, 'POST', '/v1/prescriptions', member.token, prescriptionOf({ member_id: other.id })), 400, 'VALIDATION_FAILED'],
      [await call(t, 'POST', '/v1/prescriptions', member.token, prescriptionOf({ issued_on: '2026-06-05' })), 400, 'VALIDATION_FAILED'],
      [await call(t, 'POST', '/v1/prescriptions', member.token, prescriptionOf({ valid_until: '2026-05-01' })), 400, 'VALIDATION_FAILED'],
      [await call(t, 'POST', '/v1/prescriptions', member.token, prescriptionOf({ medication: '   ' })), 400, 'VALIDATION_FAILED'],
      [await call(t, 'POST', '/v1/prescriptions', member.token, prescriptionOf({ colour: 'blue' })), 400, 'VALIDATION_FAILED'],
      [await call(t, 'POST', '/v1/prescriptions', member.token, prescriptionOf({ medication: 'x'.repeat(301) })), 400, 'VALIDATION_FAILED'],
      [await call(t, 'POST', '/v1/prescriptions', org.financeA.token, prescriptionOf()), 403, 'FORBIDDEN'],
      [await call(t, 'POST', '/v1/prescriptions', undefined, prescriptionOf()), 401, 'UNAUTHENTICATED'],
    ] as const;
    for (const [response, status, code] of refusals) {
      expectError(response, status, code);
      expect(response.body).not.toMatch(/Sertraline|F32|Meron|Amanuel|tablet|review/);
    }
    const stranger = await otherOrganisation(t, ['SUPER_USER']);
    expectError(await call(t, 'POST', '/v1/prescriptions', stranger.token, prescriptionOf({ member_id: member.id })), 404, 'NOT_FOUND');
    expectError(await call(t, 'GET', `/v1/prescriptions/${randomUUID()}`, member.token), 404, 'NOT_FOUND');
  });

  it('shows finance and HR the same prescription without its clinical fields, the member and the super user whole, and logs the super user', async () => {
    const member = await org.member('100.00');
    const { id } = (await call(t, 'POST', '/v1/prescriptions', member.token, prescriptionOf())).json().data;
    for (const token of [org.financeA.token, org.hr.token, financeActingSuper]) {
      const seen = await call(t, 'GET', `/v1/prescriptions/${id}`, token);
      expect(seen.statusCode).toBe(200);
      expect(seen.json().data).toMatchObject({ id, member_id: member.id, status: 'active', withheld: CLINICAL });
      for (const field of CLINICAL) expect(seen.json().data).not.toHaveProperty(field);
      const listed = (await call(t, 'GET', `/v1/prescriptions?member_id=${member.id}`, token)).json().data.items;
      expect(listed).toHaveLength(1);
      expect(JSON.stringify(listed)).not.toMatch(/Sertraline|F32|Meron|Amanuel/);
      expectError(await call(t, 'GET', `/v1/prescriptions/${id}/attachment`, token), 403, 'FORBIDDEN');
    }
    // Another member: as if there were none.
    const neighbour = await org.member('100.00');
    expectError(await call(t, 'GET', `/v1/prescriptions/${id}`, neighbour.token), 404, 'NOT_FOUND');
    expect((await call(t, 'GET', `/v1/prescriptions?member_id=${member.id}`, neighbour.token)).json().data.items).toEqual([]);

    expect((await call(t, 'GET', `/v1/me/disclosures`, member.token)).json().data.items).toEqual([]);
    const whole = await call(t, 'GET', `/v1/prescriptions/${id}`, org.superUser);
    expect(whole.json().data).toMatchObject({ medication: 'Sertraline 50 mg', diagnosis: 'F32.1', withheld: [] });
    const log = (await call(t, 'GET', '/v1/me/disclosures', member.token)).json().data.items;
    expect(log).toEqual([
      { actor: { id: expect.any(String), full_name: expect.any(String) }, what: 'prescription', resource_id: id, at: expect.any(String) },
    ]);
    expect((await call(t, 'GET', `/v1/members/${member.id}/disclosures`, org.superUser)).json().data.items).toHaveLength(1);
    expectError(await call(t, 'GET', `/v1/members/${member.id}/disclosures`, org.financeA.token), 403, 'FORBIDDEN');
    expectError(await call(t, 'GET', `/v1/members/${randomUUID()}/disclosures`, org.superUser), 404, 'NOT_FOUND');
    expectError(await call(t, 'GET', `/v1/members/${member.id}/disclosures?cursor=zz`, org.superUser), 400, 'VALIDATION_FAILED');
  });

  it('takes a photo or scan checked by content, serves it as a download to the member and the super user only', async () => {
    const member = await org.member('100.00');
    const { id } = (await call(t, 'POST', '/v1/prescriptions', member.token, prescriptionOf())).json().data;
    // A phone's photo, whatever its name and declared type.
    const photo = await attach(member.token, id, JPEG, 'IMG_2041.HEIC.txt', 'application/octet-stream');
    expect(photo.statusCode, photo.body).toBe(200);
    expect(photo.json().data.has_attachment).toBe(true);
    expect((await attach(member.token, id, PNG, 'scan.png', 'image/png')).statusCode).toBe(200);
    expect((await attach(member.token, id, PDF, 'scan.pdf', 'application/pdf')).statusCode).toBe(200);

    const download = await call(t, 'GET', `/v1/prescriptions/${id}/attachment`, member.token);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="prescription-.*\.pdf"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect((await call(t, 'GET', `/v1/prescriptions/${id}/attachment`, org.superUser)).statusCode).toBe(200);
    expect((await call(t, 'GET', '/v1/me/disclosures', member.token)).json().data.items[0]).toMatchObject({
      what: 'attachment',
      resource_id: id,
    });
    // Each photo sent is an event with its actor, naming the file's type and size, never its content.
    const added = (await call(t, 'GET', '/v1/events?kind=prescription.attachment_added&limit=100', org.superUser))
      .json()
      .data.items.filter((e: { data: { prescription_id: string } }) => e.data.prescription_id === id);
    expect(added.map((e: { data: { attachment: { content_type: string } } }) => e.data.attachment.content_type)).toEqual([
      'image/jpeg',
      'image/png',
      'application/pdf',
    ]);
    expect(added[0].data.actor).toEqual({ type: 'user', id: member.userId });

    const script = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const jsPdf = Buffer.from('%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n');
    const hidden = deflateSync(Buffer.from('<< /S /JavaScript /JS (this.exportDataObject()) >>'));
    const hiddenPdf = Buffer.concat([
      Buffer.from('%PDF-1.5\n2 0 obj << /Type /ObjStm /Filter /FlateDecode >>\nstream\n'),
      hidden,
      Buffer.from('\nendstream\nendobj\n%%EOF\n'),
    ]);
    for (const [content, name] of [
      [script, 'photo.jpg'],
      [Buffer.from('GIF89a....'), 'photo.gif'],
      [jsPdf, 'scan.pdf'],
      [hiddenPdf, 'scan.pdf'],
    ] as const) {
      const refused = await attach(member.token, id, content, name);
      expectError(refused, 415, 'UNSUPPORTED_MEDIA_TYPE');
    }
    expectError(await attach(member.token, id, Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)])), 413, 'PAYLOAD_TOO_LARGE');
    // What was stored stays: the PDF sent before.
    expect((await call(t, 'GET', `/v1/prescriptions/${id}/attachment`, member.token)).rawPayload.equals(PDF)).toBe(true);
    const neighbour = await org.member('100.00');
    expectError(await attach(neighbour.token, id, JPEG), 404, 'NOT_FOUND');
    expectError(await attach(org.financeA.token, id, JPEG), 403, 'FORBIDDEN');
  });

  it('cancels an active one once (409 after), and an order may not use it', async () => {
    const member = await org.member('1000.00');
    const { id } = (await call(t, 'POST', '/v1/prescriptions', member.token, prescriptionOf())).json().data;
    const cancelled = await call(t, 'POST', `/v1/prescriptions/${id}/cancel`, member.token);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', allowed_actions: [] });
    expectError(await call(t, 'POST', `/v1/prescriptions/${id}/cancel`, member.token), 409, 'PRESCRIPTION_NOT_ACTIVE');
    expectError(
      await call(t, 'POST', '/v1/orders', member.token, orderOf(org.providerId, '10.00', { prescription_id: id })),
      409,
      'PRESCRIPTION_NOT_ACTIVE',
    );
  });
});

describe('orders with prescriptions', () => {
  it('needs one for a pharmacy order under the policy, marks it used when fulfilled, and withholds the lines from finance', async () => {
    const policy = async (categories: string[]) =>
      call(t, 'PUT', '/v1/organisation/approval-policy', org.superUser, {
        auto_approve_max: etb('500.00'),
        dual_approval_min: etb('5000.00'),
        reservation_days: 14,
        prescription_required_for: categories,
      });
    expect((await policy(['PHARMACY'])).json().data.prescription_required_for).toEqual(['PHARMACY']);
    try {
      const member = await org.member('1000.00');
      const neighbour = await org.member('1000.00');
      expectError(await call(t, 'POST', '/v1/orders', member.token, orderOf(org.providerId, '10.00')), 400, 'PRESCRIPTION_REQUIRED');
      const theirs = (await call(t, 'POST', '/v1/prescriptions', neighbour.token, prescriptionOf())).json().data.id;
      expectError(
        await call(t, 'POST', '/v1/orders', member.token, orderOf(org.providerId, '10.00', { prescription_id: theirs })),
        404,
        'NOT_FOUND',
      );
      const expired = (await call(t, 'POST', '/v1/prescriptions', member.token, prescriptionOf({ issued_on: '2026-01-01' }))).json().data;
      expect(expired.status).toBe('expired');
      expectError(
        await call(t, 'POST', '/v1/orders', member.token, orderOf(org.providerId, '10.00', { prescription_id: expired.id })),
        409,
        'PRESCRIPTION_NOT_ACTIVE',
      );

      const prescription = (await call(t, 'POST', '/v1/prescriptions', member.token, prescriptionOf())).json().data;
      const created = await call(t, 'POST', '/v1/orders', member.token, {
        ...orderOf(org.providerId, '600.00', { prescription_id: prescription.id, note: 'for my depression' }),
        lines: [{ description: 'Sertraline 50 mg', quantity: 30, amount: etb('600.00') }],
        submit: true,
      });
      expect(created.statusCode, created.body).toBe(201);
      const order = created.json().data;
      expect(order).toMatchObject({
        lines: [{ description: 'Sertraline 50 mg', quantity: 30 }],
        prescription: { id: prescription.id, medication: 'Sertraline 50 mg' },
        withheld: [],
      });

      for (const token of [org.financeA.token, org.hr.token, financeActingSuper]) {
        const seen = (await call(t, 'GET', `/v1/orders/${order.id}`, token)).json().data;
        expect(seen).toMatchObject({
          lines: [{ amount: etb('600.00') }],
          prescription: { id: prescription.id, status: 'active', has_attachment: false },
        });
        expect(seen.withheld).toEqual(
          expect.arrayContaining(['lines[].description', 'lines[].quantity', 'note', 'prescription.medication']),
        );
        expect(JSON.stringify(seen)).not.toMatch(/Sertraline|depression|F32|Meron|Amanuel/);
        const queue = (await call(t, 'GET', '/v1/orders?needs_my_approval=true&limit=100', token)).json().data.items;
        expect(JSON.stringify(queue)).not.toMatch(/Sertraline|depression/);
      }
      expect((await call(t, 'POST', `/v1/orders/${order.id}/approve`, org.financeA.token)).json().data.status).toBe('approved');
      const fulfilled = await call(t, 'POST', `/v1/orders/${order.id}/fulfil`, org.financeA.token, {
        amount: etb('600.00'),
        invoice_ref: 'INV-1',
        fulfilled_on: '2026-06-01',
      });
      expect(fulfilled.json().data.prescription.status).toBe('used');
      expect(JSON.stringify(fulfilled.json())).not.toMatch(/Sertraline|depression/);
      expect((await call(t, 'GET', `/v1/prescriptions/${prescription.id}`, member.token)).json().data.status).toBe('used');
      // Events carry no clinical field, for anyone.
      const events = (await call(t, 'GET', '/v1/events?limit=200', org.superUser)).json().data.items;
      expect(events.some((e: { kind: string }) => e.kind === 'prescription.used')).toBe(true);
      expect(JSON.stringify(events)).not.toMatch(/Sertraline|depression|F32|Meron|Amanuel/);
      const financeEvents = (await call(t, 'GET', '/v1/events?limit=200', org.financeA.token)).json().data.items;
      expect(financeEvents.some((e: { kind: string }) => e.kind.startsWith('prescription.'))).toBe(false);
    } finally {
      await policy([]);
    }
  });
});
