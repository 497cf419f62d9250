import { Type } from '@sinclair/typebox';
import { envelope, JobStatus, Money, pageOf, StringEnum } from '../../lib/http-schemas.js';

const NullableText = Type.Union([Type.String(), Type.Null()]);
const NullableDate = Type.Union([Type.String({ format: 'date' }), Type.Null()]);

export const Member = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    external_id: Type.String(),
    full_name: Type.String(),
    email: NullableText,
    phone: Type.Union([Type.String({ description: 'E.164' }), Type.Null()]),
    date_of_birth: NullableDate,
    gender: Type.Union([StringEnum(['female', 'male', 'other'] as const), Type.Null()]),
    department: Type.Union([Type.String({ description: "the department's name" }), Type.Null()]),
    employment_start_date: NullableDate,
    package_code: NullableText,
    allowance_amount: Type.String({ pattern: '^\\d+\\.\\d{2}$', description: 'decimal with two fraction digits, as imported' }),
    allowance_follows_package: Type.Boolean({
      description:
        "true: the amount is the package's and follows it (a new package, the package's new allowance); false: the member's own. Set by giving an amount (the package's, or none, follows it)",
    }),
    status: StringEnum(['active', 'inactive'] as const),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { title: 'Member' },
);

export const MEMBER_SORTS = ['-created_at', 'created_at', 'full_name', '-full_name', 'external_id', '-external_id'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

/** What picks the members of the list and of its export. */
const memberFilters = {
  q: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 200,
      description:
        'part of the name, external id, email or phone (case-insensitive); a phone in any form the import reads (0912 34 56 78, 251912345678) is searched as stored (+251912345678)',
    }),
  ),
  department: Type.Optional(
    Type.String({ minLength: 1, maxLength: 200, description: 'a department of the organisation, by name or code (case-insensitive)' }),
  ),
  package: Type.Optional(
    Type.String({ minLength: 1, maxLength: 200, description: 'a benefit package of the organisation, by code (case-insensitive)' }),
  ),
  status: Type.Optional(StringEnum(['active', 'inactive'] as const)),
  import_job_id: Type.Optional(Type.String({ format: 'uuid', description: 'the members that migration job created or updated' })),
  sort: Type.Optional(
    StringEnum(MEMBER_SORTS, {
      default: '-created_at',
      description:
        'the order: newest first (default), oldest first, by name or by employee number (case-insensitive, in code point order: Ethiopic names in the order of the fidel); "-" is descending',
    }),
  ),
};

export const MemberListQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  ...memberFilters,
  cursor: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 2_000,
      description:
        '`next_cursor` of the previous page: the page after it, as fast at any depth (`page` is then ignored; send the same filters and sort). A token the API did not give: 400 naming `cursor`.',
    }),
  ),
});

export const MemberExportQuery = Type.Object(memberFilters);

export const MemberIdParams = Type.Object({ id: Type.String({ description: 'Member id (UUID)' }) });
export const MemberResponse = envelope(Member);
const MemberPage = Type.Object(
  {
    ...pageOf(Member).properties,
    total_is_estimate: Type.Boolean({
      description:
        "true when more than 1,000 members match: `total_items` (and `total_pages`) are then the database's estimate, not a count",
    }),
    next_cursor: Type.Union([Type.String(), Type.Null()], {
      description: 'pass as `cursor` for the next page; null on a page that is not full (the last)',
    }),
  },
  { title: 'MemberPage' },
);
export const MemberListResponse = envelope(MemberPage);

export const MemberImport = Type.Object(
  {
    job_id: Type.String({ format: 'uuid' }),
    file_name: Type.String(),
    change: StringEnum(['created', 'updated'] as const, { description: 'what the import did to the member' }),
    status: JobStatus,
    committed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    rolled_back_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { title: 'MemberImport' },
);
export const MemberImportsResponse = envelope(Type.Array(MemberImport, { title: 'MemberImportList' }));

export const MyBenefits = Type.Object(
  {
    member_id: Type.String({ format: 'uuid' }),
    external_id: Type.String({ description: 'the employee number' }),
    full_name: Type.String(),
    email: NullableText,
    phone: Type.Union([Type.String({ description: 'E.164' }), Type.Null()]),
    department: Type.Union([Type.String({ description: "the department's name" }), Type.Null()]),
    package: Type.Union([Type.Object({ code: Type.String(), name: Type.String() }), Type.Null()]),
    allowance_total: Money,
    allowance_used: Money,
    allowance_remaining: Money,
    reserved: Money,
    spent: Money,
    period: Type.Object(
      { id: Type.String(), label: Type.String(), starts_on: Type.String(), ends_on: Type.String() },
      { description: 'the benefit period the allowance is for' },
    ),
  },
  {
    title: 'MyBenefits',
    description:
      'In the open benefit period: remaining = total - reserved (on hold for orders not yet fulfilled) - spent; allowance_used = reserved + spent',
  },
);
export const MyBenefitsResponse = envelope(MyBenefits);

const Given = (description: string) => Type.String({ maxLength: 1_000, description });
const Optional = (description: string) =>
  Type.Optional(Type.Union([Given(description), Type.Null()], { description: `${description}; null empties it` }));
const memberFields = {
  email: Optional('an email address (unique among active members)'),
  phone: Optional('a phone number; a local one is read as Ethiopian (+251); unique among active members'),
  date_of_birth: Optional('YYYY-MM-DD (or DD/MM/YYYY)'),
  gender: Optional('female, male or other (F and M accepted)'),
  department: Optional('a department of the organisation, by name or code'),
  employment_start_date: Optional('YYYY-MM-DD (or DD/MM/YYYY)'),
  package_code: Optional('the code of a benefit package of the organisation'),
  allowance_amount: Optional('a decimal string such as "2000.00"; none: the package\'s allowance'),
};

/** A new member: the import's fields, by its rules (at least one of email and phone). */
export const MemberCreateBody = Type.Object(
  {
    external_id: Given('the employee or member number, 1 to 64 characters, unique among active members'),
    full_name: Given('1 to 200 characters'),
    ...memberFields,
  },
  { title: 'MemberCreate' },
);

/** A change of a member: fields not sent are kept. */
export const MemberPatchBody = Type.Object(
  {
    external_id: Type.Optional(Given('the employee or member number')),
    full_name: Type.Optional(Given('1 to 200 characters')),
    ...memberFields,
  },
  { title: 'MemberPatch', minProperties: 1 },
);
