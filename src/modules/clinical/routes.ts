import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/http-schemas.js';
import { requires } from '../access/policy.js';
import { DisclosuresQuery, DisclosuresResponse, MemberIdParams } from './schemas.js';
import type { ClinicalRecords } from './service.js';

/** The disclosure log: for the member themselves, and for super users. */
export const clinicalRoutes: FastifyPluginAsyncTypebox<{ clinical: ClinicalRecords }> = async (app, { clinical }) => {
  app.get(
    '/v1/members/:id/disclosures',
    {
      config: { access: requires('clinical:read') },
      schema: {
        operationId: 'listMemberDisclosures',
        tags: ['clinical'],
        summary: "Who read this member's clinical detail (prescriptions, orders' lines, attachments), newest first",
        params: MemberIdParams,
        querystring: DisclosuresQuery,
        response: { 200: DisclosuresResponse, ...errorResponses(404) },
      },
    },
    async (request) => ({
      data: await clinical.list(request.auth!.orgId, request.params.id, request.query.limit, request.query.cursor),
    }),
  );

  app.get(
    '/v1/me/disclosures',
    {
      config: { access: requires('self:read') },
      schema: {
        operationId: 'listMyDisclosures',
        tags: ['clinical'],
        summary: 'Who read my clinical detail, and when, newest first',
        querystring: DisclosuresQuery,
        response: { 200: DisclosuresResponse, ...errorResponses(404) },
      },
    },
    async (request) => ({
      data: await clinical.list(request.auth!.orgId, request.auth!.account.member_id, request.query.limit, request.query.cursor),
    }),
  );
};
