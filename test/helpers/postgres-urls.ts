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
