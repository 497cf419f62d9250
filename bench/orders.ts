import { randomInt, randomUUID } from 'node:crypto';
import pg from 'pg';
import { generateToken, hashToken } from '../src/modules/identity/sessions/tokens.js';
import { startApi } from './processes.js';
import { percentile, timed } from './report.js';

export interface OrdersFigures {
  members: number;
  orders: number;
  /** Rounds of 20 submits at once against an allowance for 10, and how many of them accepted exactly 10. */
  raceRounds: number;
  raceExact: number;
  submitP50: number;
  submitP95: number;
  approveP50: number;
  approveP95: number;
  queueP95: number;
  memberOrdersP95: number;
  healthzP95: number;
}

/**
 * Spending at scale (issue 56): an organisation of `members` members and as many orders, written by SQL
 * (a tenth still waiting for approval); then, through the API, 20 submits at once against one account for
 * 10 (each round must accept exactly 10), and one client's submits (a super user ordering for a random
 * member), approvals, the approvals queue and a member's own orders.
 */
export async function ordersBench(
  databaseUrl: string,
  members: number,
  samples: number,
  log: (line: string) => void,
): Promise<OrdersFigures> {
  const api = await startApi({ databaseUrl });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const orgId = randomUUID();
    const began = performance.now();
    await client.query(`INSERT INTO organisations (id, slug, name) VALUES ($1, $2, 'Orders bench')`, [
      orgId,
      `orders-bench-${orgId.slice(0, 8)}`,
    ]);
    const session = async (roles: string[], role: string) => {
      const userId = randomUUID();
      await client.query(`INSERT INTO users (id, org_id, email, full_name, roles, locale) VALUES ($1, $2, $3, $4, $5, 'en')`, [
        userId,
        orgId,
        `${role.toLowerCase()}-${userId.slice(0, 8)}@bench.example.et`,
        `Bench ${role}`,
        roles,
      ]);
      const token = generateToken();
      await client.query(
        `INSERT INTO sessions (id, token_hash, user_id, active_role, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3, $4, now(), now(), now() + interval '12 hours')`,
        [randomUUID(), hashToken(token), userId, role],
      );
      return { userId, token };
    };
    const admin = await session(['SUPER_USER'], 'SUPER_USER');
    const finance = await session(['FINANCE'], 'FINANCE');
    const { rows: provider } = await client.query<{ id: string }>(
      `INSERT INTO providers (org_id, code, name, kind) VALUES ($1, 'PH-BENCH', 'Bench Pharmacy', 'PHARMACY') RETURNING id`,
      [orgId],
    );
    const providerId = provider[0]!.id;
    for (let from = 1; from <= members; from += 250_000) {
      const to = Math.min(members, from + 249_999);
      await client.query(
        `INSERT INTO members (org_id, customer_id, external_id, full_name, email, allowance_amount)
         SELECT $1, 'CUS-OB' || lpad(g::text, 10, '0'), 'OB' || g, 'Member ' || g, 'ob' || g || '@bench.example.et', 100000
         FROM generate_series($2::int, $3::int) g`,
        [orgId, from, to],
      );
      // One order each, over the last year; every tenth still waiting for approval (the queue's depth).
      await client.query('INSERT INTO order_numbers (org_id, last) VALUES ($1, $2) ON CONFLICT (org_id) DO UPDATE SET last = $2', [
        orgId,
        to,
      ]);
      await client.query(
        `INSERT INTO orders (org_id, number, member_id, provider_id, category, status, requested_amount, held, approvals_required, created_by, submitted_at, created_at, updated_at)
         SELECT m.org_id, g, m.id, $2, 'PHARMACY', CASE WHEN g % 10 = 0 THEN 'submitted' ELSE 'fulfilled' END, 600, 0, 1, $3,
                now() - (g % 365) * interval '1 day', now() - (g % 365) * interval '1 day', now()
         FROM generate_series($4::int, $5::int) g JOIN members m ON m.org_id = $1 AND m.external_id = 'OB' || g`,
        [orgId, providerId, admin.userId, from, to],
      );
    }
    await client.query('ANALYZE members');
    await client.query('ANALYZE orders');
    log(`orders bench: ${members} members and orders written in ${((performance.now() - began) / 1000).toFixed(0)} s`);

    const call = (token: string, method: string, path: string, body?: object) =>
      fetch(`${api.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const order = (memberId: string, amount: string, submit: boolean) => ({
      member_id: memberId,
      provider_id: providerId,
      category: 'OTHER',
      lines: [{ description: 'Bench medicine', quantity: 1, amount: { amount, currency: 'ETB' } }],
      submit,
    });

    // 20 submits at once against an allowance for 10, round after round, each on a member of its own.
    const raceRounds = 5;
    let raceExact = 0;
    for (let round = 0; round < raceRounds; round++) {
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO members (org_id, external_id, full_name, allowance_amount) VALUES ($1, $2, 'Race member', 10) RETURNING id`,
        [orgId, `RACE-${round}-${randomUUID().slice(0, 6)}`],
      );
      const memberId = rows[0]!.id;
      const drafts = await Promise.all(
        Array.from(
          { length: 20 },
          async () =>
            ((await (await call(admin.token, 'POST', '/v1/orders', order(memberId, '1.00', false))).json()) as { data: { id: string } })
              .data.id,
        ),
      );
      const answers = await Promise.all(drafts.map((id) => call(admin.token, 'POST', `/v1/orders/${id}/submit`)));
      const accepted = answers.filter((r) => r.status === 200).length;
      const { rows: account } = await client.query<{ reserved: string }>(
        'SELECT reserved::text FROM allowance_accounts WHERE member_id = $1',
        [memberId],
      );
      if (accepted === 10 && account[0]?.reserved === '10.00') raceExact++;
      else log(`orders bench: a race round accepted ${accepted} of 20 (reserved ${account[0]?.reserved})`);
    }

    const submits: number[] = [];
    const approves: number[] = [];
    const queue: number[] = [];
    const memberOrders: number[] = [];
    const healthz: number[] = [];
    const drawn = new Set<number>();
    for (let i = 0; i < samples + 10; i++) {
      let n = randomInt(1, members + 1);
      while (drawn.has(n)) n = randomInt(1, members + 1);
      drawn.add(n);
      const { rows } = await client.query<{ id: string }>('SELECT id FROM members WHERE org_id = $1 AND external_id = $2', [
        orgId,
        `OB${n}`,
      ]);
      const memberId = rows[0]!.id;
      // An order between the policy's amounts: one approval.
      const [created, submitMs] = await timed(() => call(admin.token, 'POST', '/v1/orders', order(memberId, '600.00', true)));
      if (created.status !== 201) throw new Error(`submit answered ${created.status}: ${await created.text()}`);
      const { data } = (await created.json()) as { data: { id: string } };
      const [approved, approveMs] = await timed(() => call(finance.token, 'POST', `/v1/orders/${data.id}/approve`, {}));
      if (approved.status !== 200) throw new Error(`approve answered ${approved.status}: ${await approved.text()}`);
      const [queued, queueMs] = await timed(async () =>
        (await call(finance.token, 'GET', '/v1/orders?needs_my_approval=true&limit=20')).arrayBuffer(),
      );
      void queued;
      const [, memberMs] = await timed(async () =>
        (await call(finance.token, 'GET', `/v1/orders?member_id=${memberId}&limit=20`)).arrayBuffer(),
      );
      const [, healthMs] = await timed(async () => (await fetch(`${api.url}/healthz`)).arrayBuffer());
      if (i >= 10) {
        submits.push(submitMs);
        approves.push(approveMs);
        queue.push(queueMs);
        memberOrders.push(memberMs);
        healthz.push(healthMs);
      }
    }
    return {
      members,
      orders: members,
      raceRounds,
      raceExact,
      submitP50: percentile(submits, 50),
      submitP95: percentile(submits, 95),
      approveP50: percentile(approves, 50),
      approveP95: percentile(approves, 95),
      queueP95: percentile(queue, 95),
      memberOrdersP95: percentile(memberOrders, 95),
      healthzP95: percentile(healthz, 95),
    };
  } finally {
    await client.end();
    await api.stop();
  }
}
