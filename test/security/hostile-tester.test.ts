import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commit,
  getJob,
  otherOrganisation,
  previewReady,
  upload,
  uploadAndValidate,
  validMembersCsv,
  waitForStatus,
} from '../helpers/migration.js';
import { eventually } from '../helpers/server-process.js';
import { bearer, createTestApp, expectError, type TestContext } from '../helpers/test-app.js';
import { Receiver } from '../helpers/webhook-receiver.js';
import { makeZip, workbookParts } from '../helpers/zip.js';

/**
 * The holes a hostile tester found with an ordinary HR administrator's account (issue 34), each with the
 * test that failed before its fix. Resource bounds first: what one user can store and one answer carry.
 */
let t: TestContext;
let hr: string;
beforeAll(async () => {
  t = await createTestApp();
  hr = await t.login('demo-hr-admin');
});
afterAll(async () => t.close());

let run = 0;
const prefix = () => `H${run++}Q`;
const NOTES = ['notes_1', 'notes_2', 'notes_3'];

/** A validated job whose file has free-text columns beside the mapped ones. */
async function jobWithNotes(rowCount: number) {
  const p = prefix();
  const header = `external_id,full_name,email,department,${NOTES.join(',')}`;
  const lines = Array.from({ length: rowCount }, (_, i) => `${p}${i},Person ${i},p${i}${p.toLowerCase()}@x.et,HR,a,b,c`);
  const job = await uploadAndValidate(t, hr, `${header}\n${lines.join('\n')}\n`, {
    mapping: { external_id: 'external_id', full_name: 'full_name', email: 'email', department: 'department' },
  });
  return job.id as string;
}

const patchRow = (id: string, row: number | string, body: object) =>
  t.app.inject({ method: 'PATCH', url: `/v1/migration/jobs/${id}/rows/${row}`, headers: bearer(hr), payload: body });
const getRows = (id: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/v1/migration/jobs/${id}/rows${query}`, headers: bearer(hr) });

describe('row edits are bounded (a crash by row edits)', () => {
  it('keeps one edit per cell: 50 large edits of one row leave GET .../rows small and the memory flat', async () => {
    const id = await jobWithNotes(3);
    const big = (c: string) => c.repeat(32_000);
    for (let i = 0; i < 50; i++) {
      const response = await patchRow(id, 2, { cells: { notes_1: big(i % 2 ? 'x' : 'y'), notes_2: big(i % 2 ? 'y' : 'x') } });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    }
    const stored = await t.database.db
      .selectFrom('migration_row_edits')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('job_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(2);
    const heapBefore = process.memoryUsage().heapUsed;
    const answers = await Promise.all([getRows(id), getRows(id), getRows(id)]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.rawPayload.length).toBeLessThan(1_000_000);
    }
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(100 * 1024 * 1024);
    const row = answers[0]!.json().data.items[0];
    // The difference from the file: the file's value and the latest one.
    expect(row.edits.map((e: { column: string; from: string; to: string }) => [e.column, e.from, e.to.length, e.to[0]])).toEqual([
      ['notes_1', 'a', 32_000, 'x'],
      ['notes_2', 'b', 32_000, 'y'],
    ]);
    // A cell set back to the file's value is no longer an edit.
    expect((await patchRow(id, 2, { cells: { notes_1: 'a', notes_2: 'b' } })).statusCode).toBe(200);
    expect((await getRows(id)).json().data.items[0].edits).toEqual([]);
    expect((await getRows(id, '?filter=edited')).json().data.total_items).toBe(0);
  });

  it('refuses an edit that makes a row larger than 65,536 characters (400 naming cells), and keeps nothing of it', async () => {
    const id = await jobWithNotes(1);
    const error = expectError(
      await patchRow(id, 2, { cells: { notes_1: 'x'.repeat(32_000), notes_2: 'x'.repeat(32_000), notes_3: 'x'.repeat(2_000) } }),
      400,
      'VALIDATION_FAILED',
    );
    expect(error.details).toEqual([expect.objectContaining({ field: 'cells', reason: 'row_too_long', params: { max: 65_536 } })]);
    expect((await getRows(id)).json().data.items[0].edits).toEqual([]);
  });

  it('keeps one page within its budget whatever the rows hold, and names the cells it cut', async () => {
    const id = await jobWithNotes(40);
    for (let row = 2; row <= 41; row++) {
      const response = await patchRow(id, row, { cells: { notes_1: 'n'.repeat(32_000), notes_2: 'm'.repeat(32_000) } });
      expect(response.statusCode).toBe(200);
    }
    const answer = await getRows(id, '?page_size=500');
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.length).toBeLessThan(3_000_000);
    const page = answer.json().data;
    expect(page.items).toHaveLength(40);
    // The short cells are whole; the long ones cut and named.
    expect(page.items[0].cells.full_name).toBe('Person 0');
    expect(page.items[0].truncated).toEqual(['notes_1', 'notes_2']);
    expect(page.items[0].cells.notes_1.length).toBeLessThan(32_000);
    // A small page is whole.
    const small = (await getRows(id, '?page_size=5')).json().data;
    expect(small.items[0].truncated).toEqual([]);
    expect(small.items[0].cells.notes_1).toHaveLength(32_000);
  });
});

describe('numbers in the path', () => {
  it('refuses a row number written as hex, with an exponent, a sign or a fraction (400), not reading it as a number', async () => {
    const id = await jobWithNotes(2);
    for (const row of ['0x2', '1e9', '2e0', '+2', '2.0', ' 2', '02x'])
      expectError(await patchRow(id, encodeURIComponent(row), { excluded: true }), 400, 'VALIDATION_FAILED');
    for (const query of ['?page=0x1', '?page_size=1e1', '?page=1.0']) expectError(await getRows(id, query), 400, 'VALIDATION_FAILED');
    expect((await patchRow(id, 2, { excluded: true })).statusCode).toBe(200);
  });
});

describe('NUL and control characters in what a request brings', () => {
  it('answers 400 naming the field, never 500, for U+0000 in query strings, paths and JSON bodies', async () => {
    const id = await jobWithNotes(2);
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(hr) });
    for (const url of [
      '/v1/members?q=%00',
      '/v1/members?department=%00',
      '/v1/members?q=a%01b',
      `/v1/migration/jobs/${id}/rows?code=%00`,
      `/v1/migration/jobs/${id}/rows?field=%00`,
      `/v1/migration/jobs/${id}/errors?code=%00`,
      `/v1/migration/jobs/${id}/errors?field=%00`,
      '/v1/dev/outbox?to=%00',
      `/v1/migration/jobs/${id}%00`,
    ]) {
      const error = expectError(await get(url), 400, 'VALIDATION_FAILED');
      expect(error.details[0]!.issue, url).toContain('U+00');
    }
    const hook = (payload: object, method: 'POST' | 'PATCH' = 'POST', path = '/v1/webhooks') =>
      t.app.inject({ method, url: path, headers: bearer(hr), payload });
    for (const url of ['https://example.com/a\u0000b', 'https://example.com/?a=\u0000', 'https://example.com/#\u0000']) {
      const error = expectError(await hook({ url, events: ['migration.job_completed'] }), 400, 'VALIDATION_FAILED');
      expect(error.details[0]!.field).toBe('url');
    }
    expectError(
      await hook({ url: 'https://example.com/\u0000' }, 'PATCH', '/v1/webhooks/00000000-0000-4000-8000-000000000000'),
      400,
      'VALIDATION_FAILED',
    );
    // A key of a map holding one (column names are keys).
    const keyed = await t.app.inject({
      method: 'PATCH',
      url: `/v1/migration/jobs/${id}/rows/2`,
      headers: bearer(hr),
      payload: { cells: { 'notes\u00001': 'x' } },
    });
    expectError(keyed, 400, 'VALIDATION_FAILED');
  });

  it('keeps an upload whose file name holds NUL, a tab or a text-direction override, with those characters replaced', async () => {
    const boundary = `----x${randomBytes(6).toString('hex')}`;
    const name = encodeURIComponent('pay\u0000roll\t\u202Eslx.csv');
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="dataset_type"\r\n\r\nmembers\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''${name}\r\nContent-Type: text/csv\r\n\r\nexternal_id,full_name,email\r\nN1,Nul,n1@x.et\r\n--${boundary}--\r\n`,
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/migration/jobs',
      headers: { ...bearer(hr), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.file_name).toBe('pay_roll__slx.csv');
  });
});

describe('text that is not cleaned', () => {
  it('refuses webhook URLs with line breaks, tabs, spaces or text-direction characters', async () => {
    // A public address literal: the address rule passes it without a DNS lookup, so only the text is judged.
    const create = (url: string) =>
      t.app.inject({ method: 'POST', url: '/v1/webhooks', headers: bearer(hr), payload: { url, events: ['migration.job_completed'] } });
    for (const url of [
      'https://8.8.8.8/a\r\nb',
      'https://8.8.8.8/\tx',
      'https://8.8.8.8/\u202Etxt.exe',
      'https://8.8.8.8/a b',
      'https://8.8.8.8/\u2028',
    ]) {
      expect(expectError(await create(url), 400, 'VALIDATION_FAILED').details[0]!.field, JSON.stringify(url)).toBe('url');
    }
    const clean = await create('https://8.8.8.8/hooks/portal?x=1');
    expect(clean.statusCode).toBe(201);
    await t.app.inject({ method: 'DELETE', url: `/v1/webhooks/${clean.json().data.id}`, headers: bearer(hr) });
  });

  it('refuses a full name with a line or paragraph separator, or made only of invisible characters', async () => {
    for (const name of [
      'A\u2028B',
      'A\u2029B',
      '\u3164',
      '\u{E0001}\u{E0041}',
      '\uFFF9',
      '\u180E',
      '\u200B\u3164\u200D',
      'a\uFFF9hidden\uFFFB',
    ]) {
      const response = await t.app.inject({ method: 'PATCH', url: '/v1/me/profile', headers: bearer(hr), payload: { full_name: name } });
      expect(expectError(response, 400, 'VALIDATION_FAILED').details[0]!.field, JSON.stringify(name)).toBe('full_name');
    }
    const ok = await t.app.inject({ method: 'PATCH', url: '/v1/me/profile', headers: bearer(hr), payload: { full_name: 'መሰረት ታደሰ' } });
    expect(ok.statusCode).toBe(200);
  });

  it('marks an imported full name made only of invisible characters as INVALID_VALUE (reason invisible)', async () => {
    const p = prefix();
    const job = await uploadAndValidate(
      t,
      hr,
      `external_id,full_name,email,department\n${p}1,\u3164,${p.toLowerCase()}1@x.et,HR\n${p}2,Visible,${p.toLowerCase()}2@x.et,HR\n`,
    );
    expect(job.validation.errors).toEqual([
      expect.objectContaining({ row: 2, field: 'full_name', code: 'INVALID_VALUE', params: { reason: 'invisible' } }),
    ]);
  });
});

describe('a workbook with a part named outside the archive', () => {
  it('answers 415 (unreadable_xlsx) for entries named ../../x, /etc/x or with backslashes, and keeps nothing', async () => {
    const sheet =
      '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>external_id</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>Z1</t></is></c></row></sheetData></worksheet>';
    const before = await t.database.db
      .selectFrom('migration_jobs')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    for (const name of ['../../x', '/etc/x', 'xl\\..\\..\\x']) {
      const zip = makeZip([...workbookParts(sheet), { name, data: Buffer.from('x') }]);
      const error = expectError(await upload(t, hr, zip, { fileName: 'evil.xlsx' }), 415, 'UNSUPPORTED_MEDIA_TYPE');
      expect(error.details[0], name).toMatchObject({ field: 'file', reason: 'unreadable_xlsx' });
    }
    const after = await t.database.db
      .selectFrom('migration_jobs')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});

describe('what each role may read', () => {
  it('shows FINANCE no webhook event (it may not read webhooks), and HR_ADMIN the same event', async () => {
    const orgId = (await t.database.db.selectFrom('users').select('org_id').where('email', 'like', 'abebe%').executeTakeFirstOrThrow())
      .org_id;
    await t.database.db
      .insertInto('events')
      .values({
        org_id: orgId,
        kind: 'webhook.endpoint_disabled',
        occurred_at: t.clock.now(),
        data: JSON.stringify({ webhook_id: 'w', reason: 'connect ECONNREFUSED 127.0.0.1:1' }),
      })
      .execute();
    const feed = async (token: string) =>
      (await t.app.inject({ method: 'GET', url: '/v1/events?limit=500', headers: bearer(token) })).json().data.items as { kind: string }[];
    const finance = await feed(await t.login('demo-finance'));
    expect(finance.some((e) => e.kind.startsWith('webhook.'))).toBe(false);
    expect((await feed(hr)).some((e) => e.kind === 'webhook.endpoint_disabled')).toBe(true);
  });

  it("shows FINANCE a job's counts and codes but none of its row values (samples, error values, preview rows)", async () => {
    const p = prefix();
    const job = await uploadAndValidate(
      t,
      hr,
      `external_id,full_name,email,department\n${p}1,Secret Name,not-an-email,HR\n${p}2,Other Secret,${p.toLowerCase()}2@x.et,HR\n`,
    );
    const finance = await t.login('demo-finance');
    const seen = await getJob(t, finance, job.id);
    expect(seen.validation.error_count).toBe(1);
    expect(seen.validation.errors[0]).toMatchObject({ code: 'INVALID_EMAIL', field: 'email', value: null });
    expect(seen.column_samples).toEqual({});
    expect(JSON.stringify(seen)).not.toContain('Secret');
    const ready = await previewReady(t, hr, validMembersCsv(2, `${p}V`));
    const previewed = await getJob(t, finance, ready.id);
    expect(previewed.preview).toMatchObject({ to_create: 2, sample: [], changes: [] });
    expect(JSON.stringify(previewed)).not.toContain('@example.et');
    // The writer still sees them.
    expect((await getJob(t, hr, ready.id)).preview.sample).toHaveLength(2);
  });
});

describe('webhook addresses', () => {
  it('refuses IPv6 forms that embed an IPv4 address it would refuse (IPv4-compatible, NAT64, 6to4, Teredo)', async () => {
    for (const url of [
      'http://[::127.0.0.1]/',
      'http://[::a9fe:a9fe]/',
      'http://[::10.0.0.1]/',
      'http://[64:ff9b::7f00:1]/',
      'http://[2002:7f00:1::]/',
      'http://[2001::1]/',
      'http://[::ffff:169.254.169.254]/',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/webhooks',
        headers: bearer(hr),
        payload: { url, events: ['migration.job_completed'] },
      });
      expect(expectError(response, 400, 'VALIDATION_FAILED').details[0]!.field, url).toBe('url');
    }
  });
});

describe('webhook delivery: fair between organisations, whatever a receiver answers', () => {
  let w: TestContext;
  let token: string;
  const hanging = new Receiver();
  const fast = new Receiver();
  beforeAll(async () => {
    await hanging.start();
    await fast.start();
    hanging.answer = () => {};
    w = await createTestApp({
      env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_RETRY_DELAYS_SECONDS: '1,300', WEBHOOK_TIMEOUT_SECONDS: '4' },
    });
    token = await w.login('demo-hr-admin');
  });
  afterAll(async () => {
    await w?.close();
    await hanging.stop();
    await fast.stop();
  });
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, auth: string, payload?: object) =>
    w.app.inject({ method, url, headers: bearer(auth), payload });

  it('stores what a receiver answers whatever its bytes (NUL, invalid UTF-8): the attempt is recorded once and retried on schedule', async () => {
    let calls = 0;
    fast.answer = (_request, res) => res.writeHead(++calls === 1 ? 500 : 200).end(Buffer.from([0x6f, 0x6b, 0x00, 0xff, 0xfe, 0x21]));
    const hook = (await call('POST', '/v1/webhooks', token, { url: fast.url('/nul'), events: ['migration.job_completed'] })).json().data;
    expect((await call('POST', `/v1/webhooks/${hook.id}/test`, token)).statusCode).toBe(202);
    const attempts = await eventually(
      'two attempts recorded',
      async () => {
        const items = (await call('GET', `/v1/webhooks/${hook.id}/deliveries`, token)).json().data.items;
        return items.length === 2 ? items : undefined;
      },
      15_000,
    );
    expect(attempts.map((a: { attempt: number; status_code: number; state: string }) => [a.attempt, a.status_code])).toEqual([
      [2, 200],
      [1, 500],
    ]);
    expect(attempts[0].response_body).toBe('ok\u2400\uFFFD\uFFFD!');
    expect(fast.received.filter((r) => r.path === '/nul')).toHaveLength(2);
    await call('DELETE', `/v1/webhooks/${hook.id}`, token);
  });

  it("caps an organisation's webhooks (409 LIMIT_REACHED) and its test messages (429)", async () => {
    const other = await otherOrganisation(w);
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const created = await call('POST', '/v1/webhooks', other.token, { url: fast.url(`/cap${i}`), events: ['migration.job_completed'] });
      expect(created.statusCode).toBe(201);
      ids.push(created.json().data.id);
    }
    const error = expectError(
      await call('POST', '/v1/webhooks', other.token, { url: fast.url('/cap20'), events: ['migration.job_completed'] }),
      409,
      'LIMIT_REACHED',
    );
    expect(error.details[0]).toMatchObject({ field: 'url', reason: 'too_many_webhooks', params: { max: 20 } });
    for (let i = 0; i < 10; i++) expect((await call('POST', `/v1/webhooks/${ids[i % 3]}/test`, other.token)).statusCode).toBe(202);
    const limited = await call('POST', `/v1/webhooks/${ids[5]}/test`, other.token);
    expectError(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another organisation's allowance is its own.
    const own = (await call('POST', '/v1/webhooks', token, { url: fast.url('/own'), events: ['migration.job_completed'] })).json().data;
    expect((await call('POST', `/v1/webhooks/${own.id}/test`, token)).statusCode).toBe(202);
    for (const id of ids) await call('DELETE', `/v1/webhooks/${id}`, other.token);
    await call('DELETE', `/v1/webhooks/${own.id}`, token);
  });

  it("one organisation's hanging endpoints and test calls delay another organisation's delivery by less than 15 s", async () => {
    // The attacker: 20 endpoints that never answer, subscribed to its imports' events, and its test calls.
    const attacker = await otherOrganisation(w);
    const hooks: string[] = [];
    for (let i = 0; i < 20; i++)
      hooks.push(
        (
          await call('POST', '/v1/webhooks', attacker.token, {
            url: hanging.url(`/hang${i}`),
            events: ['migration.job_started', 'migration.job_completed'],
          })
        ).json().data.id,
      );
    for (let i = 0; i < 10; i++) expect((await call('POST', `/v1/webhooks/${hooks[i]}/test`, attacker.token)).statusCode).toBe(202);
    // Two imports of its own: each event goes to its 20 endpoints (80 deliveries, each holding a sender for 4 s).
    for (const name of ['A', 'B']) {
      const ready = await previewReady(
        w,
        attacker.token,
        `external_id,full_name,email\nX${name}1,Attacker ${name},x${name.toLowerCase()}1@attacker.et\n`,
      );
      expect((await commit(w, attacker.token, ready.id)).statusCode).toBe(202);
      await waitForStatus(w, attacker.token, ready.id, 'completed');
    }
    const job = await previewReady(w, token, validMembersCsv(2, 'FAIRA'));
    await eventually("the attacker's deliveries are sending", async () => (hanging.received.length >= 3 ? true : undefined), 10_000);

    // The victim: one endpoint that answers at once, and a delivery of its own.
    const victim = (await call('POST', '/v1/webhooks', token, { url: fast.url('/victim'), events: ['migration.job_completed'] })).json()
      .data;
    const started = Date.now();
    expect((await call('POST', `/v1/webhooks/${victim.id}/test`, token)).statusCode).toBe(202);
    expect((await commit(w, token, job.id)).statusCode).toBe(202);
    await waitForStatus(w, token, job.id, 'completed');
    await eventually("the victim's test message", async () => (fast.received.some((r) => r.path === '/victim') ? true : undefined), 15_000);
    expect(Date.now() - started).toBeLessThan(15_000);
    await eventually(
      "the victim's event",
      async () => (fast.received.filter((r) => r.path === '/victim').length >= 2 ? true : undefined),
      15_000,
    );
    expect(Date.now() - started).toBeLessThan(15_000);
    // The attacker's own deliveries wait their turn: never more than its share at once.
    const leases = await w.database.db
      .selectFrom('webhook_delivery_leases')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('org_id', '=', attacker.orgId)
      .executeTakeFirstOrThrow();
    expect(Number(leases.n)).toBeLessThanOrEqual(3);
    for (const id of hooks) await call('PATCH', `/v1/webhooks/${id}`, attacker.token, { enabled: false });
  }, 60_000);
});
