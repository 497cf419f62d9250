/** Rows per second and time left of a running commit, from the progress seen so far. */
export interface ProgressSample {
  at: number;
  done: number;
}

export function throughput(
  first: ProgressSample | undefined,
  latest: ProgressSample | undefined,
  total: number,
): { rowsPerSecond: number; secondsLeft: number } | undefined {
  if (!first || !latest || latest.at <= first.at || latest.done <= first.done) return undefined;
  const rowsPerSecond = ((latest.done - first.done) * 1000) / (latest.at - first.at);
  return { rowsPerSecond, secondsLeft: Math.max(0, (total - latest.done) / rowsPerSecond) };
}
