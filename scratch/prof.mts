import pg from 'pg';
import { writeCsv } from '../bench/members-file.js';
import { startApi } from '../bench/processes.js';
import { importThroughApi } from '../bench/import.js';
const rows = Number(process.argv[2] ?? 100000);
const pglite = process.argv[3] === 'pglite';
const name = `prof_${process.pid}`;
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await admin.connect();
if (!pglite) await admin.query(`CREATE DATABASE ${name}`);
const path = `/tmp/prof-${rows}.csv`;
await writeCsv(path, 7, rows);
const env: Record<string, string> = process.env.PROF ? { NODE_OPTIONS: '--import /tmp/cpuprof.mjs' } : {};
const api = await startApi({ databaseUrl: pglite ? undefined : `postgres://postgres@127.0.0.1:5432/${name}` }, env);
try {
  // a warm-up of 1,000 rows
  await writeCsv('/tmp/prof-warm.csv', 8, 1000);
  await importThroughApi(api.url, { path: '/tmp/prof-warm.csv', name: 'w.csv', type: 'text/csv', rows: 1000 });
  const f = await importThroughApi(api.url, { path, name: 'm.csv', type: 'text/csv', rows });
  console.log(JSON.stringify(f.seconds), Math.round(f.rowsPerSecond), 'healthz max', Math.max(...f.healthz).toFixed(1));
} finally {
  await api.stop();
  if (!pglite) await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
  await admin.end();
}
