import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/http-schemas.js';
import { AUTHENTICATED, requires } from '../access/policy.js';
import { OrganisationPatchBody, OrganisationResponse, OrganisationSetupResponse } from './schemas.js';
import type { OrganisationSettings } from './settings.js';

export const organisationRoutes: FastifyPluginAsyncTypebox<{ organisations: OrganisationSettings }> = async (app, { organisations }) => {
  app.get(
    '/v1/organisation',
    {
      config: { access: AUTHENTICATED },
      schema: {
        operationId: 'getOrganisation',
        tags: ['organisation'],
        summary: 'Your organisation: name, status, currency, whether members may sign in',
        response: { 200: OrganisationResponse },
      },
    },
    async (request) => ({ data: await organisations.current(request.auth!) }),
  );

  app.get(
    '/v1/organisation/setup',
    {
      config: { access: requires('org:write') },
      schema: {
        operationId: 'getOrganisationSetup',
        tags: ['organisation'],
        summary: "A new organisation's first steps, each ticked from what is stored",
        description:
          'For the super user: staff invited, departments, packages, a first members import, member sign-in open. Nothing is marked by hand; a step undone (the last department retired) is open again.',
        response: { 200: OrganisationSetupResponse },
      },
    },
    async (request) => ({ data: await organisations.setup(request.auth!) }),
  );

  app.patch(
    '/v1/organisation',
    {
      config: { access: requires('org:write') },
      schema: {
        operationId: 'updateOrganisation',
        tags: ['organisation'],
        summary: 'Let your members sign in, or keep them out; choose the benefit year new periods take',
        description:
          'member_sign_in false: every member is answered as an unknown person by every sign-in method and their open sessions end at once (a staff user who is also a member keeps their other roles). Event: org.updated, with the change before and after.',
        body: OrganisationPatchBody,
        response: { 200: OrganisationResponse, ...errorResponses(400) },
      },
    },
    async (request) => ({ data: await organisations.update(request.auth!, request.body) }),
  );
};
