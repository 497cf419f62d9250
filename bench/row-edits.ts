import { performance } from 'node:perf_hooks';
import { call, signIn, uploadAndValidate } from './import.js';
import { memberRow } from './members-file.js';

export interface RowEditFigures {
  rows: number;
  /** PATCH .../rows/:row latencies, ms. */
  patch: number[];
  /** GET .../jobs/:id latencies on the same job, ms: one indexed read through the same stack, the reference. */
  getJob: number[];
}

/**
 * Edits on a validated job of `file.rows` rows, as a user fixing rows does: each PATCH changes a row's
 * email to another row's (a duplicate made: both rows checked), then back (mended), on rows spread over
 * the file. Each latency is one request answered, revalidation included.
 */
export async function rowEditsThroughApi(
  url: string,
  file: { path: string; name: string; rows: number; batch: number },
  edits: number,
): Promise<RowEditFigures> {
  const auth = await signIn(url, 'demo-hr-admin');
  const { job } = await uploadAndValidate(url, auth, { ...file, type: 'text/csv' });

  const figures: RowEditFigures = { rows: file.rows, patch: [], getJob: [] };
  const timed = async (list: number[], request: () => Promise<unknown>) => {
    const started = performance.now();
    await request();
    list.push(performance.now() - started);
  };
  const email = (i: number) => memberRow(file.batch, i)[2]!;
  for (let n = 0; n < edits; n++) {
    // Rows spread over the file; row number = data row + 1 (the header is row 1).
    const i = 1 + Math.floor(((n + 0.5) / edits) * (file.rows - 1));
    const other = 1 + ((i + file.rows / 2) % (file.rows - 1));
    for (const value of [email(other), email(i)]) {
      await timed(figures.patch, () => call(url, auth, 'PATCH', `/v1/migration/jobs/${job.id}/rows/${i + 1}`, { cells: { email: value } }));
    }
    await timed(figures.getJob, () => call(url, auth, 'GET', `/v1/migration/jobs/${job.id}`));
  }
  const final = await call(url, auth, 'GET', `/v1/migration/jobs/${job.id}`);
  if (final.validation?.error_count !== 0)
    throw new Error(`after the edits and their undoing, ${final.validation?.error_count} errors remain`);
  return figures;
}
