import type { AppConfig } from '../config.js';
import { releaseVersion } from '../lib/package-root.js';
import { APPLICATION_NAMES, openDatabase, type Database } from './database.js';
import { migrate, retryOnRace } from './migrator.js';
import { seed } from './seed.js';

/** The configured database, opened, migrated to this release and (with DEMO_DATA) seeded; several instances may start at once. */
export async function openMigratedDatabase(config: AppConfig): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    applicationName: APPLICATION_NAMES[config.role],
  });
  await retryOnRace(() => migrate(database.pool, releaseVersion()));
  if (config.demoData) await retryOnRace(() => seed(database.db));
  return database;
}
