import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otherOrganisation } from '../helpers/migration.js';
import { bearer, createTestApp, expectError, type TestContext } from '../helpers/test-app.js';

/** Issue 29: an organisation's departments, managed by HR, each change an event. */
let t: TestContext;
let org: Awaited<ReturnType<typeof otherOrganisation>>;
beforeAll(async () => {
  t = await createTestApp();
  org = await otherOrganisation(t, ['HR_ADMIN', 'FINANCE', 'MEMBER']);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const create = (body: object, token = org.token) => call('POST', '/v1/departments', token, body);
const unique = () => randomUUID().slice(0, 6).toUpperCase();

async function departmentEvents(id: string) {
  const items = (await call('GET', '/v1/events?kind=department.*&limit=500', await org.sessionAs('FINANCE'))).json().data.items as {
    kind: string;
    data: Record<string, unknown>;
  }[];
  return items.filter((e) => e.data.department_id === id);
}

describe('departments on an organisation made from nothing', () => {
  it('creates, reads, lists, changes, archives and restores a department, each change an event with its actor', async () => {
    const code = `RAD-${unique()}`;
    const made = await create({ code: `  ${code} `, name: 'Radiology' });
    expect(made.statusCode, made.body).toBe(201);
    const department = made.json().data;
    expect(department).toMatchObject({ code, name: 'Radiology', status: 'active', member_count: 0 });

    expect((await call('GET', `/v1/departments/${department.id}`, org.token)).json().data).toEqual(department);
    const listed = (await call('GET', '/v1/departments?q=radio', await org.sessionAs('FINANCE'))).json().data;
    expect(listed).toMatchObject({ page: 1, total_items: 1, items: [{ id: department.id, member_count: 0 }] });

    const changed = await call('PATCH', `/v1/departments/${department.id}`, org.token, { name: 'Radiology and Imaging' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ code, name: 'Radiology and Imaging' });
    // The same value again: nothing changes, no event.
    await call('PATCH', `/v1/departments/${department.id}`, org.token, { name: 'Radiology and Imaging' });

    const archived = await call('POST', `/v1/departments/${department.id}/archive`, org.token);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().data.status).toBe('archived');
    expect((await call('GET', '/v1/departments?status=archived', org.token)).json().data.items.map((d: { id: string }) => d.id)).toContain(
      department.id,
    );
    expect((await call('POST', `/v1/departments/${department.id}/archive`, org.token)).json().data.status).toBe('archived');
    expect((await call('POST', `/v1/departments/${department.id}/restore`, org.token)).json().data.status).toBe('active');

    const events = await departmentEvents(department.id);
    expect(events.map((e) => e.kind)).toEqual(['department.created', 'department.updated', 'department.archived', 'department.restored']);
    expect(events[0]!.data).toMatchObject({ actor: { type: 'user', id: org.userId }, code, name: 'Radiology' });
    expect(events[1]!.data.changes).toEqual({ name: { from: 'Radiology', to: 'Radiology and Imaging' } });
    expect(events[2]!.data.status).toEqual({ from: 'active', to: 'archived' });
  });

  it("refuses a code or name another department has, differing only in case or outer spaces, or as the other's code or name (409 naming it)", async () => {
    const code = `DUP-${unique()}`;
    const first = (await create({ code, name: `Name ${code}` })).json().data;
    const second = (await create({ code: `X${code}`, name: `Other ${code}` })).json().data;
    for (const [body, field] of [
      [{ code: code.toLowerCase(), name: 'Fresh one' }, 'code'],
      [{ code: `NEW-${unique()}`, name: ` name ${code.toLowerCase()}  ` }, 'name'],
      // A members file names a department by code or by name: one's code may not be another's name.
      [{ code: `Name ${code}`, name: 'Fresh two' }, 'code'],
      [{ code: `NEW-${unique()}`, name: code }, 'name'],
    ] as const) {
      const refused = expectError(await create(body), 409, 'CONFLICT');
      expect(refused.details[0]).toMatchObject({ field, reason: 'ALREADY_EXISTS' });
    }
    const patched = expectError(
      await call('PATCH', `/v1/departments/${second.id}`, org.token, { code: ` ${code.toLowerCase()}` }),
      409,
      'CONFLICT',
    );
    expect(patched.details[0]).toMatchObject({ field: 'code' });
    // Its own values are no clash.
    expect((await call('PATCH', `/v1/departments/${first.id}`, org.token, { code: code.toLowerCase() })).statusCode).toBe(200);
    expect((await call('GET', `/v1/departments/${second.id}`, org.token)).json().data.code).toBe(`X${code}`);
  });

  it('refuses bad input with 400 naming the field, and unknown fields, and writes nothing', async () => {
    const before = (await call('GET', '/v1/departments?page_size=100', org.token)).json().data.total_items;
    for (const [body, field, reason] of [
      [{ code: 'E1', name: '' }, 'name', 'REQUIRED'],
      [{ code: '   ', name: 'Blank code' }, 'code', 'REQUIRED'],
      [{ code: 'x'.repeat(65), name: 'Long code' }, 'code', 'INVALID_VALUE'],
      [{ code: 'E2', name: 'Bad\u202Ename' }, 'name', 'INVALID_CHARACTERS'],
    ] as const) {
      const refused = expectError(await create(body), 400, 'VALIDATION_FAILED');
      expect(refused.details).toContainEqual(expect.objectContaining({ field, reason }));
    }
    expectError(await create({ code: 'E3', name: 'Extra', colour: 'red' }), 400, 'VALIDATION_FAILED');
    expectError(await create({ code: 'E4' }), 400, 'VALIDATION_FAILED');
    expectError(await call('PATCH', `/v1/departments/${randomUUID()}`, org.token, {}), 400, 'VALIDATION_FAILED');
    expectError(await call('GET', '/v1/departments?status=gone', org.token), 400, 'VALIDATION_FAILED');
    expect((await call('GET', '/v1/departments?page_size=100', org.token)).json().data.total_items).toBe(before);
  });

  it("answers 401 without a session, 403 to FINANCE writing and to MEMBER, 404 for another organisation's department or a bad id", async () => {
    const department = (await create({ code: `G-${unique()}`, name: `Guarded ${unique()}` })).json().data;
    expectError(await call('GET', '/v1/departments', ''), 401, 'UNAUTHENTICATED');
    expectError(await create({ code: 'N', name: 'N' }, ''), 401, 'UNAUTHENTICATED');
    const finance = await org.sessionAs('FINANCE');
    expect((await call('GET', `/v1/departments/${department.id}`, finance)).statusCode).toBe(200);
    expectError(await create({ code: 'F', name: 'By finance' }, finance), 403, 'FORBIDDEN');
    expectError(await call('POST', `/v1/departments/${department.id}/archive`, finance), 403, 'FORBIDDEN');
    const member = await org.sessionAs('MEMBER');
    expectError(await call('GET', '/v1/departments', member), 403, 'FORBIDDEN');
    const demoHr = await t.login('demo-hr-admin');
    for (const id of [department.id, randomUUID(), 'not-a-uuid']) {
      expectError(await call('GET', `/v1/departments/${id}`, demoHr), 404, 'NOT_FOUND');
      expectError(await call('PATCH', `/v1/departments/${id}`, demoHr, { name: 'Taken over' }), 404, 'NOT_FOUND');
      expectError(await call('POST', `/v1/departments/${id}/archive`, demoHr), 404, 'NOT_FOUND');
    }
    expect((await call('GET', `/v1/departments/${department.id}`, org.token)).json().data.name).toBe(department.name);
  });
});

describe('a department with members', () => {
  it('counts its active members, and refuses to be archived while it has any (409 with the count)', async () => {
    const hr = await t.login('demo-hr-admin');
    const ops = (await call('GET', '/v1/departments?q=OPS', hr)).json().data.items[0];
    expect(ops.member_count).toBeGreaterThan(0);
    const refused = expectError(await call('POST', `/v1/departments/${ops.id}/archive`, hr), 409, 'CONFLICT');
    expect(refused.details[0]).toMatchObject({ field: 'member_count', reason: 'active_members', params: { count: ops.member_count } });
    expect((await call('GET', `/v1/departments/${ops.id}`, hr)).json().data.status).toBe('active');
  });
});

describe('an archived department', () => {
  it('is offered to no new member (400 saying so), and a member who has it keeps it through a change', async () => {
    const code = `ARC-${unique()}`;
    const department = (await create({ code, name: `Archive ${code}` })).json().data;
    const member = await call('POST', '/v1/members', org.token, {
      external_id: `A-${unique()}`,
      full_name: 'Keeps It',
      email: `keeps.${unique().toLowerCase()}@new-org.example.et`,
      department: code,
    });
    expect(member.statusCode, member.body).toBe(201);
    const id = member.json().data.id as string;
    await call('POST', `/v1/members/${id}/deactivate`, org.token);
    expect((await call('POST', `/v1/departments/${department.id}/archive`, org.token)).json().data.status).toBe('archived');

    const refused = expectError(
      await call('POST', '/v1/members', org.token, {
        external_id: `B-${unique()}`,
        full_name: 'New One',
        email: `new.${unique().toLowerCase()}@new-org.example.et`,
        department: code,
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(refused.details[0]).toMatchObject({ field: 'department', reason: 'UNKNOWN_DEPARTMENT', params: { reason: 'archived' } });
    const changed = await call('PATCH', `/v1/members/${id}`, org.token, { full_name: 'Still Keeps It' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ full_name: 'Still Keeps It', department: `Archive ${code}` });
  });
});
