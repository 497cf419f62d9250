import { randomInt, randomUUID } from 'node:crypto';
import pg from 'pg';
import { startApi } from './processes.js';
import { percentile, timed } from './report.js';

export interface SignInFigures {
  members: number;
  startP50: number;
  startP95: number;
  verifyP50: number;
  verifyP95: number;
  /** The same sequential client's GET /healthz, measured in the same run: what a request costs at all. */
  healthzP95: number;
}

/**
 * Member sign-in in an organisation of `members` members (issue 28): one client, one member at a time, a
 * code started by email and verified; the first sign-in of each makes their user. The members are written
 * by SQL straight into the database (the import's own speed is the import bench's).
 */
export async function signInBench(
  databaseUrl: string,
  members: number,
  samples: number,
  log: (line: string) => void,
): Promise<SignInFigures> {
  const api = await startApi({ databaseUrl });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const orgId = randomUUID();
    const began = performance.now();
    await client.query(`INSERT INTO organisations (id, slug, name) VALUES ($1, $2, 'Sign-in bench')`, [
      orgId,
      `sign-in-bench-${orgId.slice(0, 8)}`,
    ]);
    // In slices, so one statement never holds a million rows' worth of work in one transaction's memory.
    for (let from = 1; from <= members; from += 250_000) {
      const to = Math.min(members, from + 249_999);
      await client.query(
        // Customer ids of their own (random ones collide, once in a while, across millions of bench members).
        `INSERT INTO members (org_id, customer_id, external_id, full_name, email, phone)
         SELECT $1, 'CUS-SI' || lpad(g::text, 10, '0'), 'SI' || g, 'Member ' || g, 'si' || g || '@bench.example.et', '+2517' || lpad(g::text, 8, '0')
         FROM generate_series($2::int, $3::int) g`,
        [orgId, from, to],
      );
    }
    await client.query('ANALYZE members');
    log(`sign-in bench: ${members} members written in ${((performance.now() - began) / 1000).toFixed(0)} s`);
    const post = (path: string, body: object) =>
      fetch(`${api.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const starts: number[] = [];
    const verifies: number[] = [];
    const healthz: number[] = [];
    // Each member once: a second start for the same member would find the first code in the outbox
    // before the new one is written, and that first code is no longer valid.
    const drawn = new Set<number>();
    for (let i = 0; i < samples + 10; i++) {
      let n = randomInt(1, members + 1);
      while (drawn.has(n)) n = randomInt(1, members + 1);
      drawn.add(n);
      const email = `si${n}@bench.example.et`;
      const [started, startMs] = await timed(() => post('/v1/auth/email/otp/start', { email }));
      if (started.status !== 202) throw new Error(`code start answered ${started.status}`);
      let code: string | undefined;
      for (let tries = 0; !code && tries < 200; tries++) {
        const { rows } = await client.query<{ body: string }>('SELECT body FROM dev_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [
          email,
        ]);
        code = rows[0] ? /\b(\d{6})\b/.exec(rows[0].body)?.[1] : undefined;
        if (!code) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      if (!code) throw new Error(`no code reached ${email}`);
      const [verified, verifyMs] = await timed(() => post('/v1/auth/email/otp/verify', { email, code }));
      if (verified.status !== 200) throw new Error(`verify answered ${verified.status}: ${await verified.text()}`);
      const [, healthMs] = await timed(async () => (await fetch(`${api.url}/healthz`)).arrayBuffer());
      // The first ten warm the server up.
      if (i >= 10) {
        starts.push(startMs);
        verifies.push(verifyMs);
        healthz.push(healthMs);
      }
    }
    return {
      members,
      startP50: percentile(starts, 50),
      startP95: percentile(starts, 95),
      verifyP50: percentile(verifies, 50),
      verifyP95: percentile(verifies, 95),
      healthzP95: percentile(healthz, 95),
    };
  } finally {
    await client.end();
    await api.stop();
  }
}
