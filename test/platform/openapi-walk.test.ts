import type { LightMyRequestResponse } from 'fastify';
import { OpenAPIBackend, SetMatchType } from 'openapi-backend';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post as jobAction, putMapping, waitForStatus } from '../helpers/migration.js';
import { Receiver } from '../helpers/webhook-receiver.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';

/**
 * An API walk (the README's and the console's calls, their errors included) checked against
 * /openapi.json by a validator nobody here wrote (openapi-backend): each request as the document allows
 * it, each answer's status, media type, headers and body as the document says (issue 32).
 */
let t: TestContext;
let api: OpenAPIBackend;
const receiver = new Receiver();
const checked: string[] = [];
const problems: string[] = [];

beforeAll(async () => {
  await receiver.start();
  t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' } });
  const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
  // quick: openapi-backend checks a document against the OpenAPI 3.0 schema, which refuses 3.1's `$ref`
  // beside a description and the license `identifier`; Redocly checks the document as 3.1 instead
  // (openapi-document.test.ts). Its request and response validation is what this walk uses.
  api = new OpenAPIBackend({ definition: document, strict: false, quick: true, validate: true, ajvOpts: { strict: false } });
  await api.init();
});
afterAll(async () => {
  await t.close();
  await receiver.stop();
});

type Call = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  raw?: { payload: Buffer; headers: Record<string, string> };
};

/** Sends a request and checks both ways against the document; answers the response. */
async function call(request: Call): Promise<LightMyRequestResponse> {
  const headers = { ...(request.token ? bearer(request.token) : {}), ...(request.raw?.headers ?? {}), ...(request.headers ?? {}) };
  const response = await t.app.inject({
    method: request.method,
    url: request.url,
    headers,
    ...(request.raw ? { payload: request.raw.payload } : request.body !== undefined ? { payload: request.body as object } : {}),
  });
  const [path, search = ''] = request.url.split('?');
  const query = Object.fromEntries(new URLSearchParams(search));
  const asked = {
    method: request.method,
    path: path!,
    query,
    headers: { ...headers, ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: request.raw ? undefined : request.body,
  };
  const operation = api.matchOperation(asked);
  const at = `${request.method} ${request.url} -> ${response.statusCode}`;
  if (!operation) {
    problems.push(`${at}: no operation in the document`);
    return response;
  }
  checked.push(operation.operationId!);
  if (!request.raw) {
    const requestValid = api.validateRequest(asked, operation);
    // A request the walk makes on purpose to be refused is refused by the document too; the others pass it.
    if (!requestValid.valid && response.statusCode !== 400)
      problems.push(`${at}: the document refuses the request: ${JSON.stringify(requestValid.errors)}`);
  }
  const declared = operation.responses?.[String(response.statusCode)] as { content?: Record<string, unknown> } | undefined;
  if (!declared) {
    problems.push(`${at}: status not in the document`);
    return response;
  }
  const mediaType = String(response.headers['content-type'] ?? '').split(';')[0]!;
  if (declared.content && response.body.length > 0 && !Object.keys(declared.content).includes(mediaType))
    problems.push(`${at}: media type ${mediaType} not declared (${Object.keys(declared.content).join(', ')})`);
  if (mediaType === 'application/json') {
    const body = api.validateResponse(response.json(), operation, response.statusCode);
    if (!body.valid) problems.push(`${at}: body differs: ${JSON.stringify(body.errors).slice(0, 500)}`);
  }
  // Each header sent has the declared type; each one the document says is always sent (required) is sent.
  const responseHeaders = api.validateResponseHeaders(response.headers, operation, {
    statusCode: response.statusCode,
    setMatchType: SetMatchType.Any,
  });
  if (!responseHeaders.valid) problems.push(`${at}: headers differ: ${JSON.stringify(responseHeaders.errors).slice(0, 300)}`);
  const declaredHeaders = (declared as { headers?: Record<string, { required?: boolean }> }).headers ?? {};
  for (const [name, declaredHeader] of Object.entries(declaredHeaders)) {
    if (declaredHeader.required && response.headers[name.toLowerCase()] === undefined)
      problems.push(`${at}: ${name} is declared always sent, and is not`);
  }
  return response;
}

function multipart(fields: Record<string, string>, file: { name: string; content: string }) {
  const boundary = '----walk1234567890';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: text/csv\r\n\r\n${file.content}\r\n--${boundary}--\r\n`,
  );
  return { payload: Buffer.from(parts.join('')), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('an API walk checked against the document by openapi-backend', () => {
  it('finds no request the document refuses and no answer that differs from it, errors included', async () => {
    // Sign-in and session (the README's first screen, the console's sign-in screen).
    await call({ method: 'GET', url: '/v1/auth/methods' });
    await call({ method: 'GET', url: '/v1/auth/demo-profiles' });
    await call({ method: 'GET', url: '/v1/auth/session' });
    const login = await call({ method: 'POST', url: '/v1/auth/login', body: { demo_user_id: 'demo-hr-admin', locale: 'en' } });
    const hr = login.json().data.token as string;
    await call({ method: 'POST', url: '/v1/auth/login', body: { demo_role: 'FINANCE' } });
    const superUser = (await call({ method: 'POST', url: '/v1/auth/login', body: { demo_user_id: 'demo-super-user' } })).json().data
      .token as string;
    await call({ method: 'POST', url: '/v1/auth/login', body: { demo_user_id: 'nobody' } });
    await call({ method: 'POST', url: '/v1/auth/login', body: { email: 'nobody@example.et', password: 'wrong password' } });
    await call({ method: 'GET', url: '/v1/auth/me', token: hr });
    await call({ method: 'GET', url: '/v1/auth/me' });
    await call({ method: 'GET', url: '/v1/auth/session', token: hr });
    await call({ method: 'PATCH', url: '/v1/auth/me/locale', token: hr, body: { locale: 'am' } });
    await call({ method: 'GET', url: '/v1/me/profile', token: hr });
    await call({ method: 'PATCH', url: '/v1/me/profile', token: hr, body: { locale: 'en', full_name: 'Abebe Girma' } });
    await call({ method: 'PATCH', url: '/v1/me/profile', token: hr, body: { active_role: 'SUPER_USER' } });
    await call({ method: 'POST', url: '/v1/auth/email/otp/start', body: { email: 'abebe.girma@demo.portal.et' } });
    await call({ method: 'GET', url: '/v1/dev/outbox?to=abebe.girma%40demo.portal.et' });
    await call({ method: 'POST', url: '/v1/auth/email/otp/verify', body: { email: 'abebe.girma@demo.portal.et', code: '000000' } });
    await call({ method: 'POST', url: '/v1/auth/phone/otp/start', body: { phone: '+251911000002' } });
    const me = (await call({ method: 'GET', url: '/v1/auth/me', token: hr })).json().data;
    await call({ method: 'GET', url: `/v1/avatars/${me.id}.svg` });

    // The import walk of the README.
    await call({ method: 'GET', url: '/v1/migration/datasets', token: hr });
    await call({ method: 'GET', url: '/v1/migration/limits', token: hr });
    await call({ method: 'GET', url: '/v1/migration/templates/members', token: hr });
    await call({ method: 'GET', url: '/v1/migration/templates/nothing', token: hr });
    const csv =
      'Employee No,Full Name,Email,Mobile,Department,Package\nWK-1,Meron Tadesse,meron.walk@example.et,0911900001,HR,STANDARD\nWK-2,Sara Haile,not-an-email,,Marketing,BASIC\n';
    const uploaded = await call({
      method: 'POST',
      url: '/v1/migration/jobs',
      token: hr,
      raw: multipart({ dataset_type: 'members' }, { name: 'members.csv', content: csv }),
    });
    const job = uploaded.json().data;
    await call({ method: 'GET', url: '/v1/migration/jobs', token: hr });
    await call({ method: 'GET', url: '/v1/migration/jobs?status=validated&page=1&page_size=5', token: hr });
    await call({ method: 'GET', url: `/v1/migration/jobs/${job.id}`, token: hr });
    await call({ method: 'GET', url: `/v1/migration/jobs/${job.id}/rows`, token: hr });
    await call({
      method: 'PUT',
      url: `/v1/migration/jobs/${job.id}/mapping`,
      token: hr,
      body: { column_mapping: job.suggested_mapping, save_profile: true, profile_name: 'Walk export', options: { on_existing: 'error' } },
    });
    await waitForStatus(t, hr, job.id, 'validated');
    await call({ method: 'POST', url: `/v1/migration/jobs/${job.id}/validate`, token: hr });
    await call({ method: 'GET', url: '/v1/migration/mapping-profiles', token: hr });
    await call({ method: 'GET', url: `/v1/migration/jobs/${job.id}/errors`, token: hr });
    await call({ method: 'GET', url: `/v1/migration/jobs/${job.id}/errors?code=INVALID_EMAIL&field=email`, token: hr });
    await call({ method: 'GET', url: `/v1/migration/jobs/${job.id}/error-report`, token: hr });
    await call({ method: 'GET', url: `/v1/migration/jobs/${job.id}/rows?filter=errors`, token: hr });
    await call({ method: 'POST', url: `/v1/migration/jobs/${job.id}/preview`, token: hr });
    await call({
      method: 'PATCH',
      url: `/v1/migration/jobs/${job.id}/rows/3`,
      token: hr,
      body: { cells: { Email: 'sara.walk@example.et', Department: 'OPS' } },
    });
    await call({ method: 'PATCH', url: `/v1/migration/jobs/${job.id}/rows/99`, token: hr, body: { excluded: true } });
    await call({ method: 'GET', url: `/v1/migration/jobs/${job.id}/corrected-file`, token: hr });
    await call({ method: 'POST', url: `/v1/migration/jobs/${job.id}/preview`, token: hr });
    await call({
      method: 'POST',
      url: `/v1/migration/jobs/${job.id}/commit`,
      token: hr,
      headers: { 'idempotency-key': '3f0e6c2a-9b1d-4d7e-8c5a-1b2c3d4e5f60' },
    });
    await call({
      method: 'POST',
      url: `/v1/migration/jobs/${job.id}/commit`,
      token: hr,
      headers: { 'idempotency-key': '3f0e6c2a-9b1d-4d7e-8c5a-1b2c3d4e5f60' },
    });
    await waitForStatus(t, hr, job.id, 'completed');
    await call({ method: 'GET', url: `/v1/migration/jobs/${job.id}`, token: hr });
    await call({ method: 'POST', url: `/v1/migration/jobs/${job.id}/rollback`, token: hr });
    await call({ method: 'GET', url: '/v1/events?after=0&limit=50', token: hr });
    await call({ method: 'GET', url: `/v1/events?job_id=${job.id}`, token: hr });
    const members = (await call({ method: 'GET', url: `/v1/members?import_job_id=${job.id}`, token: hr })).json().data;
    await call({ method: 'GET', url: '/v1/members?q=meron&page_size=10', token: hr });
    await call({ method: 'GET', url: `/v1/members/${members.items[0].id}`, token: hr });
    await call({ method: 'GET', url: '/v1/members/00000000-0000-4000-8000-000000000000', token: hr });
    await call({ method: 'POST', url: `/v1/migration/jobs/${job.id}/rollback`, token: superUser });
    // The alias, and refusals of a file and of a state.
    const second = (
      await call({
        method: 'POST',
        url: '/v1/members/import',
        token: hr,
        raw: multipart({}, { name: 'more.csv', content: 'external_id,full_name,email\nWK-9,Walk Nine,nine.walk@example.et\n' }),
      })
    ).json().data;
    await call({
      method: 'POST',
      url: `/v1/migration/jobs/${second.id}/commit`,
      token: hr,
      headers: { 'idempotency-key': '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d' },
    });
    await call({
      method: 'POST',
      url: '/v1/migration/jobs',
      token: hr,
      raw: multipart({ dataset_type: 'members' }, { name: 'empty.csv', content: '' }),
    });
    expect((await putMapping(t, hr, second.id, { column_mapping: second.suggested_mapping })).statusCode).toBe(200);
    await waitForStatus(t, hr, second.id, 'validated');
    expect((await jobAction(t, hr, second.id, 'preview')).statusCode).toBe(200);

    // Webhooks.
    const hook = (
      await call({
        method: 'POST',
        url: '/v1/webhooks',
        token: hr,
        body: { url: receiver.url(), events: ['migration.job_completed'], description: 'Walk' },
      })
    ).json().data;
    await call({
      method: 'POST',
      url: '/v1/webhooks',
      token: hr,
      body: { url: 'ftp://example.com/', events: ['migration.job_completed'] },
    });
    await call({ method: 'GET', url: '/v1/webhooks', token: hr });
    await call({ method: 'GET', url: `/v1/webhooks/${hook.id}`, token: hr });
    await call({ method: 'PATCH', url: `/v1/webhooks/${hook.id}`, token: hr, body: { description: 'Walk, renamed' } });
    await call({ method: 'POST', url: `/v1/webhooks/${hook.id}/test`, token: hr });
    await call({ method: 'GET', url: `/v1/webhooks/${hook.id}/deliveries?limit=5`, token: hr });
    await call({ method: 'DELETE', url: `/v1/webhooks/${hook.id}`, token: hr });
    await call({ method: 'GET', url: `/v1/webhooks/${hook.id}`, token: hr });

    // People (super user).
    const users = (await call({ method: 'GET', url: '/v1/users?page_size=50', token: superUser })).json().data;
    const finance = users.items.find((u: { roles: string[] }) => u.roles.includes('FINANCE') && !u.roles.includes('SUPER_USER'));
    await call({ method: 'GET', url: `/v1/users/${finance.id}`, token: superUser });
    await call({ method: 'GET', url: '/v1/users?role=ROOT', token: superUser });
    await call({ method: 'PATCH', url: `/v1/users/${finance.id}`, token: superUser, body: { full_name: 'ሐና ተስፋዬ' } });
    await call({ method: 'PATCH', url: `/v1/users/${finance.id}`, token: superUser, body: { roles: ['MEMBER'] } });
    await call({ method: 'POST', url: `/v1/users/${finance.id}/deactivate`, token: superUser });
    await call({ method: 'POST', url: `/v1/users/${finance.id}/reactivate`, token: superUser });
    await call({ method: 'GET', url: '/v1/users', token: hr });

    // Operations, and sign-out.
    await call({ method: 'GET', url: '/healthz' });
    await call({ method: 'GET', url: '/readyz' });
    await call({ method: 'GET', url: '/metrics' });
    await call({ method: 'POST', url: '/v1/auth/logout', token: hr });
    await call({ method: 'GET', url: '/v1/migration/jobs', token: hr });

    expect(problems).toEqual([]);
    expect(new Set(checked).size).toBeGreaterThanOrEqual(40);
  }, 120_000);
});
