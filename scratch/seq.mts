import pg from 'pg';
import { writeCsv } from '../bench/members-file.js';
import { startApi } from '../bench/processes.js';
import { importThroughApi } from '../bench/import.js';
const name = `seq_${process.pid}`;
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
await writeCsv('/tmp/seq-big.csv', 5, 100000);
await writeCsv('/tmp/seq-s1.csv', 6, 10000);
await writeCsv('/tmp/seq-s2.csv', 7, 10000);
await writeCsv('/tmp/seq-s3.csv', 8, 10000);
const api = await startApi({ databaseUrl: `postgres://postgres@127.0.0.1:5432/${name}` });
const av = async () => (await admin.query(`SELECT string_agg(query, ' | ') AS q FROM pg_stat_activity WHERE backend_type = 'autovacuum worker'`)).rows[0].q;
try {
  const big = await importThroughApi(api.url, { path: '/tmp/seq-big.csv', name: 'b.csv', type: 'text/csv', rows: 100000 });
  console.log('100k', JSON.stringify(big.seconds), 'search', big.searchReady, 'autovacuum:', await av());
  for (const f of ['/tmp/seq-s1.csv', '/tmp/seq-s2.csv', '/tmp/seq-s3.csv']) {
    const before = await av();
    const s = await importThroughApi(api.url, { path: f, name: 's.csv', type: 'text/csv', rows: 10000 });
    console.log('10k', JSON.stringify(s.seconds), 'autovacuum before:', before);
  }
} finally {
  await api.stop();
  await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
  await admin.end();
}
