import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Readable } from 'node:stream';
import { attachment, Download } from '../../lib/downloads.js';
import { errorResponses } from '../../lib/http-schemas.js';
import { requires } from '../access/policy.js';
import {
  MemberCreateBody,
  MemberExportQuery,
  MemberIdParams,
  MemberImportsResponse,
  MemberListQuery,
  MemberListResponse,
  MemberPatchBody,
  MemberResponse,
  MyBenefitsResponse,
} from './schemas.js';
import type { MembersService } from './service.js';

const READ = requires('members:read');

export const membersRoutes: FastifyPluginAsyncTypebox<{ members: MembersService }> = async (app, { members }) => {
  app.get(
    '/v1/members',
    {
      config: { access: READ },
      schema: {
        operationId: 'listMembers',
        tags: ['members'],
        summary: "Your organisation's members, newest first: search and filters",
        description:
          '`q` finds a part of the name, external id, email or phone; `department` by name or code; `import_job_id`: the members that import created.',
        querystring: MemberListQuery,
        response: { 200: MemberListResponse },
      },
    },
    async (request) => ({ data: await members.list(request.auth!, request.query) }),
  );

  app.get(
    '/v1/members/export',
    {
      config: { access: READ },
      schema: {
        operationId: 'exportMembers',
        tags: ['members'],
        summary: 'The members the list shows with the same filters and order, as a CSV file',
        description:
          "Every matching member, not one page: the members import's columns (so that the file, changed, imports again as an update) and their status. UTF-8 with a BOM; a cell a spreadsheet would run as a formula starts with an apostrophe.",
        produces: ['text/csv'],
        querystring: MemberExportQuery,
        response: { 200: Download('text/csv; charset=utf-8, with a UTF-8 BOM') },
      },
    },
    async (request, reply) => {
      const lines = members.exportLines(request.auth!, request.query);
      // The first line is read before answering: a refusal (an unknown cursor, say) is still a 4xx of its own.
      const first = await lines.next();
      const file = `members-${new Date().toISOString().slice(0, 10)}.csv`;
      async function* all() {
        if (!first.done) yield first.value;
        yield* lines;
      }
      return reply.type('text/csv; charset=utf-8').header('content-disposition', attachment(file)).send(Readable.from(all()));
    },
  );

  app.get(
    '/v1/me/benefits',
    {
      config: { access: requires('self:read') },
      schema: {
        operationId: 'getMyBenefits',
        tags: ['members'],
        summary: 'Your own benefits, as a member: allowance total, used and remaining, package, department',
        description: '404 for a user without an active member record.',
        response: { 200: MyBenefitsResponse, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await members.benefits(request.auth!) }),
  );

  const WRITE = requires('members:write');
  const RULES =
    "The import's rules and codes: 400 VALIDATION_FAILED with a detail per field (`reason` is the import's code: REQUIRED, INVALID_EMAIL, INVALID_PHONE, CONTACT_REQUIRED, UNKNOWN_DEPARTMENT, ...); 409 CONFLICT (`reason` ALREADY_EXISTS) for an employee number, email or phone another active member holds.";
  app.post(
    '/v1/members',
    {
      config: { access: WRITE },
      schema: {
        operationId: 'createMember',
        tags: ['members'],
        summary: 'Add one member',
        description: `${RULES} Event: member.created.`,
        body: MemberCreateBody,
        response: { 201: MemberResponse, ...errorResponses(409) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await members.create(request.auth!, request.body) }),
  );

  app.patch(
    '/v1/members/:id',
    {
      config: { access: WRITE },
      schema: {
        operationId: 'updateMember',
        tags: ['members'],
        summary: "Change a member's fields",
        description: `${RULES} Fields not sent are kept; null empties an optional one. Event: member.updated, each changed field before and after.`,
        params: MemberIdParams,
        body: MemberPatchBody,
        response: { 200: MemberResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({ data: await members.update(request.auth!, request.params.id, request.body) }),
  );

  for (const [action, status, summary] of [
    ['deactivate', 'inactive', 'Deactivate a member: they can no longer sign in, and their open sessions end at once'],
    ['reactivate', 'active', 'Reactivate a member'],
  ] as const) {
    app.post(
      `/v1/members/:id/${action}`,
      {
        config: { access: WRITE },
        schema: {
          operationId: `${action}Member`,
          tags: ['members'],
          summary,
          description: `Answers the member as it now is; the same status again changes nothing. ${action === 'reactivate' ? '409 when another active member now holds their employee number, email or phone. ' : ''}Event: member.${action}d, with the actor.`,
          params: MemberIdParams,
          response: { 200: MemberResponse, ...errorResponses(404, 409) },
        },
      },
      async (request) => ({ data: await members.setStatus(request.auth!, request.params.id, status) }),
    );
  }

  app.get(
    '/v1/members/:id/imports',
    {
      config: { access: READ },
      schema: {
        operationId: 'listMemberImports',
        tags: ['members'],
        summary: 'The imports that created or updated one member, newest first',
        description: 'A rolled-back import stays listed with its status `rolled_back`.',
        params: MemberIdParams,
        response: { 200: MemberImportsResponse, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await members.imports(request.auth!, request.params.id) }),
  );

  app.get(
    '/v1/members/:id',
    {
      config: { access: READ },
      schema: {
        operationId: 'getMember',
        tags: ['members'],
        summary: 'One member',
        params: MemberIdParams,
        response: { 200: MemberResponse, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await members.get(request.auth!, request.params.id) }),
  );
};
