import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS, type Device, type DeviceCookies } from '../modules/identity/guard/device-cookie.js';

/** The console's session: the same opaque token as the bearer one, in a cookie no script can read. */
export const SESSION_COOKIE = 'portal_session';
/** A sign-in request carrying this header (value `cookie`) gets its session as the cookie, not in the body. */
export const SESSION_TRANSPORT_HEADER = 'x-portal-session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers the sign-in envelope `{ data: { token, user } }`. */
    issuesSession?: boolean;
    /** The route ends the caller's session (the cookie is cleared whatever the outcome). */
    endsSession?: boolean;
  }
  interface FastifyReply {
    /** Sets the session cookie (HttpOnly, SameSite=Strict, Secure behind https). */
    setSessionCookie(token: string): FastifyReply;
    /** Gives the browser a device cookie for the user who just signed in, unless it has one for them. */
    rememberDevice(userId: string): FastifyReply;
  }
  interface FastifyInstance {
    /** PUBLIC_URL's origin: where the console is served, and where its unsafe requests must come from. */
    consoleOrigin: string;
    /** The device a request's device cookie names, if this service signed it. */
    deviceOf(request: FastifyRequest): Device | undefined;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface SessionCookieOptions {
  publicUrl: string;
  maxAgeSeconds: number;
  devices: DeviceCookies;
}

/**
 * Sessions for the browser. A console sign-in sets an HttpOnly cookie instead of handing the token to
 * scripts; the access check then accepts the cookie where no Authorization header is sent. Because a
 * browser sends cookies with cross-site requests too, an unsafe method authenticated by the cookie is
 * refused unless its Origin is the console's own (CSRF); SameSite=Strict is the second line.
 */
export const sessionCookiePlugin = fp<SessionCookieOptions>(async (app: FastifyInstance, options) => {
  await app.register(cookie);
  const consoleOrigin = new URL(options.publicUrl).origin;
  const alwaysSecure = consoleOrigin.startsWith('https:');

  const cookieOptions = (request: FastifyRequest) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: alwaysSecure || request.protocol === 'https',
  });

  app.decorateReply('setSessionCookie', function setSessionCookie(this: FastifyReply, token: string) {
    return this.setCookie(SESSION_COOKIE, token, { ...cookieOptions(this.request), maxAge: options.maxAgeSeconds });
  });

  const deviceOf = (request: FastifyRequest) => options.devices.read(request.cookies?.[DEVICE_COOKIE]);
  app.decorate('deviceOf', deviceOf);
  // Only the sign-in routes read it; every answer of theirs that signs someone in renews it.
  app.decorateReply('rememberDevice', function rememberDevice(this: FastifyReply, userId: string) {
    if (deviceOf(this.request)?.userId === userId) return this;
    return this.setCookie(DEVICE_COOKIE, options.devices.issue(userId), {
      ...cookieOptions(this.request),
      path: '/v1/auth',
      maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    });
  });

  const wantsCookie = (request: FastifyRequest) =>
    request.routeOptions.config.issuesSession === true && request.headers[SESSION_TRANSPORT_HEADER] === 'cookie';
  // Before any work: a cookie sign-in from another origin makes no session at all.
  app.addHook('onRequest', async (request) => {
    if (wantsCookie(request)) assertConsoleOrigin(request, consoleOrigin);
  });
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (request.routeOptions.config.issuesSession === true && reply.statusCode === 200) {
      const userId = (payload as { data?: { user?: { id?: unknown } } }).data?.user?.id;
      if (typeof userId === 'string') reply.rememberDevice(userId);
    }
    if (!wantsCookie(request) || reply.statusCode !== 200) return payload;
    const { token, ...rest } = (payload as { data: { token: string } }).data;
    reply.setSessionCookie(token);
    return { data: rest };
  });
  // A sign-out answers 204 with no body (no serialization), or an error: clear the cookie as it is sent.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.config.endsSession) reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
    return payload;
  });
  app.decorate('consoleOrigin', consoleOrigin);
});

/** The token a browser sent in the session cookie; an unsafe method must come from the console's origin. */
export function cookieToken(request: FastifyRequest, consoleOrigin: string): string | undefined {
  const token = request.cookies?.[SESSION_COOKIE];
  if (token && UNSAFE_METHODS.has(request.method)) assertConsoleOrigin(request, consoleOrigin);
  return token || undefined;
}

/**
 * The Origin must be the console's: PUBLIC_URL's, or the origin the request itself was addressed to
 * (a browser sets Origin; a page elsewhere cannot make it name this host).
 */
function assertConsoleOrigin(request: FastifyRequest, consoleOrigin: string) {
  const origin = request.headers.origin;
  if (origin && (origin === consoleOrigin || origin === `${request.protocol}://${request.host}`)) return;
  throw new AppError('FORBIDDEN', 'A request signed in by the session cookie must come from the console itself (Origin).', [
    { field: 'origin', issue: origin ? `${origin} is not this console's origin` : 'is missing' },
  ]);
}
