import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from './app-error.js';

/** The table of migration 0011: rate-limiter-flexible's own layout, created by the migration, not at run time. */
const TABLE = 'sign_in_limits';

export interface LimitRule {
  /** Names the counter: each name counts on its own. */
  name: string;
  points: number;
  seconds: number;
}

/**
 * Counters every instance shares (rate-limiter-flexible): in PostgreSQL, or in Redis when a URL is
 * given. A limit of 10 a minute is 10 across all instances, not 10 in each. Expired PostgreSQL rows
 * are removed by housekeeping, not by a timer in each process.
 */
export class SharedLimits {
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  private readonly redis: Redis | undefined;

  constructor(
    private readonly pool: pg.Pool,
    redisUrl: string | undefined,
  ) {
    // No offline queue: a Redis that is away fails the request at once (503) rather than holding it.
    this.redis = redisUrl
      ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true, connectTimeout: 5_000 })
      : undefined;
    this.redis?.on('error', () => {});
  }

  /** Connects to Redis, if it is the store: a REDIS_URL nobody answers stops the start with a clear error. */
  async open(): Promise<void> {
    if (!this.redis) return;
    try {
      await this.redis.connect();
    } catch (error) {
      throw new Error(`REDIS_URL is set but Redis cannot be reached (${(error as Error).message}).`);
    }
  }

  private limiter(rule: LimitRule): RateLimiterAbstract {
    const id = `${rule.name}:${rule.points}:${rule.seconds}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      const common = { keyPrefix: `limit:${rule.name}`, points: rule.points, duration: rule.seconds };
      limiter = this.redis
        ? new RateLimiterRedis({ ...common, storeClient: this.redis })
        : new RateLimiterPostgres({
            ...common,
            storeClient: this.pool,
            storeType: 'pool',
            tableName: TABLE,
            tableCreated: true,
            clearExpiredByTimeout: false,
          });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  /** Counts one attempt under `key`; past the limit, 429 RATE_LIMITED with Retry-After. */
  async consume(rule: LimitRule, key: string, message = 'Too many attempts.'): Promise<void> {
    try {
      await this.limiter(rule).consume(key);
    } catch (outcome) {
      if (!(outcome instanceof RateLimiterRes)) {
        if (this.redis) throw new AppError('SERVICE_UNAVAILABLE', 'The rate limit store is unreachable.');
        throw outcome;
      }
      const retryAfter = Math.max(1, Math.ceil(outcome.msBeforeNext / 1000));
      throw new AppError('RATE_LIMITED', `${message} Try again in ${retryAfter} seconds.`, [], { 'retry-after': String(retryAfter) });
    }
  }

  /** Gives `points` back under `key` (an attempt that turned out right). */
  async reward(rule: LimitRule, key: string, points = 1): Promise<void> {
    await this.limiter(rule).reward(key, points);
  }

  async close(): Promise<void> {
    if (this.redis) await this.redis.quit().catch(() => undefined);
  }
}

/** A key that names a person without holding their identifier (an email) in the store. */
export function hashedKey(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}
