import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { SharedLimits } from '../lib/shared-limits.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A hook counting the route's requests per client address, `perMinute` a minute across every
     * instance (the sign-in routes: brute force must not get N tries per instance).
     */
    signInLimit(name: string, perMinute: number): onRequestAsyncHookHandler;
  }
}

export const signInLimitsPlugin = fp<{ limits: SharedLimits }>(
  async (app, { limits }) => {
    app.decorate('signInLimit', (name: string, perMinute: number) => async (request: FastifyRequest) => {
      await limits.consume({ name, points: perMinute, seconds: 60 }, request.ip, 'Too many requests.');
    });
  },
  { name: 'sign-in-limits' },
);
