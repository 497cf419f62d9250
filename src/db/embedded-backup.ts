import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { openDatabase } from './database.js';

/** A backup or restore the embedded database cannot do as asked, said in one line. */
export class BackupRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefused';
  }
}

/** The path with its links and `..` resolved, also for a file that does not exist yet (through its folder). */
function resolved(path: string): string {
  const absolute = resolve(path);
  if (existsSync(absolute)) return realpathSync(absolute);
  const folder = dirname(absolute);
  return join(existsSync(folder) ? realpathSync(folder) : folder, basename(absolute));
}

/**
 * Writes a consistent copy of the embedded database in `dataDir` to `file` (a gzipped tar of its folder,
 * PGlite's own format). The folder is opened for the copy, so a running server (which holds it) makes this
 * refuse; the copy goes to a temporary file first and is renamed when whole, and a failure leaves nothing
 * behind. Refused: a file inside the data folder (a backup there broke the database it copied, written over
 * its PG_VERSION), and a file that exists unless `force` (an older backup is not overwritten by mistake).
 * Answers its size in bytes.
 */
export async function backupEmbedded(dataDir: string, file: string, options: { force?: boolean } = {}): Promise<number> {
  if (!existsSync(dataDir)) throw new BackupRefused(`There is no embedded database in ${dataDir}.`);
  const folder = realpathSync(dataDir);
  const target = resolved(file);
  const inside = relative(folder, target);
  if (inside === '' || (!inside.startsWith('..') && !isAbsolute(inside)))
    throw new BackupRefused(`${file} is inside the database's own folder ${dataDir}: write the backup somewhere else.`);
  if (existsSync(target)) {
    if (statSync(target).isDirectory()) throw new BackupRefused(`${file} is a folder: name the backup file to write.`);
    if (!options.force) throw new BackupRefused(`${file} already exists: choose another name, or add --force to replace it.`);
  }
  const database = await openDatabase({ dataDir });
  const partial = `${target}.${process.pid}.partial`;
  try {
    await database.pool.query('CHECKPOINT');
    const dump = await database.pglite!.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    await writeFile(partial, bytes, { flag: 'wx' });
    await rename(partial, target);
    return bytes.length;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await database.close();
  }
}

/**
 * Makes `dataDir` the database a backup holds. Refuses when the folder already holds something (move it
 * aside first: a restore never overwrites a database), when the file is not such a backup, or when it
 * does not open as a database; nothing is left half-written. The next start migrates it if it is older.
 */
export async function restoreEmbedded(file: string, dataDir: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new BackupRefused(`${dataDir} is not empty: move it aside (or set DATA_DIR to a new folder) and restore again.`);
  }
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
    gunzipSync(bytes);
  } catch {
    throw new BackupRefused(`${file} is not a backup made by "db backup" (a gzipped copy of the embedded database).`);
  }
  try {
    const database = await openDatabase({ dataDir, loadDataDir: new Blob([new Uint8Array(bytes)], { type: 'application/x-gzip' }) });
    try {
      await database.pool.query('SELECT count(*) FROM schema_migrations');
    } finally {
      await database.close();
    }
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw new BackupRefused(`${file} did not restore as a database of this service (${(error as Error).message.split('\n')[0]}).`);
  }
}
