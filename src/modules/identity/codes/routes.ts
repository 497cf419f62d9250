import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../lib/http-schemas.js';
import { PUBLIC } from '../../access/policy.js';
import { LoginResponse } from '../sessions/schemas.js';
import { CodeSentResponse, EmailStartBody, EmailVerifyBody, PhoneStartBody, PhoneVerifyBody } from './schemas.js';
import type { OneTimeCodeService } from './service.js';

export interface OneTimeCodeRoutesOptions {
  codes: OneTimeCodeService;
  perIpPerMinute: number;
}

const START_DESCRIPTION =
  "Answers 202 the same way whether or not anyone holds the identifier. The code (6 digits, 10 minutes, 5 attempts, single use; asked for again while it is open, the same code is sent again and its 10 minutes start over) goes by mail (SMTP_URL, MAIL_FROM) or SMS (SMS_HTTP_URL, SMS_HTTP_TOKEN) in production mode, and to `GET /v1/dev/outbox` in demo mode; 404 in production mode when the channel is not configured. At most 5 codes per identifier per 15 minutes and 10 a day (429 with Retry-After), and RATE_LIMIT_LOGIN_PER_MIN requests per IP a minute; a browser that signed in as the identifier's user before (its `portal_device` cookie) has 5 per 15 minutes of its own and no daily cap.";

const identifierOf = (body: { email: string } | { phone: string }) => ('email' in body ? body.email : body.phone);

export const oneTimeCodeRoutes: FastifyPluginAsyncTypebox<OneTimeCodeRoutesOptions> = async (app, { codes, perIpPerMinute }) => {
  const verifyDescription =
    "Answers the same envelope as POST /v1/auth/login. A wrong, expired or used code, or an identifier nobody holds, answers 401. A right code for an address that signs in to several organisations answers 409 ORGANISATION_CHOICE_REQUIRED, a detail per organisation (`params`: id, name), and stays open: send it again with `org_id` (the session is that organisation's; switching is a new sign-in). At most 10 failed verifications per identifier a day, across its codes (429 with Retry-After); a browser that signed in as the identifier's user before has 10 of its own.";

  const channels = [
    { channel: 'email', name: 'Email', by: 'email', startBody: EmailStartBody, verifyBody: EmailVerifyBody },
    { channel: 'phone', name: 'Phone', by: 'SMS', startBody: PhoneStartBody, verifyBody: PhoneVerifyBody },
  ] as const;
  for (const { channel, name, by, startBody, verifyBody } of channels) {
    app.post(
      `/v1/auth/${channel}/otp/start`,
      {
        config: { access: PUBLIC },
        onRequest: app.signInLimit(`code-start:${channel}`, perIpPerMinute),
        schema: {
          operationId: `start${name}SignInCode`,
          tags: ['auth'],
          summary: `Send a sign-in code by ${by}`,
          description: START_DESCRIPTION,
          security: [],
          body: startBody,
          response: { 202: CodeSentResponse, ...errorResponses(404) },
        },
      },
      async (request, reply) =>
        reply
          .status(202)
          .send({ data: await codes.start(channel, identifierOf(request.body), app.deviceOf(request), request.body.locale) }),
    );

    app.post(
      `/v1/auth/${channel}/otp/verify`,
      {
        config: { access: PUBLIC, issuesSession: true },
        onRequest: app.signInLimit(`code-verify:${channel}`, perIpPerMinute),
        schema: {
          operationId: `verify${name}SignInCode`,
          tags: ['auth'],
          summary: `Sign in with the code sent by ${by}`,
          description: verifyDescription,
          security: [],
          body: verifyBody,
          response: { 200: LoginResponse, ...errorResponses(401, 404, 409) },
        },
      },
      async (request) => ({
        data: await codes.verify(
          channel,
          identifierOf(request.body),
          request.body.code,
          app.deviceOf(request),
          request.body.locale,
          request.body.org_id,
        ),
      }),
    );
  }
};
