import { HOUR_MS, MINUTE_MS, type Clock } from '../../lib/clock.js';
import { JOB_DATA_TABLES, JOB_ROW_TABLES, type HousekeepingRepository } from './repository.js';

export const HOUSEKEEPING_QUEUE = 'housekeeping';
/** Every 15 minutes, on one instance of the cluster (a pg-boss schedule). */
export const HOUSEKEEPING_CRON = '*/15 * * * *';

const DAY_MS = 24 * HOUR_MS;
/** Rows per DELETE: each statement is short, so no lock is held for long. */
const BATCH = 1_000;
/** Staged rows are many per job: larger steps, still well under a second each. */
const JOB_DATA_BATCH = 10_000;
/** Jobs handled per run; the rest wait for the next run. */
const JOBS_PER_RUN = 100;

export interface HousekeepingSettings {
  retainUploadsDays: number;
  eventsRetainDays: number;
  sessionIdleMinutes: number;
}

/** What one run removed, by kind (the log line and the metric use the same names). */
export type Removed = Record<RemovedKind, number>;
export const REMOVED_KINDS = [
  'sessions',
  'one_time_codes',
  'oauth_states',
  'idempotency_keys',
  'sign_in_limits',
  'sign_in_ledger',
  'used_sign_in_proofs',
  'events',
  'webhook_deliveries',
  'jobs_emptied',
  ...JOB_DATA_TABLES,
] as const;
export type RemovedKind = (typeof REMOVED_KINDS)[number];

/**
 * Removes what nobody can use any more: ended sessions a week on, expired codes, states, idempotency
 * keys and limit counters, old events and finished webhook messages (EVENTS_RETAIN_DAYS), and the file and staged rows of jobs that can no longer change
 * (RETAIN_UPLOADS_DAYS after their last change, or once past their rollback window). The jobs
 * themselves and their counts stay. Safe to run on several instances at once, and to stop anywhere.
 */
export class HousekeepingService {
  constructor(
    private readonly repository: HousekeepingRepository,
    private readonly clock: Clock,
    private readonly settings: HousekeepingSettings,
  ) {}

  async run(): Promise<Removed> {
    const now = this.clock.now();
    const removed = Object.fromEntries(REMOVED_KINDS.map((kind) => [kind, 0])) as Removed;
    const week = new Date(now.getTime() - 7 * DAY_MS);
    removed.sessions = await drain(
      (limit) => this.repository.sessions(week, new Date(week.getTime() - this.settings.sessionIdleMinutes * MINUTE_MS), limit),
      BATCH,
    );
    removed.one_time_codes = await drain((limit) => this.repository.oneTimeCodes(now, limit), BATCH);
    removed.oauth_states = await drain((limit) => this.repository.oauthStates(now, limit), BATCH);
    removed.idempotency_keys = await drain((limit) => this.repository.idempotencyKeys(now, limit), BATCH);
    removed.sign_in_limits = await drain((limit) => this.repository.signInLimits(now, limit), BATCH);
    // The longest sign-in budget window is a day.
    removed.sign_in_ledger = await drain((limit) => this.repository.signInLedger(new Date(now.getTime() - DAY_MS), limit), BATCH);
    removed.used_sign_in_proofs = await drain((limit) => this.repository.usedSignInProofs(now, limit), BATCH);
    const eventsBefore = new Date(now.getTime() - this.settings.eventsRetainDays * DAY_MS);
    removed.events = await drain((limit) => this.repository.events(eventsBefore, limit), BATCH);
    removed.webhook_deliveries = await drain((limit) => this.repository.webhookDeliveries(eventsBefore, limit), BATCH);

    const restingBefore = new Date(now.getTime() - this.settings.retainUploadsDays * DAY_MS);
    const jobs = await this.repository.residueJobs(restingBefore, now, JOBS_PER_RUN);
    const marked: string[] = [];
    for (const job of jobs) if (await this.repository.markRemoved(job, now)) marked.push(job.id);
    removed.jobs_emptied = marked.length;
    // The jobs just marked, and any a stopped run marked but did not empty.
    for (const jobId of await this.repository.leftoverRecords(JOBS_PER_RUN))
      removed.migration_records += await this.repository.jobRecords(jobId);
    for (const table of JOB_ROW_TABLES) {
      const unfinished = await this.repository.markedWithRows(table, new Date(now.getTime() - DAY_MS), JOBS_PER_RUN);
      for (const jobId of new Set([...marked, ...unfinished])) {
        removed[table] += await drain((limit) => this.repository.jobData(table, jobId, limit), JOB_DATA_BATCH);
      }
    }
    return removed;
  }
}

/** Repeats a bounded delete until a step removes less than a full batch; answers the total. */
async function drain(step: (limit: number) => Promise<number>, limit: number): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await step(limit);
    total += count;
    if (count < limit) return total;
  }
}
