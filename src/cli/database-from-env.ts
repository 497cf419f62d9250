import { ConfigError, loadConfig, type AppConfig } from '../config.js';
import { openDatabase, type Database } from '../db/database.js';
import { migrate } from '../db/migrator.js';
import { releaseVersion } from '../lib/package-root.js';

/** Opens and migrates the database the server would use, for the command-line tools. */
export async function openConfiguredDatabase(
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ database: Database; applied: string[]; config: AppConfig }> {
  const config = loadConfig(env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  try {
    return { database, applied: await migrate(database.pool, releaseVersion()), config };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** One clear line and a non-zero exit, instead of a stack trace. */
export function fail(message: string, exitCode = 1): never {
  console.error(message);
  process.exit(exitCode);
}

export function describeStartupError(error: unknown): string {
  if (error instanceof ConfigError) return `Configuration error: ${error.message}`;
  const message = error instanceof Error ? error.message : String(error);
  return `Cannot start: ${message}`;
}
