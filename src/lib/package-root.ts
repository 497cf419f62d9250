import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding package.json, found from this file both under src/ (tsx) and dist/src/ (compiled). */
export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`package.json not found above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
  return dir;
}

/** This release's version (package.json): recorded with each migration it applies. */
export function releaseVersion(): string {
  return (JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { version: string }).version;
}
