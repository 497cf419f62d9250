import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the tables in migrations/. numeric and date columns arrive as strings, never floats. */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type Role = 'SUPER_USER' | 'HR_ADMIN' | 'FINANCE' | 'MEMBER';
export type Locale = 'en' | 'am';
export type OrgStatus = 'active' | 'pending' | 'suspended';

export interface OrganisationsTable {
  id: string;
  slug: string;
  name: string;
  status: OrgStatus;
  currency: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UsersTable {
  id: string;
  org_id: string;
  email: string;
  full_name: string;
  roles: Role[];
  locale: Locale;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DemoPersonasTable {
  id: string;
  user_id: string;
  demo_role: Role;
  label: string;
  description: string;
  sort_order: number;
}

export interface DepartmentsTable {
  id: Generated<string>;
  org_id: string;
  code: string;
  name: string;
  created_at: Timestamp;
}

export interface BenefitPackagesTable {
  id: Generated<string>;
  org_id: string;
  code: string;
  name: string;
  allowance_amount: string;
  created_at: Timestamp;
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
  status: Generated<'active' | 'inactive'>;
  created_by_job_id: string | null;
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

export interface SchemaMigrationsTable {
  name: string;
  applied_at: Timestamp;
}

export interface DB {
  organisations: OrganisationsTable;
  users: UsersTable;
  demo_personas: DemoPersonasTable;
  departments: DepartmentsTable;
  benefit_packages: BenefitPackagesTable;
  members: MembersTable;
  sessions: SessionsTable;
  schema_migrations: SchemaMigrationsTable;
}
