import { CompiledQuery, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { DB } from '../db/schema.js';
import { settlesWithin } from './clock.js';
import { isDatabaseUnavailable } from './database-errors.js';

/** Runs SQL on a given connection or transaction, for pg-boss. */
function executorOf(run: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>) {
  return { executeSql: (text: string, values: unknown[] = []) => run(text, values) };
}

export interface QueueOptions {
  /** Seconds a job may run before pg-boss takes it for dead and hands it out again. */
  expireInSeconds: number;
  /** How long a job step keeps retrying, in this process, while the database is unreachable. */
  outageRetryMs: number;
  retryLimit: number;
  pollingIntervalSeconds: number;
  /** Whether this process fires the cron schedules (once per cluster, whichever process runs them). */
  runsSchedules: boolean;
}

/** How long stop() waits, beyond its timeout, for pg-boss to fail the steps still running. */
const STOP_GRACE_MS = 2_000;

export type JobHandler<T> = (data: T) => Promise<void>;

/** A queue a capability declared: its handler, how many at a time, and its schedule if it has one. */
interface DeclaredQueue {
  handler: JobHandler<never>;
  concurrency: number;
  cron: string | undefined;
}

/**
 * Background work on pg-boss, in the application's own database and through its own pool (on PGlite
 * the one connection, as pg-boss must share it there). Any instance may pick up any job.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private started = false;
  private stopping = false;
  private stopped = false;
  private readonly workers = new Map<string, string[]>();
  private readonly declared = new Map<string, DeclaredQueue>();
  private readonly atStart: (() => Promise<void>)[] = [];
  /** pg-boss's own statements under way: it records a finished job without awaiting that, so stop() waits for them. */
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    pool: pg.Pool,
    private readonly options: QueueOptions,
    onError: (error: Error) => void,
  ) {
    this.boss = new PgBoss({
      db: executorOf((text, values) => {
        // After stop() the database may be closing: pg-boss's late statements (a fetch that returned
        // after the stop, the unawaited record of its outcome) change nothing, and the job is handed
        // out again on its expiry, as if this process had died.
        // (No `rows` at all: pg-boss reads that as "nothing fetched, nothing affected".)
        if (this.stopped) return Promise.resolve({} as { rows: unknown[] });
        const query = (async () => {
          const result = (await pool.query(text, values as unknown[])) as unknown as pg.QueryResult | pg.QueryResult[];
          // A multi-statement call answers one result per statement; pg-boss wants the last.
          return Array.isArray(result) ? result[result.length - 1]! : result;
        })();
        this.inFlight.add(query);
        void query.catch(() => undefined).finally(() => this.inFlight.delete(query));
        return query;
      }),
      // Cron in the database: each schedule fires once a minute on one instance, whichever it is, of
      // those that run schedules (workers: an API-only process never runs queued work).
      schedule: options.runsSchedules,
      supervise: true,
    });
    this.boss.on('error', onError);
  }

  async start(queueNames: string[]): Promise<void> {
    await this.boss.start();
    this.started = true;
    for (const name of queueNames) {
      await this.boss.createQueue(name, {
        name,
        retryLimit: this.options.retryLimit,
        retryDelay: 1,
        retryBackoff: true,
        expireInSeconds: this.options.expireInSeconds,
      });
    }
  }

  /**
   * Declares a queue and what runs its jobs (with `cron`: a job on every tick, once across all
   * instances). Nothing starts here: `startDeclared` creates every declared queue, and runs the
   * handlers only in a process that does background work.
   */
  handle<T extends object>(queue: string, handler: JobHandler<T>, options: { concurrency?: number; cron?: string } = {}): void {
    if (this.declared.has(queue)) throw new Error(`the queue ${queue} is declared twice`);
    this.declared.set(queue, { handler: handler as JobHandler<never>, concurrency: options.concurrency ?? 1, cron: options.cron });
  }

  /** Runs once the handlers are working (in a process that does background work): catching up on what a stopped process left. */
  whenWorking(run: () => Promise<void>): void {
    this.atStart.push(run);
  }

  /** Creates the declared queues (every role sends jobs); then, when `work`, runs their handlers and schedules. */
  async startDeclared(options: { work: boolean }, createQueues: (create: () => Promise<void>) => Promise<void>): Promise<void> {
    await createQueues(() => this.start([...this.declared.keys()]));
    if (!options.work) return;
    for (const [name, queue] of this.declared) {
      await this.work(name, queue.handler as JobHandler<object>, queue.concurrency);
      if (queue.cron) await this.schedule(name, queue.cron);
    }
    for (const run of this.atStart) await run();
  }

  /** Sends a job to `queue` on every tick of `cron`, once across all instances. */
  async schedule(queue: string, cron: string): Promise<void> {
    await this.boss.schedule(queue, cron);
  }

  /** Sends a job; given a transaction, the job exists only if that transaction commits. */
  async send<T extends object>(queue: string, data: T, within?: Kysely<DB>, options: { startAfterSeconds?: number } = {}): Promise<void> {
    const db = within ? executorOf(async (text, values) => within.executeQuery(CompiledQuery.raw(text, values))) : undefined;
    await this.boss.send(queue, data, {
      ...(db ? { db } : {}),
      ...(options.startAfterSeconds ? { startAfter: new Date(Date.now() + options.startAfterSeconds * 1000) } : {}),
    });
  }

  /** Runs the queue's jobs, `concurrency` at a time in this process. */
  async work<T extends object>(queue: string, handler: JobHandler<T>, concurrency = 1): Promise<void> {
    const ids: string[] = [];
    for (let i = 0; i < concurrency; i++) {
      ids.push(
        await this.boss.work<T>(queue, { pollingIntervalSeconds: this.options.pollingIntervalSeconds, batchSize: 1 }, async (jobs) => {
          for (const job of jobs) {
            // A job fetched while stopping is failed (and retried elsewhere) rather than started.
            if (this.stopping) throw new Error('the job queue of this process is stopping');
            await this.throughOutages(() => handler(job.data));
          }
        }),
      );
    }
    this.workers.set(queue, ids);
  }

  /**
   * Runs a job step again, after a pause growing to 15 s, while it fails because the database is away.
   * pg-boss cannot record a failure in a database that is not there (and its own retries would be spent
   * in seconds), so the step waits the outage out here. Every step is safe to run again: each one takes
   * its job's lock and re-reads the job's state first.
   */
  private async throughOutages(step: () => Promise<void>): Promise<void> {
    const giveUpAt = Date.now() + this.options.outageRetryMs;
    for (let pause = 500; ; pause = Math.min(pause * 2, 15_000)) {
      try {
        return await step();
      } catch (error) {
        if (!isDatabaseUnavailable(error) || this.stopping || Date.now() + pause > giveUpAt) throw error;
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    }
  }

  /**
   * Asks this instance's worker of the queue to look for jobs now rather than at its next poll. Call it
   * after the transaction that sent the job has committed; other instances still find it by polling.
   */
  wake(queue: string): void {
    for (const workerId of this.workers.get(queue) ?? []) this.boss.notifyWorker(workerId);
  }

  /**
   * Stops taking jobs and waits (up to the timeout) for the running ones to finish. Bounded even when
   * pg-boss cannot reach the database to hand the unfinished ones back (PGlite's one connection may be
   * held by the very step it waits for): the orphan sweep hands them out again.
   */
  async stop(timeoutMs: number): Promise<void> {
    this.stopping = true;
    if (!this.started) return;
    // pg-boss checks its running steps every 500 ms and, past the timeout, fails the ones left so that
    // they run again: that write must be let through, on a busy machine too (it came 0.5 s late in CI,
    // the step stayed active until its expiry), so the grace beyond the timeout is generous.
    await settlesWithin(this.boss.stop({ graceful: true, wait: true, timeout: timeoutMs }), timeoutMs + STOP_GRACE_MS);
    // A job that just finished is recorded as completed by a statement pg-boss did not await; the
    // database must not close under it (the job would run again after its expiry).
    await settlesWithin(Promise.allSettled([...this.inFlight]), 1_000);
    this.stopped = true;
  }
}
