import type { JobStatus } from '../../../api/types';

/** The stepper's steps, in order. */
export const STEPS = ['upload', 'mapping', 'validation', 'preview', 'commit'] as const;
export type Step = (typeof STEPS)[number];

const STEP_OF: Record<JobStatus, Step> = {
  uploaded: 'mapping',
  mapping: 'validation',
  validating: 'validation',
  validated: 'validation',
  preview_ready: 'preview',
  committing: 'commit',
  completed: 'commit',
  failed: 'commit',
  rolled_back: 'commit',
};

/** Where a job stands in the stepper (the step the user acts on next). */
export function stepOf(status: JobStatus): Step {
  return STEP_OF[status];
}

/** Statuses the server moves on from by itself: the page polls while the job is in one. */
const MOVING: ReadonlySet<JobStatus> = new Set(['mapping', 'validating', 'committing']);

export function isMoving(status: JobStatus | undefined): boolean {
  return status !== undefined && MOVING.has(status);
}

/** Statuses from which PUT mapping is accepted (the interface's permitted source states). */
const REMAPPABLE: ReadonlySet<JobStatus> = new Set(['uploaded', 'mapping', 'validated', 'preview_ready', 'failed']);

export function canRemap(status: JobStatus): boolean {
  return REMAPPABLE.has(status);
}
