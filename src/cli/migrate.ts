import { seed } from '../db/seed.js';
import { describeStartupError, fail, openConfiguredDatabase } from './database-from-env.js';

/** `npm run migrate`: applies pending SQL migrations and, with DEMO_DATA on, the idempotent demo seed. */
try {
  const { database, applied, config } = await openConfiguredDatabase();
  if (config.demoData) await seed(database.db);
  await database.close();
  const seeded = config.demoData ? '; demo data checked' : '';
  console.log(applied.length > 0 ? `Applied ${applied.join(', ')}${seeded}.` : `Database is up to date${seeded}.`);
} catch (error) {
  fail(describeStartupError(error));
}
