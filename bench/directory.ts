import pg from 'pg';
import { DEFER_SEARCH_TEXT } from './copy-reference.js';
import { signIn } from './import.js';
import { startApi } from './processes.js';
import { percentile } from './report.js';

/** The demo organisation (its departments and the HR persona who reads the directory). */
const DEMO_ORG_ID = '0d0e0000-0000-4000-8000-000000000001';
/** A small department of the oldest members: a filter whose first match is at the list's far end. */
const OLD_DEPARTMENT = 'DIR-OLD';
const OLD_MEMBERS = 1_000;
/** And as written by an import (created_by_job_id): "the members of this import" of an older import. */
const OLD_IMPORT = '0d1e0000-0000-4000-8000-00000000d1e0';

/**
 * `members` members written by SQL straight into the demo organisation, in slices: every tenth a
 * Tesfaye, every tenth named in Amharic, every twentieth inactive but the newest tenth all active (as a
 * recent import leaves them), spread over the demo departments but the oldest 1,000 in a department of
 * their own (OLD_DEPARTMENT) and marked as an import's (OLD_IMPORT), newest last. The demo departments, by code.
 */
export async function writeDirectoryMembers(client: pg.Client, members: number): Promise<{ id: string; code: string }[]> {
  const departments = (
    await client.query<{ id: string; code: string }>('SELECT id, code FROM departments WHERE org_id = $1 ORDER BY code', [DEMO_ORG_ID])
  ).rows;
  if (departments.length === 0) throw new Error('the demo organisation has no departments (DEMO_DATA off?)');
  const old = (
    await client.query<{ id: string }>(
      `INSERT INTO departments (org_id, code, name) VALUES ($1, $2, 'Directory bench: the oldest members') RETURNING id`,
      [DEMO_ORG_ID, OLD_DEPARTMENT],
    )
  ).rows[0]!.id;
  for (let from = 1; from <= members; from += 250_000) {
    const to = Math.min(members, from + 249_999);
    // As an import writes them: the search text afterwards, in one statement per slice (not row by row).
    await client.query('BEGIN');
    await client.query(DEFER_SEARCH_TEXT);
    await client.query(
      // Customer ids of their own (random ones collide, once in a while, across millions of bench members).
      `INSERT INTO members (org_id, customer_id, external_id, full_name, email, phone, department_id, status, created_at, created_by_job_id)
       SELECT $1, 'CUS-DIR' || lpad(g::text, 9, '0'), 'DIR' || lpad(g::text, 7, '0'),
              CASE WHEN g % 10 = 3 THEN 'ተስፋዬ ' || (ARRAY['አበበ','ከበደ','ሰላም','ሄለን'])[1 + g % 4] || ' ' || g
                   ELSE (ARRAY['Meron','Dawit','Hana','Yohannes','Sara','Abebe','Tigist','Kebede','Selam','Getachew'])[1 + g % 10] || ' ' ||
                        (ARRAY['Tesfaye','Alemu','Haile','Gebre','Bekele','Mengistu','Wolde','Assefa','Desta','Tadesse'])[1 + (g / 10) % 10] || ' ' || g END,
              'dir' || g || '@directory.example.et', '+2519' || lpad(g::text, 8, '0'),
              CASE WHEN g <= $6 THEN $7::uuid ELSE ($3::uuid[])[1 + g % cardinality($3::uuid[])] END,
              CASE WHEN g % 20 = 0 AND g <= $4::int - $4::int / 10 THEN 'inactive' ELSE 'active' END,
              now() - make_interval(secs => $4::int - g),
              CASE WHEN g <= $6 THEN $8::uuid END
       FROM generate_series($2::int, $5::int) g`,
      [DEMO_ORG_ID, from, departments.map((d) => d.id), members, to, OLD_MEMBERS, old, OLD_IMPORT],
    );
    await client.query(
      `INSERT INTO member_search (member_id, org_id, revision, text)
       SELECT id, org_id, revision, member_search_text(full_name, external_id, email, phone) FROM members
       WHERE org_id = $1 AND external_id BETWEEN $2 AND $3`,
      [DEMO_ORG_ID, `DIR${String(from).padStart(7, '0')}`, `DIR${String(to).padStart(7, '0')}`],
    );
    await client.query('COMMIT');
  }
  await client.query('VACUUM ANALYZE members');
  await client.query('VACUUM ANALYZE member_search');
  // The million rows' pages written out now rather than by the checkpoint the load set off, which spreads
  // its writes over minutes (checkpoint_completion_target) and would run under the queries measured. A role
  // that may not (neither a superuser nor pg_checkpoint) measures without it.
  await client.query('CHECKPOINT').catch(() => undefined);
  return departments;
}

export interface DirectoryQuery {
  label: string;
  /** The query string of GET /v1/members. */
  query: string;
  /** p95 target, ms; none: shown for information. */
  target?: number;
}

export interface DirectoryFigures {
  members: number;
  queries: { label: string; query: string; p50: number; p95: number; total: number; estimated: boolean; target: number | undefined }[];
  healthzP95: number;
}

/**
 * The members directory of one organisation of `members` members (issue 31): GET /v1/members through the
 * API as the HR persona, one request at a time, each query `samples` times after a warm-up. The members
 * are written by writeDirectoryMembers.
 */
export async function directoryBench(
  databaseUrl: string,
  members: number,
  samples: number,
  log: (line: string) => void,
): Promise<DirectoryFigures> {
  const api = await startApi({ databaseUrl });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const began = performance.now();
    const departments = await writeDirectoryMembers(client, members);
    log(`directory bench: ${members} members written in ${((performance.now() - began) / 1000).toFixed(0)} s`);

    const middle = Math.ceil(members / 2);
    const pageSize = 25;
    const queries: DirectoryQuery[] = [
      { label: 'first page', query: `page=1&page_size=${pageSize}`, target: 100 },
      { label: 'a name fragment (q=tesf, a tenth of the members)', query: `q=tesf&page_size=${pageSize}`, target: 50 },
      { label: 'an Amharic fragment (q=ተስፋ)', query: `q=${encodeURIComponent('ተስፋ')}&page_size=${pageSize}`, target: 50 },
      { label: 'an exact email', query: `q=${encodeURIComponent(`dir${middle}@directory.example.et`)}&page_size=${pageSize}`, target: 10 },
      {
        label: 'an exact phone',
        query: `q=${encodeURIComponent(`+2519${String(middle).padStart(8, '0')}`)}&page_size=${pageSize}`,
        target: 10,
      },
      { label: 'an exact employee number', query: `q=DIR${String(middle).padStart(7, '0')}&page_size=${pageSize}`, target: 10 },
      { label: 'a department', query: `department=${encodeURIComponent(departments[0]!.code)}&page_size=${pageSize}`, target: 100 },
      { label: 'status=inactive (the newest tenth all active)', query: `status=inactive&page_size=${pageSize}`, target: 100 },
      {
        label: `a small department of the oldest ${OLD_MEMBERS} members`,
        query: `department=${OLD_DEPARTMENT}&page_size=${pageSize}`,
        target: 100,
      },
      {
        label: `the members of an older import (${OLD_MEMBERS}, import_job_id=)`,
        query: `import_job_id=${OLD_IMPORT}&page_size=${pageSize}`,
        target: 100,
      },
    ];
    const auth = await signIn(api.url, 'demo-hr-admin');
    // A deep page two ways: by offset (every member before it read and skipped), and by the cursor the
    // page before it gave (fetched once here, not timed).
    const deep = Math.floor(members / pageSize / 1.25);
    const before = (await (await fetch(`${api.url}/v1/members?page=${deep - 1}&page_size=${pageSize}`, { headers: auth })).json()) as {
      data: { next_cursor: string };
    };
    queries.push(
      { label: `a deep page by offset (page=${deep})`, query: `page=${deep}&page_size=${pageSize}` },
      { label: `a deep page by cursor (page ${deep})`, query: `cursor=${before.data.next_cursor}&page_size=${pageSize}`, target: 100 },
    );
    const results: DirectoryFigures['queries'] = [];
    const healthz: number[] = [];
    for (const q of queries) {
      const times: number[] = [];
      let total = 0;
      let estimated = false;
      for (let i = 0; i < samples + 3; i++) {
        const started = performance.now();
        const response = await fetch(`${api.url}/v1/members?${q.query}`, { headers: auth });
        const body = (await response.json()) as { data: { total_items: number; total_is_estimate: boolean } };
        if (response.status !== 200) throw new Error(`GET /v1/members?${q.query}: ${response.status} ${JSON.stringify(body)}`);
        // The first three warm the server and the database's caches up.
        if (i >= 3) times.push(performance.now() - started);
        total = body.data.total_items;
        estimated = body.data.total_is_estimate;
        const health = performance.now();
        await (await fetch(`${api.url}/healthz`)).arrayBuffer();
        healthz.push(performance.now() - health);
      }
      results.push({
        label: q.label,
        query: q.query,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        total,
        estimated,
        target: q.target,
      });
      log(`directory: ${q.label}: p95 ${percentile(times, 95).toFixed(1)} ms (${estimated ? 'about ' : ''}${total} matching)`);
    }
    return { members, queries: results, healthzP95: percentile(healthz, 95) };
  } finally {
    await client.end();
    await api.stop();
  }
}
