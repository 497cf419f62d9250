import { Type } from '@sinclair/typebox';
import { envelope } from '../../../lib/http-schemas.js';
import { LocaleSchema, RoleSchema, SessionUser, CurrentUser, SignInOrgId } from '../accounts/schemas.js';

export const PERSONA_ID_PATTERN = '^[a-z0-9-]{1,64}$';

export const DemoProfile = Type.Object(
  {
    id: Type.String({ description: 'The value to send as demo_user_id' }),
    email: Type.String(),
    full_name: Type.String(),
    demo_role: RoleSchema,
    roles: Type.Array(RoleSchema),
    avatar_url: Type.String({ format: 'uri' }),
    label: Type.String(),
    description: Type.String(),
    member_id: Type.Optional(Type.String({ description: 'Only on the MEMBER persona' })),
  },
  { title: 'DemoProfile' },
);

export const LoginBody = Type.Object({
  demo_user_id: Type.Optional(Type.String({ pattern: PERSONA_ID_PATTERN, description: 'Preferred: id of a demo profile' })),
  demo_role: Type.Optional({ ...RoleSchema, description: 'Legacy alternative; answers with `Deprecation: true`' }),
  email: Type.Optional(
    Type.String({
      format: 'email',
      maxLength: 254,
      description: 'With password: sign-in by email and password (the only way in production mode)',
    }),
  ),
  password: Type.Optional(Type.String({ minLength: 1, maxLength: 1024 })),
  org_id: SignInOrgId,
  locale: Type.Optional(LocaleSchema),
});

export const LoginResponse = envelope(
  Type.Object(
    {
      token: Type.Optional(
        Type.String({
          description:
            'Send as `Authorization: Bearer <token>`. Absent when the request asked for the session as a cookie (header `X-Portal-Session: cookie`, the web console).',
        }),
      ),
      user: SessionUser,
    },
    { title: 'SignedIn' },
  ),
);

export const SignInMethodsResponse = envelope(
  Type.Object(
    {
      mode: Type.Union([Type.Literal('demo'), Type.Literal('production')], { description: 'AUTH_MODE' }),
      personas: Type.Boolean({ description: 'demo personas (GET /v1/auth/demo-profiles) may sign in' }),
      password: Type.Boolean({ description: 'POST /v1/auth/login with email and password' }),
      email_code: Type.Boolean({ description: 'POST /v1/auth/email/otp/start and verify' }),
      phone_code: Type.Boolean({ description: 'POST /v1/auth/phone/otp/start and verify' }),
      identity_provider: Type.Boolean({ description: 'GET /v1/auth/oauth/idp/start' }),
      messenger: Type.Union(
        [Type.Object({ bot_id: Type.String({ description: 'the Telegram bot id, for the login widget or its OAuth page' }) }), Type.Null()],
        { description: 'POST /v1/auth/messenger/callback' },
      ),
      organisation: Type.Union([Type.Object({ name: Type.String() }, { title: 'SignInOrganisation' }), Type.Null()], {
        description:
          'whose sign-in page this is: the active organisation the address names (?org=<its slug>), else the only active one of an install that has one; null otherwise',
      }),
    },
    { title: 'SignInMethods' },
  ),
);
export const DemoProfilesResponse = envelope(Type.Array(DemoProfile, { title: 'DemoProfileList' }));
export const CurrentUserResponse = envelope(CurrentUser);
export const LocaleBody = Type.Object({ locale: LocaleSchema });
export const SessionUserResponse = envelope(SessionUser);
export const SignInMethodsQuery = Type.Object({
  org: Type.Optional(Type.String({ minLength: 1, maxLength: 80, description: "an organisation's slug: its name is the page's" })),
});
