import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commit, getJob, post, previewReady, putMapping, upload, uploadOk, validMembersCsv, waitForStatus } from '../helpers/migration.js';
import { call, spendingOrganisation } from '../helpers/spending.js';
import { createTestApp, expectError, type TestContext } from '../helpers/test-app.js';

/** Issue 56: contracted providers, read by anyone signed in, changed by finance, imported like departments. */
let t: TestContext;
let org: Awaited<ReturnType<typeof spendingOrganisation>>;
beforeAll(async () => {
  t = await createTestApp();
  org = await spendingOrganisation(t);
});
afterAll(() => t.close());

const code = () => `P-${randomUUID().slice(0, 6).toUpperCase()}`;

describe('providers', () => {
  it('creates one, changes it, archives and restores it, each an event with its actor', async () => {
    const made = await call(t, 'POST', '/v1/providers', org.financeA.token, {
      code: code(),
      name: ' Tena Clinic ',
      kind: 'hospital',
      phone: '0911 22 33 44',
    });
    expect(made.statusCode, made.body).toBe(201);
    const provider = made.json().data;
    expect(provider).toMatchObject({ name: 'Tena Clinic', kind: 'CLINIC', phone: '+251911223344', email: null, status: 'active' });

    const changed = await call(t, 'PATCH', `/v1/providers/${provider.id}`, org.financeA.token, {
      email: 'desk@tena.example.et',
      phone: null,
    });
    expect(changed.json().data).toMatchObject({ email: 'desk@tena.example.et', phone: null });
    // The same values again change nothing and write no event.
    await call(t, 'PATCH', `/v1/providers/${provider.id}`, org.financeA.token, { email: 'desk@tena.example.et' });
    expect((await call(t, 'POST', `/v1/providers/${provider.id}/archive`, org.financeA.token)).json().data.status).toBe('archived');
    expect((await call(t, 'POST', `/v1/providers/${provider.id}/restore`, org.financeA.token)).json().data.status).toBe('active');

    const events = (await call(t, 'GET', '/v1/events?kind=provider.*&limit=500', org.financeA.token)).json().data.items as {
      kind: string;
      data: Record<string, unknown>;
    }[];
    const mine = events.filter((e) => e.data.provider_id === provider.id);
    expect(mine.map((e) => e.kind)).toEqual(['provider.created', 'provider.updated', 'provider.archived', 'provider.restored']);
    expect(mine[0]!.data).toMatchObject({ actor: { type: 'user', id: org.financeA.id }, kind: 'CLINIC' });
    expect(mine[1]!.data.changes).toEqual({
      phone: { from: '+251911223344', to: null },
      email: { from: null, to: 'desk@tena.example.et' },
    });
  });

  it('lists them for anyone signed in of the organisation, filtered by text, kind and status', async () => {
    const lab = (await call(t, 'POST', '/v1/providers', org.financeA.token, { code: code(), name: 'Zeta Labs', kind: 'LAB' })).json().data;
    const member = await org.member('100.00');
    const all = (await call(t, 'GET', '/v1/providers?page_size=100', member.token)).json().data;
    expect(all.items.map((p: { id: string }) => p.id)).toContain(lab.id);
    const labs = (await call(t, 'GET', '/v1/providers?kind=LAB&q=zeta', member.token)).json().data;
    expect(labs.items.map((p: { id: string }) => p.id)).toEqual([lab.id]);
    expect((await call(t, 'GET', '/v1/providers?status=archived&q=zeta', org.hr.token)).json().data.total_items).toBe(0);
    expect((await call(t, 'GET', `/v1/providers/${lab.id}`, member.token)).json().data.name).toBe('Zeta Labs');
  });

  it('answers 401, 403 to a role without finance:write, 404 for another organisation, 400 for bad fields, 409 for a code taken', async () => {
    const provider = (await call(t, 'POST', '/v1/providers', org.financeA.token, { code: code(), name: 'Alpha', kind: 'OTHER' })).json()
      .data;
    expectError(await call(t, 'GET', '/v1/providers', undefined), 401, 'UNAUTHENTICATED');
    expectError(await call(t, 'POST', '/v1/providers', org.hr.token, { code: code(), name: 'x', kind: 'LAB' }), 403, 'FORBIDDEN');
    const member = await org.member('1.00');
    expectError(await call(t, 'POST', `/v1/providers/${provider.id}/archive`, member.token), 403, 'FORBIDDEN');
    const demoFinance = await t.login('demo-finance');
    expectError(await call(t, 'GET', `/v1/providers/${provider.id}`, demoFinance), 404, 'NOT_FOUND');
    expectError(await call(t, 'PATCH', `/v1/providers/${provider.id}`, demoFinance, { name: 'Mine now' }), 404, 'NOT_FOUND');
    expectError(await call(t, 'GET', '/v1/providers/nope', org.financeA.token), 404, 'NOT_FOUND');
    const bad = expectError(
      await call(t, 'POST', '/v1/providers', org.financeA.token, { code: code(), name: '', kind: 'SPA', phone: '12', email: 'not-mail' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(bad.details.map((d) => d.field).sort()).toEqual(['email', 'kind', 'name', 'phone']);
    expectError(
      await call(t, 'POST', '/v1/providers', org.financeA.token, { code: code(), name: 'x', kind: 'LAB', colour: 'red' }),
      400,
      'VALIDATION_FAILED',
    );
    const taken = expectError(
      await call(t, 'POST', '/v1/providers', org.financeA.token, { code: ` ${provider.code.toLowerCase()} `, name: 'Beta', kind: 'LAB' }),
      409,
      'CONFLICT',
    );
    expect(taken.details[0]).toMatchObject({ field: 'code', reason: 'ALREADY_EXISTS' });
  });
});

describe('the providers dataset', () => {
  it('imports a provider file, updates the existing ones with undo, and rolls back', async () => {
    const admin = org.superUser;
    const prefix = code();
    const csv = `Provider code,Provider name,Type\n${prefix}-1,First Pharmacy,Pharmacy\n${prefix}-2,Second Lab,ላቦራቶሪ\n`;
    const job = await previewReady(t, admin, csv, { datasetType: 'providers', fileName: 'providers.csv' });
    expect(job.preview).toMatchObject({ to_create: 2 });
    await commit(t, admin, job.id);
    await waitForStatus(t, admin, job.id, 'completed');
    const listed = (await call(t, 'GET', `/v1/providers?q=${prefix}`, org.financeA.token)).json().data.items;
    expect(listed.map((p: { name: string; kind: string }) => [p.name, p.kind])).toEqual([
      ['First Pharmacy', 'PHARMACY'],
      ['Second Lab', 'LAB'],
    ]);

    const update = await previewReady(t, admin, `code,name,kind\n${prefix}-1,First Pharmacy Bole,PHARMACY\n`, {
      datasetType: 'providers',
      fileName: 'update.csv',
      onExisting: 'update',
    });
    await commit(t, admin, update.id);
    await waitForStatus(t, admin, update.id, 'completed');
    expect((await call(t, 'GET', `/v1/providers?q=${prefix}-1`, org.financeA.token)).json().data.items[0].name).toBe('First Pharmacy Bole');
    expect((await post(t, admin, update.id, 'rollback')).statusCode).toBe(200);
    expect((await call(t, 'GET', `/v1/providers?q=${prefix}-1`, org.financeA.token)).json().data.items[0].name).toBe('First Pharmacy');
  });
});

describe('who imports providers', () => {
  it('finance imports a provider file from upload to commit, reads its rows, and the datasets list says who imports what', async () => {
    const finance = org.financeA.token;
    const datasets = (await call(t, 'GET', '/v1/migration/datasets', finance)).json().data;
    expect(Object.fromEntries(datasets.map((d: { type: string; import_permission: string }) => [d.type, d.import_permission]))).toEqual({
      members: 'migration:write',
      departments: 'migration:write',
      packages: 'migration:write',
      providers: 'finance:write',
      settlements: 'finance:write',
    });
    expect((await call(t, 'GET', '/v1/migration/templates/providers', finance)).statusCode).toBe(200);
    const prefix = code();
    const job = await previewReady(t, finance, `code,name,kind\n${prefix}-1,Finance Pharmacy,PHARMACY\n`, {
      datasetType: 'providers',
      fileName: 'providers.csv',
    });
    expect(job.preview).toMatchObject({ to_create: 1 });
    // The row values a reader without the dataset's permission does not get are finance's here.
    expect((await getJob(t, finance, job.id)).column_samples).not.toEqual({});
    expect((await call(t, 'GET', `/v1/migration/jobs/${job.id}/rows`, finance)).statusCode).toBe(200);
    expect((await commit(t, finance, job.id)).statusCode).toBe(202);
    await waitForStatus(t, finance, job.id, 'completed');
    expect((await call(t, 'GET', `/v1/providers?q=${prefix}`, finance)).json().data.items).toHaveLength(1);
  });

  it('refuses finance a members import and HR a providers import (403), with nothing stored', async () => {
    const finance = org.financeA.token;
    const jobCount = async () => (await call(t, 'GET', '/v1/migration/jobs', org.superUser)).json().data.total_items;
    const before = await jobCount();
    expectError(await upload(t, finance, validMembersCsv(2, 'FIN')), 403, 'FORBIDDEN');
    expectError(await upload(t, finance, validMembersCsv(2, 'FIN'), { url: '/v1/members/import', datasetType: null }), 403, 'FORBIDDEN');
    expectError(await upload(t, org.hr.token, 'code,name,kind\nX-1,Lab,LAB\n', { datasetType: 'providers' }), 403, 'FORBIDDEN');
    // The dataset named after the file decides too.
    expectError(
      await upload(t, org.hr.token, 'code,name,kind\nX-1,Lab,LAB\n', { datasetType: 'providers', fieldFirst: false }),
      403,
      'FORBIDDEN',
    );
    expect(await jobCount()).toBe(before);

    // A members job HR made: finance may see it (migration:read) but not work on it or read its rows.
    const members = await uploadOk(t, org.hr.token, validMembersCsv(2, 'HRJ'));
    expect((await getJob(t, finance, members.id)).column_samples).toEqual({});
    expectError(await putMapping(t, finance, members.id, { column_mapping: members.suggested_mapping }), 403, 'FORBIDDEN');
    expectError(await call(t, 'GET', `/v1/migration/jobs/${members.id}/rows`, finance), 403, 'FORBIDDEN');
    expectError(await post(t, finance, members.id, 'validate'), 403, 'FORBIDDEN');
    expect((await getJob(t, org.hr.token, members.id)).status).toBe('uploaded');
    // A job of another organisation stays unknown: 404 before any dataset is asked about.
    expectError(await post(t, finance, randomUUID(), 'validate'), 404, 'NOT_FOUND');
  });
});
