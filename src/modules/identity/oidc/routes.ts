import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/app-error.js';
import { errorResponses } from '../../../lib/http-schemas.js';
import { PUBLIC } from '../../access/policy.js';
import { LoginResponse } from '../sessions/schemas.js';
import { CallbackQuery } from './schemas.js';
import type { OidcService } from './service.js';

/** The cookie that binds a sign-in to the browser that started it (docs/security.md, login CSRF). */
export const BINDING_COOKIE = 'portal_oidc';
const BINDING_PATH = '/v1/auth/oauth/idp';

/**
 * HttpOnly, only on the two paths, 10 minutes. SameSite=Lax, not Strict: the browser comes back from the
 * provider's site by a top-level navigation, which carries Lax cookies and not Strict ones.
 */
const bindingCookie = (request: FastifyRequest) => ({
  path: BINDING_PATH,
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: request.protocol === 'https' || request.server.consoleOrigin.startsWith('https:'),
  maxAge: 600,
});

/** Registered when OIDC_ISSUER and OIDC_CLIENT_ID are set; otherwise both paths answer 404. */
export const oidcRoutes: FastifyPluginAsyncTypebox<{ oidc: OidcService; perIpPerMinute: number }> = async (
  app,
  { oidc, perIpPerMinute },
) => {
  app.get(
    '/v1/auth/oauth/idp/start',
    {
      config: { access: PUBLIC },
      onRequest: app.signInLimit('idp-start', perIpPerMinute),
      schema: {
        operationId: 'startIdentityProviderSignIn',
        tags: ['auth'],
        summary: 'Sign in with the identity provider (OpenID Connect): redirects to it',
        description:
          'Authorization code flow with PKCE (S256), state and nonce. Sets the `portal_oidc` cookie (HttpOnly, SameSite=Lax, 10 minutes), which binds the sign-in to this browser: the callback refuses a state whose browser does not carry it back. The provider sends the browser back to OIDC_REDIRECT_URI (by default the callback below) within 10 minutes.',
        security: [],
        response: { 302: Type.Null({ description: "Location: the provider's authorization endpoint" }), ...errorResponses(503) },
      },
    },
    async (request, reply) => {
      const { url, binding } = await oidc.start();
      return reply.setCookie(BINDING_COOKIE, binding, bindingCookie(request)).redirect(url, 302);
    },
  );

  app.get(
    '/v1/auth/oauth/idp/callback',
    {
      config: { access: PUBLIC, issuesSession: true },
      onRequest: app.signInLimit('idp-callback', perIpPerMinute),
      schema: {
        operationId: 'finishIdentityProviderSignIn',
        tags: ['auth'],
        summary: 'Where the identity provider returns: exchanges the code for a session',
        description:
          'Answers the same envelope as POST /v1/auth/login. A browser arriving here by navigation (the web console) is instead given the session cookie and sent on to the console (`/`), or to `/sign-in?error=<CODE>` when the sign-in failed. If OIDC_REDIRECT_URI points at the front end instead, it calls this path with the query string it received. A callback without the `portal_oidc` cookie of the browser that started the sign-in (a callback URL opened elsewhere), an unknown, replayed or expired state, a wrong issuer, nonce or audience, and an identity linked to no user answer 401.',
        security: [],
        querystring: CallbackQuery,
        response: {
          200: LoginResponse,
          302: Type.Null({ description: 'a browser navigation: Location is the console' }),
          ...errorResponses(401, 503),
        },
      },
    },
    async (request, reply) => {
      const query = Object.fromEntries(Object.entries(request.query).filter((entry): entry is [string, string] => entry[1] !== undefined));
      const binding = request.cookies[BINDING_COOKIE];
      // Used or not, the binding has done its work.
      reply.clearCookie(BINDING_COOKIE, bindingCookie(request));
      if (request.headers['sec-fetch-mode'] !== 'navigate') return { data: await oidc.callback(query, binding) };
      // The console's browser comes back here from the provider: the session goes into the cookie, never into a page.
      try {
        const session = await oidc.callback(query, binding);
        return reply.setSessionCookie(session.token).rememberDevice(session.user.id).redirect('/', 302);
      } catch (error) {
        const code = error instanceof AppError ? error.code : 'SERVICE_UNAVAILABLE';
        return reply.redirect(`/sign-in?error=${encodeURIComponent(code)}`, 302);
      }
    },
  );
};
