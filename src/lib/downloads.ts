import type { Readable } from 'node:stream';
import { Type } from '@sinclair/typebox';

/** A file download: documented as binary, sent as a stream or buffer (never serialized as JSON). */
export const Download = (description: string) => Type.Unsafe<Readable | Buffer>({ type: 'string', format: 'binary', description });

/**
 * A Content-Disposition for a download named after the user's file: an ASCII fallback, and the name
 * itself in RFC 5987 form (a header cannot carry other characters as they are).
 */
export function attachment(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7E]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
