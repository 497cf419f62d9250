import { isDatabaseUnavailable } from '../../../lib/database-errors.js';

/** A background step that fails this many times for a job (outages aside) ends the job `failed`. */
export const MAX_STEP_FAILURES = 3;

/** Where a job's background work reports what it could not handle; never given personal data. */
export interface FailureLog {
  error(details: Record<string, unknown>, message: string): void;
}

/**
 * Runs a job's background step. A failure that is not an outage (which the queue waits out) is counted on
 * the job: below MAX_STEP_FAILURES it is thrown for the queue to run the step again; at it, `giveUp` ends
 * the job failed with its reason instead (the same input failing again and again was handed out for ever:
 * docs/security.md, issue 54).
 */
export async function countingFailures(
  job: { id: string; step: 'validation' | 'commit' },
  counter: { countStepFailure(jobId: string): Promise<number> },
  log: FailureLog,
  step: () => Promise<void>,
  giveUp: (failures: number) => Promise<void>,
): Promise<void> {
  try {
    await step();
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    const failures = await counter.countStepFailure(job.id);
    log.error(
      {
        job_id: job.id,
        step: job.step,
        failures,
        db_code: (error as { code?: unknown })?.code ?? null,
        error_name: (error as Error)?.name,
      },
      'migration job step failed',
    );
    if (failures < MAX_STEP_FAILURES) throw error;
    await giveUp(failures);
  }
}
