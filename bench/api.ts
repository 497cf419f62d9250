import autocannon from 'autocannon';

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

export interface LoadTarget {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

function run(target: LoadTarget, connections: number, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections,
    duration: seconds,
  });
}

/** autocannon with `connections` for `seconds`, after a warm-up of its own; refuses a run with errors. */
export async function load(
  target: LoadTarget,
  options: { connections: number; seconds: number; warmUpSeconds: number },
): Promise<LoadFigures> {
  await run(target, options.connections, options.warmUpSeconds);
  const result = await run(target, options.connections, options.seconds);
  if (result.errors > 0 || result.non2xx > 0)
    throw new Error(`${target.method ?? 'GET'} ${target.url}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}
