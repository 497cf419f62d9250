import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

export interface NewEvent {
  orgId: string;
  kind: string;
  occurredAt: Date;
  data: Record<string, unknown>;
}

export interface StoredEvent extends NewEvent {
  id: number;
}

/** Called in the event's own transaction, once it is written (webhooks queue their deliveries there). */
export type EventSubscriber = (trx: Transaction<DB>, event: StoredEvent) => Promise<void>;

/** The events outbox: written inside the transaction of the change it reports, read by id. */
export class EventsRepository {
  private readonly subscribers: EventSubscriber[] = [];

  constructor(private readonly db: Kysely<DB>) {}

  /** A capability that acts on every event (webhooks): called in the event's own transaction. */
  subscribe(subscriber: EventSubscriber): void {
    this.subscribers.push(subscriber);
  }

  /**
   * Appends an event in the caller's transaction. The organisation's transaction lock makes the
   * organisation's ids grow in commit order, so a reader never sees id n+1 before id n is visible.
   */
  async append(trx: Transaction<DB>, event: NewEvent): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`events:${event.orgId}`}, 0))`.execute(trx);
    const { id } = await trx
      .insertInto('events')
      .values({ org_id: event.orgId, kind: event.kind, occurred_at: event.occurredAt, data: JSON.stringify(event.data) })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const subscriber of this.subscribers) await subscriber(trx, { ...event, id: Number(id) });
  }

  /**
   * The organisation's events of the given families (`migration` for `migration.*`) after an id, in order;
   * only one job's, and only of one kind (`user.invited`) or family (`user.*`), when asked.
   */
  listAfter(
    orgId: string,
    families: readonly string[],
    after: number,
    limit: number,
    only: { jobId?: string | undefined; memberId?: string | undefined; kind?: string | undefined } = {},
  ) {
    if (families.length === 0) return Promise.resolve([]);
    let query = this.db
      .selectFrom('events')
      .select(['id', 'kind', 'org_id', 'occurred_at', 'data'])
      .where('org_id', '=', orgId)
      .where(sql<string>`split_part(kind, '.', 1)`, 'in', [...families])
      .where('id', '>', String(after));
    if (only.jobId !== undefined) query = query.where(sql<string>`data->>'job_id'`, '=', only.jobId);
    if (only.memberId !== undefined) query = query.where(sql<string>`data->>'member_id'`, '=', only.memberId.toLowerCase());
    if (only.kind?.endsWith('.*')) query = query.where(sql<string>`split_part(kind, '.', 1)`, '=', only.kind.slice(0, -2));
    else if (only.kind !== undefined) query = query.where('kind', '=', only.kind);
    return query.orderBy('id').limit(limit).execute();
  }
}
