import { spawn } from 'node:child_process';
import { writeCsv } from '../bench/members-file.js';
import { importThroughApi } from '../bench/import.js';
for (const [f, b] of [['/tmp/hz-a.csv', 3], ['/tmp/hz-b.csv', 4], ['/tmp/hz-c.csv', 6]] as const) await writeCsv(f, b, 100000);
const child = spawn(process.execPath, ['--max-old-space-size=1024', '--import', './scratch/pgltime.mjs', 'dist/src/server.js'], { env: { ...process.env, DATABASE_URL: '', DATA_DIR: 'memory://', PORT: '3199', LOG_LEVEL: 'warn', RATE_LIMIT_LOGIN_PER_MIN: '1000000', RATE_LIMIT_SESSION_PER_MIN: '1000000' }, stdio: ['ignore', 'pipe', 'pipe'] });
let phase = 'start';
child.stderr.on('data', (c: Buffer) => { for (const line of c.toString().split('\n')) if (line.startsWith('[pglite')) console.log(phase, line); });
let out = '';
child.stdout.on('data', (c: Buffer) => { out += c.toString(); });
for (;;) { try { if ((await fetch('http://127.0.0.1:3199/healthz')).ok) break; } catch {} await new Promise((r) => setTimeout(r, 200)); }
try {
  for (const f of ['/tmp/hz-a.csv', '/tmp/hz-b.csv', '/tmp/hz-c.csv']) {
    phase = f;
    const r = await importThroughApi('http://127.0.0.1:3199', { path: f, name: 'm.csv', type: 'text/csv', rows: 100000 });
    const sorted = [...r.healthz].sort((a, b) => b - a);
    console.log(JSON.stringify(r.seconds), 'healthz top', sorted.slice(0, 5).map((v) => v.toFixed(0)).join(','));
  }
} finally { child.kill('SIGTERM'); }
