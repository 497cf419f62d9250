/**
 * Writes that run behind the caller, one at a time and in order: `write` waits only for the write
 * before (so at most one is in flight) and returns once the new one has started. A failure surfaces at
 * the next `write` or at `drain`.
 */
export class WriteBehind {
  private last: Promise<void> = Promise.resolve();

  async write(start: () => Promise<void>): Promise<void> {
    await this.last;
    this.last = start();
    // Awaited by the next write or by drain(); until then a failure must not count as unhandled.
    this.last.catch(() => {});
  }

  /** Waits for the last write. */
  drain(): Promise<void> {
    return this.last;
  }
}
