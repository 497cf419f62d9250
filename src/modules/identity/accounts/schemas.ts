import { Type } from '@sinclair/typebox';
import { CalendarSchema, Money, StringEnum } from '../../../lib/http-schemas.js';
import { LOCALES, ROLES } from '../../access/policy.js';

export const RoleSchema = StringEnum(ROLES, { title: 'Role' });
export const LocaleSchema = StringEnum(LOCALES, { title: 'Locale' });
const OrgStatus = StringEnum(['active', 'pending', 'suspended'] as const);
const Url = Type.String({ format: 'uri' });
/** A person invited by phone alone has no email (they sign in by SMS code). */
export const UserEmail = Type.Union([Type.String(), Type.Null()], { description: 'null for a person who signs in by phone alone' });

export const SessionUser = Type.Object(
  {
    id: Type.String(),
    email: UserEmail,
    full_name: Type.String(),
    org_id: Type.String(),
    org_name: Type.String({ description: "the organisation's name, as the console's header shows it" }),
    roles: Type.Array(RoleSchema),
    active_role: RoleSchema,
    locale: LocaleSchema,
    avatar_url: Url,
    org_status: OrgStatus,
    permissions: Type.Array(Type.String(), { description: "The active role's permissions" }),
  },
  { title: 'SessionUser' },
);

export const CurrentUser = Type.Object(
  {
    id: Type.String(),
    email: UserEmail,
    full_name: Type.String(),
    org_id: Type.String(),
    org_name: Type.String({ description: "the organisation's name, as the console's header shows it" }),
    member_id: Type.Optional(Type.String({ description: 'Only for users with a member record' })),
    customer_id: Type.Optional(Type.String({ description: 'Only for users with a member record' })),
    roles: Type.Array(RoleSchema),
    active_role: RoleSchema,
    locale: LocaleSchema,
    calendar: CalendarSchema,
    avatar_url: Url,
    org_status: OrgStatus,
    permissions: Type.Array(Type.String()),
    allowance_summary: Type.Union(
      [
        Type.Object({
          allowance_remaining: Money,
          allowance_total: Money,
          reserved: Money,
          spent: Money,
        }),
        Type.Null(),
      ],
      {
        description:
          "The member's allowance in the open benefit period: remaining = allowance_total - reserved (on hold for orders not yet fulfilled) - spent. Null for users without a member record",
      },
    ),
  },
  { title: 'CurrentUser' },
);

export const Profile = Type.Object(
  {
    id: Type.String(),
    email: UserEmail,
    full_name: Type.String(),
    org_id: Type.String(),
    org_name: Type.String(),
    roles: Type.Array(RoleSchema),
    active_role: RoleSchema,
    locale: LocaleSchema,
    calendar: CalendarSchema,
    avatar_url: Url,
    avatar_initials: Type.String(),
    member_id: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'Profile' },
);

/** The organisation to open, when the address signs in to several (a 409 ORGANISATION_CHOICE_REQUIRED lists them). */
export const SignInOrgId = Type.Optional(
  Type.String({
    format: 'uuid',
    description:
      'The organisation to sign in to, when the address signs in to several: send the same request again with one of those a 409 ORGANISATION_CHOICE_REQUIRED listed',
  }),
);
