import pg from 'pg';
import { writeCsv } from '../bench/members-file.js';
import { startApi } from '../bench/processes.js';
import { importThroughApi } from '../bench/import.js';
import { padMembers } from '../bench/copy-reference.js';
const prior = Number(process.argv[2] ?? 600000);
const name = `big_${process.pid}`;
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = `postgres://postgres@127.0.0.1:5432/${name}`;
await writeCsv('/tmp/big-a.csv', 5, 100000);
const api = await startApi({ databaseUrl: url });
try {
  await padMembers(url, prior);
  const c = new pg.Client({ connectionString: url }); await c.connect();
  await c.query(`INSERT INTO member_search (member_id, org_id, revision, text) SELECT id, org_id, revision, member_search_text(full_name, external_id, email, phone) FROM members ON CONFLICT DO NOTHING`);
  await c.query('VACUUM ANALYZE'); await c.query('CHECKPOINT');
  if (process.env.LOGSTMT) await c.query(`ALTER DATABASE ${name} SET log_min_duration_statement = '${process.env.LOGSTMT}'`);
  await c.end();
  await api.stop();
  const api2 = await startApi({ databaseUrl: url });
  const r = await importThroughApi(api2.url, { path: '/tmp/big-a.csv', name: 'a.csv', type: 'text/csv', rows: 100000 });
  console.log(prior, JSON.stringify(r.seconds), 'search', r.searchReady?.toFixed(2));
  await api2.stop();
} finally {
  await api.stop();
  await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
  await admin.end();
}
