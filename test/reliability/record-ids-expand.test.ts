import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadAndValidate, validMembersCsv } from '../helpers/migration.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

/**
 * Migration 0035 renames the staging's "member" names (expand step): the release before it, still up
 * during a rolling upgrade, reads and writes migration_records.member_id and migration_member_updates as
 * it always did, and this release sees its writes under the new names, and it sees this one's.
 */
describe('neutral record ids beside the release before (migration 0035, expand)', () => {
  let t: TestContext;
  let jobId: string;
  let memberId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const hr = await t.login('demo-hr-admin');
    jobId = (await uploadAndValidate(t, hr, validMembersCsv(3, 'RID'))).id;
    memberId = (await t.database.db.selectFrom('members').select('id').limit(1).executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => t.close());

  const ids = async (row: number) => {
    const { rows } = await sql<{ member_id: string | null; record_id: string | null }>`
      SELECT member_id, record_id FROM migration_records WHERE job_id = ${jobId}::uuid AND row_number = ${row}`.execute(t.database.db);
    return rows[0];
  };

  it('keeps member_id and record_id of a staged row equal, whichever release sets one', async () => {
    // The release before matches a row (and clears it) through member_id.
    await sql`UPDATE migration_records SET member_id = ${memberId}::uuid WHERE job_id = ${jobId}::uuid AND row_number = 2`.execute(
      t.database.db,
    );
    expect(await ids(2)).toEqual({ member_id: memberId, record_id: memberId });
    await sql`UPDATE migration_records SET member_id = NULL WHERE job_id = ${jobId}::uuid AND row_number = 2`.execute(t.database.db);
    expect(await ids(2)).toEqual({ member_id: null, record_id: null });
    // This release through record_id.
    await t.database.db
      .updateTable('migration_records')
      .set({ record_id: memberId })
      .where('job_id', '=', jobId)
      .where('row_number', '=', 3)
      .execute();
    expect(await ids(3)).toEqual({ member_id: memberId, record_id: memberId });
    // A statement that sets neither leaves both alone.
    await sql`UPDATE migration_records SET skipped = true WHERE job_id = ${jobId}::uuid AND row_number = 3`.execute(t.database.db);
    expect(await ids(3)).toEqual({ member_id: memberId, record_id: memberId });
  });

  it('lets the release before write, read and remove (by row address, as its housekeeping does) the records an import updated', async () => {
    await sql`INSERT INTO migration_member_updates (job_id, member_id, before, after_revision) VALUES (${jobId}::uuid, ${memberId}::uuid, '{}'::jsonb, 1)`.execute(
      t.database.db,
    );
    const stored = await t.database.db.selectFrom('migration_record_updates').select(['record_id']).where('job_id', '=', jobId).execute();
    expect(stored).toEqual([{ record_id: memberId }]);
    const { rows } = await sql<{ member_id: string }>`SELECT member_id FROM migration_member_updates WHERE job_id = ${jobId}::uuid`.execute(
      t.database.db,
    );
    expect(rows).toEqual([{ member_id: memberId }]);
    const removed = await sql`
      DELETE FROM migration_member_updates WHERE ctid IN (SELECT ctid FROM migration_member_updates WHERE job_id = ${jobId}::uuid LIMIT 10)`.execute(
      t.database.db,
    );
    expect(Number(removed.numAffectedRows)).toBe(1);
    expect(await t.database.db.selectFrom('migration_record_updates').select('record_id').where('job_id', '=', jobId).execute()).toEqual(
      [],
    );
  });
});
