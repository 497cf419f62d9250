/**
 * Lets long background work give way to other work between its steps: the work runs each step through
 * the pacer, which may pause before handing back. The work never knows why it waits.
 */
export interface Pacer {
  step<T>(work: () => Promise<T>): Promise<T>;
}

/** No pause, ever: one process, the embedded database, and tests. */
export const unpaced: Pacer = { step: (work) => work() };
