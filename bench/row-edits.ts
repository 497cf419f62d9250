import { openAsBlob } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { memberRow } from './members-file.js';

export interface RowEditFigures {
  rows: number;
  /** PATCH .../rows/:row latencies, ms. */
  patch: number[];
  /** GET .../jobs/:id latencies on the same job, ms: one indexed read through the same stack, the reference. */
  getJob: number[];
}

type Job = { id: string; status: string; suggested_mapping: Record<string, string>; validation: { error_count: number } | null };

async function json(response: Response, what: string) {
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${what}: ${response.status} ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { data: Job }).data;
}

/**
 * Edits on a validated job of `file.rows` rows, as a user fixing rows does: each PATCH changes a row's
 * email to another row's (a duplicate made: both rows checked), then back (mended), on rows spread over
 * the file. Each latency is one request answered, revalidation included.
 */
export async function rowEditsThroughApi(url: string, file: { path: string; name: string; rows: number; batch: number }, edits: number): Promise<RowEditFigures> {
  const login = await fetch(`${url}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ demo_user_id: 'demo-hr-admin' }) });
  const auth = { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` };
  const form = new FormData();
  form.append('dataset_type', 'members');
  form.append('file', await openAsBlob(file.path, { type: 'text/csv' }), file.name);
  const job = await json(await fetch(`${url}/v1/migration/jobs`, { method: 'POST', headers: auth, body: form }), 'upload');
  await json(await fetch(`${url}/v1/migration/jobs/${job.id}/mapping`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ column_mapping: job.suggested_mapping }) }), 'mapping');
  for (;;) {
    const current = await json(await fetch(`${url}/v1/migration/jobs/${job.id}`, { headers: auth }), 'job');
    if (current.status === 'validated') break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  const figures: RowEditFigures = { rows: file.rows, patch: [], getJob: [] };
  const timed = async (list: number[], request: () => Promise<Response>, what: string) => {
    const started = performance.now();
    await json(await request(), what);
    list.push(performance.now() - started);
  };
  const email = (i: number) => memberRow(file.batch, i)[2]!;
  for (let n = 0; n < edits; n++) {
    // Rows spread over the file; row number = data row + 1 (the header is row 1).
    const i = 1 + Math.floor(((n + 0.5) / edits) * (file.rows - 1));
    const other = 1 + ((i + file.rows / 2) % (file.rows - 1));
    for (const value of [email(other), email(i)]) {
      await timed(figures.patch, () => fetch(`${url}/v1/migration/jobs/${job.id}/rows/${i + 1}`, { method: 'PATCH', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ cells: { email: value } }) }), 'patch');
    }
    await timed(figures.getJob, () => fetch(`${url}/v1/migration/jobs/${job.id}`, { headers: auth }), 'get job');
  }
  const final = await json(await fetch(`${url}/v1/migration/jobs/${job.id}`, { headers: auth }), 'job');
  if (final.validation?.error_count !== 0) throw new Error(`after the edits and their undoing, ${final.validation?.error_count} errors remain`);
  return figures;
}
