import { describe, expect, it } from 'vitest';
import type { BulkWriter } from '../../src/db/bulk-insert.js';
import { membersDataset } from '../../src/modules/migration/datasets/members.js';
import type { ValidationRepository } from '../../src/modules/migration/validation/repository.js';
import { parseContext } from '../../src/lib/records/types.js';
import { RecordStager } from '../../src/modules/migration/validation/staging.js';

// The database's replies to the stager's writes (a COPY's go-ahead, its completion) are I/O events: they
// are handled only when the event loop gets a turn. Rows already read never wait for I/O, so before the
// stager gave the loop a turn every few hundred rows, a 100,000-row upload's COPYs each waited for the
// next batch to be parsed, and took 2.4 s in all instead of 1.4.
describe('staging rows', () => {
  it('gives the event loop a turn every few hundred rows', async () => {
    const repository = { insertRecords: async () => {}, insertErrors: async () => {} } as unknown as ValidationRepository;
    const columns = ['external_id', 'full_name', 'email'];
    const plan = {
      dataset: membersDataset,
      columns,
      mapping: { external_id: 'external_id', full_name: 'full_name', email: 'email' },
      context: parseContext('csv', new Date('2026-06-01T00:00:00Z')),
    };
    const stager = new RecordStager(repository, {} as BulkWriter, 'job', plan);
    let staged = 0;
    const stagedAtTurns: number[] = [];
    const turn = () => {
      stagedAtTurns.push(staged);
      if (staged < 5_000) setImmediate(turn);
    };
    setImmediate(turn);
    for (let row = 2; row <= 5_001; row++) {
      await stager.add({ rowNumber: row, cells: [`E-${row}`, `Member ${row}`, `m${row}@example.et`] });
      staged++;
    }
    await stager.finish();
    // Turns came all along the file, not only after its last row.
    expect(stagedAtTurns.filter((n) => n < 5_000).length).toBeGreaterThanOrEqual(10);
    const gaps = stagedAtTurns.slice(1).map((n, i) => n - stagedAtTurns[i]!);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(500);
  });
});
