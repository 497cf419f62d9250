import { AppError } from './app-error.js';
import { isUuid } from './uuid.js';

/**
 * Where a page of the members list ends, handed to the client as an opaque token: the last member's
 * place in the list's order (created_at to the microsecond, then id) and the number of the page that
 * follows. Reading the next page from it is one index range, however deep, where an offset reads and
 * skips every member before it.
 */
export interface ListCursor {
  /** created_at of the last member shown, as PostgreSQL wrote it (UTC, microseconds); in a list ordered by a text (`sort`), that text. */
  at: string;
  id: string;
  /** The number of the page the cursor leads to. */
  page: number;
  /** The order of a list ordered by a text (a name, a number), which the cursor is valid in only. */
  sort?: string;
}

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const isCursorTime = (at: string) => AT.test(at) && !Number.isNaN(Date.parse(at));

export function encodeCursor(cursor: ListCursor): string {
  const parts = cursor.sort === undefined ? [cursor.at, cursor.id, cursor.page] : [cursor.at, cursor.id, cursor.page, cursor.sort];
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

/**
 * The cursor a previous answer gave; anything else is a 400 naming `cursor`. `sort`: the text order the
 * list is asked in (a cursor of another order is refused: it would skip or repeat members).
 */
export function decodeCursor(token: string, sort?: string): ListCursor {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    parts = undefined;
  }
  if (sort !== undefined) {
    if (Array.isArray(parts) && parts.length === 4) {
      const [at, id, page, given] = parts as unknown[];
      if (
        given === sort &&
        typeof at === 'string' &&
        (sort.endsWith('created_at') ? isCursorTime(at) : at.length <= 1_000) &&
        typeof id === 'string' &&
        isUuid(id) &&
        Number.isSafeInteger(page) &&
        (page as number) >= 2
      )
        return { at, id, page: page as number, sort };
    }
    throw AppError.validation(
      'cursor',
      'invalid',
      'The cursor is not one this API gave for this order: pass next_cursor from the previous page, with the same sort.',
    );
  }
  if (Array.isArray(parts) && parts.length === 3) {
    const [at, id, page] = parts as unknown[];
    if (
      typeof at === 'string' &&
      isCursorTime(at) &&
      typeof id === 'string' &&
      isUuid(id) &&
      Number.isSafeInteger(page) &&
      (page as number) >= 2
    )
      return { at, id, page: page as number };
  }
  throw AppError.validation('cursor', 'invalid', 'The cursor is not one this API gave: pass next_cursor from the previous page as it was.');
}
