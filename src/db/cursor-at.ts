import { sql, type RawBuilder } from 'kysely';

/**
 * A row's place in a cursor-paged list (`ListCursor.at`, src/lib/list-cursor.ts): its timestamp as
 * PostgreSQL holds it, in UTC to the microsecond, so that the next page starts exactly after it.
 */
export const cursorAt = (column: RawBuilder<unknown>) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
