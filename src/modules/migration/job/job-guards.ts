import { AppError } from '../../../lib/app-error.js';
import { isUuid } from '../../../lib/uuid.js';
import type { AuthContext } from '../../identity/accounts/auth-context.js';
import type { JobRow, JobsRepository } from './repository.js';
import { TRANSITIONS, type Operation } from './state-machine.js';

/** The job, if it exists in the caller's organisation; another organisation's job is as unknown as a random id. */
export async function findVisibleJob(repository: JobsRepository, auth: AuthContext, id: string): Promise<JobRow> {
  const job = isUuid(id) ? await repository.findJob(auth.orgId, id.toLowerCase()) : undefined;
  if (!job) throw AppError.notFound('No migration job has this id.');
  return job;
}

/**
 * The job, if it exists in the caller's organisation and still has its stored file and staged rows:
 * housekeeping removes them RETAIN_UPLOADS_DAYS after a job can no longer change (or past its rollback
 * window), and what needs them then answers 410 GONE. The job itself stays readable.
 */
export async function findLiveJob(repository: JobsRepository, auth: AuthContext, id: string): Promise<JobRow> {
  const job = await findVisibleJob(repository, auth, id);
  if (job.files_removed_at) {
    throw new AppError('GONE', 'The stored file and rows of this job were removed by housekeeping. Upload the file again to import it.', [
      { field: 'files_removed_at', issue: `removed at ${job.files_removed_at.toISOString()}` },
    ]);
  }
  return job;
}

/**
 * The job, if it exists in the caller's organisation and has been validated: its records, errors and rows
 * can be read from then on; before that 409.
 */
export async function findValidatedJob(repository: JobsRepository, auth: AuthContext, id: string): Promise<JobRow> {
  const job = await findLiveJob(repository, auth, id);
  if (!job.validation)
    throw new AppError('MIGRATION_JOB_LOCKED', 'The job has not been validated yet: its errors and rows can be read once it is.', [
      { field: 'status', issue: `is ${job.status}` },
    ]);
  return job;
}

export function canStart(job: JobRow, operation: Operation): boolean {
  return (TRANSITIONS[operation].from as readonly string[]).includes(job.status);
}

/** 409 for an operation the job's state does not permit (the job stays as it is). */
export function locked(job: JobRow, operation: Operation): AppError {
  return new AppError(
    'MIGRATION_JOB_LOCKED',
    `The job is ${job.status}; this needs it to be ${TRANSITIONS[operation].from.join(' or ')}.`,
    [{ field: 'status', issue: `is ${job.status}` }],
  );
}

/** The latest validation found errors: preview and commit wait until they are fixed. */
export function unresolvedErrors(job: JobRow): AppError | undefined {
  const errorCount = Number(job.validation?.error_count ?? 0);
  if (errorCount === 0) return undefined;
  return new AppError('VALIDATION_FAILED', 'Errors remain: fix the file or the mapping and validate again.', [
    { field: 'validation', issue: `${errorCount} unresolved errors (see GET .../error-report)` },
  ]);
}
