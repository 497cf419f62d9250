import { Type } from '@sinclair/typebox';
import { envelope, Money, StringEnum } from '../../lib/http-schemas.js';

export const MemberIdParams = Type.Object({ id: Type.String({ description: "The member's id (UUID)" }) });
const Person = Type.Object({ id: Type.String(), full_name: Type.String() });

const LedgerKind = StringEnum(['grant', 'reserve', 'release', 'capture', 'adjust'] as const, { title: 'LedgerKind' });

export const LedgerEntry = Type.Object(
  {
    id: Type.String(),
    kind: LedgerKind,
    allowance_change: Money,
    reserved_change: Money,
    spent_change: Money,
    remaining_after: Money,
    order: Type.Union([Type.Object({ id: Type.String(), number: Type.String() }), Type.Null()]),
    actor: Type.Union([Person, Type.Null()], { description: 'null: the system (an opening, an automatic approval, an expiry)' }),
    note: Type.Union([Type.String(), Type.Null()]),
    at: Type.String({ format: 'date-time' }),
  },
  { title: 'LedgerEntry', description: 'one change of an account, each figure signed as it moved' },
);

export const AllowanceAccount = Type.Object(
  {
    member_id: Type.String(),
    period: Type.Object({ id: Type.String(), label: Type.String(), starts_on: Type.String(), ends_on: Type.String() }),
    allowance: Money,
    reserved: Money,
    spent: Money,
    remaining: Money,
    version: Type.Integer({ description: 'grows with every change of the account' }),
    entries: Type.Array(LedgerEntry, { description: 'the last 50 changes, newest first' }),
  },
  { title: 'AllowanceAccount' },
);
export const AllowanceAccountResponse = envelope(AllowanceAccount);
