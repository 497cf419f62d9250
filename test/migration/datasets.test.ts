import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATASET_TYPES, findDataset } from '../../src/modules/migration/datasets/registry.js';
import { post, previewReady, waitForStatus } from '../helpers/migration.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

/**
 * Every dataset of the registry through the whole pipeline, from its fixture (test/fixtures/datasets/<type>.csv):
 * upload, the suggested mapping, validation, preview, commit, rollback. A new dataset needs its fixture
 * here and a test of its own parsers and rules; the pipeline is the same for all.
 */
describe('every dataset, end to end', () => {
  let t: TestContext;
  let hr: string;
  beforeAll(async () => {
    t = await createTestApp();
    hr = await t.login('demo-super-user');
  });
  afterAll(async () => t.close());

  // Datasets that write records; settlements act on orders instead (test/spending/settlements.test.ts).
  it.each(DATASET_TYPES.filter((type) => !findDataset(type)!.effect))(
    '%s: maps every column by its header, imports every row and rolls them back',
    async (type) => {
      const file = readFileSync(`test/fixtures/datasets/${type}.csv`);
      const rows = file.toString('utf8').trim().split('\n').length - 1;
      const dataset = findDataset(type)!;
      const job = await previewReady(t, hr, file, { datasetType: type, fileName: `${type}.csv` });
      expect(job.dataset_type).toBe(type);
      expect(Object.keys(job.column_mapping)).toHaveLength(job.columns.length);
      expect(job.preview).toMatchObject({ rows_total: rows, to_create: rows, to_skip: 0 });
      for (const field of dataset.fields.filter((f) => f.required)) expect(Object.values(job.column_mapping)).toContain(field.key);

      expect((await post(t, hr, job.id, 'commit')).statusCode).toBe(202);
      const completed = await waitForStatus(t, hr, job.id, 'completed');
      expect(completed.result).toMatchObject({ created: rows });
      const table = dataset.target.table;
      const created = await t.database.db.selectFrom(table).select('status').where('created_by_job_id', '=', job.id).execute();
      expect(created).toHaveLength(rows);

      const rolledBack = await post(t, hr, job.id, 'rollback');
      expect(rolledBack.statusCode).toBe(200);
      expect(rolledBack.json().data.status).toBe('rolled_back');
      const after = await t.database.db.selectFrom(table).select('status').where('created_by_job_id', '=', job.id).execute();
      expect(after.map((r) => r.status)).toEqual(Array(rows).fill(dataset.target.inactiveStatus));
    },
  );
});
