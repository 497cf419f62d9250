import { Type } from '@sinclair/typebox';
import { envelope } from '../../lib/http-schemas.js';
import { LocaleSchema, RoleSchema, SessionUser, CurrentUser } from '../accounts/schemas.js';

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
  email: Type.Optional(Type.String({ format: 'email', maxLength: 254, description: 'With password: sign-in by email and password (the only way in production mode)' })),
  password: Type.Optional(Type.String({ minLength: 1, maxLength: 1024 })),
  locale: Type.Optional(LocaleSchema),
});

export const LoginResponse = envelope(Type.Object({ token: Type.String({ description: 'Send as `Authorization: Bearer <token>`' }), user: SessionUser }));
export const DemoProfilesResponse = envelope(Type.Array(DemoProfile));
export const CurrentUserResponse = envelope(CurrentUser);
export const LocaleBody = Type.Object({ locale: LocaleSchema });
export const SessionUserResponse = envelope(SessionUser);
