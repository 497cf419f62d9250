// Makes test/fixtures/release-8cf1695.sql (and .json: the jobs' ids and open sessions' tokens): a database as the release of commit 8cf1695 leaves it, with
// real state (a committed import, one at preview_ready, one validated with row errors, a mapping profile,
// open sessions), dumped as plain SQL so that both PostgreSQL and the embedded database can load it.
// test/reliability/upgrades.test.ts upgrades it with this release.
//
// Run from the repository root, with PostgreSQL at DATABASE_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres):
//   git worktree add /tmp/rel-8cf1695 8cf1695 && (cd /tmp/rel-8cf1695 && npm ci && npm run build)
//   node scripts/make-upgrade-fixture.mjs /tmp/rel-8cf1695
import { execFileSync, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

const release = process.argv[2];
if (!release) throw new Error('usage: node scripts/make-upgrade-fixture.mjs <folder of the built release>');
const adminUrl = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `portal_fixture_${Date.now()}`;
const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${name}`);
const port = 31_000 + Math.floor(Math.random() * 1000);
const api = `http://127.0.0.1:${port}`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);

let state;
const server = spawn(process.execPath, ['dist/src/server.js'], {
  cwd: release,
  env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
try {
  for (let i = 0; ; i++) {
    if (i > 120) throw new Error('the old release did not start');
    if (
      await fetch(`${api}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(500);
  }
  const login = async (persona) =>
    (
      await (
        await fetch(`${api}/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ demo_user_id: persona }),
        })
      ).json()
    ).data.token;
  const hr = await login('demo-hr-admin');
  const call = async (method, path, body, headers = {}) => {
    const response = await fetch(`${api}${path}`, {
      method,
      headers: { authorization: `Bearer ${hr}`, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await response.json().catch(() => ({}));
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
    return json.data;
  };
  const upload = async (csv) => {
    const form = new FormData();
    form.append('dataset_type', 'members');
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'members.csv');
    const response = await fetch(`${api}/v1/migration/jobs`, { method: 'POST', headers: { authorization: `Bearer ${hr}` }, body: form });
    const json = await response.json();
    if (response.status !== 201) throw new Error(`upload: ${JSON.stringify(json)}`);
    return json.data;
  };
  const until = async (id, status) => {
    for (let i = 0; i < 200; i++) {
      const job = await call('GET', `/v1/migration/jobs/${id}`);
      if (job.status === status) return job;
      await sleep(100);
    }
    throw new Error(`job ${id} never reached ${status}`);
  };
  const mapped = async (csv, profile) => {
    const job = await upload(csv);
    await call('PUT', `/v1/migration/jobs/${job.id}/mapping`, {
      column_mapping: job.suggested_mapping,
      ...(profile ? { save_profile: true, profile_name: profile } : {}),
      options: { on_existing: 'error' },
    });
    return until(job.id, 'validated');
  };
  const header = 'Employee No,Full Name,Email,Mobile,Department,Package';
  // 1. Committed: three members.
  const committed = await mapped(
    `${header}\nUPG-1,Meron Tadesse,meron.upg@example.et,0911700001,HR,STANDARD\nUPG-2,ዮሐንስ ገብሬ,yohannes.upg@example.et,0911700002,FIN,BASIC\nUPG-3,Sara Haile,sara.upg@example.et,0911700003,OPS,BASIC\n`,
    'HR system export',
  );
  await call('POST', `/v1/migration/jobs/${committed.id}/preview`);
  await call('POST', `/v1/migration/jobs/${committed.id}/commit`, undefined, { 'idempotency-key': '6f1c2a4e-8b1d-4c7e-9a3f-0e5d7b2c1a90' });
  await until(committed.id, 'completed');
  // 2. Previewed, not committed.
  const previewed = await mapped(
    `${header}\nUPG-4,Hanna Tesfaye,hanna.upg@example.et,0911700004,HR,PREMIUM\nUPG-5,Dawit Alemu,dawit.upg@example.et,0911700005,ICT,STANDARD\n`,
  );
  await call('POST', `/v1/migration/jobs/${previewed.id}/preview`);
  // 3. Validated with row errors.
  const withErrors = await mapped(
    `${header}\nUPG-6,Abebe Kebede,not-an-email,0911700006,HR,BASIC\nUPG-7,,abebe7.upg@example.et,0911700007,Nowhere,BASIC\nUPG-8,Almaz Bekele,almaz.upg@example.et,0911700008,HR,BASIC\n`,
  );
  // Open sessions: their tokens go beside the dump (the database keeps only their hashes).
  state = {
    jobs: { committed: committed.id, previewed: previewed.id, withErrors: withErrors.id },
    sessions: { hr, superUser: await login('demo-super-user'), finance: await login('demo-finance') },
  };
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
}
const dump = execFileSync('pg_dump', ['--no-owner', '--no-privileges', '--inserts', '--rows-per-insert=500', databaseUrl], {
  maxBuffer: 256 * 1024 * 1024,
}).toString();
// \restrict and \unrestrict (pg_dump 15.14 on) are psql's: the tests load the file through a driver.
writeFileSync(
  'test/fixtures/release-8cf1695.sql',
  dump
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .join('\n'),
);
writeFileSync('test/fixtures/release-8cf1695.json', `${JSON.stringify(state, null, 2)}\n`);
await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
await admin.end();
console.log(`wrote test/fixtures/release-8cf1695.sql (${dump.length} bytes)`);
