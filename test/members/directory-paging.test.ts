import { randomUUID } from 'node:crypto';
import { CompiledQuery, createQueryId, sql, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { MembersRepository, type MemberFilter } from '../../src/modules/members/repository.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otherOrganisation } from '../helpers/migration.js';
import { bearer, createTestApp, expectError, type TestContext } from '../helpers/test-app.js';

/**
 * GET /v1/members on a larger organisation of its own (issue 31): pages after a cursor, counts that are
 * exact up to 1,000 and said to be estimates above, and long searches that find exactly the members a
 * plain substring search finds.
 */
let t: TestContext;
let token: string;
let orgId: string;
interface Member {
  id: string;
  external_id: string;
  full_name: string;
  email: string | null;
  phone: string | null;
  status: string;
}
let everyone: Member[];

beforeAll(async () => {
  t = await createTestApp();
  const org = await otherOrganisation(t);
  orgId = org.orgId;
  token = org.token;
  // 1,500 members; every fifth shares one created_at with its neighbours (ties are ordered by id).
  await sql`INSERT INTO members (org_id, external_id, full_name, email, phone, status, created_at)
    SELECT ${orgId}::uuid, 'EMP-' || lpad(g::text, 6, '0'),
           CASE WHEN g % 3 = 0 THEN 'ተስፋዬ ከበደ ' || g ELSE 'Almaz Tesfaye ' || g END,
           CASE WHEN g % 7 = 0 THEN NULL ELSE 'staff' || g || '@example.et' END,
           '+2519' || lpad((g * 7)::text, 8, '0'),
           CASE WHEN g % 10 = 0 THEN 'inactive' ELSE 'active' END,
           timestamptz '2026-01-01 00:00:00.123456+00' + make_interval(secs => g - g % 5)
    FROM generate_series(1, 1500) g`.execute(t.database.db);
  const rows =
    await sql<Member>`SELECT id, external_id, full_name, email, phone, status FROM members WHERE org_id = ${orgId}::uuid ORDER BY created_at DESC, id DESC`.execute(
      t.database.db,
    );
  everyone = rows.rows;
});
afterAll(async () => t.close());

const list = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/v1/members?${query}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    items: Member[];
    page: number;
    page_size: number;
    total_items: number;
    total_pages: number;
    total_is_estimate: boolean;
    next_cursor: string | null;
  };
};

/** Every member a query lists, page after page by next_cursor, in the list's order. */
const walk = async (query: string, pageSize: number) => {
  const found: string[] = [];
  for (
    let page = await list(`${query}&page_size=${pageSize}`);
    ;
    page = await list(`${query}&page_size=${pageSize}&cursor=${page.next_cursor}`)
  ) {
    found.push(...page.items.map((m) => m.external_id));
    if (!page.next_cursor) return found;
  }
};

/** What a plain substring search over name, id, email and phone finds, in the list's order. */
const substring = (q: string) =>
  everyone
    .filter((m) => `${m.full_name} ${m.external_id} ${m.email ?? ''} ${m.phone ?? ''}`.toLowerCase().includes(q.toLowerCase()))
    .map((m) => m.external_id);

describe('GET /v1/members: cursors', () => {
  it('walks the whole list by next_cursor, in the same order as page numbers, to a last page without one', async () => {
    const seen: string[] = [];
    let page = await list('status=active&page_size=100');
    const byNumber = await list('status=active&page=2&page_size=100');
    for (let n = 1; ; n++) {
      expect(page.page).toBe(n);
      seen.push(...page.items.map((m) => m.external_id));
      if (n === 2) expect(page.items).toEqual(byNumber.items);
      if (!page.next_cursor) break;
      page = await list(`status=active&page_size=100&cursor=${page.next_cursor}`);
    }
    expect(seen).toEqual(everyone.filter((m) => m.status === 'active').map((m) => m.external_id));
    expect(seen).toHaveLength(1350);
    expect(page.items).toHaveLength(50);
  });

  it('refuses a cursor it did not give, naming it', async () => {
    const forged = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');
    const id = everyone[0]!.id;
    for (const cursor of [
      'nonsense',
      '%%%',
      forged(['2026-01-01T00:00:00.000000Z', 'not-a-uuid', 2]),
      forged(['yesterday', id, 2]),
      forged(['2026-01-01T00:00:00.000000Z', id, 1]),
      forged({ at: 1 }),
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/v1/members?cursor=${encodeURIComponent(cursor)}`,
        headers: bearer(token),
      });
      expectError(response, 400, 'VALIDATION_FAILED');
      expect(response.json().error.details).toEqual([expect.objectContaining({ field: 'cursor' })]);
    }
  });

  it("keeps to the organisation: another organisation's cursor leads into this one's list only", async () => {
    const first = await list('page_size=10');
    const hr = await t.login('demo-hr-admin');
    const response = await t.app.inject({
      method: 'GET',
      url: `/v1/members?page_size=10&cursor=${first.next_cursor}`,
      headers: bearer(hr),
    });
    expect(response.statusCode).toBe(200);
    const ids = new Set(everyone.map((m) => m.id));
    expect(response.json().data.items.some((m: Member) => ids.has(m.id))).toBe(false);
  });
});

describe('GET /v1/members: counts', () => {
  it('counts exactly up to 1,000 matching members, and says when the total is an estimate', async () => {
    const inactive = await list('status=inactive');
    expect(inactive).toMatchObject({ total_items: 150, total_pages: 8, total_is_estimate: false });
    const all = await list('page_size=25');
    expect(all.total_is_estimate).toBe(true);
    expect(all.total_items).toBeGreaterThan(1000);
    expect(all.total_pages).toBe(Math.ceil(all.total_items / 25));
    // A page that is not full is counted from itself.
    expect(await list('q=EMP-001499')).toMatchObject({ total_items: 1, total_is_estimate: false, next_cursor: null });
    expect(await list('q=nobody-at-all')).toMatchObject({ total_items: 0, total_pages: 0, total_is_estimate: false, items: [] });
  });
});

describe('GET /v1/members: long searches', () => {
  it('finds exactly the members a plain substring search finds, whatever part of the search the index is asked for', async () => {
    const searches = [
      'staff1234@example.et',
      'aff12',
      'f1234@exam',
      '+251900008638',
      '00008638',
      'EMP-000777',
      'emp-0007',
      'Tesfaye 12',
      'ተስፋዬ ከበደ 1',
      'ከበደ 14',
      'almaz tesfaye',
      '@example.et',
      'p-000',
      'Tesfaye 1234 EMP-001234 staff1234',
    ];
    for (const q of searches) expect(await walk(`q=${encodeURIComponent(q)}`, 100), q).toEqual(substring(q));
  });
});

describe('GET /v1/members: filters', () => {
  /** The plan of the list's page query for `filter`, as the repository writes it, with sequential scans off (the table is small). */
  const planOf = async (filter: MemberFilter) => {
    const nodes: RootOperationNode[] = [];
    const capture: KyselyPlugin = {
      transformQuery: ({ node }) => {
        nodes.push(node);
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    await new MembersRepository(t.database.db.withPlugin(capture)).page(orgId, filter, 1, 25);
    const compiled = t.database.db.getExecutor().compileQuery(nodes[0]!, createQueryId());
    return t.database.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`EXPLAIN ${compiled.sql}`, [...compiled.parameters]),
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  };

  it('reads status=inactive and a department from ranges of their own, newest first, however old the matches', async () => {
    // The oldest hundred members in a department of their own: a filter whose matches lie at the list's far end.
    const {
      rows: [department],
    } = await sql<{
      id: string;
      code: string;
    }>`INSERT INTO departments (org_id, code, name) VALUES (${orgId}::uuid, 'ARCHIVE', 'Archive') RETURNING id, code`.execute(
      t.database.db,
    );
    const oldest = everyone.slice(-100);
    await sql`UPDATE members SET department_id = ${department!.id}::uuid WHERE id IN (${sql.join(oldest.map((m) => m.id))})`.execute(
      t.database.db,
    );
    await sql`ANALYZE members`.execute(t.database.db);

    // Before migration 0028 both walked the organisation's (org_id, created_at) index and dropped the rest.
    expect(await planOf({ status: 'inactive' })).toContain('members_org_inactive_created_idx');
    expect(await planOf({ departmentIds: [department!.id] })).toContain('members_department_created_idx');

    expect(await walk('status=inactive', 40)).toEqual(everyone.filter((m) => m.status === 'inactive').map((m) => m.external_id));
    expect(await walk('department=archive', 40)).toEqual(oldest.map((m) => m.external_id));
    expect(await walk('department=archive&status=inactive', 40)).toEqual(
      oldest.filter((m) => m.status === 'inactive').map((m) => m.external_id),
    );
  });

  it("reads an import's members from a range of their own, newest first, however old the import", async () => {
    // As if an import had written the oldest 200 members (the worker's index reads them by the same order).
    const jobId = randomUUID();
    const written = everyone.slice(-200);
    await sql`UPDATE members SET created_by_job_id = ${jobId}::uuid WHERE id IN (${sql.join(written.map((m) => m.id))})`.execute(
      t.database.db,
    );
    await sql`ANALYZE members`.execute(t.database.db);
    // Before migration 0029 it walked the organisation's index and dropped every member the import had not written.
    expect(await planOf({ importJob: { id: jobId, shape: 'created' } })).toContain('members_job_created_idx');
    expect(await walk(`import_job_id=${jobId}`, 30)).toEqual(written.map((m) => m.external_id));
    expect(await walk(`import_job_id=${jobId}&status=inactive`, 30)).toEqual(
      written.filter((m) => m.status === 'inactive').map((m) => m.external_id),
    );
    expect((await list(`import_job_id=${jobId}&page=3&page_size=30`)).items.map((m) => m.external_id)).toEqual(
      written.slice(60, 90).map((m) => m.external_id),
    );
  });
});
