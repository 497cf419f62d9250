/** The same server as DATABASE_URL, another database on it. */
export function databaseUrlFor(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * Where test databases are created and dropped from: DATABASE_URL's own database (CI makes it fresh).
 * The tests never write to it; each test file works on a copy of a migrated, seeded template.
 */
export function adminUrl(databaseUrl: string): string {
  return databaseUrl;
}

/** Runs one statement (CREATE or DROP DATABASE) on the server's admin database, on a connection of its own. */
export async function adminStatement(databaseUrl: string, statement: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl(databaseUrl) });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
