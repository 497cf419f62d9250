import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/http-schemas.js';
import { requires } from '../access/policy.js';
import { MemberIdParams, MemberListQuery, MemberListResponse, MemberResponse, MyBenefitsResponse } from './schemas.js';
import type { MembersService } from './service.js';

const READ = requires('members:read');

export const membersRoutes: FastifyPluginAsyncTypebox<{ members: MembersService }> = async (app, { members }) => {
  app.get('/v1/members', {
    config: { access: READ },
    schema: { operationId: 'listMembers',
      tags: ['members'],
      summary: "Your organisation's members, newest first: search and filters",
      description: '`q` finds a part of the name, external id, email or phone; `department` by name or code; `import_job_id`: the members that import created.',
      querystring: MemberListQuery,
      response: { 200: MemberListResponse },
    },
  }, async (request) => ({ data: await members.list(request.auth!, request.query) }));

  app.get('/v1/me/benefits', {
    config: { access: requires('self:read') },
    schema: {
      operationId: 'getMyBenefits',
      tags: ['members'],
      summary: 'Your own benefits, as a member: allowance total, used and remaining, package, department',
      description: '404 for a user without an active member record.',
      response: { 200: MyBenefitsResponse, ...errorResponses(404) },
    },
  }, async (request) => ({ data: await members.benefits(request.auth!) }));

  app.get('/v1/members/:id', {
    config: { access: READ },
    schema: { operationId: 'getMember', tags: ['members'], summary: 'One member', params: MemberIdParams, response: { 200: MemberResponse, ...errorResponses(404) } },
  }, async (request) => ({ data: await members.get(request.auth!, request.params.id) }));
};
