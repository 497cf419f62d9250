import type { ColumnType, Generated } from 'kysely';
import type { ErrorParams } from '../lib/app-error.js';
import type { DetectedFormat } from '../lib/records/dates.js';
import type { SpendingTables } from './spending-tables.js';

/** Kysely's view of the tables in migrations/. numeric and date columns arrive as strings, never floats. */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type Role = 'SUPER_USER' | 'HR_ADMIN' | 'FINANCE' | 'MEMBER';
export type Locale = 'en' | 'am';
/** The calendar a user reads dates in. */
export type Calendar = 'gregorian' | 'ethiopian';
export type OrgStatus = 'active' | 'pending' | 'suspended';

export interface OrganisationsTable {
  id: string;
  slug: string;
  name: string;
  status: OrgStatus;
  currency: Generated<string>;
  /** Whether the organisation's members may sign in (as MEMBER). */
  member_sign_in: Generated<boolean>;
  /** The organisation's benefit year (migration 0040). */
  benefit_year: Generated<'ethiopian_fiscal' | 'gregorian'>;
  /** IANA time zone: a timestamp at UTC in a file is the local day it names there. */
  time_zone: Generated<string>;
  /** Whether employee numbers that differ only by case are different members (false: E-001 is e-001). */
  member_numbers_case_sensitive: Generated<boolean>;
  /** The approval policy (issue 56), in the organisation's currency. */
  auto_approve_max: Generated<string>;
  dual_approval_min: Generated<string>;
  reservation_days: Generated<number>;
  /** Order categories that must name a prescription (migration 0039). */
  prescription_required_for: Generated<string[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UsersTable {
  id: string;
  org_id: string;
  /** Null for a person invited by phone alone. */
  email: ColumnType<string | null, string | null | undefined, string | null>;
  full_name: string;
  roles: Role[];
  locale: Locale;
  /** Whether the user (or whoever invited them in it) chose the locale: then it wins at sign-in. */
  locale_chosen: Generated<boolean>;
  calendar: ColumnType<Calendar, Calendar | undefined, Calendar>;
  /** Argon2id (PHC string); null: no password sign-in. */
  password_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** invited: not signed in yet; deactivated: unknown to sign-in, no session. */
  status: ColumnType<UserStatus, UserStatus | undefined, UserStatus>;
  invited_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  invited_by: ColumnType<string | null, string | null | undefined, string | null>;
  last_sign_in_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  deactivated_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type UserStatus = 'invited' | 'active' | 'deactivated';

export type IdentityKind = 'email' | 'phone' | 'idp' | 'messenger';

export interface IdentitiesTable {
  id: string;
  user_id: string;
  /** The user's organisation (filled from the user when not given: migration 0034). */
  org_id: ColumnType<string, string | undefined, string>;
  kind: IdentityKind;
  value: string;
  created_at: Timestamp;
}

export type CodeChannel = 'email' | 'phone';

export interface OneTimeCodesTable {
  id: string;
  channel: CodeChannel;
  identifier: string;
  code_hash: string;
  /** The code sealed (AES-GCM), to send it again while it is open; null for codes made before. */
  code_sealed: ColumnType<string | null, string | null | undefined, string | null>;
  attempts: Generated<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  ended_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface OauthStatesTable {
  state_hash: string;
  code_verifier: string;
  nonce: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface DevOutboxTable {
  id: Generated<string>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: Generated<Date>;
}

export interface DemoPersonasTable {
  id: string;
  user_id: string;
  demo_role: Role;
  label: string;
  description: string;
  sort_order: number;
}

export type ReferenceStatus = 'active' | 'archived';

export interface DepartmentsTable {
  id: Generated<string>;
  org_id: string;
  code: string;
  name: string;
  status: Generated<ReferenceStatus>;
  /** Bumped by a trigger at every update. */
  revision: Generated<number>;
  created_by_job_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BenefitPackagesTable {
  id: Generated<string>;
  org_id: string;
  code: string;
  name: string;
  description: string | null;
  /** Null: not set yet (a package created from a members file's value); its members get 0 meanwhile. */
  allowance_amount: string | null;
  status: Generated<ReferenceStatus>;
  revision: Generated<number>;
  created_by_job_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MembersTable {
  id: Generated<string>;
  org_id: string;
  user_id: string | null;
  external_id: string;
  customer_id: Generated<string>;
  full_name: string;
  email: string | null;
  phone: string | null;
  date_of_birth: string | null;
  gender: 'female' | 'male' | 'other' | null;
  department_id: string | null;
  employment_start_date: string | null;
  package_id: string | null;
  allowance_amount: Generated<string>;
  allowance_used: Generated<string>;
  /** Whether allowance_amount is the package's (and follows it) or the member's own (migration 0038). */
  allowance_source: Generated<'own' | 'package'>;
  status: Generated<'active' | 'inactive'>;
  created_by_job_id: string | null;
  /** 1 as inserted; a trigger adds 1 on every update. */
  revision: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  token_hash: string;
  user_id: string;
  active_role: Role;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

/** A migration job's states (migration_jobs.status), in the order of its life; the state machine moves between them. */
export const JOB_STATUSES = [
  'uploaded',
  'mapping',
  'validating',
  'validated',
  'preview_ready',
  'committing',
  'completed',
  'failed',
  'rolled_back',
] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** jsonb columns: written as JSON text, read back as parsed values. */
type Json<T> = ColumnType<T, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null, string | null>;

/** What a row matching an active member does: an error, skipped, or an update of that member. */
export type OnExisting = 'error' | 'skip' | 'update';

export interface MigrationJobsTable {
  id: string;
  org_id: string;
  status: JobStatus;
  dataset_type: string;
  file_name: string;
  file_size: ColumnType<string, number | string, number | string>;
  file_format: 'csv' | 'xlsx';
  row_count: number;
  columns: Json<string[]>;
  suggested_mapping: Json<Record<string, string>>;
  /** Up to 3 non-empty values of each column, from the first rows of the file. */
  column_samples: ColumnType<Record<string, string[]>, string | undefined, string>;
  column_mapping: NullableJson<Record<string, string>>;
  options: ColumnType<{ on_existing: OnExisting }, string | undefined, string>;
  validation: NullableJson<Record<string, unknown>>;
  preview: NullableJson<Record<string, unknown>>;
  result: NullableJson<{ created: number; updated?: number; unchanged?: number; skipped: number; excluded?: number }>;
  failure: NullableJson<{ code: string; message: string; params?: ErrorParams }>;
  rollback: NullableJson<{ deactivated: number; restored?: number; skipped: number; skipped_reasons: Record<string, number> }>;
  progress: NullableJson<{ done: number; total: number }>;
  validation_run: Generated<number>;
  step_failures: Generated<number>;
  staged_mapping: NullableJson<Record<string, string>>;
  /** 'YYYY-MM-DD' */
  staged_on: string | null;
  /** The file's header row (1 unless title or blank rows stand above it); the file is read again from it. */
  header_row: ColumnType<number, number | undefined, number>;
  /** The workbook sheet read (null for a CSV), and the workbook's other visible sheets. */
  sheet_name: string | null;
  other_sheets: NullableJson<string[]>;
  /** Columns the workbook's author hid. */
  hidden_columns: NullableJson<string[]>;
  /** The date formats (non-default ones, by column) the staged records were read with; null: none. */
  staged_formats: NullableJson<Record<string, { date_order: 'DMY' | 'MDY' | 'YMD'; calendar: 'gregorian' | 'ethiopian' }>>;
  /** What each column's values said of their date format at upload (mapping/date-formats.ts); null: before detection. */
  detected_formats: NullableJson<Record<string, DetectedFormat>>;
  /** The date formats the mapping says, by column (either part may be missing). */
  column_formats: NullableJson<Record<string, { date_order?: 'DMY' | 'MDY' | 'YMD'; calendar?: 'gregorian' | 'ethiopian' }>>;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  committed_at: Timestamp | null;
  completed_at: Timestamp | null;
  rollback_deadline: Timestamp | null;
  rolled_back_at: Timestamp | null;
  /** Housekeeping removed the stored file, staged rows, errors and edits (the job and its counts stay). */
  files_removed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** rate-limiter-flexible's table: sign-in attempts counted for every instance. */
export interface SignInLimitsTable {
  key: string;
  points: number;
  expire: ColumnType<string | null, number | null, number | null>;
}

export interface MigrationFileChunksTable {
  job_id: string;
  seq: number;
  data: Buffer;
}

export interface MigrationRecordsTable {
  job_id: string;
  row_number: number;
  record: Json<Record<string, string | null>>;
  skipped: Generated<boolean>;
  /** The existing record (of the dataset's target) this row updates (on_existing "update"); null for one to create. */
  record_id: string | null;
  /** The row's cells in file column order, edits applied (null: staged before cells were kept). */
  cells: NullableJson<string[]>;
  /** Left out by the user: neither imported nor an error. */
  excluded: Generated<boolean>;
  /** The fields whose value is a normalised reading of the cell (another form of date, amount or word); null: none. */
  normalised: NullableJson<string[]>;
}

/** A value of a row in a field that must be unique in the file (lower case where compared so). */
export interface MigrationRowKeysTable {
  job_id: string;
  field: string;
  key: string;
  row_number: number;
}

/** A user's change to a row: a cell (column_name set) or the row's exclusion (column_name null). */
export interface MigrationRowEditsTable {
  id: Generated<string>;
  job_id: string;
  row_number: number;
  column_name: string | null;
  old_value: string | null;
  new_value: string | null;
  excluded: boolean | null;
  edited_by: string;
  edited_at: Date;
}

export interface SignInLedgerTable {
  id: Generated<string>;
  key: string;
  at: Date;
}

export interface UsedSignInProofsTable {
  digest: string;
  expires_at: Date;
}

export interface WebhookDeliveryLeasesTable {
  delivery_id: string;
  org_id: string;
  endpoint_id: string;
  expires_at: Date;
}

/** Each record an import updated, with its values from before (restored by a rollback) and the revision the update left. */
export interface MigrationRecordUpdatesTable {
  job_id: string;
  record_id: string;
  before: Json<Record<string, unknown>>;
  after_revision: number;
}

export interface MigrationErrorsTable {
  id: Generated<string>;
  job_id: string;
  row_number: number;
  column_name: string;
  field: string;
  value: string | null;
  code: string;
  message: string;
  params: ColumnType<ErrorParams | null, string | null | undefined, string | null>;
  set_rule: Generated<boolean>;
}

export interface MappingProfilesTable {
  id: string;
  org_id: string;
  name: string;
  dataset_type: string;
  column_mapping: Json<Record<string, string>>;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface EventsTable {
  id: Generated<string>;
  org_id: string;
  kind: string;
  occurred_at: Timestamp;
  data: Json<Record<string, unknown>>;
}

export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  scope: string;
  state: 'in_progress' | 'completed';
  response_status: number | null;
  response_body: string | null;
  created_at: Timestamp;
  locked_until: Timestamp;
  expires_at: Timestamp;
}

/** The text `q` searches, per member (migration 0025): kept by triggers, or by the worker after an import. */
export interface MemberSearchTable {
  member_id: string;
  org_id: string;
  revision: number;
  text: string;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: Timestamp;
}

export interface DB extends SpendingTables {
  organisations: OrganisationsTable;
  users: UsersTable;
  demo_personas: DemoPersonasTable;
  departments: DepartmentsTable;
  benefit_packages: BenefitPackagesTable;
  members: MembersTable;
  member_search: MemberSearchTable;
  sessions: SessionsTable;
  migration_jobs: MigrationJobsTable;
  migration_file_chunks: MigrationFileChunksTable;
  migration_records: MigrationRecordsTable;
  migration_errors: MigrationErrorsTable;
  migration_record_updates: MigrationRecordUpdatesTable;
  migration_row_edits: MigrationRowEditsTable;
  webhook_delivery_leases: WebhookDeliveryLeasesTable;
  sign_in_ledger: SignInLedgerTable;
  used_sign_in_proofs: UsedSignInProofsTable;
  migration_row_keys: MigrationRowKeysTable;
  mapping_profiles: MappingProfilesTable;
  events: EventsTable;
  idempotency_keys: IdempotencyKeysTable;
  schema_migrations: SchemaMigrationsTable;
  identities: IdentitiesTable;
  one_time_codes: OneTimeCodesTable;
  oauth_states: OauthStatesTable;
  dev_outbox: DevOutboxTable;
  sign_in_limits: SignInLimitsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
}

export interface WebhookEndpointsTable {
  id: string;
  org_id: string;
  url: string;
  events: string[];
  description: string | null;
  secret_sealed: string;
  enabled: Generated<boolean>;
  disabled_reason: string | null;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type DeliveryState = 'pending' | 'delivered' | 'given_up';

export interface WebhookDeliveriesTable {
  id: string;
  endpoint_id: string;
  message_id: string;
  event_kind: string;
  payload: string;
  state: DeliveryState;
  attempts: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WebhookAttemptsTable {
  id: Generated<string>;
  delivery_id: string;
  endpoint_id: string;
  attempt: number;
  attempted_at: Timestamp;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  response_body: string | null;
}
