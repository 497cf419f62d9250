import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORG_ID } from '../../src/db/seed.js';
import { MemberSearchRepository, type SliceCursor } from '../../src/modules/members/search-index/repository.js';
import { MEMBERS_HEADER, commit, post, previewReady, waitForStatus } from '../helpers/migration.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';

/**
 * Issue 31: the search text in a table of its own (migration 0025). A person's write keeps it in the same
 * transaction; an import's members get theirs from the worker just after the import commits.
 */
let t: TestContext;
let hr: string;
beforeAll(async () => {
  t = await createTestApp();
  hr = await t.login('demo-hr-admin');
});
afterAll(() => t.close());

const tag = () => randomUUID().replace(/-/g, '').slice(0, 10);
const search = async (q: string): Promise<string[]> => {
  const response = await t.app.inject({ method: 'GET', url: `/v1/members?q=${encodeURIComponent(q)}&page_size=100`, headers: bearer(hr) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.items as { external_id: string }[]).map((m) => m.external_id).sort();
};
/** Polls the search until it answers `expected` (the worker's delay), failing after 10 s. */
const eventually = async (q: string, expected: string[]) => {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = await search(q);
    if (JSON.stringify(found) === JSON.stringify(expected) || Date.now() > deadline) return expect(found).toEqual(expected);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
/** The search text stored for each of the members, as the members are now: both texts, by external id. */
const storedTexts = async (externalIds: string[]) => {
  const rows = await t.database.db
    .selectFrom('members as m')
    .leftJoin('member_search as s', 's.member_id', 'm.id')
    .select(['m.external_id', 's.text as stored', sql<string>`member_search_text(m.full_name, m.external_id, m.email, m.phone)`.as('now')])
    .where('m.external_id', 'in', externalIds)
    .orderBy('m.external_id')
    .execute();
  return rows;
};
const csv = (k: string, names: string[], phoneBase: number) =>
  `${MEMBERS_HEADER}\n${names.map((name, i) => `S${k}${i},${name},s${k}${i}@search.example.et,+2519${String(phoneBase + i).padStart(8, '0')},1990-01-15,female,HR,2020-02-01,BASIC,1000.00`).join('\n')}\n`;
const phoneBase = () => 70_000_000 + Math.floor(Math.random() * 20_000_000);

describe('the search text of members', () => {
  it("finds an import's members once the worker has written their text, exactly as the members are", async () => {
    const k = tag();
    const names = ['Zewditu Searchable', 'Zewditu Second', 'Other Name'];
    const job = await previewReady(t, hr, csv(k, names, phoneBase()));
    expect((await commit(t, hr, job.id)).statusCode).toBe(202);
    await waitForStatus(t, hr, job.id, 'completed');
    await eventually('Zewditu Searchable', [`S${k}0`]);
    await eventually(`s${k}`, [`S${k}0`, `S${k}1`, `S${k}2`]);
    const texts = await storedTexts([`S${k}0`, `S${k}1`, `S${k}2`]);
    expect(texts.map((r) => r.stored)).toEqual(texts.map((r) => r.now));
  });

  it('an import defers the text to the worker; any other write keeps it in its own transaction', async () => {
    const org = DEMO_ORG_ID;
    const write = (deferred: boolean) =>
      t.database.db.transaction().execute(async (trx) => {
        if (deferred) await new MemberSearchRepository(t.database.db).defer(trx);
        const { id } = await trx
          .insertInto('members')
          .values({ org_id: org, external_id: `D${tag()}`, full_name: 'Deferred Person' })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.updateTable('members').set({ full_name: 'Deferred Renamed' }).where('id', '=', id).execute();
        const stored = await trx.selectFrom('member_search').select(['text', 'revision']).where('member_id', '=', id).executeTakeFirst();
        await trx.updateTable('members').set({ status: 'inactive' }).where('id', '=', id).execute();
        return stored;
      });
    expect(await write(true)).toBeUndefined();
    expect(await write(false)).toEqual({ text: expect.stringMatching(/^deferred renamed d/), revision: 2 });
    // The setting is the transaction's: the next transaction on the same connection writes the text again.
    expect(await write(false)).toBeDefined();
  });

  it('a member HR adds or changes is found at once under their new text, never under the old', async () => {
    const k = tag();
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/members',
      headers: bearer(hr),
      payload: { external_id: `H${k}`, full_name: `Hailu ${k}`, email: `h${k}@search.example.et`, department: 'hr', package_code: 'basic' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await search(`hailu ${k}`)).toEqual([`H${k}`]);
    const id = created.json().data.id as string;
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/v1/members/${id}`,
      headers: bearer(hr),
      payload: { full_name: `Birtukan ${k}` },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await search(`hailu ${k}`)).toEqual([]);
    expect(await search(`birtukan ${k}`)).toEqual([`H${k}`]);
  });

  it('an update by import and its rollback: the old text never finds the member, the new one does once written', async () => {
    const k = tag();
    const phones = phoneBase();
    const first = await previewReady(t, hr, csv(k, ['Kidane Before', 'Lemlem Before'], phones));
    await commit(t, hr, first.id);
    await waitForStatus(t, hr, first.id, 'completed');
    await eventually(`kidane before`, [`S${k}0`]);
    const update = await previewReady(t, hr, csv(k, ['Kidane After', 'Lemlem Before'], phones), { onExisting: 'update' });
    await commit(t, hr, update.id);
    await waitForStatus(t, hr, update.id, 'completed');
    // Checked on the member as it is now: the old name finds nobody even before the worker writes.
    expect(await search('kidane before')).toEqual([]);
    await eventually('kidane after', [`S${k}0`]);
    const rolledBack = await post(t, await t.login('demo-super-user'), update.id, 'rollback');
    expect(rolledBack.statusCode, rolledBack.body).toBe(200);
    expect(await search('kidane after')).toEqual([]);
    await eventually('kidane before', [`S${k}0`]);
    const texts = await storedTexts([`S${k}0`, `S${k}1`]);
    expect(texts.map((r) => r.stored)).toEqual(texts.map((r) => r.now));
  });

  it('the worker never overwrites a text made from a newer revision, and rewrites an older one', async () => {
    const k = tag();
    const job = await previewReady(t, hr, csv(k, ['Revision One', 'Revision Two'], phoneBase()));
    await commit(t, hr, job.id);
    await waitForStatus(t, hr, job.id, 'completed');
    await eventually(`s${k}`, [`S${k}0`, `S${k}1`]);
    const ids = await t.database.db
      .selectFrom('members')
      .select(['id', 'external_id'])
      .where('created_by_job_id', '=', job.id)
      .orderBy('external_id')
      .execute();
    // As if a person had changed the first member after the worker read it, and the second were stale.
    await t.database.db
      .updateTable('member_search')
      .set({ revision: 99, text: 'newer text' })
      .where('member_id', '=', ids[0]!.id)
      .execute();
    await t.database.db.updateTable('member_search').set({ revision: 0, text: 'stale text' }).where('member_id', '=', ids[1]!.id).execute();
    // The worker's work again (as after a retry), in slices of one member.
    const repository = new MemberSearchRepository(t.database.db);
    let last: SliceCursor | undefined;
    do last = await repository.writeSlice(job.id, 'created', last, 1);
    while (last !== undefined);
    const stored = await t.database.db
      .selectFrom('member_search')
      .select(['member_id', 'text'])
      .where(
        'member_id',
        'in',
        ids.map((m) => m.id),
      )
      .execute();
    expect(stored.find((s) => s.member_id === ids[0]!.id)!.text).toBe('newer text');
    expect(stored.find((s) => s.member_id === ids[1]!.id)!.text).toMatch(/^revision two s/);
  });

  it('a search never finds what the member no longer says, even where the stored text is stale', async () => {
    const k = tag();
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/members',
      headers: bearer(hr),
      payload: {
        external_id: `Q${k}`,
        full_name: `Qelemwork ${k}`,
        email: `q${k}@search.example.et`,
        department: 'hr',
        package_code: 'basic',
      },
    });
    const id = created.json().data.id as string;
    await t.database.db
      .updateTable('member_search')
      .set({ text: `somebody else ${k}` })
      .where('member_id', '=', id)
      .execute();
    expect(await search(`somebody else ${k}`)).toEqual([]);
  });
});
