/** The import's queues and what their jobs carry: named in the job core, so that any stage and the orphan sweep can send them. */
export const VALIDATION_QUEUE = 'migration.validate';

export interface QueuedValidation {
  jobId: string;
  orgId: string;
  run: number;
}

/** After a validation that found errors: the job's unique values indexed ahead of its first edit. */
export const PREPARE_EDITS_QUEUE = 'migration.prepare-edits';

export interface QueuedPrepareEdits {
  jobId: string;
  /** The validation the keys are for: another one since has other records, and its own keys to build. */
  run: number;
}
