import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { errorResponses } from '../../../lib/http-schemas.js';
import { AppError } from '../../../lib/app-error.js';
import { PUBLIC } from '../../access/policy.js';
import type { AvatarService } from './avatar-service.js';

const UUID_SVG = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.svg$/i;

export const avatarRoutes: FastifyPluginAsyncTypebox<{ avatars: AvatarService }> = async (app, { avatars }) => {
  app.get(
    '/v1/avatars/:file',
    {
      config: { access: PUBLIC },
      schema: {
        operationId: 'getAvatar',
        tags: ['profile'],
        summary: 'Avatar image (SVG of the initials) that avatar_url points at',
        security: [],
        produces: ['image/svg+xml'],
        params: Type.Object({ file: Type.String({ description: '<user id>.svg' }) }),
        response: { 200: Type.String({ description: 'image/svg+xml' }), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const match = UUID_SVG.exec(request.params.file);
      if (!match) throw AppError.notFound('No such avatar.');
      const svg = await avatars.svgFor(match[1]!.toLowerCase());
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );
};
