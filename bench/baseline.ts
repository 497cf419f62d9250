import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';

/**
 * The importer as it stood before the members search arrived (issue 31's reference): commit 8cf1695 of
 * this repository, built from its own history into a temporary folder (git archive, npm ci, tsc), kept
 * there between runs. Its server runs from that folder on a database of its own (its own migrations).
 */
export const BASELINE_COMMIT = '8cf1695';

export async function prepareBaseline(log: (line: string) => void, commit = BASELINE_COMMIT): Promise<string> {
  const dir = join(os.tmpdir(), `portal-baseline-${commit}`);
  if (existsSync(join(dir, 'dist/src/server.js'))) return dir;
  log(`building the importer of ${commit} in ${dir} (git archive, npm ci, build)`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${dir}"`], { stdio: 'inherit' });
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit' });
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: dir, stdio: 'inherit' });
  return dir;
}
