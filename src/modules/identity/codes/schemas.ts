import { Type } from '@sinclair/typebox';
import { envelope } from '../../../lib/http-schemas.js';
import { LocaleSchema, SignInOrgId } from '../accounts/schemas.js';

const Email = Type.String({ format: 'email', maxLength: 254 });
const Phone = Type.String({ minLength: 1, maxLength: 32, description: 'E.164, like +251911234567' });
const Code = Type.String({ pattern: '^[0-9]{6}$', description: 'The 6 digits received' });
/** As at POST /v1/auth/login: the language of the sign-in screen becomes the user's. */
const SignInLocale = Type.Optional(LocaleSchema);

/** The language the code goes in when no user holding the identifier has chosen one: the screen's that asked. */
const CodeLocale = Type.Optional(
  Type.Union([Type.Literal('en'), Type.Literal('am')], {
    description: "the asking screen's language: the code's message goes in the user's chosen language, else in this one",
  }),
);

export const EmailStartBody = Type.Object({ email: Email, locale: CodeLocale });
export const EmailVerifyBody = Type.Object({ email: Email, code: Code, locale: SignInLocale, org_id: SignInOrgId });
export const PhoneStartBody = Type.Object({ phone: Phone, locale: CodeLocale });
export const PhoneVerifyBody = Type.Object({ phone: Phone, code: Code, locale: SignInLocale, org_id: SignInOrgId });

export const CodeSentResponse = envelope(
  Type.Object({ expires_in: Type.Integer({ description: 'Seconds the code lives' }) }, { title: 'CodeSent' }),
);
