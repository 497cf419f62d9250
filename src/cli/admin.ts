import { AppError } from '../lib/app-error.js';
import { systemClock } from '../lib/clock.js';
import { OrganisationsRepository } from '../modules/organisations/repository.js';
import { ORG_STATUSES, OrganisationsService } from '../modules/organisations/service.js';
import { describeStartupError, fail, openConfiguredDatabase } from './database-from-env.js';

const USAGE = `Usage: npm run admin -- org set-status <org_id|demo> <${ORG_STATUSES.join('|')}>`;

const [area, action, target, value, ...rest] = process.argv.slice(2);
if (area !== 'org' || action !== 'set-status' || !target || !value || rest.length > 0) fail(USAGE, 2);
if (!(ORG_STATUSES as readonly string[]).includes(value)) fail(`Unknown status "${value}": use one of ${ORG_STATUSES.join(', ')}.\n${USAGE}`, 2);

let database;
try {
  ({ database } = await openConfiguredDatabase());
} catch (error) {
  fail(describeStartupError(error));
}
try {
  const organisations = new OrganisationsService(new OrganisationsRepository(database.db), systemClock);
  const organisation = await organisations.setStatus(target, value);
  console.log(`Organisation ${organisation.slug} (${organisation.id}) is now ${organisation.status}.`);
} catch (error) {
  await database.close();
  fail(error instanceof AppError ? error.message : describeStartupError(error));
}
await database.close();
