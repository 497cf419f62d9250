import { Type } from '@sinclair/typebox';
import { envelope, StringEnum } from '../../lib/http-schemas.js';

export const EVENT_KINDS = [
  'migration.job_started',
  'migration.job_completed',
  'migration.job_failed',
  'migration.job_rolled_back',
  'webhook.endpoint_disabled',
  'user.invited',
  'user.updated',
  'user.deactivated',
  'user.reactivated',
  'org.created',
  'org.status_changed',
  'org.updated',
  'member.created',
  'member.updated',
  'member.deactivated',
  'member.reactivated',
  'department.created',
  'department.updated',
  'department.archived',
  'department.restored',
  'package.created',
  'package.updated',
  'package.archived',
  'package.restored',
  'provider.created',
  'provider.updated',
  'provider.archived',
  'provider.restored',
  'order.submitted',
  'order.approval_recorded',
  'order.approved',
  'order.rejected',
  'order.cancelled',
  'order.expired',
  'order.fulfilled',
  'order.settlement_rolled_back',
  'allowance.changed',
  'prescription.created',
  'prescription.attachment_added',
  'prescription.cancelled',
  'prescription.used',
  'prescription.use_undone',
  'period.created',
  'period.opened',
  'period.closed',
  'statement.created',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
/** What `kind=` accepts: one kind, or a family (`user.*`). */
const EVENT_KIND_FILTERS = [...EVENT_KINDS, ...[...new Set(EVENT_KINDS.map((kind) => kind.split('.')[0]!))].map((family) => `${family}.*`)];

export const Event = Type.Object(
  {
    id: Type.Integer({ description: "grows in the order the organisation's events were committed; pass the last one seen as `after`" }),
    kind: Type.String({ description: EVENT_KINDS.join(', ') }),
    org_id: Type.String(),
    occurred_at: Type.String({ format: 'date-time' }),
    data: Type.Object(
      {
        job_id: Type.Optional(Type.String({ description: 'migration.* events' })),
        status: Type.Optional(
          Type.Union([
            Type.String({ description: "migration.* events: the job's status" }),
            Type.Object(
              { from: Type.String(), to: Type.String() },
              {
                description:
                  'user.deactivated, user.reactivated, org.status_changed, member.*, department.archived and .restored, package.archived and .restored: the status before and after',
              },
            ),
          ]),
        ),
        dataset_type: Type.Optional(Type.String({ description: 'migration.* events' })),
        counts: Type.Optional(Type.Record(Type.String(), Type.Integer(), { description: 'migration.* events' })),
        webhook_id: Type.Optional(Type.String({ description: 'webhook.* events' })),
        reason: Type.Optional(Type.String({ description: 'webhook.endpoint_disabled' })),
        user_id: Type.Optional(Type.String({ description: 'user.* events' })),
        member_id: Type.Optional(Type.String({ description: 'member.* events' })),
        department_id: Type.Optional(Type.String({ description: 'department.* events' })),
        package_id: Type.Optional(Type.String({ description: 'package.* events' })),
        actor: Type.Optional(
          Type.Object(
            { type: StringEnum(['user', 'operator', 'system'] as const), id: Type.Optional(Type.String()) },
            {
              description:
                'who made the change: a user, the operator at the command line, or the system (an automatic approval, an expiry)',
            },
          ),
        ),
        changes: Type.Optional(
          Type.Record(Type.String(), Type.Object({ from: Type.Unknown(), to: Type.Unknown() }), {
            description:
              'user.updated, member.updated, org.updated, department.updated, package.updated: each changed field before and after',
          }),
        ),
      },
      {
        additionalProperties: true,
        description:
          'migration.* events: job_id, status, dataset_type, counts; webhook.endpoint_disabled: webhook_id, reason; user.*: user_id, actor (user.invited: roles; user.updated: changes; user.deactivated and user.reactivated: status from and to); org.*: org_id, actor (org.created: name, status, currency; org.status_changed: status from and to; org.updated: changes); member.*: member_id, actor (member.updated: changes; member.deactivated and member.reactivated: status from and to); department.* and package.*: department_id or package_id, actor (.created: the fields; .updated: changes; .archived and .restored: status from and to); provider.*: provider_id, actor, as departments; order.*: order_id, number, member_id, provider_id, status from and to, amounts (Money), actor, and per kind approvals, reason, final amount; allowance.changed: member_id, account_id, period_id, entry (the ledger kind), order_id, allowance, reserved, spent, remaining (Money), version (grows with every change of the account)',
      },
    ),
  },
  { title: 'Event' },
);

export const EventsQuery = Type.Object({
  after: Type.Integer({
    minimum: 0,
    maximum: Number.MAX_SAFE_INTEGER,
    default: 0,
    description: 'the id of the last event already seen (0: from the start)',
  }),
  limit: Type.Integer({ minimum: 1, maximum: 500, default: 50 }),
  job_id: Type.Optional(Type.String({ format: 'uuid', description: 'only the events of this migration job (its timeline)' })),
  member_id: Type.Optional(Type.String({ format: 'uuid', description: 'only the events of this member (their history)' })),
  kind: Type.Optional(
    StringEnum(EVENT_KIND_FILTERS, {
      description: 'only events of this kind, or of this family (`user.*`); a kind your role may not read gives an empty feed',
    }),
  ),
});

export const EventsResponse = envelope(
  Type.Object(
    {
      items: Type.Array(Event),
      next_after: Type.Integer({
        description: 'the `after` of the next call: the last id returned, or the same `after` when there was nothing new',
      }),
    },
    { title: 'EventFeed' },
  ),
);
