import type { Meter } from '../../lib/meter.js';
import type { Pacer } from '../../lib/pacer.js';
import type { PacingRepository } from './repository.js';

export interface YieldSettings {
  /** While API instances are busy, pause this many times as long as the step took (IMPORT_YIELD_FACTOR). */
  factor: number;
}

/** How a step is timed and a pause is waited (tests pass their own). */
export interface Timer {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const realTimer: Timer = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** A busy reading is reused this long: short steps do not each ask the database. */
const READING_MS = 250;
/** No single pause is longer: a step that took long under load does not stall the import for minutes. */
const LONGEST_PAUSE_MS = 5_000;

/**
 * A worker's imports give way to interactive requests. Between the steps of an import (a batch of staged
 * rows, a set-wise rule, a batch of the commit) the worker asks the database whether an API instance has
 * a statement running; if one has, it pauses `factor` times as long as the step took, so that the
 * import's share of the database and of the machine drops to 1 / (1 + factor) while people are waiting,
 * and is whole again when they are not. The nice level of a worker process cannot reach its database
 * sessions: this can.
 */
export class YieldToInteractive implements Pacer {
  private reading: { at: number; busy: boolean } | undefined;

  constructor(
    private readonly repository: PacingRepository,
    private readonly settings: YieldSettings,
    private readonly meter: Pick<Meter, 'workerPaused'>,
    /** Elapsed time, not the business clock: a step's length is measured, whatever day the clock says. */
    private readonly timer: Timer = realTimer,
  ) {}

  async step<T>(work: () => Promise<T>): Promise<T> {
    const startedAt = this.timer.now();
    const value = await work();
    if (this.settings.factor > 0) await this.pauseAfter(startedAt);
    return value;
  }

  private async pauseAfter(startedAt: number): Promise<void> {
    const now = this.timer.now();
    if (!(await this.apiBusy(now))) return;
    const pause = Math.min((now - startedAt) * this.settings.factor, LONGEST_PAUSE_MS);
    if (pause < 1) return;
    this.meter.workerPaused(pause / 1000);
    await this.timer.sleep(pause);
  }

  private async apiBusy(now: number): Promise<boolean> {
    if (this.reading && now - this.reading.at < READING_MS) return this.reading.busy;
    const busy = (await this.repository.busyApiStatements()) > 0;
    this.reading = { at: now, busy };
    return busy;
  }
}
