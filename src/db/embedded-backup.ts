import { existsSync, readdirSync } from 'node:fs';
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

/**
 * Writes a consistent copy of the embedded database in `dataDir` to `file` (a gzipped tar of its folder,
 * PGlite's own format). The folder is opened for the copy, so a running server (which holds it) makes this
 * refuse; the copy goes to a temporary file first and is renamed when whole. Answers its size in bytes.
 */
export async function backupEmbedded(dataDir: string, file: string): Promise<number> {
  if (!existsSync(dataDir)) throw new BackupRefused(`There is no embedded database in ${dataDir}.`);
  const database = await openDatabase({ dataDir });
  try {
    await database.pool.query('CHECKPOINT');
    const dump = await database.pglite!.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    const partial = `${file}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    return bytes.length;
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
