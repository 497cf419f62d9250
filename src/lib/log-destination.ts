import sonicBoom from 'sonic-boom';

// CommonJS whose module.exports is the class, typed as an ES module with a default export.
const SonicBoom = sonicBoom as unknown as typeof sonicBoom.default;

/** Lines waiting for standard output beyond this are dropped (and counted) rather than held in memory. */
const MAX_WAITING_BYTES = 16 * 1024 * 1024;

let giveUpAt = Number.POSITIVE_INFINITY;
let dropped = 0;

/**
 * Standard output for the log, written without blocking. A reader that stops reading (a stalled log
 * shipper, a terminal gone) must not stop the service: lines gather up to MAX_WAITING_BYTES and beyond
 * are dropped and counted, and once shutdown has begun a write waits no longer than its deadline.
 * pino's own destination flushes at exit by retrying for ever, which held a SIGTERM'd server past its
 * grace period with its main thread in that loop (docs/security.md, issue 54).
 */
export function standardOutputLog(): NodeJS.WritableStream {
  const stream = new SonicBoom({ fd: 1, sync: false, maxLength: MAX_WAITING_BYTES, retryEAGAIN: () => Date.now() < giveUpAt });
  stream.on('drop', () => dropped++);
  // A write given up (past the deadline) or a reader gone (EPIPE): the lines are lost, the service goes on.
  stream.on('error', () => {});
  process.once('exit', () => {
    stopWaitingForLogAfter(500);
    try {
      stream.flushSync();
    } catch {
      // The reader did not take the rest in time.
    }
  });
  return stream as unknown as NodeJS.WritableStream;
}

/** From now, a log line that cannot be written within `ms` is dropped (shutdown has its grace period to keep). */
export function stopWaitingForLogAfter(ms: number): void {
  giveUpAt = Math.min(giveUpAt, Date.now() + ms);
}

/** Log lines dropped because standard output was not read (since the process started). */
export function droppedLogLines(): number {
  return dropped;
}
