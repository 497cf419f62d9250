import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/http-schemas.js';
import { money } from '../../lib/money.js';
import { requires } from '../access/policy.js';
import type { PeriodRow } from './repository.js';
import { PeriodCloseBody, PeriodCreateBody, PeriodDetailResponse, PeriodIdParams, PeriodListResponse, PeriodResponse } from './schemas.js';
import type { PeriodsService } from './service.js';

const WRITE = requires('finance:write');

function toPeriod(row: PeriodRow) {
  return {
    id: row.id,
    label: row.label,
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    status: row.status,
    opened_at: row.opened_at?.toISOString() ?? null,
    closed_at: row.closed_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

type Detail = PeriodRow & {
  open_orders?: { submitted: number; approved: number; held: string };
  accounts?: { accounts: number; allowance: string; spent: string; remaining: string };
  members_granted?: number;
  orders_expired?: number;
};

function toDetail(row: Detail, currency: string) {
  const open = row.open_orders ?? { submitted: 0, approved: 0, held: '0' };
  const accounts = row.accounts ?? { accounts: 0, allowance: '0', spent: '0', remaining: '0' };
  return {
    ...toPeriod(row),
    open_orders: { submitted: open.submitted, approved: open.approved, held: money(open.held, currency) },
    accounts: {
      count: accounts.accounts,
      allowance: money(accounts.allowance, currency),
      spent: money(accounts.spent, currency),
      remaining: money(accounts.remaining, currency),
    },
    ...(row.members_granted === undefined ? {} : { members_granted: row.members_granted }),
    ...(row.orders_expired === undefined ? {} : { orders_expired: row.orders_expired }),
  };
}

/** Benefit periods: read by finance, HR and members (a member's statement names one), run by `finance:write`. */
export const periodsRoutes: FastifyPluginAsyncTypebox<{ periods: PeriodsService }> = async (app, { periods }) => {
  app.get(
    '/v1/benefit-periods',
    {
      config: { access: requires('finance:read', 'self:read') },
      schema: {
        operationId: 'listBenefitPeriods',
        tags: ['benefit periods'],
        summary: "The organisation's benefit periods, latest first",
        response: { 200: PeriodListResponse },
      },
    },
    async (request) => ({ data: { items: (await periods.list(request.auth!)).map(toPeriod) } }),
  );

  app.post(
    '/v1/benefit-periods',
    {
      config: { access: WRITE },
      schema: {
        operationId: 'createBenefitPeriod',
        tags: ['benefit periods'],
        summary: 'Plan a benefit period',
        description:
          'Planned until opened. 400 for a period ending before it starts; 409 PERIOD_OVERLAP for days another period of the organisation holds. Event: period.created.',
        body: PeriodCreateBody,
        response: { 201: PeriodResponse, ...errorResponses(409) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: toPeriod(await periods.create(request.auth!, request.body)) }),
  );

  app.get(
    '/v1/benefit-periods/:id',
    {
      config: { access: requires('finance:read') },
      schema: {
        operationId: 'getBenefitPeriod',
        tags: ['benefit periods'],
        summary: 'One period, with its accounts and the orders its closing would expire',
        params: PeriodIdParams,
        response: { 200: PeriodDetailResponse, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: toDetail(await periods.get(request.auth!, request.params.id), request.auth!.account.org_currency) }),
  );

  app.post(
    '/v1/benefit-periods/:id/open',
    {
      config: { access: WRITE },
      schema: {
        operationId: 'openBenefitPeriod',
        tags: ['benefit periods'],
        summary: 'Open a planned period: every active member is granted their allowance in it',
        description:
          'One ledger entry per member, written by one statement. 409 PERIOD_OPEN while another period is open; 409 INVALID_TRANSITION for a period that is not planned. Event: period.opened (members_granted).',
        params: PeriodIdParams,
        response: { 200: PeriodDetailResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({ data: toDetail(await periods.open(request.auth!, request.params.id), request.auth!.account.org_currency) }),
  );

  app.post(
    '/v1/benefit-periods/:id/close',
    {
      config: { access: WRITE },
      schema: {
        operationId: 'closeBenefitPeriod',
        tags: ['benefit periods'],
        summary: 'Close the open period: it takes no reserve or capture after; unspent allowance does not roll over',
        description:
          '409 PERIOD_HAS_OPEN_ORDERS while its orders are submitted or approved (params: submitted, approved, held), unless expire_open: true, which expires them first; 409 INVALID_TRANSITION for a period that is not open (a period is closed once). With no period open, orders are refused 422 PERIOD_CLOSED until the next is opened. Event: period.closed (orders_expired, unspent).',
        params: PeriodIdParams,
        body: PeriodCloseBody,
        response: { 200: PeriodDetailResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({
      data: toDetail(await periods.close(request.auth!, request.params.id, request.body ?? {}), request.auth!.account.org_currency),
    }),
  );
};
