import { openAsBlob } from 'node:fs';
import { performance } from 'node:perf_hooks';

export interface ImportFigures {
  rows: number;
  seconds: { upload: number; validation: number; preview: number; commit: number; total: number };
  rowsPerSecond: number;
  /** /healthz latencies (ms) sampled every 50 ms during the commit. */
  healthz: number[];
  /**
   * Seconds from the import's completion until `q` finds all of its members (the worker writes their search
   * text after the commit); undefined for an importer without the search (the baseline's).
   */
  searchReady?: number;
}

type Job = {
  id: string;
  status: string;
  updated_at: string;
  completed_at: string | null;
  suggested_mapping: Record<string, string>;
  validation: { error_count: number } | null;
  result: { created: number } | null;
  failure: unknown;
};

export async function signIn(url: string, persona: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ demo_user_id: persona }),
  });
  if (response.status !== 200) throw new Error(`login: ${response.status} ${await response.text()}`);
  return { authorization: `Bearer ${((await response.json()) as { data: { token: string } }).data.token}` };
}

export async function call(url: string, auth: Record<string, string>, method: string, path: string, body?: unknown): Promise<Job> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: body === undefined ? auth : { ...auth, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 500)}`);
  return (JSON.parse(text) as { data: Job }).data;
}

/**
 * Polls the job until `done`: every 10 ms at first, then less often, to every 50 ms. A stage's end is
 * taken from the server's record of it (finishedAt), not from the poll that saw it.
 */
export async function until(url: string, auth: Record<string, string>, id: string, done: (job: Job) => boolean): Promise<Job> {
  for (let wait = 10; ; wait = Math.min(50, wait + 5)) {
    const job = await call(url, auth, 'GET', `/v1/migration/jobs/${id}`);
    if (done(job)) return job;
    if (job.status === 'failed') throw new Error(`job failed: ${JSON.stringify(job.failure)}`);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/**
 * When the server recorded a stage done (`iso`, its clock), on this process's performance.now() line: a
 * poll sees a stage end up to 50 ms after it (the wait between polls), and those waits were a twentieth of
 * a 10,000-row import (the two polled stages), a five-hundredth of a 100,000-row one: the bench's, not
 * the importer's. The server and the bench read one machine's clock.
 */
function finishedAt(iso: string, stageStart: number): number {
  const now = performance.now();
  return Math.min(now, Math.max(stageStart, now - (Date.now() - Date.parse(iso))));
}

/** Polls /healthz every 50 ms until stopped; the latencies in ms. */
function pollHealth(url: string) {
  const latencies: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await (await fetch(`${url}/healthz`)).arrayBuffer();
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return latencies;
  };
}

/** A members file uploaded, mapped as suggested, and validated in the background: the validated job. */
export async function uploadAndValidate(
  url: string,
  auth: Record<string, string>,
  file: { path: string; name: string; type: string },
): Promise<{ job: Job; uploadedAt: number; validatedAt: number }> {
  const form = new FormData();
  form.append('dataset_type', 'members');
  form.append('file', await openAsBlob(file.path, { type: file.type }), file.name);
  const uploadResponse = await fetch(`${url}/v1/migration/jobs`, { method: 'POST', headers: auth, body: form });
  if (uploadResponse.status !== 201) throw new Error(`upload: ${uploadResponse.status} ${(await uploadResponse.text()).slice(0, 500)}`);
  const job = ((await uploadResponse.json()) as { data: Job }).data;
  const uploadedAt = performance.now();
  await call(url, auth, 'PUT', `/v1/migration/jobs/${job.id}/mapping`, { column_mapping: job.suggested_mapping });
  const validated = await until(url, auth, job.id, (j) => j.status === 'validated');
  // The validation's last write sets updated_at (finishValidation, in this importer and in the baseline's).
  return { job: validated, uploadedAt, validatedAt: finishedAt(validated.updated_at, uploadedAt) };
}

/**
 * Waits until `q` finds every member the job created: the worker writes their search text in slices by id,
 * so the member with the highest id is the last one written. The job's members all carry one created_at,
 * and the list orders them by id after it: the first of the job's list is that member. Seconds waited.
 */
async function untilSearchable(url: string, auth: Record<string, string>, jobId: string): Promise<number> {
  const started = performance.now();
  const list = async (query: string) => {
    const response = await fetch(`${url}/v1/members?${query}&page_size=1`, { headers: auth });
    if (response.status !== 200) throw new Error(`GET /v1/members?${query}: ${response.status} ${(await response.text()).slice(0, 300)}`);
    return ((await response.json()) as { data: { items: { external_id: string }[] } }).data.items;
  };
  const [last] = await list(`import_job_id=${jobId}`);
  if (!last) throw new Error(`the job ${jobId} created no member`);
  for (;;) {
    if ((await list(`q=${encodeURIComponent(last.external_id)}`)).length > 0) return (performance.now() - started) / 1000;
    if (performance.now() - started > 600_000) throw new Error('the search text was not written within 10 minutes');
    // Not more often: each of these searches (an id most members share a prefix with) takes 100-170 ms,
    // and every 50 ms they took most of PGlite's one connection from the worker they wait for.
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * One file through the whole API: upload, background validation, preview, commit, each stage timed. Then,
 * with `searchable`, the wait until the search finds its members (so that the next measurement starts with
 * no background work under way).
 */
export async function importThroughApi(
  url: string,
  file: { path: string; name: string; type: string; rows: number },
  searchable = true,
): Promise<ImportFigures> {
  const auth = await signIn(url, 'demo-hr-admin');
  const t0 = performance.now();
  const { job, uploadedAt: t1, validatedAt: t2 } = await uploadAndValidate(url, auth, file);
  if (job.validation?.error_count !== 0) throw new Error(`validation found ${job.validation?.error_count} errors`);
  const previewFrom = performance.now();
  await call(url, auth, 'POST', `/v1/migration/jobs/${job.id}/preview`);
  // The preview is asked for as soon as the poll sees the validation done: its request alone is its stage.
  const t3 = t2 + (performance.now() - previewFrom);
  const stopPolling = pollHealth(url);
  const commitFrom = performance.now();
  await call(url, auth, 'POST', `/v1/migration/jobs/${job.id}/commit`);
  const completed = await until(url, auth, job.id, (j) => j.status === 'completed');
  const t4 = t3 + (finishedAt(completed.completed_at!, commitFrom) - commitFrom);
  const healthz = await stopPolling();
  if (completed.result?.created !== file.rows) throw new Error(`created ${completed.result?.created} of ${file.rows}`);
  const seconds = {
    upload: (t1 - t0) / 1000,
    validation: (t2 - t1) / 1000,
    preview: (t3 - t2) / 1000,
    commit: (t4 - t3) / 1000,
    total: (t4 - t0) / 1000,
  };
  const searchReady = searchable ? await untilSearchable(url, auth, job.id) : undefined;
  return {
    rows: file.rows,
    seconds,
    rowsPerSecond: file.rows / seconds.total,
    healthz,
    ...(searchReady === undefined ? {} : { searchReady }),
  };
}
