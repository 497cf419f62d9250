/** What a dataset declares: its record rules (fields with their parsers, row rules), its set-wise rules (applied in SQL), its target. */
import type { RawBuilder, Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { RecordRules } from '../../../lib/records/types.js';
import type { Permission } from '../../access/policy.js';

export type TargetTable = 'members' | 'departments' | 'benefit_packages' | 'providers' | 'orders';
export type ReferenceTable = 'departments' | 'benefit_packages';

/** Set-wise rules, run as SQL over all the records of a job at once. */
export type SetRule =
  | { kind: 'unique_in_file'; field: string; caseInsensitive?: boolean }
  /**
   * A row whose key matches an existing record of the dataset's target "matches" it: ALREADY_EXISTS,
   * skipped (on_existing skip), or that record's update (update). Only active records match, unless the
   * target's keys are unique among archived records too (departments, packages).
   */
  | { kind: 'existing_match'; field: string }
  /** A value held by a DIFFERENT existing record of the target (compared by the match key): ALREADY_EXISTS. */
  | { kind: 'taken_by_other'; field: string; column: string; caseInsensitive?: boolean }
  /** The value must name an active row of the organisation's reference table by one of its columns (case-insensitive); naming an archived one says so. */
  | ReferenceRule
  | FloorRule
  | QueryRule;

/**
 * A dataset's own check, as one SELECT over the job's live records (`rec`, restricted by `live`): per row
 * that fails it, `row_number`, `value`, `code`, `message` and `params` (jsonb), for `field` (its cell).
 */
export interface QueryRule {
  kind: 'query';
  field: string;
  errors: (job: { id: string; orgId: string }, live: RawBuilder<unknown>) => RawBuilder<unknown>;
}

/**
 * A row that updates a record must not leave the field below a floor the dataset computes for that record
 * (a member's allowance below what their open account already holds and has spent): `code`, with the
 * floor in the message and as `params.floor`.
 */
export interface FloorRule {
  kind: 'not_below';
  field: string;
  code: string;
  /** The error's message; the floor follows it. */
  message: string;
  /**
   * For the record whose id is given and the staged row (jsonb), one row of two numeric columns: `floor`,
   * and `value`, what the field would be after the update (what the row gives, or what the update makes of
   * it: a new package's allowance); no row, or a null value: nothing to check.
   */
  floor: (recordId: RawBuilder<unknown>, record: RawBuilder<unknown>) => RawBuilder<unknown>;
}

/** A field naming a row of another table: how it is checked, named in messages and the report, and created when missing. */
export interface ReferenceRule {
  kind: 'reference';
  field: string;
  table: ReferenceTable;
  columns: readonly string[];
  code: string;
  message: string;
  /** How messages name a row of the table ("This benefit package is archived"). */
  noun: string;
  /** The report's name for the table (`missing_references[].table`). */
  list: 'departments' | 'packages';
  /**
   * Rows the organisation lacks can be created from the file's values (POST .../create-missing with
   * `field: kind`): code and name from the value (the code cut to `codeMaxLength`), each with its event,
   * by a caller with `permission`.
   */
  missing?: { kind: string; permission: Permission; event: string; idKey: string; codeMaxLength?: number };
}

/** How messages name a target's records. */
export interface RecordNames {
  /** The one that already has a value: "An active member", "A department of the organisation". */
  existing: string;
  /** Another one holding it: "Another active member". */
  other: string;
  /** Those that took a file's identifiers meanwhile: "active members", "departments of the organisation". */
  plural: string;
  /** The `reason` an ALREADY_EXISTS error carries for the console's words; null for the dataset's own people (members). */
  reason: string | null;
}

/** A field stored as it is in a column of the target. */
export interface TargetColumn {
  field: string;
  column: string;
  type: 'text' | 'date' | 'numeric';
}

/** A field that names a row of a reference table (by one of `by`), stored as that row's id. */
export interface TargetReference {
  field: string;
  column: string;
  table: ReferenceTable;
  /** The columns that name a row, in order: the first wins when one row's code is another's name. */
  by: readonly ('code' | 'name')[];
  /** How the field shows the row (the preview's changes, a member's department by name, package by code). */
  shows: 'code' | 'name';
  /** A column of the target that takes the referenced row's value when the file gives none (a member's allowance from their package). */
  fallback?: { column: string; from: string; otherwise: string };
}

/**
 * Where a dataset's records go, and how: the table, the key a row matches an existing record by, the
 * columns written, and what a rollback must respect. The commit, update, undo and rollback SQL is made
 * from this (commit/repository.ts), so a dataset is one file.
 */
export interface ImportTarget {
  table: TargetTable;
  /** How messages name its records. */
  names: RecordNames;
  /**
   * The records' search text is written by the worker after the import commits rather than by each
   * insert (members: the trigram index was a third of a large commit; docs/decisions.md).
   */
  defersSearchText?: true;
  key: { field: string; column: string; caseInsensitive: boolean };
  /** Keys unique among archived records too: an archived record matches (and is updated, staying archived). */
  matchesArchived: boolean;
  /** The status a rollback gives a record the import created. */
  inactiveStatus: 'inactive' | 'archived';
  columns: readonly TargetColumn[];
  references: readonly TargetReference[];
  /** Other columns no two records may share (case-insensitive when so marked): checked before a restore and counted when a commit meets one. */
  unique: readonly { field: string; column: string; caseInsensitive: boolean }[];
  /** A record the import created that active members point to (by this column) is kept at rollback. */
  usedByMembers?: 'department_id' | 'package_id';
  /** A row rule's error that matching an existing record makes moot, when the record has any of these columns set. */
  keptByUpdate?: readonly { code: string; anyOf: readonly string[] }[];
  /** The reference the preview counts rows to create by (members: per department). */
  breakdown?: string;
  /** Members: new records' customer ids drawn by the import's statement (migration 0031), close together in their unique index. */
  drawsCustomerIds?: true;
  /**
   * Changes an update makes beyond the row's own fields (a member who follows their package takes a new
   * package's allowance), as a jsonb object { field: { from, to } } over the record (`m`), the staged row
   * (`rec`) and the references the row names (`ref`, by field): shown in the preview, counted as updates.
   */
  derivedChanges?: (ref: (field: string) => { id: RawBuilder<unknown>; fallback: RawBuilder<unknown> }) => RawBuilder<unknown>;
}

/**
 * A dataset: what a valid record is (its fields and row rules, which the capability owning the record
 * declares and its own API checks too), plus what only an import needs: set-wise rules and the target.
 */
export interface DatasetDefinition extends RecordRules {
  type: string;
  /** Who may import it: the permission that writes its records elsewhere (providers: finance:write). */
  importPermission: Permission;
  /** Who may roll its imports back (default migration:rollback, a super user's; settlements: finance:write). */
  rollbackPermission?: Permission;
  /**
   * Its key is compared without case unless the organisation says its numbers differ by case
   * (organisations.member_numbers_case_sensitive; datasetFor).
   */
  keyCaseSetting?: true;
  setRules: readonly SetRule[];
  target: ImportTarget;
  /**
   * A dataset that acts on existing records through their capability's own rules instead of writing the
   * target's columns (settlements fulfil orders): the effect, by name, that the platform gives the
   * migration capability (ImportEffects), and the SQL of its preview. The target then names the table
   * its imports lock.
   */
  effect?: { name: 'settle_orders'; preview: (job: { id: string; orgId: string }) => RawBuilder<EffectPreviewRow> };
}

/** One row: what an effect's import would do (to_update: the records it acts on), and the sums it moves. */
export interface EffectPreviewRow {
  to_update: string;
  to_skip: string;
  excluded: string;
  to_capture: string;
  to_release: string;
}

/** A job as an effect sees it. */
export interface EffectJob {
  id: string;
  orgId: string;
  /** Who made the job: the actor of what it does. */
  createdBy: string;
}

/** A row of the job, as the commit gives it to an effect (in row order, excluded and skipped rows left out). */
export interface EffectRow {
  rowNumber: number;
  record: Record<string, string | null>;
}

/**
 * What an import does through another capability (`effect`): applied row by row in the import's
 * transaction, all or nothing (an AppError fails the job with its code and sentence, nothing done), and
 * undone by a rollback where it still can be (the others counted by reason).
 */
export interface ImportEffect {
  commit(trx: Transaction<DB>, job: EffectJob, rows: readonly EffectRow[]): Promise<number>;
  rollback(trx: Transaction<DB>, job: EffectJob, actorId: string): Promise<{ restored: number; skippedReasons: Record<string, number> }>;
}

export type ImportEffects = Record<NonNullable<DatasetDefinition['effect']>['name'], ImportEffect>;
