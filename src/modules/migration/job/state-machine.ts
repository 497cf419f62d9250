import type { JobStatus } from '../../../db/schema.js';

/**
 * The one table of a migration job's life (DECISIONS section 6): each operation, the states it may
 * start from, and the state it leads to. The repository applies each as one compare-and-set UPDATE;
 * a job in any other state answers 409 MIGRATION_JOB_LOCKED and stays as it is.
 */
export const TRANSITIONS = {
  /** PUT mapping: a new mapping, validation then queued. */
  map: { from: ['uploaded', 'mapping', 'validated', 'preview_ready', 'failed'], to: 'mapping' },
  /** POST validate: validation in the request. */
  validate: { from: ['mapping', 'validated', 'preview_ready', 'failed'], to: 'validating' },
  /** The queued validation after a mapping change picks the job up (or again, after a crash). */
  startQueuedValidation: { from: ['mapping', 'validating'], to: 'validating' },
  finishValidation: { from: ['validating'], to: 'validated' },
  /** The queued validation failed again and again for this file (job/step-failures.ts): stopped, with its reason. */
  abandonValidation: { from: ['mapping', 'validating'], to: 'failed' },
  /** PATCH a row (a cell, or its exclusion): revalidated in the request; a preview or a failed commit is then out of date. */
  editRow: { from: ['validated', 'preview_ready', 'failed'], to: 'validated' },
  preview: { from: ['validated'], to: 'preview_ready' },
  commit: { from: ['preview_ready'], to: 'committing' },
  complete: { from: ['committing'], to: 'completed' },
  fail: { from: ['committing'], to: 'failed' },
  rollback: { from: ['completed'], to: 'rolled_back' },
} as const satisfies Record<string, { from: readonly JobStatus[]; to: JobStatus }>;

export type Operation = keyof typeof TRANSITIONS;
