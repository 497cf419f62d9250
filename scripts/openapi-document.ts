import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrator.js';

/**
 * The OpenAPI document as the routes make it, from an app on a throw-away in-memory database (no
 * server, no listening port). The public URL is fixed so that the document does not depend on where it is made.
 */
export async function openApiDocument(): Promise<object> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrate(database.pool);
    const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'http://127.0.0.1:3000' }), {
      database,
      backgroundWork: false,
    });
    try {
      return app.swagger() as object;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
