import { Type, type Static } from '@sinclair/typebox';
import { PERIOD_STATUSES } from '../../db/spending-tables.js';
import { envelope, Money, StringEnum } from '../../lib/http-schemas.js';

const Day = (description: string) => Type.String({ format: 'date', description });

export const PeriodStatus = StringEnum(PERIOD_STATUSES, {
  title: 'PeriodStatus',
  description: 'planned: made, not yet open; open: takes orders (one at a time); closed: takes no reserve or capture, for good',
});

export const BenefitPeriod = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    label: Type.String(),
    starts_on: Day('first day'),
    ends_on: Day('last day'),
    status: PeriodStatus,
    opened_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    closed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'BenefitPeriod' },
);

export const BenefitPeriodDetail = Type.Composite(
  [
    BenefitPeriod,
    Type.Object({
      open_orders: Type.Object(
        {
          submitted: Type.Integer(),
          approved: Type.Integer(),
          held: Money,
        },
        { description: "the period's orders still holding allowance: what closing it with expire_open expires" },
      ),
      accounts: Type.Object(
        { count: Type.Integer(), allowance: Money, spent: Money, remaining: Money },
        { description: "the period's allowance accounts: granted, spent, and left (unspent at closing does not roll over)" },
      ),
      members_granted: Type.Optional(Type.Integer({ description: 'POST open: the accounts its opening granted' })),
      orders_expired: Type.Optional(Type.Integer({ description: 'POST close: the orders its closing expired' })),
    }),
  ],
  { title: 'BenefitPeriodDetail' },
);

export const PeriodListResponse = envelope(Type.Object({ items: Type.Array(BenefitPeriod) }, { title: 'BenefitPeriodList' }));
export const PeriodResponse = envelope(BenefitPeriod);
export const PeriodDetailResponse = envelope(BenefitPeriodDetail);

export const PeriodIdParams = Type.Object({ id: Type.String({ description: 'Id (UUID)' }) });

export const PeriodCreateBody = Type.Object(
  {
    starts_on: Day('first day (YYYY-MM-DD)'),
    ends_on: Day('last day, not before starts_on'),
    label: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 100,
        description: 'default: "EFY 2019" for an Ethiopian fiscal year, "2027" for a Gregorian year, else the days',
      }),
    ),
  },
  { additionalProperties: false },
);
export type PeriodCreateBody = Static<typeof PeriodCreateBody>;

export const PeriodCloseBody = Type.Object(
  {
    expire_open: Type.Optional(
      Type.Boolean({
        default: false,
        description: "expire the period's submitted and approved orders (releasing what they hold) instead of refusing",
      }),
    ),
  },
  { additionalProperties: false },
);
export type PeriodCloseBody = Static<typeof PeriodCloseBody>;
