import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { generateToken, hashToken } from '../src/modules/identity/sessions/tokens.js';
import { startApi } from './processes.js';

export interface StatementsFigures {
  entries: number;
  /** POST /v1/statements of the organisation: lines copied from the ledger, totals, the CSV's checksum. */
  createMs: number;
  /** GET .../download: first byte, and the whole file. */
  firstByteMs: number;
  downloadMs: number;
  linesPerSecond: number;
  bytes: number;
  /** The API's resident memory: at its peak before the download, and after it. */
  peakBeforeMb: number;
  peakAfterMb: number;
  /** GET /healthz over the same connection-less fetch, the run's own reference. */
  healthzMs: number;
}

/**
 * A statement of an organisation whose period holds `entries` ledger entries (issue 58): members with
 * one order each, four entries a member (grant, reserve, capture, release), written by SQL; then, through
 * the API, the statement made, and its CSV downloaded as a client would (first byte, lines a second, the
 * server's memory before and after).
 */
export async function statementsBench(databaseUrl: string, entries: number, log: (line: string) => void): Promise<StatementsFigures> {
  const api = await startApi({ databaseUrl });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const orgId = randomUUID();
    const members = Math.ceil(entries / 4);
    const began = performance.now();
    await client.query(`INSERT INTO organisations (id, slug, name) VALUES ($1, $2, 'Statements bench')`, [
      orgId,
      `statements-bench-${orgId.slice(0, 8)}`,
    ]);
    const userId = randomUUID();
    await client.query(
      `INSERT INTO users (id, org_id, email, full_name, roles, locale) VALUES ($1, $2, $3, 'Bench Finance', '{FINANCE}', 'en')`,
      [userId, orgId, `finance-${userId.slice(0, 8)}@bench.example.et`],
    );
    const token = generateToken();
    await client.query(
      `INSERT INTO sessions (id, token_hash, user_id, active_role, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3, 'FINANCE', now(), now(), now() + interval '12 hours')`,
      [randomUUID(), hashToken(token), userId],
    );
    const { rows: period } = await client.query<{ id: string }>(
      `INSERT INTO benefit_periods (org_id, label, starts_on, ends_on, status, opened_at, created_at, updated_at)
       VALUES ($1, 'EFY 2019', '2026-07-08', '2027-07-07', 'open', now(), now(), now()) RETURNING id`,
      [orgId],
    );
    const periodId = period[0]!.id;
    const { rows: provider } = await client.query<{ id: string }>(
      `INSERT INTO providers (org_id, code, name, kind) VALUES ($1, 'PH-BENCH', 'Bench Pharmacy', 'PHARMACY') RETURNING id`,
      [orgId],
    );
    for (let from = 1; from <= members; from += 50_000) {
      const to = Math.min(members, from + 49_999);
      await client.query(
        `WITH m AS (
           INSERT INTO members (org_id, customer_id, external_id, full_name, email, allowance_amount)
           SELECT $1, 'CUS-SB' || lpad(g::text, 10, '0'), 'SB' || g, 'Member ' || g, 'sb' || g || '@bench.example.et', 5000
           FROM generate_series($2::int, $3::int) g RETURNING id, org_id, external_id
         ), a AS (
           INSERT INTO allowance_accounts (org_id, member_id, period_id, allowance, spent, created_at, updated_at)
           SELECT org_id, id, $4, 5000, 900, now(), now() FROM m RETURNING id, member_id
         ), o AS (
           INSERT INTO orders (org_id, number, member_id, provider_id, period_id, category, status, requested_amount, approved_amount,
             final_amount, held, created_by, submitted_at, created_at, updated_at)
           SELECT m.org_id, substring(m.external_id from 3)::int, m.id, $5, $4, 'PHARMACY', 'fulfilled', 1000, 1000, 900, 0, $6, now(), now(), now()
           FROM m RETURNING id, member_id
         )
         INSERT INTO allowance_ledger (org_id, account_id, kind, allowance_change, reserved_change, spent_change, allowance_after,
           reserved_after, spent_after, version, order_id, created_at)
         SELECT $1, a.id, k.kind, k.allowance_change, k.reserved_change, k.spent_change, 5000, k.reserved_after, k.spent_after, k.n,
           CASE WHEN k.kind = 'grant' THEN NULL ELSE o.id END, now()
         FROM a JOIN o ON o.member_id = a.member_id
         CROSS JOIN (VALUES (1, 'grant', 5000, 0, 0, 0, 0), (2, 'reserve', 0, 1000, 0, 1000, 0), (3, 'capture', 0, -900, 900, 100, 900),
           (4, 'release', 0, -100, 0, 0, 900)) k(n, kind, allowance_change, reserved_change, spent_change, reserved_after, spent_after)
         ORDER BY a.id, k.n`,
        [orgId, from, to, periodId, provider[0]!.id, userId],
      );
    }
    await client.query(`INSERT INTO order_numbers (org_id, last) VALUES ($1, $2)`, [orgId, members]);
    await client.query('ANALYZE members, allowance_accounts, allowance_ledger, orders');
    log(
      `statements bench: ${members * 4} ledger entries of ${members} members written in ${((performance.now() - began) / 1000).toFixed(1)} s`,
    );

    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const createStarted = performance.now();
    const created = await fetch(`${api.url}/v1/statements`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ scope: 'organisation', period_id: periodId, calendar: 'ethiopian', locale: 'am' }),
    });
    if (created.status !== 201) throw new Error(`statement: ${created.status} ${await created.text()}`);
    const statement = (await created.json()).data as { id: string; line_count: number };
    const createMs = performance.now() - createStarted;
    const peakBeforeMb = await api.peakRssMb();
    const healthStarted = performance.now();
    await (await fetch(`${api.url}/healthz`)).arrayBuffer();
    const healthzMs = performance.now() - healthStarted;

    const downloadStarted = performance.now();
    const response = await fetch(`${api.url}/v1/statements/${statement.id}/download?format=csv`, {
      headers: { authorization: headers.authorization },
    });
    const reader = response.body!.getReader();
    let firstByteMs = 0;
    let bytes = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (bytes === 0) firstByteMs = performance.now() - downloadStarted;
      bytes += value.byteLength;
    }
    const downloadMs = performance.now() - downloadStarted;
    return {
      entries: statement.line_count,
      createMs,
      firstByteMs,
      downloadMs,
      linesPerSecond: statement.line_count / (downloadMs / 1000),
      bytes,
      peakBeforeMb,
      peakAfterMb: await api.peakRssMb(),
      healthzMs,
    };
  } finally {
    await client.end();
    await api.stop();
  }
}
