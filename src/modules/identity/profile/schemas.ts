import { Type } from '@sinclair/typebox';
import { CalendarSchema, envelope } from '../../../lib/http-schemas.js';
import { LocaleSchema, Profile, RoleSchema } from '../accounts/schemas.js';

export const ProfileResponse = envelope(Profile);

export const ProfilePatchBody = Type.Object({
  locale: Type.Optional(LocaleSchema),
  calendar: Type.Optional(CalendarSchema),
  active_role: Type.Optional({ ...RoleSchema, description: 'Must be one of your roles; applies to this session' }),
  full_name: Type.Optional(Type.String({ description: '1 to 200 characters after trimming' })),
});
