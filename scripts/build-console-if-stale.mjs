// `npm start` runs this: the console is built when web/dist is missing or older than its sources, and
// left alone otherwise, so a second start does not rebuild.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'package-lock.json'];
const BUILT = 'web/dist/index.html';

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const builtAt = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0;
const changedAt = Math.max(...SOURCES.map(newest));
if (builtAt > changedAt) {
  console.log('web console: up to date (web/dist)');
} else {
  console.log(builtAt === 0 ? 'web console: building (web/dist is missing)' : 'web console: rebuilding (its sources changed)');
  const result = spawnSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
