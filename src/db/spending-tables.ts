import type { ColumnType, Generated } from 'kysely';
/** As departments' and packages' (schema.ts ReferenceStatus), repeated so that this file imports nothing of schema.ts. */
type ReferenceStatus = 'active' | 'archived';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export const PROVIDER_KINDS = ['PHARMACY', 'CLINIC', 'LAB', 'OPTICAL', 'DENTAL', 'OTHER'] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];

export const ORDER_CATEGORIES = ['PHARMACY', 'CONSULTATION', 'LAB', 'OPTICAL', 'DENTAL', 'OTHER'] as const;
export type OrderCategory = (typeof ORDER_CATEGORIES)[number];

/** An order's states (orders.status); orders/state-machine.ts moves between them. */
export const ORDER_STATUSES = ['draft', 'submitted', 'approved', 'rejected', 'fulfilled', 'cancelled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const LEDGER_KINDS = ['grant', 'reserve', 'release', 'capture', 'adjust'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const PERIOD_STATUSES = ['planned', 'open', 'closed'] as const;
export type PeriodStatus = (typeof PERIOD_STATUSES)[number];

export interface ProvidersTable {
  id: Generated<string>;
  org_id: string;
  code: string;
  name: string;
  kind: ProviderKind;
  phone: string | null;
  email: string | null;
  status: Generated<ReferenceStatus>;
  revision: Generated<number>;
  created_by_job_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BenefitPeriodsTable {
  id: Generated<string>;
  org_id: string;
  label: string;
  starts_on: string;
  ends_on: string;
  status: Generated<PeriodStatus>;
  opened_at: NullableTimestamp;
  opened_by: Generated<string | null>;
  closed_at: NullableTimestamp;
  closed_by: Generated<string | null>;
  created_by: Generated<string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AllowanceAccountsTable {
  id: Generated<string>;
  org_id: string;
  member_id: string;
  period_id: string;
  allowance: string;
  reserved: Generated<string>;
  spent: Generated<string>;
  version: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AllowanceLedgerTable {
  id: Generated<string>;
  org_id: string;
  account_id: string;
  kind: LedgerKind;
  allowance_change: Generated<string>;
  reserved_change: Generated<string>;
  spent_change: Generated<string>;
  allowance_after: string;
  reserved_after: string;
  spent_after: string;
  version: string;
  order_id: string | null;
  actor_id: string | null;
  note: string | null;
  created_at: Timestamp;
}

export interface OrderNumbersTable {
  org_id: string;
  last: number;
}

export interface OrdersTable {
  id: Generated<string>;
  org_id: string;
  number: number;
  member_id: string;
  provider_id: string;
  period_id: string | null;
  category: OrderCategory;
  status: Generated<OrderStatus>;
  requested_amount: string;
  approved_amount: string | null;
  final_amount: string | null;
  held: Generated<string>;
  approvals_required: Generated<number>;
  note: string | null;
  reject_reason: string | null;
  reject_note: string | null;
  invoice_ref: string | null;
  fulfilled_on: string | null;
  prescription_id: string | null;
  created_by: string;
  submitted_at: Date | null;
  expires_at: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  settled_by_job_id: Generated<string | null>;
}

export interface OrderLinesTable {
  order_id: string;
  position: number;
  description: string;
  quantity: number;
  amount: string;
}

export interface OrderApprovalsTable {
  id: Generated<string>;
  order_id: string;
  approver_id: string | null;
  amount: string;
  created_at: Timestamp;
}

/** What a person or an order did to a prescription; `expired` is read from valid_until (migration 0039). */
export const STORED_PRESCRIPTION_STATUSES = ['active', 'used', 'cancelled'] as const;
export const PRESCRIPTION_STATUSES = ['active', 'used', 'cancelled', 'expired'] as const;
export type PrescriptionStatus = (typeof PRESCRIPTION_STATUSES)[number];

export interface PrescriptionsTable {
  id: Generated<string>;
  org_id: string;
  member_id: string;
  medication: string;
  dosage: string | null;
  quantity: string | null;
  diagnosis: string | null;
  prescriber_name: string;
  facility: string | null;
  notes: string | null;
  issued_on: string;
  valid_until: string;
  status: Generated<(typeof STORED_PRESCRIPTION_STATUSES)[number]>;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PrescriptionAttachmentsTable {
  prescription_id: string;
  org_id: string;
  content_type: 'image/jpeg' | 'image/png' | 'application/pdf';
  size: number;
  sha256: string;
  content: Uint8Array;
  uploaded_by: string;
  created_at: Timestamp;
}

export const DISCLOSURE_KINDS = ['prescription', 'order', 'attachment', 'statement'] as const;
export type DisclosureKind = (typeof DISCLOSURE_KINDS)[number];

export interface ClinicalDisclosuresTable {
  id: Generated<string>;
  org_id: string;
  member_id: string;
  actor_id: string;
  what: DisclosureKind;
  resource_id: string;
  created_at: Timestamp;
}

export interface SpendingTables {
  providers: ProvidersTable;
  benefit_periods: BenefitPeriodsTable;
  allowance_accounts: AllowanceAccountsTable;
  allowance_ledger: AllowanceLedgerTable;
  order_numbers: OrderNumbersTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_approvals: OrderApprovalsTable;
  prescriptions: PrescriptionsTable;
  prescription_attachments: PrescriptionAttachmentsTable;
  clinical_disclosures: ClinicalDisclosuresTable;
}
