import type { JobsRepository } from './repository.js';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Clock } from '../../../lib/clock.js';
import type { JobQueue } from '../../../lib/queue.js';
import { COMMIT_QUEUE, type QueuedCommit } from '../commit/commit-service.js';
import { VALIDATION_QUEUE, type QueuedValidation } from './queues.js';

export const RECOVERY_QUEUE = 'migration.recover';
/** Every minute, on whichever instance pg-boss's schedule picks. */
export const RECOVERY_CRON = '* * * * *';
/** A job untouched this long, with nobody holding its locks, was left by a process that died. */
export const ORPHAN_AFTER_MS = 30_000;

/**
 * Background steps left without a worker: a process died in the middle of a validation or an import,
 * or its queue job ran out of retries. Each one is queued again; running a step twice is harmless
 * (it takes the job's lock and re-reads its state), so a job is never left validating or committing.
 */
export class OrphanRecovery {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repository: JobsRepository,
    private readonly queue: JobQueue,
    private readonly clock: Clock,
  ) {}

  /** Queues again every unattended step older than `minAgeMs`; answers how many. */
  async run(minAgeMs = ORPHAN_AFTER_MS): Promise<number> {
    const candidates = await this.repository.jobsInStatusSince(
      ['mapping', 'validating', 'committing'],
      new Date(this.clock.now().getTime() - minAgeMs),
    );
    let queued = 0;
    for (const candidate of candidates) {
      await this.db.transaction().execute(async (trx) => {
        const job = await this.repository.lockIfUnattended(trx, candidate.id);
        if (!job) return;
        if (job.status === 'committing') await this.queue.send<QueuedCommit>(COMMIT_QUEUE, { jobId: job.id, orgId: job.org_id }, trx);
        else if (job.status === 'mapping' || job.status === 'validating')
          await this.queue.send<QueuedValidation>(VALIDATION_QUEUE, { jobId: job.id, orgId: job.org_id, run: job.validation_run }, trx);
        else return;
        queued++;
      });
    }
    return queued;
  }
}
