import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { analyzeSampled, counted, keepingEvery, withinBounds } from '../../../db/statistics.js';
import type { DatasetDefinition, EffectRow, ImportTarget, TargetReference } from './types.js';

type Db = Kysely<DB> | Transaction<DB>;
type Job = { id: string; orgId: string };

/** Restricts a statement over the job's records (as `rec`) to some rows, when given. */
const _onlyRows = (only: readonly number[] | undefined) => (only ? sql`AND rec.row_number = ANY(${[...only]}::int[])` : sql``);

const CASTS = { text: sql``, date: sql`::date`, numeric: sql`::numeric` } as const;

/**
 * The active rows of a reference table, each once under each folded name (fold_amharic: any case, Amharic's interchangeable letters alike) it can be given by (the
 * first of `by` wins a clash): an equality join, so a hash join (an OR of two matches compared every
 * record with every row), with what the field shows and the fallback's column.
 */
function referenceKeys(ref: TargetReference, orgId: string) {
  const extra = ref.fallback ? sql`, ${sql.ref(ref.fallback.from)} AS fallback` : sql``;
  const table = sql.table(ref.table);
  const shown = sql.ref(ref.shows);
  if (ref.by.length === 1) {
    return sql`SELECT fold_amharic(${sql.ref(ref.by[0]!)}) AS key, id, ${shown} AS shown ${extra} FROM ${table} WHERE org_id = ${orgId}::uuid AND status = 'active'`;
  }
  const named = sql.join(
    ref.by.map(
      (column, rank) =>
        sql`SELECT fold_amharic(${sql.ref(column)}) AS key, id, ${shown} AS shown ${extra}, ${rank} AS rank FROM ${table} WHERE org_id = ${orgId}::uuid AND status = 'active'`,
    ),
    sql` UNION ALL `,
  );
  return sql`SELECT DISTINCT ON (key) key, id, shown ${ref.fallback ? sql`, fallback` : sql``} FROM (${named}) names ORDER BY key, rank`;
}

/** The reference joins of records (`r` the record): `ref0`, `ref1`, ... */
function referenceJoins(target: ImportTarget, orgId: string, record: RawBuilder<unknown>) {
  return sql.join(
    target.references.map(
      (ref, i) =>
        sql`LEFT JOIN (${referenceKeys(ref, orgId)}) ${sql.ref(`ref${i}`)} ON ${sql.ref(`ref${i}.key`)} = fold_amharic(${record}->>${ref.field})`,
    ),
    sql` `,
  );
}

/** What a record (`r`) gives a column on insert: its field, a reference's id, a fallback. */
function insertedValue(target: ImportTarget, column: string, record: RawBuilder<unknown>): RawBuilder<unknown> {
  const plain = target.columns.find((c) => c.column === column);
  const fallbackIndex = target.references.findIndex((ref) => ref.fallback?.column === column);
  if (plain) {
    const given = sql`(${record}->>${plain.field})${CASTS[plain.type]}`;
    if (fallbackIndex < 0) return given;
    const fallback = target.references[fallbackIndex]!.fallback!;
    return sql`coalesce(${given}, ${sql.ref(`ref${fallbackIndex}.fallback`)}, ${sql.raw(fallback.otherwise)})`;
  }
  const refIndex = target.references.findIndex((ref) => ref.column === column);
  return sql.ref(`ref${refIndex}.id`);
}

/**
 * Per record that matched an existing record (on_existing "update"): the record (`m`), the references the
 * row names, and `changes`, the fields it changes as { field: { from, to } } ('{}' when none). A field
 * the row leaves empty keeps the record's value.
 */
function recordChanges(target: ImportTarget, job: Job) {
  const fields: { field: string; from: RawBuilder<unknown>; to: RawBuilder<unknown>; changes: RawBuilder<unknown> }[] = [
    ...target.columns.map((c) => {
      const stored = sql`m.${sql.ref(c.column)}`;
      const given = sql`rec.record->>${c.field}`;
      if (c.type === 'date')
        return {
          field: c.field,
          from: sql`to_char(${stored}, 'YYYY-MM-DD')`,
          to: given,
          changes: sql`(${given})::date IS DISTINCT FROM ${stored}`,
        };
      if (c.type === 'numeric')
        return {
          field: c.field,
          from: sql`${stored}::text`,
          to: sql`(${given})::numeric(14, 2)::text`,
          changes: sql`(${given})::numeric IS DISTINCT FROM ${stored}`,
        };
      return { field: c.field, from: stored, to: given, changes: sql`${given} IS DISTINCT FROM ${stored}` };
    }),
    ...target.references.map((ref, i) => ({
      field: ref.field,
      from: sql`${sql.ref(`cur${i}.${ref.shows}`)}`,
      to: sql.ref(`ref${i}.shown`),
      changes: sql`${sql.ref(`ref${i}.id`)} IS DISTINCT FROM m.${sql.ref(ref.column)}`,
    })),
  ];
  const current = sql.join(
    target.references.map(
      (ref, i) => sql`LEFT JOIN ${sql.table(ref.table)} ${sql.ref(`cur${i}`)} ON ${sql.ref(`cur${i}.id`)} = m.${sql.ref(ref.column)}`,
    ),
    sql` `,
  );
  const refIds = target.references.map((_, i) => sql`, ${sql.ref(`ref${i}.id`)} AS ${sql.ref(`ref${i}_id`)}`);
  return sql`
    SELECT rec.row_number, rec.record_id, m.${sql.ref(target.key.column)} AS key ${sql.join(refIds, sql` `)},
           '{}'::jsonb ${sql.join(
             fields.map(
               (u) =>
                 sql`|| CASE WHEN rec.record->>${u.field} IS NOT NULL AND ${u.changes} THEN jsonb_build_object(${u.field}::text, jsonb_build_object('from', ${u.from}, 'to', ${u.to})) ELSE '{}'::jsonb END`,
             ),
             sql` `,
           )} ${target.derivedChanges ? sql`|| ${target.derivedChanges(referenceOf(target))}` : sql``} AS changes
    FROM migration_records rec
    JOIN ${sql.table(target.table)} m ON m.id = rec.record_id
    ${referenceJoins(target, job.orgId, sql`rec.record`)}
    ${current}
    WHERE rec.job_id = ${job.id}::uuid AND rec.record_id IS NOT NULL AND NOT rec.excluded`;
}

/** The columns of the reference join (recordChanges) of the reference naming `field`. */
const referenceOf = (target: ImportTarget) => (field: string) => {
  const i = target.references.findIndex((ref) => ref.field === field);
  return { id: sql.ref(`ref${i}.id`), fallback: sql.ref(`ref${i}.fallback`) };
};

/**
 * A new member's customer id as an import draws it (migration 0031): the first two of its 12 hex digits
 * the statement's (an uncorrelated subquery: one draw a statement), the others the member's own, so that
 * a batch's ids fill one 256th of their unique index instead of pages all over it.
 */
const CUSTOMER_ID = sql`imported_customer_id((SELECT upper(substr(gen_random_uuid()::text, 1, 2))))`;

/** The stored columns an import may change, as kept to restore them. */
const writtenColumns = (target: ImportTarget) => [...target.columns.map((c) => c.column), ...target.references.map((ref) => ref.column)];
const snapshot = (target: ImportTarget) =>
  sql`jsonb_build_object(${sql.join(writtenColumns(target).map((column) => sql`${column}::text, m.${sql.ref(column)}`))})`;
const restoreCast = (target: ImportTarget, column: string) => {
  const plain = target.columns.find((c) => c.column === column);
  return plain ? CASTS[plain.type] : sql`::uuid`;
};

/** A record the import may still act on: active members; any department or package (archived ones keep their codes). */
const liveRecord = (target: ImportTarget, alias: string) =>
  target.matchesArchived ? sql`true` : sql`${sql.ref(`${alias}.status`)} = 'active'`;

/**
 * The writing side of an import, for any dataset, made from its target (datasets/types.ts): the preview's
 * counts and changes, the commit's inserts and updates, and the rollback. The only SQL of the commit stage.
 */
export class TargetStore {
  constructor(readonly db: Kysely<DB>) {}

  /**
   * After an import wrote `written` records of the target: fresh statistics of the target when that is
   * more than a tenth of what they counted (autovacuum's own threshold), in the import's transaction, so
   * that any statement that sees the new records also plans with them. A validation running beside it
   * sees the records as soon as this commits; planned with statistics from before, its checks probed
   * the members by the wrong index for each record, for minutes.
   * Holds the target's SHARE UPDATE EXCLUSIVE lock to the end of the transaction: another import's
   * refresh waits for this commit, which writes nothing after it. From the smallest sample that keeps every
   * organisation's share (keepingEvery): the import's records are then more than a tenth of the table, so
   * 1,500 rows hold a hundred of them or more, and the plans need the table's size and the organisation's
   * share.
   */
  async keepTargetStatistics(db: Db, target: ImportTarget, written: number) {
    const { rows, values } = await counted(db, target.table, 'org_id');
    if (written <= 0.1 * Math.max(rows, 0)) return;
    const columns = [...new Set(['id', 'org_id', 'status', target.key.column, ...target.unique.map((u) => u.column)])];
    const sample = withinBounds(keepingEvery(values));
    await analyzeSampled(db, sql`${sql.table(target.table)} (${sql.join(columns.map((c) => sql.ref(c)))})`, sample);
  }

  /**
   * What the job would do. Only a job that updates existing records (on_existing "update") has rows matched
   * to one (record_id; see validation's existing_match), and only those need comparing with the record, in
   * one read of the records (the comparison read them twice); the others' counts need
   * only the rows marked skipped or excluded (countsWithoutUpdates).
   */
  async previewCounts(target: ImportTarget, job: Job & { updates: boolean; rows: number }, db: Db = this.db) {
    if (!job.updates) return this.countsWithoutUpdates(job, db);
    const counts = await sql<{ to_create: string; to_skip: string; to_update: string; unchanged: string; excluded: string }>`
      SELECT count(*) FILTER (WHERE NOT rec.skipped AND NOT rec.excluded AND rec.record_id IS NULL) AS to_create,
             count(*) FILTER (WHERE rec.skipped) AS to_skip,
             count(*) FILTER (WHERE rec.excluded) AS excluded,
             count(*) FILTER (WHERE rec.record_id IS NOT NULL AND ch.changes <> '{}'::jsonb) AS to_update,
             count(*) FILTER (WHERE rec.record_id IS NOT NULL AND ch.changes = '{}'::jsonb) AS unchanged
      FROM migration_records rec LEFT JOIN (${recordChanges(target, job)}) ch ON ch.row_number = rec.row_number
      WHERE rec.job_id = ${job.id}::uuid
    `.execute(db);
    const row = counts.rows[0]!;
    return {
      toCreate: Number(row.to_create),
      toSkip: Number(row.to_skip),
      toUpdate: Number(row.to_update),
      unchanged: Number(row.unchanged),
      excluded: Number(row.excluded),
    };
  }

  /**
   * The counts of a job that does not update: no row is matched to a record, so every row neither skipped
   * nor excluded is created (the preview has no errors left), and the marked rows are read through their
   * own index: the job's records are not read (at the preview, and again at its commit). A job has a record for each of its rows, as its validation report counts them.
   */
  private async countsWithoutUpdates(job: Job & { rows: number }, db: Db) {
    const counts = await sql<{ marked: string; to_skip: string; excluded: string }>`
      SELECT count(*) AS marked, count(*) FILTER (WHERE skipped) AS to_skip, count(*) FILTER (WHERE excluded) AS excluded
      FROM migration_records WHERE job_id = ${job.id}::uuid AND (skipped OR excluded)
    `.execute(db);
    const row = counts.rows[0]!;
    return {
      toCreate: job.rows - Number(row.marked),
      toSkip: Number(row.to_skip),
      toUpdate: 0,
      unchanged: 0,
      excluded: Number(row.excluded),
    };
  }

  /** What a dataset with an effect (settlements) would do: its counts, and the sums it captures and releases. */
  async effectPreview(effect: NonNullable<DatasetDefinition['effect']>, job: Job, db: Db = this.db) {
    const row = (await effect.preview(job).execute(db)).rows[0]!;
    return {
      counts: { toCreate: 0, toUpdate: Number(row.to_update), unchanged: 0, toSkip: Number(row.to_skip), excluded: Number(row.excluded) },
      toCapture: row.to_capture,
      toRelease: row.to_release,
    };
  }

  /** The job's rows an effect acts on (neither excluded nor skipped) numbered in (afterRow, upToRow], in order. */
  async liveRecords(db: Db, jobId: string, rows: { afterRow: number; upToRow: number }): Promise<EffectRow[]> {
    const result = await sql<{ row_number: number; record: Record<string, string | null> }>`
      SELECT row_number, record FROM migration_records
      WHERE job_id = ${jobId}::uuid AND row_number > ${rows.afterRow} AND row_number <= ${rows.upToRow} AND NOT excluded AND NOT skipped
      ORDER BY row_number`.execute(db);
    return result.rows.map((r) => ({ rowNumber: r.row_number, record: r.record }));
  }

  /** The first updates the job would make: each changed field, from the record's value to the row's. */
  async firstChanges(target: ImportTarget, job: Job, limit: number) {
    const result = await sql<{
      row_number: number;
      key: string;
      record_id: string;
      changes: Record<string, { from: string | null; to: string | null }>;
    }>`
      SELECT row_number, key, record_id, changes FROM (${recordChanges(target, job)}) ch
      WHERE changes <> '{}'::jsonb ORDER BY row_number LIMIT ${limit}
    `.execute(this.db);
    return result.rows;
  }

  /**
   * Rows to create per the breakdown's reference (a member's department), by what it shows (rows without
   * one under the empty key), each row under the row the commit will give it.
   */
  async countByBreakdown(target: ImportTarget, job: Job): Promise<Record<string, number>> {
    const index = target.references.findIndex((ref) => ref.field === target.breakdown);
    if (index < 0) return {};
    const ref = target.references[index]!;
    const rows = await sql<{ name: string; n: string }>`
      SELECT coalesce(d.shown, '') AS name, count(*) AS n
      FROM migration_records rec
      LEFT JOIN (${referenceKeys(ref, job.orgId)}) d ON d.key = fold_amharic(rec.record->>${ref.field})
      WHERE rec.job_id = ${job.id}::uuid AND NOT rec.skipped AND NOT rec.excluded AND rec.record_id IS NULL
      GROUP BY 1 ORDER BY 1
    `.execute(this.db);
    return Object.fromEntries(rows.rows.map((r) => [r.name, Number(r.n)]));
  }

  /**
   * Inserts the records of the job's rows numbered in (afterRow, upToRow], set-wise: references resolved
   * in the same statement, each record marked with the job that created it.
   */
  async importRecords(
    trx: Transaction<DB>,
    target: ImportTarget,
    job: Job,
    rows: { afterRow: number; upToRow: number },
    now: Date,
  ): Promise<number> {
    const columns = writtenColumns(target);
    const key = sql`(r->>${target.key.field})`;
    const [drawn, draws] = target.drawsCustomerIds ? [sql`customer_id,`, sql`${CUSTOMER_ID},`] : [sql``, sql``];
    const result = await sql`
      INSERT INTO ${sql.table(target.table)} (${drawn} org_id, ${sql.ref(target.key.column)}, ${sql.join(columns.map((c) => sql.ref(c)))}, created_by_job_id, created_at, updated_at)
      SELECT ${draws} ${job.orgId}::uuid, ${key}, ${sql.join(columns.map((c) => insertedValue(target, c, sql`r`)))}, ${job.id}::uuid, ${now}, ${now}
      FROM (SELECT rec.record AS r FROM migration_records rec
            WHERE rec.job_id = ${job.id}::uuid AND NOT rec.skipped AND NOT rec.excluded AND rec.record_id IS NULL
              AND rec.row_number > ${rows.afterRow} AND rec.row_number <= ${rows.upToRow}) src
      ${referenceJoins(target, job.orgId, sql`r`)}
    `.execute(trx);
    return Number(result.numAffectedRows ?? 0);
  }

  /**
   * Updates the records the job's rows numbered in (afterRow, upToRow] match, where they change
   * something: each field the row gives, set-wise. Keeps each record's values from before and the
   * revision the update left, to restore them at a rollback. Answers how many were updated.
   */
  async updateRecords(
    trx: Transaction<DB>,
    target: ImportTarget,
    job: Job,
    rows: { afterRow: number; upToRow: number },
    now: Date,
  ): Promise<number> {
    const sets = [
      ...target.columns.map((c) => sql`${sql.ref(c.column)} = coalesce((src.r->>${c.field})${CASTS[c.type]}, m.${sql.ref(c.column)})`),
      ...target.references.map((ref, i) => sql`${sql.ref(ref.column)} = coalesce(${sql.ref(`src.ref${i}_id`)}, m.${sql.ref(ref.column)})`),
    ];
    const result = await sql<{ n: string }>`
      WITH src AS (
        SELECT ch.*, rec.record AS r FROM (${recordChanges(target, job)}) ch
        JOIN migration_records rec ON rec.job_id = ${job.id}::uuid AND rec.row_number = ch.row_number
        WHERE ch.changes <> '{}'::jsonb AND ch.row_number > ${rows.afterRow} AND ch.row_number <= ${rows.upToRow}
      ), before AS (
        SELECT m.id, ${snapshot(target)} AS snapshot FROM ${sql.table(target.table)} m JOIN src ON src.record_id = m.id
      ), updated AS (
        UPDATE ${sql.table(target.table)} m SET ${sql.join(sets)}, updated_at = ${now}
        FROM src WHERE m.id = src.record_id AND ${liveRecord(target, 'm')}
        RETURNING m.id, m.revision
      ), kept AS (
        INSERT INTO migration_record_updates (job_id, record_id, before, after_revision)
        SELECT ${job.id}::uuid, b.id, b.snapshot, u.revision FROM before b JOIN updated u ON u.id = b.id
        RETURNING 1
      )
      SELECT count(*) AS n FROM kept
    `.execute(trx);
    return Number(result.rows[0]!.n);
  }

  /**
   * Locks (FOR SHARE) every active reference the job's rows name, so that an archive or a rename waits for
   * the commit (or is 409 IN_USE_BY_IMPORT past its lock timeout); then answers, per reference field, how
   * many rows to import name one no active row answers to any more (archived, renamed or removed since the
   * preview), which the commit refuses rather than storing the field empty.
   */
  async lockReferences(trx: Transaction<DB>, target: ImportTarget, job: Job): Promise<Record<string, number>> {
    const lost: Record<string, number> = {};
    for (const ref of target.references) {
      const named = sql`SELECT fold_amharic(rec.record->>${ref.field}) FROM migration_records rec WHERE rec.job_id = ${job.id}::uuid AND NOT rec.skipped AND NOT rec.excluded`;
      const matches = sql.join(
        ref.by.map((column) => sql`fold_amharic(t.${sql.ref(column)}) IN (${named})`),
        sql` OR `,
      );
      await sql`SELECT t.id FROM ${sql.table(ref.table)} t WHERE t.org_id = ${job.orgId}::uuid AND t.status = 'active' AND (${matches}) ORDER BY t.id FOR SHARE`.execute(
        trx,
      );
      const { rows } = await sql<{ n: string }>`
        SELECT count(*) AS n FROM migration_records rec
        LEFT JOIN (${referenceKeys(ref, job.orgId)}) k ON k.key = fold_amharic(rec.record->>${ref.field})
        WHERE rec.job_id = ${job.id}::uuid AND NOT rec.skipped AND NOT rec.excluded AND coalesce(rec.record->>${ref.field}, '') <> '' AND k.id IS NULL`.execute(
        trx,
      );
      const n = Number(rows[0]!.n);
      if (n > 0) lost[ref.field] = n;
    }
    return lost;
  }

  /** Rows matched at validation whose record is no longer active: the update has no target (never for departments and packages). */
  async countVanishedMatches(db: Db, target: ImportTarget, jobId: string): Promise<number> {
    if (target.matchesArchived) return 0;
    const result = await sql<{ n: string }>`
      SELECT count(*) AS n FROM migration_records rec JOIN ${sql.table(target.table)} m ON m.id = rec.record_id
      WHERE rec.job_id = ${jobId}::uuid AND m.status <> 'active'
    `.execute(db);
    return Number(result.rows[0]!.n);
  }

  /**
   * Restores the records the job updated to their values from before, where nobody changed them since
   * (the revision the update left) and their old unique values (a member's email or phone, a department's
   * name) are not another live record's now.
   */
  async restoreUpdated(trx: Transaction<DB>, target: ImportTarget, job: Job, now: Date) {
    const held = target.unique.map((u) =>
      u.caseInsensitive
        ? sql`(u.before->>${u.column} IS NOT NULL AND lower(o.${sql.ref(u.column)}) = lower(u.before->>${u.column}))`
        : sql`(u.before->>${u.column} IS NOT NULL AND o.${sql.ref(u.column)} = u.before->>${u.column})`,
    );
    const taken =
      held.length > 0
        ? sql`EXISTS (SELECT 1 FROM ${sql.table(target.table)} o WHERE o.org_id = m.org_id AND ${liveRecord(target, 'o')} AND o.id <> m.id AND (${sql.join(held, sql` OR `)}))`
        : sql`false`;
    const live = target.matchesArchived ? sql`true` : sql`t.status = 'active'`;
    const result = await sql<{ restored: string; inactive: string; changed: string; taken: string }>`
      WITH touched AS (
        SELECT u.record_id, u.before AS b, u.after_revision, m.revision, m.status, ${taken} AS taken
        FROM migration_record_updates u JOIN ${sql.table(target.table)} m ON m.id = u.record_id
        WHERE u.job_id = ${job.id}::uuid AND m.org_id = ${job.orgId}::uuid
      ), restored AS (
        UPDATE ${sql.table(target.table)} m SET ${sql.join(writtenColumns(target).map((column) => sql`${sql.ref(column)} = (t.b->>${column})${restoreCast(target, column)}`))}, updated_at = ${now}
        FROM touched t WHERE m.id = t.record_id AND ${live} AND t.revision = t.after_revision AND NOT t.taken
        RETURNING m.id
      )
      SELECT (SELECT count(*) FROM restored) AS restored,
             count(*) FILTER (WHERE NOT (${live})) AS inactive,
             count(*) FILTER (WHERE ${live} AND revision <> after_revision) AS changed,
             count(*) FILTER (WHERE ${live} AND revision = after_revision AND taken) AS taken
      FROM touched t
    `.execute(trx);
    const row = result.rows[0]!;
    return {
      restored: Number(row.restored),
      alreadyInactive: Number(row.inactive),
      changed: Number(row.changed),
      taken: Number(row.taken),
    };
  }

  /** How many of the job's rows to create now collide with an existing record, per identifier (its key and unique fields). */
  async countConflicts(db: Db, target: ImportTarget, job: Job): Promise<Record<string, number>> {
    const identifiers = [target.key, ...target.unique];
    const counts = identifiers.map((u) => {
      const match = u.caseInsensitive
        ? sql`lower(m.${sql.ref(u.column)}) = lower(rec.record->>${u.field})`
        : sql`m.${sql.ref(u.column)} = rec.record->>${u.field}`;
      return sql`count(*) FILTER (WHERE EXISTS (SELECT 1 FROM ${sql.table(target.table)} m WHERE m.org_id = ${job.orgId}::uuid AND ${liveRecord(target, 'm')} AND m.${sql.ref(u.column)} IS NOT NULL AND ${match})) AS ${sql.ref(u.field)}`;
    });
    const result = await sql<Record<string, string>>`
      SELECT ${sql.join(counts)}
      FROM migration_records rec WHERE rec.job_id = ${job.id}::uuid AND NOT rec.skipped AND NOT rec.excluded AND rec.record_id IS NULL
    `.execute(db);
    const row = result.rows[0]!;
    return Object.fromEntries(identifiers.map((u) => [u.field, Number(row[u.field])]));
  }

  /**
   * Deactivates (members) or archives (departments, packages) the records the job created that are still
   * as it left them (revision 1) and, for a department or package, that no active member points to; in
   * one statement, counting those left alone by reason.
   */
  async deactivateCreated(trx: Transaction<DB>, target: ImportTarget, job: Job, now: Date) {
    const used = target.usedByMembers
      ? sql`EXISTS (SELECT 1 FROM members um WHERE um.${sql.ref(target.usedByMembers)} = c.id AND um.status = 'active')`
      : sql`false`;
    const result = await sql<{ deactivated: string; already_inactive: string; changed: string; in_use: string }>`
      WITH created AS (
        SELECT c.id, c.status, c.revision, ${used} AS in_use FROM ${sql.table(target.table)} c WHERE c.created_by_job_id = ${job.id}::uuid AND c.org_id = ${job.orgId}::uuid
      ), deactivated AS (
        UPDATE ${sql.table(target.table)} m SET status = ${target.inactiveStatus}, updated_at = ${now}
        FROM created c WHERE m.id = c.id AND c.status = 'active' AND c.revision = 1 AND NOT c.in_use
        RETURNING m.id
      )
      SELECT (SELECT count(*) FROM deactivated) AS deactivated,
             count(*) FILTER (WHERE status <> 'active') AS already_inactive,
             count(*) FILTER (WHERE status = 'active' AND revision > 1) AS changed,
             count(*) FILTER (WHERE status = 'active' AND revision = 1 AND in_use) AS in_use
      FROM created
    `.execute(trx);
    const row = result.rows[0]!;
    return {
      deactivated: Number(row.deactivated),
      alreadyInactive: Number(row.already_inactive),
      changed: Number(row.changed),
      inUse: Number(row.in_use),
    };
  }
}
