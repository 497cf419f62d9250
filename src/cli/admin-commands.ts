import { parseArgs } from 'node:util';
import { AppError } from '../lib/app-error.js';
import { systemClock } from '../lib/clock.js';
import type { IdentityKind } from '../db/schema.js';
import { AuthRepository } from '../modules/identity/sessions/repository.js';
import { EventsRepository } from '../modules/events/repository.js';
import { PeopleRepository } from '../modules/people/repository.js';
import { PeopleService } from '../modules/people/service.js';
import { messageDelivery } from '../modules/identity/delivery/message-delivery.js';
import { IdentitiesRepository } from '../modules/identity/identities/repository.js';
import { IDENTITY_KINDS, IdentitiesService } from '../modules/identity/identities/service.js';
import { OrganisationsRepository } from '../modules/organisations/repository.js';
import { ORG_STATUSES, OrganisationsService } from '../modules/organisations/service.js';
import { describeStartupError, openConfiguredDatabase } from './database-from-env.js';
import { loadConfig } from '../config.js';
import { BackupRefused, backupEmbedded, restoreEmbedded } from '../db/embedded-backup.js';
import { EmbeddedDatabaseInUse } from '../db/embedded-lock.js';
import { HousekeepingRepository } from '../modules/housekeeping/repository.js';
import { HousekeepingService } from '../modules/housekeeping/service.js';

const USAGE = [
  `Usage: npm run admin -- org create --name "<name>" --currency ETB --admin-email <email> [--admin-phone <E.164>] [--admin-name "<name>"] [--locale am] [--benefit-year ethiopian_fiscal|gregorian] [--pending]`,
  '       npm run admin -- org list',
  `       npm run admin -- org set-status <org_id|demo> <${ORG_STATUSES.join('|')}>`,
  '       npm run admin -- org remove-demo                     (removes the demo organisation and everything of it)',
  '       npm run admin -- user set-password <email>            (the password is read from standard input)',
  `       npm run admin -- user link <email> <${IDENTITY_KINDS.join('|')}> <value>`,
  `       npm run admin -- user unlink <email> <${IDENTITY_KINDS.join('|')}> <value>    (ends the user's sessions)`,
  "       npm run admin -- user deactivate <email>               (ends the user's sessions; sign-in answers them as unknown)",
  '       npm run admin -- user reactivate <email>',
  "       (each user command takes --org <slug|id> when the email is a user's in several organisations)",
  '       npm run admin -- housekeeping                         (runs the scheduled housekeeping once)',
  '       npm run admin -- db backup <file> [--force]           (the embedded database, with the server stopped; --force replaces <file>)',
  '       npm run admin -- db restore <file>                    (into an empty DATA_DIR)',
].join('\n');

/** What a command is given instead of the process's own: its environment, standard input and output. */
export interface CommandIo {
  env: NodeJS.ProcessEnv;
  /** All of standard input (only read by the commands that take a secret there). */
  readStdin(): Promise<string>;
  out(text: string): void;
  err(text: string): void;
}

/** The end of a command before its last line: its exit status and the one line that says why. */
class CommandExit extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function exit(message: string, status = 1): never {
  throw new CommandExit(status, message);
}

/**
 * `npm run admin -- ...`: runs one operator command and answers its exit status (0, 1 for a failure,
 * 2 for refused input, nothing changed). A function, not a script, so that tests run it in-process.
 */
export async function runAdmin(argv: string[], io: CommandIo): Promise<number> {
  try {
    return await run(argv, io);
  } catch (error) {
    if (!(error instanceof CommandExit)) throw error;
    io.err(error.message);
    return error.status;
  }
}

async function run(argv: string[], io: CommandIo): Promise<number> {
  const [area, action, ...given] = argv;
  // A user command's email may be a user's in several organisations: `--org <slug|id>` names which.
  const orgAt = area === 'user' ? given.indexOf('--org') : -1;
  const org = orgAt >= 0 ? given[orgAt + 1] : undefined;
  if (orgAt >= 0 && (org === undefined || org.startsWith('--'))) exit(USAGE, 2);
  const args = orgAt >= 0 ? given.filter((_, i) => i !== orgAt && i !== orgAt + 1) : given;
  const command = `${area} ${action}`;
  if (command === 'org set-status') {
    if (args.length !== 2) exit(USAGE, 2);
    if (!(ORG_STATUSES as readonly string[]).includes(args[1]!))
      exit(`Unknown status "${args[1]}": use one of ${ORG_STATUSES.join(', ')}.\n${USAGE}`, 2);
  } else if (command === 'org remove-demo' || command === 'org list') {
    if (args.length !== 0) exit(USAGE, 2);
  } else if (command === 'org create') {
    // Checked in full below: the flags' values by the service, before anything is written.
  } else if (command === 'user set-password') {
    if (args.length !== 1) exit(USAGE, 2);
  } else if (area === 'housekeeping') {
    if (action !== undefined) exit(USAGE, 2);
  } else if (command === 'db backup') {
    if (args.length < 1 || args.length > 2 || (args.length === 2 && args[1] !== '--force') || args[0]!.startsWith('--')) exit(USAGE, 2);
  } else if (command === 'db restore') {
    if (args.length !== 1) exit(USAGE, 2);
  } else if (command === 'user deactivate' || command === 'user reactivate') {
    if (args.length !== 1) exit(USAGE, 2);
  } else if (command === 'user link' || command === 'user unlink') {
    if (args.length !== 3) exit(USAGE, 2);
    if (!(IDENTITY_KINDS as readonly string[]).includes(args[1]!))
      exit(`Unknown identity kind "${args[1]}": use one of ${IDENTITY_KINDS.join(', ')}.\n${USAGE}`, 2);
  } else {
    exit(USAGE, 2);
  }

  const password = command === 'user set-password' ? ((await io.readStdin()).split(/\r?\n/)[0] ?? '') : '';

  if (area === 'db') {
    // The embedded database's own copy; PostgreSQL has pg_dump and pg_restore (docs/operations.md).
    let settings;
    try {
      settings = loadConfig(io.env);
    } catch (error) {
      exit(describeStartupError(error));
    }
    if (settings.databaseUrl)
      exit(
        'DATABASE_URL is set: back up PostgreSQL with pg_dump and restore with pg_restore (docs/operations.md, "Backup and restore").',
        2,
      );
    try {
      if (action === 'backup') {
        const bytes = await backupEmbedded(settings.dataDir, args[0]!, { force: args[1] === '--force' });
        io.out(
          `Backed up ${settings.dataDir} to ${args[0]} (${(bytes / 1024 / 1024).toFixed(1)} MB). Restore it with: npm run admin -- db restore ${args[0]}`,
        );
      } else {
        await restoreEmbedded(args[0]!, settings.dataDir);
        io.out(`Restored ${args[0]} into ${settings.dataDir}. Start the server on it (DATA_DIR=${settings.dataDir}).`);
      }
    } catch (error) {
      exit(error instanceof BackupRefused || error instanceof EmbeddedDatabaseInUse ? error.message : describeStartupError(error));
    }
    return 0;
  }

  let database;
  let config;
  try {
    ({ database, config } = await openConfiguredDatabase(io.env));
  } catch (error) {
    exit(describeStartupError(error));
  }
  try {
    if (area === 'housekeeping') {
      const housekeeping = new HousekeepingService(new HousekeepingRepository(database.db), systemClock, config);
      const removed = await housekeeping.run();
      io.out(
        `Housekeeping removed: ${Object.entries(removed)
          .map(([kind, count]) => `${kind} ${count}`)
          .join(', ')}.`,
      );
    } else if (command === 'user deactivate' || command === 'user reactivate') {
      const authRepository = new AuthRepository(database.db, database.pool);
      const people = new PeopleService(new PeopleRepository(database.db), authRepository, new EventsRepository(database.db), systemClock);
      const person = await people.findByEmail(args[0]!, org);
      const operator = { type: 'operator' } as const;
      const { user, sessions_ended } =
        action === 'deactivate' ? await people.deactivate(person.id, operator) : await people.reactivate(person.id, operator);
      io.out(
        `${args[0]} is ${user.status}${action === 'deactivate' ? `; ${sessions_ended === 1 ? '1 open session' : `${sessions_ended} open sessions`} ended` : ''}.`,
      );
    } else if (command === 'org create') {
      let flags;
      try {
        flags = parseArgs({
          args,
          options: {
            name: { type: 'string' },
            currency: { type: 'string' },
            'admin-email': { type: 'string' },
            'admin-phone': { type: 'string' },
            'admin-name': { type: 'string' },
            locale: { type: 'string' },
            'benefit-year': { type: 'string' },
            pending: { type: 'boolean' },
          },
          strict: true,
          allowPositionals: false,
        }).values;
      } catch (error) {
        throw new AppError('VALIDATION_FAILED', `${(error as Error).message.split('\n')[0]}\n${USAGE}`);
      }
      if (!flags.name || !flags.currency || !flags['admin-email'])
        throw new AppError('VALIDATION_FAILED', `--name, --currency and --admin-email are required.\n${USAGE}`);
      if (flags.locale !== undefined && flags.locale !== 'en' && flags.locale !== 'am')
        throw new AppError('VALIDATION_FAILED', `--locale must be en or am (got "${flags.locale}").`);
      const year = flags['benefit-year'];
      if (year !== undefined && year !== 'ethiopian_fiscal' && year !== 'gregorian')
        throw new AppError('VALIDATION_FAILED', `--benefit-year must be ethiopian_fiscal or gregorian (got "${year}").`);
      const events = new EventsRepository(database.db);
      const peopleRepository = new PeopleRepository(database.db);
      const created = await new OrganisationsService(new OrganisationsRepository(database.db), systemClock).create(
        {
          name: flags.name,
          currency: flags.currency,
          adminEmail: flags['admin-email'],
          adminPhone: flags['admin-phone'],
          adminName: flags['admin-name'],
          locale: flags.locale as 'en' | 'am' | undefined,
          benefitYear: year,
          pending: flags.pending,
        },
        peopleRepository,
        events,
      );
      // The invitation goes now, from here (a command has no job queue): by mail, or to the development outbox in demo mode.
      const { notifier } = messageDelivery(config, database.db);
      const people = new PeopleService(peopleRepository, new AuthRepository(database.db, database.pool), events, systemClock, {
        queue: { send: async () => {}, wake: () => {} },
        sender: notifier,
        signInUrl: `${config.publicUrl}/sign-in`,
      });
      await people.deliverInvitation({ userId: created.userId });
      io.out(created.orgId);
      io.out(created.userId);
      io.err(
        `Organisation ${created.slug} is ${created.status}; its first super user is invited${notifier.has('email') ? ' (the invitation is sent)' : ' (no mail is configured: tell them to sign in)'}.`,
      );
    } else if (command === 'org list') {
      const organisations = await new OrganisationsService(new OrganisationsRepository(database.db), systemClock).list();
      io.out(['id', 'name', 'status', 'users', 'members'].join('\t'));
      for (const org of organisations) io.out([org.id, org.name, org.status, org.users ?? '0', org.members ?? '0'].join('\t'));
    } else if (command === 'org remove-demo') {
      const removed = await new OrganisationsService(new OrganisationsRepository(database.db), systemClock).removeDemo();
      const counts = Object.entries(removed)
        .filter(([, count]) => count > 0)
        .map(([table, count]) => `${table} ${count}`);
      io.out(`The demo organisation is removed (${counts.join(', ')}).`);
    } else if (command === 'org set-status') {
      const organisations = new OrganisationsService(new OrganisationsRepository(database.db), systemClock);
      const organisation = await organisations.setStatus(args[0]!, args[1]!, new EventsRepository(database.db));
      io.out(`Organisation ${organisation.slug} (${organisation.id}) is now ${organisation.status}.`);
    } else {
      const identities = new IdentitiesService(
        new IdentitiesRepository(database.db),
        systemClock,
        new AuthRepository(database.db, database.pool),
      );
      const ended = (count: number) => (count === 1 ? '1 open session ended' : `${count} open sessions ended`);
      if (command === 'user set-password') {
        const count = await identities.setPassword(args[0]!, password, org);
        io.out(`The password of ${args[0]} is set; ${ended(count)}.`);
      } else if (command === 'user unlink') {
        const count = await identities.unlink(args[0]!, args[1] as IdentityKind, args[2]!, org);
        io.out(`${args[0]} no longer signs in with ${args[1]} ${args[2]}; ${ended(count)}.`);
      } else {
        const value = await identities.link(args[0]!, args[1] as IdentityKind, args[2]!, org);
        io.out(`${args[0]} now signs in with ${args[1]} ${value}.`);
      }
    }
  } catch (error) {
    await database.close();
    // Refused input (a bad value, a taken email) is exit status 2: nothing was created.
    if (error instanceof AppError) exit(error.message, error.code === 'VALIDATION_FAILED' || error.code === 'CONFLICT' ? 2 : 1);
    exit(describeStartupError(error));
  }
  await database.close();
  return 0;
}
