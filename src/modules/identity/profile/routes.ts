import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTHENTICATED } from '../../access/policy.js';
import { ProfilePatchBody, ProfileResponse } from './schemas.js';
import type { ProfileService } from './service.js';

export const profileRoutes: FastifyPluginAsyncTypebox<{ profiles: ProfileService }> = async (app, { profiles }) => {
  app.get(
    '/v1/me/profile',
    {
      config: { access: AUTHENTICATED },
      schema: { operationId: 'getProfile', tags: ['profile'], summary: 'Your profile', response: { 200: ProfileResponse } },
    },
    async (request) => ({ data: await profiles.getProfile(request.auth!) }),
  );

  app.patch(
    '/v1/me/profile',
    {
      config: { access: AUTHENTICATED },
      schema: {
        operationId: 'updateProfile',
        tags: ['profile'],
        summary: 'Change your locale, the calendar dates are shown in, your name, or the role in effect for this session',
        body: ProfilePatchBody,
        response: { 200: ProfileResponse },
      },
    },
    async (request) => ({ data: await profiles.updateProfile(request.auth!, request.body) }),
  );
};
