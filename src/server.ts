import { buildApp } from './app.js';
import { describeStartupError, fail } from './cli/database-from-env.js';
import { loadConfig } from './config.js';
import { isDatabaseUnavailable } from './lib/database-errors.js';
import { stopWaitingForLogAfter } from './lib/log-destination.js';

/** Entry point: serve the API until SIGTERM or SIGINT, then finish what is in flight and exit. */
const SHUTDOWN_GRACE_MS = 10_000;

let app;
try {
  const config = loadConfig();
  app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { role: config.role, docs: `${config.publicUrl}/docs`, database: config.databaseUrl ? 'postgres' : 'pglite' },
    'portal API ready',
  );
} catch (error) {
  fail(describeStartupError(error));
}

const server = app;
// pg-boss 10 records a job's completion or failure without awaiting it: while the database is away
// that promise rejects with nobody to catch it, which would end the process. The job is handed out
// again when it expires, and every job step is safe to run twice. Anything else still ends the process.
process.on('unhandledRejection', (reason) => {
  if (isDatabaseUnavailable(reason)) {
    server.log.warn({ err: { message: (reason as Error).message } }, 'database unavailable in background work');
    return;
  }
  server.log.fatal({ err: reason }, 'unhandled rejection');
  process.exit(1);
});
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.log.info({ signal }, 'shutting down');
    // The log's reader may have stopped: no line is waited for past the grace period.
    stopWaitingForLogAfter(SHUTDOWN_GRACE_MS - 1_000);
    // A request that never finishes must not keep the process alive forever.
    setTimeout(() => {
      server.log.error('shutdown grace period over; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  });
}
