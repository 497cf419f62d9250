import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { errorResponses } from '../../../lib/http-schemas.js';
import { AUTHENTICATED, OPTIONAL_SESSION, PUBLIC } from '../../access/policy.js';
import type { AuthService } from './service.js';
import {
  CurrentUserResponse,
  DemoProfilesResponse,
  LocaleBody,
  LoginBody,
  LoginResponse,
  SessionUserResponse,
  SignInMethodsQuery,
  SignInMethodsResponse,
} from './schemas.js';
import type { Static } from '@sinclair/typebox';

export interface AuthRoutesOptions {
  auth: AuthService;
  loginRateLimit: { max: number };
  /** Which sign-in methods are on, as configuration makes them. */
  methods: Omit<Static<typeof SignInMethodsResponse>['data'], 'organisation'>;
}

/** When the legacy `demo_role` login stops working (docs/decisions.md, "Deprecation"). */
export const LEGACY_LOGIN_SUNSET = 'Wed, 30 Jun 2027 00:00:00 GMT';

export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, { auth, loginRateLimit, methods }) => {
  const loginLimiter = app.signInLimit('login', loginRateLimit.max);

  app.get(
    '/v1/auth/demo-profiles',
    {
      config: { access: PUBLIC },
      schema: {
        operationId: 'listDemoProfiles',
        tags: ['auth'],
        summary: 'The demo personas offered on the sign-in screen',
        security: [],
        response: { 200: DemoProfilesResponse },
      },
    },
    async () => ({ data: await auth.listDemoProfiles() }),
  );

  app.get(
    '/v1/auth/methods',
    {
      config: { access: PUBLIC },
      schema: {
        operationId: 'getSignInMethods',
        tags: ['auth'],
        summary: 'Which sign-in methods are on, and whose page it is (the sign-in screen asks before it shows them)',
        security: [],
        querystring: SignInMethodsQuery,
        response: { 200: SignInMethodsResponse },
      },
    },
    async (request) => ({ data: { ...methods, organisation: await auth.signInOrganisation(request.query.org) } }),
  );

  app.post(
    '/v1/auth/login',
    {
      config: { access: PUBLIC, issuesSession: true },
      onRequest: loginLimiter,
      schema: {
        operationId: 'signIn',
        tags: ['auth'],
        summary: 'Sign in as a demo persona, or with email and password',
        description:
          "Send `demo_user_id` (preferred) or the legacy `demo_role`; when both are sent, `demo_user_id` wins. A login by `demo_role` answers with the header `Deprecation: true`. Or send `email` and `password` (Argon2id; set by `npm run admin -- user set-password`): an unknown email and a wrong password answer the same 401; an email that is a user's in several organisations whose passwords match answers 409 ORGANISATION_CHOICE_REQUIRED listing them: send `org_id` too. With `AUTH_MODE=production` only email and password are accepted (a persona answers 400).",
        security: [],
        body: LoginBody,
        response: { 200: LoginResponse, ...errorResponses(401, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { legacy, ...session } = await auth.login(request.body, app.deviceOf(request));
      if (legacy) reply.header('deprecation', 'true').header('sunset', LEGACY_LOGIN_SUNSET);
      return { data: session };
    },
  );

  app.post(
    '/v1/auth/logout',
    {
      config: { access: AUTHENTICATED, endsSession: true },
      schema: {
        operationId: 'signOut',
        tags: ['auth'],
        summary: 'End this session at once',
        response: { 204: Type.Null({ description: 'Signed out' }) },
      },
    },
    async (request, reply) => {
      await auth.logout(request.auth!);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/v1/auth/me',
    {
      config: { access: AUTHENTICATED },
      schema: { operationId: 'getCurrentUser', tags: ['auth'], summary: 'The signed-in user', response: { 200: CurrentUserResponse } },
    },
    async (request) => ({ data: await auth.currentUser(request.auth!) }),
  );

  app.get(
    '/v1/auth/session',
    {
      config: { access: OPTIONAL_SESSION },
      schema: {
        operationId: 'getSession',
        tags: ['auth'],
        summary: 'The signed-in user, or null: asks whether there is a session without a 401',
        description:
          "Public. With a live session (bearer token or the console's cookie) answers what GET /v1/auth/me answers; with none, or an ended one, `{ data: null }`. The console asks this at start.",
        security: [],
        response: {
          200: Type.Object(
            { data: Type.Union([CurrentUserResponse.properties.data, Type.Null()]) },
            { additionalProperties: false, title: 'SessionResponse' },
          ),
        },
      },
    },
    async (request) => ({ data: request.auth ? await auth.currentUser(request.auth) : null }),
  );

  app.patch(
    '/v1/auth/me/locale',
    {
      config: { access: AUTHENTICATED },
      schema: {
        operationId: 'setLocale',
        tags: ['auth'],
        summary: "Change the user's locale",
        body: LocaleBody,
        response: { 200: SessionUserResponse },
      },
    },
    async (request) => ({ data: await auth.setLocale(request.auth!, request.body.locale) }),
  );
};
