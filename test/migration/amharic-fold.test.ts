import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldAmharic } from '../../src/lib/amharic.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('fold_amharic, the database’s folding of names (issue 59, item 17)', () => {
  it('folds every Ethiopic letter as the headers’ foldAmharic does, and ignores case', async () => {
    const letters = Array.from({ length: 0x1380 - 0x1200 }, (_, i) => String.fromCodePoint(0x1200 + i));
    const text = letters.join('');
    const { rows } = await sql<{ folded: string }>`SELECT fold_amharic(${text}) AS folded`.execute(t.database.db);
    expect([...rows[0]!.folded]).toEqual([...foldAmharic(text)]);
    const { rows: names } = await sql<{
      same: boolean;
    }>`SELECT fold_amharic('ሒሳብ') = fold_amharic('ሂሳብ') AND fold_amharic('HR') = fold_amharic('hr') AS same`.execute(t.database.db);
    expect(names[0]!.same).toBe(true);
  });
});
