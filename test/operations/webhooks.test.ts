import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SecretBox } from '../../src/lib/secret-box.js';
import { commit, otherOrganisation, previewReady, validMembersCsv, waitForStatus } from '../helpers/migration.js';
import { eventually } from '../helpers/server-process.js';
import { bearer, createTestApp, expectError, testConfig, type TestContext } from '../helpers/test-app.js';
import { Receiver } from '../helpers/webhook-receiver.js';

const KINDS = [
  'migration.job_started',
  'migration.job_completed',
  'migration.job_failed',
  'migration.job_rolled_back',
  'webhook.endpoint_disabled',
];

describe('webhooks', () => {
  let t: TestContext;
  let token: string;
  const receiver = new Receiver();

  beforeAll(async () => {
    await receiver.start();
    t = await createTestApp({
      env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_RETRY_DELAYS_SECONDS: '1,1', WEBHOOK_TIMEOUT_SECONDS: '1' },
    });
    token = await t.login('demo-hr-admin');
  });
  afterAll(async () => {
    await t?.close();
    await receiver.stop();
  });
  afterEach(() => {
    receiver.received.length = 0;
    receiver.answer = (_request, res) => res.writeHead(200).end('ok');
  });

  const create = (body: object, auth = token) =>
    t.app.inject({ method: 'POST', url: '/v1/webhooks', headers: bearer(auth), payload: body });
  const createOk = async (body: object) => {
    const response = await create(body);
    if (response.statusCode !== 201) throw new Error(`create: ${response.statusCode} ${response.body}`);
    return response.json().data as { id: string; secret: string; enabled: boolean };
  };
  const call = (method: 'GET' | 'PATCH' | 'DELETE' | 'POST', url: string, payload?: object, auth = token) =>
    t.app.inject({ method, url, headers: bearer(auth), payload });
  const disableAll = async () => {
    for (const hook of (await call('GET', '/v1/webhooks')).json().data.items)
      await call('PATCH', `/v1/webhooks/${hook.id}`, { enabled: false });
  };

  it('registers, lists, reads, changes and deletes a webhook; the secret is shown once', async () => {
    const created = await create({ url: receiver.url(), events: ['migration.job_completed'], description: 'payroll sync' });
    expect(created.statusCode).toBe(201);
    const hook = created.json().data;
    expect(hook).toMatchObject({
      url: receiver.url(),
      events: ['migration.job_completed'],
      description: 'payroll sync',
      enabled: true,
      disabled_reason: null,
    });
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const read = await call('GET', `/v1/webhooks/${hook.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.secret).toBeUndefined();
    expect((await call('GET', '/v1/webhooks')).json().data.items.map((h: { id: string }) => h.id)).toContain(hook.id);
    const changed = await call('PATCH', `/v1/webhooks/${hook.id}`, {
      events: ['migration.job_started', 'migration.job_failed'],
      enabled: false,
      description: null,
    });
    expect(changed.json().data).toMatchObject({
      events: ['migration.job_started', 'migration.job_failed'],
      enabled: false,
      description: null,
    });
    expect((await call('DELETE', `/v1/webhooks/${hook.id}`)).statusCode).toBe(204);
    expectError(await call('GET', `/v1/webhooks/${hook.id}`), 404, 'NOT_FOUND');
    expectError(await call('DELETE', `/v1/webhooks/${hook.id}`), 404, 'NOT_FOUND');
  });

  it("answers 401 without a session, 403 to roles without webhooks:write, 404 for another organisation's webhook", async () => {
    const hook = await createOk({ url: receiver.url(), events: ['migration.job_completed'] });
    expectError(await t.app.inject({ method: 'GET', url: '/v1/webhooks' }), 401, 'UNAUTHENTICATED');
    for (const persona of ['demo-finance', 'demo-member']) {
      const other = await t.login(persona);
      expectError(await call('GET', '/v1/webhooks', undefined, other), 403, 'FORBIDDEN');
      expectError(await create({ url: receiver.url(), events: ['migration.job_completed'] }, other), 403, 'FORBIDDEN');
    }
    expect((await call('GET', '/v1/webhooks', undefined, await t.login('demo-super-user'))).statusCode).toBe(200);
    const stranger = await otherOrganisation(t);
    for (const [method, url] of [
      ['GET', `/v1/webhooks/${hook.id}`],
      ['DELETE', `/v1/webhooks/${hook.id}`],
      ['GET', `/v1/webhooks/${hook.id}/deliveries`],
      ['POST', `/v1/webhooks/${hook.id}/test`],
    ] as const) {
      expectError(await call(method, url, undefined, stranger.token), 404, 'NOT_FOUND');
    }
    expectError(await call('PATCH', `/v1/webhooks/${hook.id}`, { enabled: false }, stranger.token), 404, 'NOT_FOUND');
    expect((await call('GET', '/v1/webhooks', undefined, stranger.token)).json().data.items).toEqual([]);
    expectError(await call('GET', '/v1/webhooks/not-a-uuid'), 404, 'NOT_FOUND');
    await call('DELETE', `/v1/webhooks/${hook.id}`);
  });

  it('refuses a bad body with 400 naming the field', async () => {
    const bad = [
      { url: 'ftp://example.et/hook', events: ['migration.job_completed'] },
      { url: 'not a url', events: ['migration.job_completed'] },
      { url: 'http://user:pass@example.et/', events: ['migration.job_completed'] },
      { url: receiver.url(), events: [] },
      { url: receiver.url(), events: ['migration.job_exploded'] },
      { url: receiver.url(), events: ['migration.job_completed', 'migration.job_completed'] },
      { url: receiver.url(), events: ['migration.job_completed'], secret: 'mine' },
      { url: receiver.url(), events: ['migration.job_completed'], description: 'bad\u202Etext' },
      { events: ['migration.job_completed'] },
    ];
    for (const body of bad) expectError(await create(body), 400, 'VALIDATION_FAILED');
    const hook = await createOk({ url: receiver.url(), events: ['migration.job_completed'] });
    expectError(await call('PATCH', `/v1/webhooks/${hook.id}`, {}), 400, 'VALIDATION_FAILED');
    expectError(await call('PATCH', `/v1/webhooks/${hook.id}`, { url: 'gopher://x' }), 400, 'VALIDATION_FAILED');
    await call('DELETE', `/v1/webhooks/${hook.id}`);
  });

  it('delivers each subscribed event, signed per Standard Webhooks, with the body GET /v1/events shows', async () => {
    await disableAll();
    const hook = await createOk({ url: receiver.url(), events: ['migration.job_started', 'migration.job_completed'] });
    const job = await previewReady(t, token, validMembersCsv(3, 'WH'));
    expect((await commit(t, token, job.id)).statusCode).toBe(202);
    await waitForStatus(t, token, job.id, 'completed');
    const received = await eventually(
      'two deliveries',
      async () => (receiver.received.length >= 2 ? receiver.received : undefined),
      10_000,
    );
    const verifier = new Webhook(hook.secret);
    const bodies = received.map(
      (request) =>
        verifier.verify(request.body, request.headers as Record<string, string>) as { id: number; kind: string; data: { job_id: string } },
    );
    expect(bodies.map((b) => b.kind).sort()).toEqual(['migration.job_completed', 'migration.job_started']);
    const events = (await call('GET', `/v1/events?job_id=${job.id}`)).json().data.items;
    for (const body of bodies) expect(body).toEqual(events.find((e: { id: number }) => e.id === body.id));
    for (const request of received) {
      expect(request.headers['webhook-id']).toBe(`msg_${JSON.parse(request.body).id}`);
      expect(request.headers['webhook-signature']).toMatch(/^v1,/);
      expect(Number(request.headers['webhook-timestamp'])).toBeGreaterThan(0);
    }
    // A tampered body does not verify.
    expect(() => verifier.verify(received[0]!.body.replace('job', 'jab'), received[0]!.headers as Record<string, string>)).toThrow();
    // A delivery's outcome is recorded after the receiver has answered: the receiver can have both
    // requests a moment before the list has both outcomes (seen once on Node 24).
    const delivered = (a: { status_code: number; state: string }) => a.status_code === 200 && a.state === 'delivered';
    const attempts = await eventually(
      'two recorded deliveries',
      async () => {
        const data = (await call('GET', `/v1/webhooks/${hook.id}/deliveries`)).json().data;
        return data.items.length >= 2 && data.items.every(delivered) ? data : undefined;
      },
      10_000,
    );
    expect(attempts.items).toHaveLength(2);
    await call('DELETE', `/v1/webhooks/${hook.id}`);
  });

  it('retries a failed delivery with the same webhook-id, and sends a test message on request', async () => {
    await disableAll();
    const hook = await createOk({ url: receiver.url(), events: ['migration.job_completed'] });
    let calls = 0;
    receiver.answer = (_request, res) => res.writeHead(++calls === 1 ? 500 : 204).end(calls === 1 ? 'x'.repeat(5_000) : '');
    const sent = await call('POST', `/v1/webhooks/${hook.id}/test`);
    expect(sent.statusCode).toBe(202);
    const received = await eventually('the retry', async () => (receiver.received.length >= 2 ? receiver.received : undefined), 10_000);
    expect(received[0]!.headers['webhook-id']).toBe(sent.json().data.message_id);
    expect(received[1]!.headers['webhook-id']).toBe(received[0]!.headers['webhook-id']);
    expect(JSON.parse(received[0]!.body)).toMatchObject({ kind: 'webhook.test', data: { webhook_id: hook.id } });
    const attempts = await eventually(
      'two attempts',
      async () => {
        const items = (await call('GET', `/v1/webhooks/${hook.id}/deliveries`)).json().data.items;
        return items.length === 2 ? items : undefined;
      },
      5_000,
    );
    expect(attempts.map((a: { attempt: number; status_code: number }) => [a.attempt, a.status_code])).toEqual([
      [2, 204],
      [1, 500],
    ]);
    expect(attempts[1].response_body).toHaveLength(1_024);
    // Pages: one at a time, then none.
    const first = (await call('GET', `/v1/webhooks/${hook.id}/deliveries?limit=1`)).json().data;
    const second = (await call('GET', `/v1/webhooks/${hook.id}/deliveries?limit=1&before=${first.next_before}`)).json().data;
    expect(second.items[0].attempt).toBe(1);
    await call('DELETE', `/v1/webhooks/${hook.id}`);
  });

  it('gives up after the last retry: the webhook is disabled and an event says so; redirects are not followed', async () => {
    await disableAll();
    const watcher = await createOk({ url: receiver.url('/watcher'), events: ['webhook.endpoint_disabled'] });
    const hook = await createOk({ url: receiver.url('/failing'), events: ['migration.job_completed'] });
    receiver.answer = (request, res) =>
      request.path === '/failing' ? res.writeHead(302, { location: receiver.url('/elsewhere') }).end() : res.writeHead(200).end();
    await call('POST', `/v1/webhooks/${hook.id}/test`);
    const disabled = await eventually(
      'disabled',
      async () => {
        const seen = (await call('GET', `/v1/webhooks/${hook.id}`)).json().data;
        return seen.enabled ? undefined : seen;
      },
      15_000,
    );
    expect(disabled.disabled_reason).toContain('3 attempts');
    expect(receiver.received.filter((r) => r.path === '/failing')).toHaveLength(3);
    expect(receiver.received.filter((r) => r.path === '/elsewhere')).toHaveLength(0);
    const events = (await call('GET', '/v1/events?limit=500'))
      .json()
      .data.items.filter((e: { kind: string }) => e.kind === 'webhook.endpoint_disabled');
    expect(events.at(-1).data).toMatchObject({ webhook_id: hook.id });
    await eventually('the watcher told', async () => (receiver.received.some((r) => r.path === '/watcher') ? true : undefined), 5_000);
    // Enabled again: the reason goes.
    expect((await call('PATCH', `/v1/webhooks/${hook.id}`, { enabled: true })).json().data).toMatchObject({
      enabled: true,
      disabled_reason: null,
    });
    expectError(
      await call('POST', `/v1/webhooks/${watcher.id}/test`, undefined, token).then(async (_r) => {
        await call('PATCH', `/v1/webhooks/${watcher.id}`, { enabled: false });
        return call('POST', `/v1/webhooks/${watcher.id}/test`);
      }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('a slow endpoint does not hold up an import', async () => {
    await disableAll();
    await createOk({ url: receiver.url('/slow'), events: ['migration.job_started', 'migration.job_completed'] });
    receiver.answer = (_request, res) => setTimeout(() => res.writeHead(200).end(), 3_000);
    const job = await previewReady(t, token, validMembersCsv(3, 'WHS'));
    const started = Date.now();
    expect((await commit(t, token, job.id)).statusCode).toBe(202);
    await waitForStatus(t, token, job.id, 'completed');
    expect(Date.now() - started).toBeLessThan(3_000);
    await disableAll();
  });
});

describe('webhook destinations (server-side request forgery)', () => {
  let t: TestContext;
  let token: string;
  const receiver = new Receiver();

  beforeAll(async () => {
    await receiver.start();
    t = await createTestApp({ env: { WEBHOOK_RETRY_DELAYS_SECONDS: '1' } });
    token = await t.login('demo-hr-admin');
  });
  afterAll(async () => {
    await t?.close();
    await receiver.stop();
  });

  it('refuses loopback, private, link-local, multicast and unspecified addresses at registration', async () => {
    for (const url of [
      'http://127.0.0.1/hook',
      'http://localhost:8080/hook',
      'http://10.1.2.3/',
      'http://192.168.1.10/',
      'http://172.16.0.1/',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/',
      'http://[fe80::1]/',
      'http://224.0.0.1/',
      'http://0.0.0.0/',
      'http://[::ffff:127.0.0.1]/',
      'http://100.64.0.1/',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/webhooks',
        headers: bearer(token),
        payload: { url, events: ['migration.job_completed'] },
      });
      const error = expectError(response, 400, 'VALIDATION_FAILED');
      expect(error.details[0]!.field).toBe('url');
    }
  });

  it('checks the address again at each delivery: a webhook whose host now resolves to loopback is not called', async () => {
    // Stored as if registered while its host resolved to a public address.
    const id = randomUUID();
    const userId = (await t.database.db.selectFrom('users').select('id').where('email', 'like', 'abebe%').executeTakeFirstOrThrow()).id;
    const orgId = (await t.database.db.selectFrom('users').select('org_id').where('id', '=', userId).executeTakeFirstOrThrow()).org_id;
    const now = t.clock.now();
    await t.database.db
      .insertInto('webhook_endpoints')
      .values({
        id,
        org_id: orgId,
        url: receiver.url(),
        events: KINDS,
        description: null,
        secret_sealed: new SecretBox(testConfig().signIn.secret).seal('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'),
        created_by: userId,
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect((await t.app.inject({ method: 'POST', url: `/v1/webhooks/${id}/test`, headers: bearer(token) })).statusCode).toBe(202);
    const attempt = await eventually(
      'the refused attempt',
      async () => {
        const items = (await t.app.inject({ method: 'GET', url: `/v1/webhooks/${id}/deliveries`, headers: bearer(token) })).json().data
          .items;
        return items[0];
      },
      10_000,
    );
    expect(attempt.status_code).toBeNull();
    expect(attempt.error).toMatch(/^refused: the URL resolves to 127\.0\.0\.1/);
    expect(receiver.received).toHaveLength(0);
  });
});
