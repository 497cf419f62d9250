import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/http-schemas.js';
import { requires } from '../access/policy.js';
import { toAccount } from './presenters.js';
import { AllowanceAccountResponse, MemberIdParams } from './schemas.js';
import type { AllowancesService } from './service.js';

export const allowancesRoutes: FastifyPluginAsyncTypebox<{ allowances: AllowancesService }> = async (app, { allowances }) => {
  app.get(
    '/v1/members/:id/allowance',
    {
      config: { access: requires('finance:read', 'members:read') },
      schema: {
        operationId: 'getMemberAllowance',
        tags: ['allowances'],
        summary: "A member's allowance account in the open benefit period, with its last 50 ledger entries",
        description:
          'remaining = allowance - reserved (on hold for orders not yet fulfilled) - spent; the database keeps reserved + spent within the allowance. Every change is an entry (grant, reserve, release, capture, adjust) with its order, actor and time; entries are never changed.',
        params: MemberIdParams,
        response: { 200: AllowanceAccountResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { account, entries } = await allowances.statement(request.auth!.orgId, request.params.id);
      return { data: toAccount(account, entries) };
    },
  );
};
