import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Meter } from '../../lib/meter.js';
import type { MetricsRepository } from './repository.js';

/**
 * The process's Prometheus metrics, in a registry of its own (tests build many apps in one process).
 * Counts read from the database (jobs, queues) are the cluster's, the same from every instance.
 */
export class PortalMetrics {
  readonly registry = new Registry();
  readonly requestDuration: Histogram<'route' | 'method' | 'status'>;
  readonly inFlight: Gauge;
  private readonly importRows: Counter<'stage'>;
  private readonly deliveries: Counter<'outcome'>;
  private readonly removed: Counter<'kind'>;
  private readonly paused: Counter;

  constructor(pool: pg.Pool, repository: MetricsRepository, onCollectError: (error: unknown) => void) {
    collectDefaultMetrics({ register: this.registry, prefix: 'portal_' });
    const registers = [this.registry];
    this.requestDuration = new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'Time from request to answer, by route pattern, method and status',
      labelNames: ['route', 'method', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.inFlight = new Gauge({ name: 'portal_http_requests_in_flight', help: 'Requests being answered now', registers });
    new Gauge({
      name: 'portal_db_pool_connections',
      help: 'The database pool: total, idle, and requests waiting for a connection',
      labelNames: ['state'],
      registers,
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    new Gauge({
      name: 'portal_queue_jobs',
      help: 'Background jobs by queue and state (pg-boss)',
      labelNames: ['queue', 'state'],
      registers,
      async collect() {
        this.reset();
        try {
          for (const row of await repository.queueJobs()) this.set({ queue: row.queue, state: row.state }, row.count);
        } catch (error) {
          onCollectError(error);
        }
      },
    });
    new Gauge({
      name: 'portal_migration_jobs',
      help: 'Migration jobs by status',
      labelNames: ['status'],
      registers,
      async collect() {
        this.reset();
        try {
          for (const row of await repository.jobsByStatus()) this.set({ status: row.status }, row.count);
        } catch (error) {
          onCollectError(error);
        }
      },
    });
    this.importRows = new Counter({
      name: 'portal_import_rows_total',
      help: 'Rows each import stage went through (by this instance)',
      labelNames: ['stage'],
      registers,
    });
    this.deliveries = new Counter({
      name: 'portal_webhook_deliveries_total',
      help: 'Webhook delivery attempts by outcome (deferred: waited for its organisation turn)',
      labelNames: ['outcome'],
      registers,
    });
    this.removed = new Counter({
      name: 'portal_housekeeping_removed_total',
      help: 'Rows housekeeping removed, by kind',
      labelNames: ['kind'],
      registers,
    });
    this.paused = new Counter({
      name: 'portal_worker_paused_seconds_total',
      help: 'Seconds imports paused to give way to busy API instances (this worker)',
      registers,
    });
  }

  /** The services' view: counts only. */
  get meter(): Meter {
    return {
      importRows: (stage, rows) => this.importRows.inc({ stage }, rows),
      webhookDelivery: (outcome) => this.deliveries.inc({ outcome }),
      housekeepingRemoved: (kind, count) => this.removed.inc({ kind }, count),
      workerPaused: (seconds) => this.paused.inc(seconds),
    };
  }
}
