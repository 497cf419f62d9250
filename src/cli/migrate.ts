import { seed } from '../db/seed.js';
import { describeStartupError, fail, openConfiguredDatabase } from './database-from-env.js';

/** `npm run migrate`: applies pending SQL migrations and the idempotent demo seed. */
try {
  const { database, applied } = await openConfiguredDatabase();
  await seed(database.db);
  await database.close();
  console.log(applied.length > 0 ? `Applied ${applied.join(', ')}; seed checked.` : 'Database is up to date; seed checked.');
} catch (error) {
  fail(describeStartupError(error));
}
