import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/db/schema.js';
import { allows, ROLES } from '../../src/modules/access/policy.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';

/**
 * Generated from the route table and the policy table: every route, without a token and with each
 * role as the active role, answers 401, 403 or gets past access control, exactly as the policy says.
 */
let t: TestContext;
const personaOf: Record<Role, string> = {
  SUPER_USER: 'demo-super-user',
  HR_ADMIN: 'demo-hr-admin',
  FINANCE: 'demo-finance',
  MEMBER: 'demo-member',
};
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const concrete = (url: string) =>
  url
    .replace(':id', '0d0e0000-0000-4000-8000-00000000f00d')
    .replace(':dataset_type', 'members')
    .replace(':file', 'x.svg')
    .replace('*', 'x');

describe('authorization matrix', () => {
  it('covers every route; every non-public route refuses a missing token and each role the policy refuses', async () => {
    const routes = t.app.accessTable.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
    expect(routes.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const route of routes) {
      const url = concrete(route.url);
      const method = route.method as 'GET';
      const anonymous = await t.app.inject({ method, url });
      if ('public' in route.access || 'optionalSession' in route.access) {
        if ([401, 403].includes(anonymous.statusCode))
          failures.push(`${method} ${route.url} is public but answered ${anonymous.statusCode}`);
        continue;
      }
      if (anonymous.statusCode !== 401) failures.push(`${method} ${route.url} without a token answered ${anonymous.statusCode}`);
      for (const role of ROLES) {
        // A fresh session each time: logout ends the one it is called with.
        const response = await t.app.inject({ method, url, headers: bearer(await t.login(personaOf[role])) });
        const expected = allows(route.access, role);
        if (expected && [401, 403].includes(response.statusCode))
          failures.push(`${method} ${route.url} as ${role} answered ${response.statusCode}, the policy allows it`);
        if (!expected && response.statusCode !== 403)
          failures.push(`${method} ${route.url} as ${role} answered ${response.statusCode}, the policy refuses it`);
      }
    }
    expect(failures).toEqual([]);
    // Four requests and a new session for each of some 150 routes: about 20 s alone, more beside other work.
  }, 120_000);

  it("knows which migration routes need which permission (the interface's roles per endpoint)", () => {
    const access = (method: string, url: string) => t.app.accessTable.find((r) => r.method === method && r.url === url)?.access;
    const rolesFor = (method: string, url: string) => ROLES.filter((role) => allows(access(method, url)!, role));
    expect(rolesFor('GET', '/v1/migration/jobs')).toEqual(['SUPER_USER', 'HR_ADMIN', 'FINANCE']);
    expect(rolesFor('GET', '/v1/migration/jobs/:id')).toEqual(['SUPER_USER', 'HR_ADMIN', 'FINANCE']);
    expect(rolesFor('GET', '/v1/events')).toEqual(['SUPER_USER', 'HR_ADMIN', 'FINANCE']);
    // Rolling back is a super user's, and finance's for its own settlements: the job's dataset decides
    // (rollbackPermission; test/spending/settlements.test.ts, where finance is refused a providers rollback).
    expect(rolesFor('POST', '/v1/migration/jobs/:id/rollback')).toEqual(['SUPER_USER', 'FINANCE']);
    expect(rolesFor('POST', '/v1/members/import')).toEqual(['SUPER_USER', 'HR_ADMIN']);
    // Working on an import is for whoever imports some dataset; the job's dataset decides the rest
    // (providers: finance:write, the others migration:write; test/spending/providers.test.ts).
    for (const [method, url] of [
      ['POST', '/v1/migration/jobs'],
      ['GET', '/v1/migration/templates/:dataset_type'],
      ['PUT', '/v1/migration/jobs/:id/mapping'],
      ['POST', '/v1/migration/jobs/:id/validate'],
      ['POST', '/v1/migration/jobs/:id/preview'],
      ['POST', '/v1/migration/jobs/:id/commit'],
      ['GET', '/v1/migration/jobs/:id/error-report'],
      ['GET', '/v1/migration/mapping-profiles'],
    ]) {
      expect(rolesFor(method!, url!), `${method} ${url}`).toEqual(['SUPER_USER', 'HR_ADMIN', 'FINANCE']);
    }
  });
});
