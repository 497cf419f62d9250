import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

export interface NewEvent {
  orgId: string;
  kind: string;
  occurredAt: Date;
  data: Record<string, unknown>;
}

/** The events outbox: written inside the transaction of the change it reports, read by id. */
export class EventsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Appends an event in the caller's transaction. The organisation's transaction lock makes the
   * organisation's ids grow in commit order, so a reader never sees id n+1 before id n is visible.
   */
  async append(trx: Transaction<DB>, event: NewEvent): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`events:${event.orgId}`}, 0))`.execute(trx);
    await trx
      .insertInto('events')
      .values({ org_id: event.orgId, kind: event.kind, occurred_at: event.occurredAt, data: JSON.stringify(event.data) })
      .execute();
  }

  listAfter(orgId: string, after: number, limit: number, jobId?: string) {
    let query = this.db
      .selectFrom('events')
      .select(['id', 'kind', 'org_id', 'occurred_at', 'data'])
      .where('org_id', '=', orgId)
      .where('id', '>', String(after));
    if (jobId !== undefined) query = query.where(sql<string>`data->>'job_id'`, '=', jobId);
    return query
      .orderBy('id')
      .limit(limit)
      .execute();
  }
}
