import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { AppError } from '../lib/app-error.js';
import { PUBLIC } from '../modules/access/policy.js';
import { preloadsFor, readBuild } from './console-preloads.js';
import { SESSION_COOKIE } from './session-cookie.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a browser's mistyped address with the console (404), which shows its own page not found. */
    consoleNotFound(reply: FastifyReply): FastifyReply;
  }
}

/** The console's client routes: each answers index.html, so that a reload or a shared link works. */
export const CONSOLE_ROUTES = [
  '/',
  '/sign-in',
  '/sign-in/*',
  '/imports',
  '/imports/*',
  '/members',
  '/members/*',
  '/departments',
  '/packages',
  '/people',
  '/benefits',
  '/orders',
  '/orders/*',
  '/approvals',
  '/providers',
  '/prescriptions',
  '/prescriptions/*',
  '/benefit-periods',
  '/statements',
  '/statements/*',
  '/organisation',
  '/setup',
  '/profile',
];
/** Files of web/public, copied as they are to the build's root. */
const ROOT_FILES = ['/favicon.svg'];
const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Serves the built web console (web/dist) from this process: hashed assets cached for a year, index.html
 * never cached (it names the current assets). /v1, /docs, /openapi.json and the health routes are not touched.
 */
export const consolePlugin = fp<{ root: string; personas: boolean }>(async (app: FastifyInstance, { root, personas }) => {
  const built = existsSync(`${root}/index.html`);
  // Not built (tests, a fresh clone before npm start): every console route says so, and @fastify/static,
  // which warns about a missing root, is not registered.
  // preCompressed: the .br or .gz made at build time when the browser accepts it (Vary: Accept-Encoding).
  if (built) await app.register(fastifyStatic, { root, serve: false, preCompressed: true });
  const build = built ? readBuild(root) : undefined;
  const hidden = { hide: true } as object;

  const notBuilt = () => new AppError('NOT_FOUND', 'The web console is not built: run `npm run build:console` (npm start does it).');

  for (const url of CONSOLE_ROUTES) {
    app.get(url, { config: { access: PUBLIC }, schema: hidden }, async (request, reply) => {
      if (!built) throw notBuilt();
      // Whether a session cookie came, not whether it is valid: a stale one costs one unused small fetch.
      reply.header('link', preloadsFor(request.url.split('?')[0]!, Boolean(request.cookies?.[SESSION_COOKIE]), personas, build).join(', '));
      return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
    });
  }
  for (const url of ROOT_FILES) {
    app.get(url, { config: { access: PUBLIC }, schema: hidden }, async (_request, reply) => {
      if (!built) throw notBuilt();
      return reply.sendFile(url.slice(1), { maxAge: 24 * 3600 * 1000 });
    });
  }
  if (built)
    app.decorate('consoleNotFound', (reply: FastifyReply) =>
      reply.code(404).header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false }),
    );
  app.get('/assets/*', { config: { access: PUBLIC }, schema: hidden }, async (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    // Names are Vite's (name-hash.ext): anything else is not one of ours.
    if (!built || !/^[\w.-]+$/.test(file)) throw AppError.notFound();
    return reply.sendFile(`assets/${file}`, { maxAge: YEAR_SECONDS * 1000, immutable: true });
  });
});
