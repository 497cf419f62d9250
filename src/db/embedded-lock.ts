import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

/** The embedded database is one process's: a second one opening its folder would corrupt it. */
export class EmbeddedDatabaseInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is open in another process (pid ${pid}, the server?): stop it first. (On PostgreSQL, commands run beside the server.)`,
    );
    this.name = 'EmbeddedDatabaseInUse';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Marks the folder as this process's, or throws EmbeddedDatabaseInUse when a live process other than this
 * one holds it (a lock left by a process that ended is taken over). Answers the release.
 */
export function lockEmbeddedDatabase(dataDir: string): () => void {
  // Beside the folder, not in it: the folder is the database's own (and a backup of it carries no lock).
  const folder = resolve(dataDir);
  mkdirSync(dirname(folder), { recursive: true });
  const file = join(dirname(folder), `${basename(folder)}.portal.pid`);
  let holder: number | undefined;
  try {
    holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
  } catch {
    holder = undefined;
  }
  if (holder && holder !== process.pid && alive(holder)) throw new EmbeddedDatabaseInUse(dataDir, holder);
  writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (Number.parseInt(readFileSync(file, 'utf8'), 10) === process.pid) rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
}
