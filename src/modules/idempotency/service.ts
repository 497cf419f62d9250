import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { HOUR_MS, type Clock } from '../../lib/clock.js';
import { isUuid } from '../../lib/uuid.js';
import type { IdempotencyRepository } from './repository.js';

/** A response as it was first sent: replayed byte for byte. */
export interface IdempotentResponse {
  status: number;
  body: string;
  replayed: boolean;
}

export interface IdempotencyOptions {
  /** How long a key is remembered (DECISIONS section 6: 24 hours). */
  ttlHours: number;
  /** How long a first request may run before its claim is taken for abandoned. */
  lockSeconds: number;
}

/**
 * Idempotency-Key (DECISIONS section 6): per user, one scope (operation and target) per key. The first
 * request claims the key, does its work and stores its response in one transaction; a repeat gets that
 * response again, a key reused for another scope 422, a repeat while the first still runs 409.
 * Only successful responses are kept: a first request that fails gives the key back.
 */
export class IdempotencyService {
  constructor(
    private readonly repository: IdempotencyRepository,
    private readonly clock: Clock,
    private readonly options: IdempotencyOptions = { ttlHours: 24, lockSeconds: 120 },
  ) {}

  private get db(): Kysely<DB> {
    return this.repository.db;
  }

  /** Checks a raw header value: absent is fine, anything but a UUID is 400. */
  static parseKey(raw: string | string[] | undefined): string | undefined {
    if (raw === undefined) return undefined;
    if (typeof raw !== 'string' || !isUuid(raw))
      throw AppError.validation('Idempotency-Key', 'must be a UUID, e.g. 1b4e28ba-2fa1-41d2-883f-0016d3cca427');
    return raw.toLowerCase();
  }

  async run(
    request: { userId: string; key: string | undefined; scope: string },
    work: (trx: Transaction<DB>) => Promise<{ status: number; body: object }>,
  ): Promise<IdempotentResponse> {
    const { userId, key, scope } = request;
    if (key === undefined) {
      return this.db.transaction().execute(async (trx) => {
        const response = await work(trx);
        return { status: response.status, body: JSON.stringify(response.body), replayed: false };
      });
    }
    const now = this.clock.now();
    const claimed = await this.repository.claim({
      userId,
      key,
      scope,
      now,
      lockedUntil: new Date(now.getTime() + this.options.lockSeconds * 1000),
      expiresAt: new Date(now.getTime() + this.options.ttlHours * HOUR_MS),
    });
    if (!claimed) return this.replay(userId, key, scope);
    try {
      return await this.db.transaction().execute(async (trx) => {
        const response = await work(trx);
        const stored = { status: response.status, body: JSON.stringify(response.body) };
        await this.repository.complete(trx, userId, key, stored);
        return { ...stored, replayed: false };
      });
    } catch (error) {
      // If even this fails (the database is gone), the claim's lock runs out and a retry takes it over.
      await this.repository.release(userId, key).catch(() => undefined);
      throw error;
    }
  }

  private async replay(userId: string, key: string, scope: string): Promise<IdempotentResponse> {
    const existing = await this.repository.find(userId, key);
    if (existing && existing.scope !== scope) {
      throw new AppError(
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used for another request; use a new key for each operation.',
        [{ field: 'Idempotency-Key', issue: 'already used for another job or operation' }],
      );
    }
    if (!existing || existing.state === 'in_progress' || existing.response_status === null || existing.response_body === null) {
      throw new AppError(
        'IDEMPOTENCY_KEY_IN_PROGRESS',
        'The first request with this Idempotency-Key has not finished yet; retry in a moment.',
        [{ field: 'Idempotency-Key', issue: 'in progress' }],
      );
    }
    return { status: existing.response_status, body: existing.response_body, replayed: true };
  }
}
