import { Type, type Static } from '@sinclair/typebox';
import { ORDER_CATEGORIES, ORDER_STATUSES, PROVIDER_KINDS } from '../../db/spending-tables.js';
import { envelope, Money, StringEnum } from '../../lib/http-schemas.js';
import { CLIENT_ACTIONS } from './state-machine.js';
import { LedgerEntry } from '../allowances/schemas.js';
import { PrescriptionRefWhole, PrescriptionRefWithheld } from '../prescriptions/schemas.js';

export const OrderStatus = StringEnum(ORDER_STATUSES, { title: 'OrderStatus' });
const OrderCategory = StringEnum(ORDER_CATEGORIES, { title: 'OrderCategory' });
export const REJECT_REASONS = ['OVER_POLICY', 'NOT_COVERED', 'MISSING_PRESCRIPTION', 'DUPLICATE', 'OTHER'] as const;

/** Money as a request sends it: at least 0.01 where an amount must be positive is checked by the service, with the field named. */
export const MoneyInput = Type.Object(
  {
    amount: Type.String({
      pattern: '^[0-9]{1,12}(\\.[0-9]{1,2})?$',
      description: 'a decimal with at most two fraction digits, such as "120.50"; no sign, no separators',
    }),
    currency: Type.String({ minLength: 1, maxLength: 8, description: "the organisation's currency (ETB)" }),
  },
  { title: 'MoneyAmount', additionalProperties: false },
);
export type MoneyInput = Static<typeof MoneyInput>;

const Line = Type.Object(
  {
    description: Type.String({ minLength: 1, maxLength: 500, description: 'what is asked for (a medicine, a test, a consultation)' }),
    quantity: Type.Integer({ minimum: 1, maximum: 100_000 }),
    amount: MoneyInput,
  },
  { additionalProperties: false },
);

export const OrderCreateBody = Type.Object(
  {
    member_id: Type.Optional(
      Type.String({ description: "SUPER_USER only: the member the order is made for (a member's own order leaves it out)" }),
    ),
    provider_id: Type.String({ description: 'an active provider of the organisation' }),
    category: OrderCategory,
    lines: Type.Array(Line, {
      minItems: 1,
      maxItems: 50,
      description: "each line's amount is its total; the order's requested_amount is their sum",
    }),
    note: Type.Optional(Type.Union([Type.String({ maxLength: 1_000 }), Type.Null()])),
    submit: Type.Optional(Type.Boolean({ description: 'true: submitted at once (reserving the amount), as POST /v1/orders/:id/submit' })),
    prescription_id: Type.Optional(
      Type.String({
        description:
          "an active prescription of the same member; required for the policy's prescription_required_for categories (400 PRESCRIPTION_REQUIRED)",
      }),
    ),
  },
  { title: 'OrderCreate', additionalProperties: false },
);
export type OrderCreateBody = Static<typeof OrderCreateBody>;

export const ApproveBody = Type.Object(
  { amount: Type.Optional(MoneyInput) },
  { title: 'OrderApprove', additionalProperties: false, description: 'amount: less than requested is allowed; the lowest proposed wins' },
);
export type ApproveBody = Static<typeof ApproveBody>;

export const RejectBody = Type.Object(
  { reason: StringEnum(REJECT_REASONS, { title: 'RejectReason' }), note: Type.Optional(Type.String({ maxLength: 1_000 })) },
  { title: 'OrderReject', additionalProperties: false },
);
export type RejectBody = Static<typeof RejectBody>;

export const FulfilBody = Type.Object(
  {
    amount: MoneyInput,
    invoice_ref: Type.String({ minLength: 1, maxLength: 100, description: "the provider's invoice or receipt number" }),
    fulfilled_on: Type.String({ format: 'date', description: 'the day the provider delivered (YYYY-MM-DD), not in the future' }),
  },
  { title: 'OrderFulfil', additionalProperties: false },
);
export type FulfilBody = Static<typeof FulfilBody>;

export const OrderListQuery = Type.Object(
  {
    status: Type.Optional(OrderStatus),
    member_id: Type.Optional(Type.String({ format: 'uuid' })),
    provider_id: Type.Optional(Type.String({ format: 'uuid' })),
    department: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: "a department's id, code or name" })),
    from: Type.Optional(Type.String({ format: 'date', description: 'created on or after this day' })),
    to: Type.Optional(Type.String({ format: 'date', description: 'created on or before this day' })),
    needs_my_approval: Type.Optional(
      Type.Boolean({ description: 'true: the approvals queue, submitted orders you may still vote on, oldest first' }),
    ),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
    cursor: Type.Optional(Type.String({ maxLength: 400, description: '`next_cursor` of the previous page (send the same filters)' })),
  },
  { additionalProperties: false },
);
export type OrderListQuery = Static<typeof OrderListQuery>;

export const OrderIdParams = Type.Object({ id: Type.String({ description: 'Id (UUID)' }) });

export const Person = Type.Object({ id: Type.String(), full_name: Type.String() }, { title: 'PersonRef' });

const Approval = Type.Object({
  approver: Type.Union([Person, Type.Null()], { description: 'null: the system, by the policy' }),
  amount: Money,
  at: Type.String({ format: 'date-time' }),
});
/** What every reader of an order sees: amounts, category, provider, status, dates, approvals. */
const OrderFacts = {
  id: Type.String({ format: 'uuid' }),
  number: Type.String({ description: 'ORD-000123: per organisation, in the order orders were made' }),
  member_id: Type.String(),
  member: Type.Object({
    id: Type.String(),
    full_name: Type.String(),
    external_id: Type.String(),
    department: Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()]),
  }),
  provider: Type.Object({ id: Type.String(), name: Type.String(), kind: StringEnum(PROVIDER_KINDS, { title: 'ProviderKind' }) }),
  category: OrderCategory,
  status: OrderStatus,
  requested_amount: Money,
  approved_amount: Type.Union([Money, Type.Null()], { description: 'set when approved: the lowest amount an approver proposed' }),
  final_amount: Type.Union([Money, Type.Null()], { description: 'set when fulfilled: what was paid from the allowance' }),
  held: Money,
  approvals_required: Type.Integer({ minimum: 0, maximum: 2, description: '0: approved at submit by the policy; 1 or 2 people' }),
  approvals: Type.Array(Approval),
  rejection: Type.Union([Type.Object({ reason: Type.String(), note: Type.Union([Type.String(), Type.Null()]) }), Type.Null()]),
  invoice_ref: Type.Union([Type.String(), Type.Null()]),
  fulfilled_on: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  submitted_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  expires_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'a submitted or approved order not fulfilled by then expires, and its hold is released',
  }),
  allowed_actions: Type.Array(StringEnum(CLIENT_ACTIONS), { description: "what the order's state allows (your role may allow less)" }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  withheld: Type.Array(Type.String(), { description: 'the clinical fields left out for your active role (empty: you see them all)' }),
};

export const Order = Type.Object(
  {
    ...OrderFacts,
    lines: Type.Array(Type.Object({ description: Type.String(), quantity: Type.Integer(), amount: Money })),
    note: Type.Union([Type.String(), Type.Null()]),
    prescription: Type.Union([PrescriptionRefWhole, Type.Null()]),
  },
  { title: 'Order' },
);
/** The same order for a role that may not see clinical detail: the serializer cannot send what it does not declare. */
export const OrderWithheld = Type.Object(
  {
    ...OrderFacts,
    lines: Type.Array(Type.Object({ amount: Money }), { description: "each line's amount; what was asked for is withheld" }),
    prescription: Type.Union([PrescriptionRefWithheld, Type.Null()]),
  },
  { title: 'OrderWithheld', description: 'an order without its clinical fields (see `withheld`)' },
);
const AnyOrder = Type.Union([Order, OrderWithheld], {
  title: 'OrderAsSeen',
  description: 'the order whole, or without its clinical fields for your active role (`withheld` says which)',
});

export const OrderResponse = envelope(AnyOrder);
export const OrderEntriesResponse = envelope(Type.Array(LedgerEntry, { title: 'OrderLedger' }));
export const OrderListResponse = envelope(
  Type.Object(
    {
      items: Type.Array(AnyOrder),
      next_cursor: Type.Union([Type.String(), Type.Null()], { description: 'pass as `cursor` for the next page; null on the last' }),
    },
    { title: 'OrderPage' },
  ),
);

export const ApprovalPolicy = Type.Object(
  {
    auto_approve_max: Money,
    dual_approval_min: Money,
    reservation_days: Type.Integer({ minimum: 1, maximum: 365 }),
    prescription_required_for: Type.Array(OrderCategory, { description: 'order categories that must name a prescription' }),
  },
  {
    title: 'ApprovalPolicy',
    description:
      'At submit an order of at most auto_approve_max is approved at once; from dual_approval_min it needs two different approvers; between, one. An order not fulfilled within reservation_days of its submit expires.',
  },
);
export const ApprovalPolicyBody = Type.Object(
  {
    auto_approve_max: MoneyInput,
    dual_approval_min: MoneyInput,
    reservation_days: Type.Integer({ minimum: 1, maximum: 365 }),
    prescription_required_for: Type.Optional(
      Type.Array(OrderCategory, { uniqueItems: true, maxItems: 6, description: 'left out: kept as it is' }),
    ),
  },
  { title: 'ApprovalPolicyUpdate', additionalProperties: false },
);
export type ApprovalPolicyBody = Static<typeof ApprovalPolicyBody>;
export const ApprovalPolicyResponse = envelope(ApprovalPolicy);
