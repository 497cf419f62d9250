import { writeCsv } from '../bench/members-file.js';
import { startApi } from '../bench/processes.js';
import { importThroughApi } from '../bench/import.js';
await writeCsv('/tmp/hz-a.csv', 3, 100000);
await writeCsv('/tmp/hz-b.csv', 4, 100000);
await writeCsv('/tmp/hz-c.csv', 6, 100000);
const api = await startApi({});
try {
  for (const f of ['/tmp/hz-a.csv', '/tmp/hz-b.csv', '/tmp/hz-c.csv']) {
    const r = await importThroughApi(api.url, { path: f, name: 'm.csv', type: 'text/csv', rows: 100000 });
    const sorted = [...r.healthz].sort((a, b) => b - a);
    console.log(JSON.stringify(r.seconds), Math.round(r.rowsPerSecond), 'healthz top', sorted.slice(0, 5).map((v) => v.toFixed(0)).join(','), 'n', r.healthz.length, 'search', r.searchReady?.toFixed(2));
  }
} finally { await api.stop(); }
