import { Type } from '@sinclair/typebox';
import { envelope, pageOf, StringEnum } from '../../lib/http-schemas.js';
import { RoleSchema, UserEmail } from '../identity/accounts/schemas.js';

/** The roles a person is given by the organisation; MEMBER comes from a member record, never from here. */
export const STAFF_ROLES = ['SUPER_USER', 'HR_ADMIN', 'FINANCE'] as const;
export const USER_STATUSES = ['invited', 'active', 'deactivated'] as const;

const Timestamp = Type.String({ format: 'date-time' });
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const User = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    email: UserEmail,
    phone: Nullable(Type.String({ description: 'E.164: the phone the user signs in with, if any' })),
    full_name: Type.String(),
    roles: Type.Array(RoleSchema),
    status: StringEnum(USER_STATUSES, { title: 'UserStatus', description: 'invited: has not signed in yet; deactivated: cannot sign in' }),
    invited_at: Nullable(Timestamp),
    invited_by: Nullable(Type.String({ format: 'uuid' })),
    last_sign_in_at: Nullable(Timestamp),
    deactivated_at: Nullable(Timestamp),
  },
  { title: 'User' },
);

export const UserListQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  q: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'part of the name, email or phone (case-insensitive)' })),
  role: Type.Optional(RoleSchema),
  status: Type.Optional(StringEnum(USER_STATUSES)),
  staff: Type.Optional(
    Type.Boolean({
      description: "true: only people with a staff role (SUPER_USER, HR_ADMIN or FINANCE); false: only members' own accounts",
    }),
  ),
});

export const UserIdParams = Type.Object({ id: Type.String({ description: 'User id (UUID)' }) });

export const UserPatchBody = Type.Object(
  {
    full_name: Type.Optional(Type.String({ maxLength: 1_000, description: '1 to 200 characters after trimming' })),
    roles: Type.Optional(
      Type.Array(StringEnum(STAFF_ROLES), {
        minItems: 1,
        maxItems: 3,
        uniqueItems: true,
        description: 'the staff roles (MEMBER comes from a member record and is kept)',
      }),
    ),
  },
  { minProperties: 1 },
);

export const InviteBody = Type.Object({
  full_name: Type.String({ maxLength: 1_000, description: '1 to 200 characters after trimming' }),
  email: Type.Optional(
    Type.String({
      format: 'email',
      maxLength: 254,
      description: 'where the invitation goes, and what the person signs in with (at least one of email and phone)',
    }),
  ),
  phone: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 32,
      description:
        'E.164 (like +251911234567; a local number is read as Ethiopian): the person signs in by SMS code; the invitation goes by SMS when there is no email',
    }),
  ),
  roles: Type.Array(StringEnum(STAFF_ROLES), {
    minItems: 1,
    maxItems: 3,
    uniqueItems: true,
    description: 'SUPER_USER, HR_ADMIN, FINANCE (MEMBER comes from a member record)',
  }),
  locale: Type.Optional(
    StringEnum(['en', 'am'] as const, { description: 'the language of the invitation and of the console (default: yours)' }),
  ),
});

export const InvitationSentResponse = envelope(
  Type.Object({ user_id: Type.String({ format: 'uuid' }), sent_to: Type.String() }, { title: 'InvitationSent' }),
);

export const UserResponse = envelope(User);
export const UserListResponse = envelope(pageOf(User));
