import { Type } from '@sinclair/typebox';
import { envelope, Money, pageOf, StringEnum } from '../../lib/http-schemas.js';

const ListStatus = StringEnum(['active', 'archived'] as const, {
  title: 'ListStatus',
  description: 'archived: kept (its members keep it), but offered to no new member',
});

const common = {
  id: Type.String({ format: 'uuid' }),
  code: Type.String({ description: 'unique in the organisation, compared as the import compares (case and outer spaces ignored)' }),
  name: Type.String(),
  status: ListStatus,
  member_count: Type.Integer({ minimum: 0, description: 'active members that belong to it' }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
};

export const Department = Type.Object(common, { title: 'Department' });

export const Package = Type.Object(
  {
    ...common,
    description: Type.Union([Type.String(), Type.Null()]),
    allowance_amount: Type.Union([Money, Type.Null()], {
      description: "in the organisation's currency; null: not set yet (members of the package get their own amount, else 0)",
    }),
  },
  { title: 'BenefitPackage' },
);

export const ListQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  q: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'part of the code or name (case-insensitive)' })),
  status: Type.Optional(ListStatus),
});

export const ListIdParams = Type.Object({ id: Type.String({ description: 'Id (UUID)' }) });

const Given = (description: string) => Type.String({ maxLength: 1_000, description });

/** A package's allowance as sent: the amount as a decimal string, checked by the import's rule (at least 0, at most two decimals). */
const MoneyInput = Type.Object(
  {
    amount: Type.String({ maxLength: 32, description: 'a decimal such as "15000.00": at least 0, at most two decimals' }),
    currency: Type.String({ maxLength: 8, description: "the organisation's currency" }),
  },
  { title: 'MoneyInput' },
);

const departmentFields = { code: Given('1 to 64 characters'), name: Given('1 to 200 characters') };
const packageFields = {
  ...departmentFields,
  description: Type.Optional(Type.Union([Given('up to 1000 characters'), Type.Null()])),
  allowance_amount: Type.Optional(Type.Union([MoneyInput, Type.Null()], { description: 'null: not set' })),
};

export const DepartmentCreateBody = Type.Object(departmentFields, { title: 'DepartmentCreate' });
export const DepartmentPatchBody = Type.Partial(Type.Object(departmentFields), { title: 'DepartmentPatch', minProperties: 1 });
export const PackageCreateBody = Type.Object(packageFields, { title: 'BenefitPackageCreate' });
export const PackagePatchBody = Type.Partial(Type.Object(packageFields), { title: 'BenefitPackagePatch', minProperties: 1 });

export const DepartmentResponse = envelope(Department);
export const DepartmentListResponse = envelope(pageOf(Department));
export const PackageResponse = envelope(Package);
export const PackageListResponse = envelope(pageOf(Package));
