/**
 * The token of an `Authorization: Bearer <token>` header: undefined when there is no header, null when
 * it is there but not of that form. The one reading of the header for sessions and the metrics token.
 */
export function parseBearer(header: string | undefined): string | undefined | null {
  if (!header) return undefined;
  return /^Bearer[ ]+(\S+)\s*$/i.exec(header)?.[1] ?? null;
}
