import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';
import { commit, importedMembers, previewReady, validMembersCsv, waitForStatus } from '../helpers/migration.js';

let t: TestContext;
let hr: string;
beforeAll(async () => {
  // A database of its own: the test changes how customer ids are drawn.
  t = await createTestApp();
  hr = await t.login('demo-hr-admin');
});
afterAll(async () => t.close());

const RANDOM_CUSTOMER_ID = `'CUS-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12))`;

/**
 * Runs `work` while the `draw`th new member HR adds (counted by the sequence `draws`) draws the customer id
 * `taken`, every other one a random id as usual; the default is restored after.
 */
async function drawingTaken(taken: string, draws: string, draw: number, work: () => Promise<void>) {
  await sql.raw(`CREATE SEQUENCE ${draws}`).execute(t.database.db);
  await sql
    .raw(
      `ALTER TABLE members ALTER COLUMN customer_id SET DEFAULT (CASE WHEN nextval('${draws}') = ${draw} THEN '${taken}' ELSE ${RANDOM_CUSTOMER_ID} END)`,
    )
    .execute(t.database.db);
  try {
    await work();
  } finally {
    await sql.raw(`ALTER TABLE members ALTER COLUMN customer_id SET DEFAULT (${RANDOM_CUSTOMER_ID})`).execute(t.database.db);
  }
}

/**
 * The same for an import, whose members' customer ids its statement draws (migration 0031's
 * imported_customer_id): the `draw`th is `taken`, every other one the migration's own draw (the function
 * set aside under another name, called by the stand-in, and put back after).
 */
async function importDrawingTaken(taken: string, draws: string, draw: number, work: () => Promise<void>) {
  const run = (statement: string) => sql.raw(statement).execute(t.database.db);
  await run(`CREATE SEQUENCE ${draws}`);
  await run('ALTER FUNCTION imported_customer_id(text) RENAME TO imported_customer_id_as_migrated');
  await run(
    `CREATE FUNCTION imported_customer_id(shared text) RETURNS text LANGUAGE sql VOLATILE AS $$ SELECT CASE WHEN nextval('${draws}') = ${draw} THEN '${taken}' ELSE imported_customer_id_as_migrated(shared) END $$`,
  );
  try {
    await work();
  } finally {
    await run('DROP FUNCTION imported_customer_id(text)');
    await run('ALTER FUNCTION imported_customer_id_as_migrated(text) RENAME TO imported_customer_id');
  }
}

describe('a new member drawing a customer id another member holds', () => {
  it('draws again: the import completes with every member, each with a customer id of its own', async () => {
    // The full bench met one (48 random bits, a million members into a million): the import failed as if
    // another import had taken the file's identifiers.
    const first = await previewReady(t, hr, validMembersCsv(1, 'CI'));
    expect((await commit(t, hr, first.id)).statusCode).toBe(202);
    await waitForStatus(t, hr, first.id, 'completed');
    const taken = (await importedMembers(t, first.id))[0]!.customer_id;
    // The second member the next import writes draws the id the first one holds; later draws are random.
    await importDrawingTaken(taken, 'customer_id_draws', 2, async () => {
      const job = await previewReady(t, hr, validMembersCsv(20, 'CJ'));
      expect((await commit(t, hr, job.id)).statusCode).toBe(202);
      const completed = await waitForStatus(t, hr, job.id, 'completed');
      expect(completed.result).toMatchObject({ created: 20 });
      const members = await importedMembers(t, job.id);
      expect(members).toHaveLength(20);
      expect(new Set([...members.map((m) => m.customer_id), taken]).size).toBe(21);
      expect(
        Number((await sql<{ n: string }>`SELECT last_value AS n FROM customer_id_draws`.execute(t.database.db)).rows[0]!.n),
      ).toBeGreaterThan(20);
    });
  });

  it('draws again for a member HR adds by hand: 201, not a 409 naming the employee number', async () => {
    const taken = (await t.database.db.selectFrom('members').select('customer_id').limit(1).executeTakeFirstOrThrow()).customer_id;
    await drawingTaken(taken, 'hand_draws', 1, async () => {
      const made = await t.app.inject({
        method: 'POST',
        url: '/v1/members',
        headers: bearer(hr),
        payload: { external_id: 'HAND-1', full_name: 'By Hand', email: 'by.hand@members.example.et' },
      });
      expect(made.statusCode).toBe(201);
      const hand = await t.database.db
        .selectFrom('members')
        .select('customer_id')
        .where('external_id', '=', 'HAND-1')
        .executeTakeFirstOrThrow();
      expect(hand.customer_id).toMatch(/^CUS-[0-9A-F]{12}$/);
      expect(hand.customer_id).not.toBe(taken);
    });
  });
});
