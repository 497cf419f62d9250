import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { errorResponses } from '../../lib/http-schemas.js';
import { requires } from '../access/policy.js';
import {
  ApprovalPolicyBody,
  ApprovalPolicyResponse,
  ApproveBody,
  FulfilBody,
  OrderCreateBody,
  OrderEntriesResponse,
  OrderIdParams,
  OrderListQuery,
  OrderListResponse,
  OrderResponse,
  RejectBody,
} from './schemas.js';
import type { OrdersService } from './service.js';
import type { OrderCategory } from '../../db/spending-tables.js';

const READ = requires('orders:write', 'finance:read');
const CreateHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({ description: 'a UUID: the same key with the same body within 24 hours replays the first answer' }),
  ),
});
const MOVES = 'An order in another state: 409 INVALID_TRANSITION, the allowed moves in `details`.';

/** Orders and the approval policy (docs/decisions.md: the states, who may move them, what each does to the account). */
export const ordersRoutes: FastifyPluginAsyncTypebox<{ orders: OrdersService }> = async (app, { orders }) => {
  app.post(
    '/v1/orders',
    {
      config: { access: requires('orders:write') },
      schema: {
        operationId: 'createOrder',
        tags: ['orders'],
        summary: 'Ask a provider for something paid from an allowance (a member for themselves; a SUPER_USER names member_id)',
        description:
          "A draft, or submitted at once with `submit: true` (refused as a whole, nothing created, when the allowance does not cover it: 409 INSUFFICIENT_ALLOWANCE). Amounts in the organisation's currency (400, `reason` CURRENCY_MISMATCH); an archived provider 400; another organisation's provider or member 404; a member naming another member 403.",
        headers: CreateHeaders,
        body: OrderCreateBody,
        response: { 201: OrderResponse, ...errorResponses(404, 409, 422) },
      },
    },
    async (request, reply) => {
      const response = await orders.create(request.auth!, request.body, request.headers['idempotency-key']);
      if (response.replayed) reply.header('idempotent-replayed', 'true');
      return reply
        .status(response.status as 201)
        .type('application/json; charset=utf-8')
        .send(response.body as never);
    },
  );

  app.get(
    '/v1/orders',
    {
      config: { access: READ },
      schema: {
        operationId: 'listOrders',
        tags: ['orders'],
        summary: "The organisation's orders, newest first (a member: their own); needs_my_approval=true: the approvals queue, oldest first",
        querystring: OrderListQuery,
        response: { 200: OrderListResponse },
      },
    },
    async (request) => ({ data: await orders.list(request.auth!, request.query) }),
  );

  app.get(
    '/v1/orders/:id',
    {
      config: { access: READ },
      schema: {
        operationId: 'getOrder',
        tags: ['orders'],
        summary: "One order (a member's: only their own; another's is 404)",
        params: OrderIdParams,
        response: { 200: OrderResponse, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await orders.get(request.auth!, request.params.id) }),
  );

  app.get(
    '/v1/orders/:id/entries',
    {
      config: { access: READ },
      schema: {
        operationId: 'listOrderEntries',
        tags: ['orders'],
        summary: "What the order did to the member's allowance, oldest first (reserve, release, capture)",
        params: OrderIdParams,
        response: { 200: OrderEntriesResponse, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await orders.entries(request.auth!, request.params.id) }),
  );

  app.post(
    '/v1/orders/:id/submit',
    {
      config: { access: requires('orders:write') },
      schema: {
        operationId: 'submitOrder',
        tags: ['orders'],
        summary: 'Submit a draft: its amount is put on hold on the allowance',
        description: `In one transaction the order moves and the account reserves the requested amount, or 409 INSUFFICIENT_ALLOWANCE (the remaining in \`details\`) and the order stays a draft. At most the policy's auto_approve_max: approved at once by the system. ${MOVES} Events: order.submitted, allowance.changed (order.approved when approved at once).`,
        params: OrderIdParams,
        response: { 200: OrderResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({ data: await orders.submit(request.auth!, request.params.id) }),
  );

  app.post(
    '/v1/orders/:id/approve',
    {
      config: { access: requires('finance:approve') },
      // No body is an approval of the amount requested.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        operationId: 'approveOrder',
        tags: ['orders'],
        summary: 'Approve a submitted order, perhaps for less than requested',
        description: `One vote: from the policy's dual_approval_min two different approvers are needed, else one. Less than requested releases the difference at once; the lowest proposed amount wins. Your own order (you are its member or made it): 403 SELF_APPROVAL; a second vote: 409 ALREADY_VOTED. ${MOVES} Events: order.approval_recorded, then order.approved with the last vote.`,
        params: OrderIdParams,
        body: ApproveBody,
        response: { 200: OrderResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({ data: await orders.approve(request.auth!, request.params.id, request.body) }),
  );

  app.post(
    '/v1/orders/:id/reject',
    {
      config: { access: requires('finance:approve') },
      schema: {
        operationId: 'rejectOrder',
        tags: ['orders'],
        summary: 'Reject a submitted order, with a reason; everything it held is released',
        description: `${MOVES} Events: order.rejected, allowance.changed.`,
        params: OrderIdParams,
        body: RejectBody,
        response: { 200: OrderResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({ data: await orders.reject(request.auth!, request.params.id, request.body) }),
  );

  app.post(
    '/v1/orders/:id/fulfil',
    {
      config: { access: requires('finance:write') },
      schema: {
        operationId: 'fulfilOrder',
        tags: ['orders'],
        summary: 'Record what the provider delivered: the final amount is spent, the rest released',
        description: `Never more than approved: 409 EXCEEDS_APPROVED. ${MOVES} Events: order.fulfilled, allowance.changed.`,
        params: OrderIdParams,
        body: FulfilBody,
        response: { 200: OrderResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({ data: await orders.fulfil(request.auth!, request.params.id, request.body) }),
  );

  app.post(
    '/v1/orders/:id/cancel',
    {
      config: { access: requires('orders:write', 'finance:write') },
      schema: {
        operationId: 'cancelOrder',
        tags: ['orders'],
        summary: 'Cancel an order: the member while draft, submitted or approved; finance while approved',
        description: `Everything it held is released. ${MOVES} Events: order.cancelled, allowance.changed.`,
        params: OrderIdParams,
        response: { 200: OrderResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({ data: await orders.cancel(request.auth!, request.params.id) }),
  );

  app.get(
    '/v1/organisation/approval-policy',
    {
      config: { access: requires('finance:read') },
      schema: {
        operationId: 'getApprovalPolicy',
        tags: ['organisation'],
        summary: "The organisation's approval policy for orders",
        response: { 200: ApprovalPolicyResponse },
      },
    },
    async (request) => ({ data: presentPolicy(await orders.policy(request.auth!)) }),
  );

  app.put(
    '/v1/organisation/approval-policy',
    {
      config: { access: requires('org:write') },
      schema: {
        operationId: 'setApprovalPolicy',
        tags: ['organisation'],
        summary: 'Set the approval policy (SUPER_USER)',
        description:
          'auto_approve_max must not be more than dual_approval_min. Applies to orders submitted from now on. Event: org.updated with the changes.',
        body: ApprovalPolicyBody,
        response: { 200: ApprovalPolicyResponse },
      },
    },
    async (request) => ({ data: presentPolicy(await orders.setPolicy(request.auth!, request.body)) }),
  );
};

function presentPolicy(policy: {
  auto_approve_max: string;
  dual_approval_min: string;
  reservation_days: number;
  prescription_required_for: string[];
  currency: string;
}) {
  return {
    auto_approve_max: { amount: policy.auto_approve_max, currency: policy.currency },
    dual_approval_min: { amount: policy.dual_approval_min, currency: policy.currency },
    reservation_days: policy.reservation_days,
    prescription_required_for: policy.prescription_required_for as OrderCategory[],
  };
}
