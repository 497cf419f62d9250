/** Errors that mean "the database is not there right now", as opposed to a bug: they answer 503. */
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN']);

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (UNAVAILABLE_NODE_CODES.has(code)) return true;
    // SQLSTATE classes 08 (connection exception) and 57P0x (operator intervention: shutdown, terminated).
    if (/^08/.test(code) || /^57P0[1-4]$/.test(code) || code === '53300') return true;
  }
  if (typeof message === 'string') {
    return /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|driver has already been destroyed/i.test(
      message,
    );
  }
  return false;
}

/** SQLSTATE 23505: the row would break a unique constraint. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

/** SQLSTATE 55P03: a lock was not granted within the statement's lock_timeout. */
export function isLockTimeout(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '55P03';
}

/**
 * A new member drew a customer id another member already holds. The id is 48 random bits, unique across
 * all organisations: 100,000 members into a table of a million collide about once in 2,800 imports, and
 * a million into a million once in 200 (the bench met one). Drawing again settles it.
 */
function isCustomerIdCollision(error: unknown): boolean {
  return isUniqueViolation(error) && (error as { constraint?: unknown }).constraint === 'members_customer_id_key';
}

/** Draws of new customer ids before a write gives up (a second collision is all but impossible). */
const CUSTOMER_ID_DRAWS = 3;

/**
 * Runs `write` again, with new draws, while it fails on a customer id another member holds: up to
 * CUSTOMER_ID_DRAWS times in all. `write` must leave nothing behind when it fails (a transaction or a
 * savepoint of its own).
 */
export async function drawingCustomerIdsAgain<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= CUSTOMER_ID_DRAWS || !isCustomerIdCollision(error)) throw error;
    }
  }
}

/**
 * Runs `work`; a unique constraint it breaks becomes the error `conflict` makes of the constraint's name,
 * so that a write which lost a race to an equal value answers as the check before it would have.
 */
export async function uniqueViolationAs<T>(work: () => Promise<T>, conflict: (constraint: string) => Error): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw conflict(String((error as { constraint?: unknown }).constraint ?? ''));
  }
}

/** SQLSTATE 23514: the row would break the CHECK constraint `constraint`. */
export function isCheckViolation(error: unknown, constraint: string): boolean {
  const { code, constraint: broken } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23514' && broken === constraint;
}
