import type { Static } from '@sinclair/typebox';
import type { EventsQuery } from './schemas.js';
import type { AuthContext } from '../identity/accounts/auth-context.js';
import { readableEventFamilies } from '../access/policy.js';
import type { EventsRepository } from './repository.js';

/** An event as GET /v1/events shows it (and as a webhook carries it). */
export function toEvent(row: { id: string | number; kind: string; org_id: string; occurred_at: Date; data: unknown }) {
  return {
    id: Number(row.id),
    kind: row.kind,
    org_id: row.org_id,
    occurred_at: row.occurred_at.toISOString(),
    data: row.data as Record<string, unknown>,
  };
}

/** Reading the organisation's events in order, from where a consumer stopped. */
export class EventsService {
  constructor(private readonly events: EventsRepository) {}

  async list(auth: AuthContext, query: Static<typeof EventsQuery>) {
    const rows = await this.events.listAfter(auth.orgId, readableEventFamilies(auth.permissions), query.after, query.limit, {
      jobId: query.job_id,
      memberId: query.member_id,
      kind: query.kind,
    });
    const items = rows.map(toEvent);
    return { items, next_after: items.length > 0 ? items[items.length - 1]!.id : query.after };
  }
}
