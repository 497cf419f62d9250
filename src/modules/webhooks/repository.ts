import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, DeliveryState, WebhookEndpointsTable } from '../../db/schema.js';

export type EndpointRow = Selectable<WebhookEndpointsTable>;
type Db = Kysely<DB> | Transaction<DB>;

export interface NewEndpoint {
  id: string;
  orgId: string;
  url: string;
  events: string[];
  description: string | null;
  secretSealed: string;
  createdBy: string;
  now: Date;
}

/** The only SQL of webhooks. Every read of an endpoint is scoped by the organisation. */
export class WebhooksRepository {
  constructor(readonly db: Kysely<DB>) {}

  /** The new endpoint, or undefined when the organisation already has `max` (counted under its lock: no race passes it). */
  async create(endpoint: NewEndpoint, max: number): Promise<EndpointRow | undefined> {
    return this.db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`webhooks:${endpoint.orgId}`}, 0))`.execute(trx);
      const { n } = await trx
        .selectFrom('webhook_endpoints')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('org_id', '=', endpoint.orgId)
        .executeTakeFirstOrThrow();
      if (Number(n) >= max) return undefined;
      return trx
        .insertInto('webhook_endpoints')
        .values({
          id: endpoint.id,
          org_id: endpoint.orgId,
          url: endpoint.url,
          events: endpoint.events,
          description: endpoint.description,
          secret_sealed: endpoint.secretSealed,
          created_by: endpoint.createdBy,
          created_at: endpoint.now,
          updated_at: endpoint.now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  }

  /**
   * A lease to send one delivery, if its organisation holds fewer than `perOrg` and its endpoint fewer than
   * `perEndpoint` (expired leases, of a sender that stopped, do not count). Taken under the organisation's
   * lock, so concurrent senders never pass the limits together.
   */
  async takeLease(
    lease: { deliveryId: string; orgId: string; endpointId: string; seconds: number },
    limits: { perOrg: number; perEndpoint: number },
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`webhook-leases:${lease.orgId}`}, 0))`.execute(trx);
      await trx
        .deleteFrom('webhook_delivery_leases')
        .where('org_id', '=', lease.orgId)
        .where('expires_at', '<', sql<Date>`now()`)
        .execute();
      const held = await sql<{ org: string; endpoint: string }>`
        SELECT count(*) AS org, count(*) FILTER (WHERE endpoint_id = ${lease.endpointId}::uuid) AS endpoint
        FROM webhook_delivery_leases WHERE org_id = ${lease.orgId}::uuid AND delivery_id <> ${lease.deliveryId}::uuid
      `.execute(trx);
      const { org, endpoint } = held.rows[0]!;
      if (Number(org) >= limits.perOrg || Number(endpoint) >= limits.perEndpoint) return false;
      await sql`
        INSERT INTO webhook_delivery_leases (delivery_id, org_id, endpoint_id, expires_at)
        VALUES (${lease.deliveryId}::uuid, ${lease.orgId}::uuid, ${lease.endpointId}::uuid, now() + make_interval(secs => ${lease.seconds}))
        ON CONFLICT (delivery_id) DO UPDATE SET expires_at = EXCLUDED.expires_at
      `.execute(trx);
      return true;
    });
  }

  async releaseLease(deliveryId: string): Promise<void> {
    await this.db.deleteFrom('webhook_delivery_leases').where('delivery_id', '=', deliveryId).execute();
  }

  list(orgId: string): Promise<EndpointRow[]> {
    return this.db.selectFrom('webhook_endpoints').selectAll().where('org_id', '=', orgId).orderBy('created_at').orderBy('id').execute();
  }

  find(orgId: string, id: string): Promise<EndpointRow | undefined> {
    return this.db.selectFrom('webhook_endpoints').selectAll().where('org_id', '=', orgId).where('id', '=', id).executeTakeFirst();
  }

  async update(
    orgId: string,
    id: string,
    changes: { url?: string; events?: string[]; description?: string | null; enabled?: boolean },
    now: Date,
  ): Promise<EndpointRow | undefined> {
    return this.db
      .updateTable('webhook_endpoints')
      .set({ ...changes, ...(changes.enabled === true ? { disabled_reason: null } : {}), updated_at: now })
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  async remove(orgId: string, id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('webhook_endpoints').where('org_id', '=', orgId).where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  /** The enabled endpoints of the organisation that subscribed to `kind`. */
  /** Enabled endpoints subscribed to the kind, with their creator's roles and status (who the deliveries are read for). */
  subscribers(trx: Db, orgId: string, kind: string) {
    return trx
      .selectFrom('webhook_endpoints as e')
      .innerJoin('users as u', 'u.id', 'e.created_by')
      .selectAll('e')
      .select(['u.roles as creator_roles', 'u.status as creator_status'])
      .where('e.org_id', '=', orgId)
      .where('e.enabled', '=', true)
      .where(sql<boolean>`${kind} = ANY (e.events)`)
      .execute();
  }

  async addDelivery(
    trx: Db,
    delivery: { id: string; endpointId: string; messageId: string; kind: string; payload: string; now: Date },
  ): Promise<void> {
    await trx
      .insertInto('webhook_deliveries')
      .values({
        id: delivery.id,
        endpoint_id: delivery.endpointId,
        message_id: delivery.messageId,
        event_kind: delivery.kind,
        payload: delivery.payload,
        state: 'pending',
        created_at: delivery.now,
        updated_at: delivery.now,
      })
      .execute();
  }

  /** A pending delivery with its endpoint; undefined once delivered, given up, or its endpoint deleted. */
  findPending(deliveryId: string) {
    return this.db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
      .innerJoin('users as u', 'u.id', 'e.created_by')
      .select([
        'd.id',
        'd.message_id',
        'd.payload',
        'd.attempts',
        'd.event_kind',
        'e.id as endpoint_id',
        'e.org_id',
        'e.url',
        'e.secret_sealed',
        'e.enabled',
        'u.roles as creator_roles',
        'u.status as creator_status',
      ])
      .where('d.id', '=', deliveryId)
      .where('d.state', '=', 'pending')
      .executeTakeFirst();
  }

  /** Gives a pending delivery up without an attempt (its webhook's creator may no longer read its kind); housekeeping then removes it in time. */
  async giveUp(deliveryId: string, now: Date): Promise<void> {
    await this.db
      .updateTable('webhook_deliveries')
      .set({ state: 'given_up', updated_at: now })
      .where('id', '=', deliveryId)
      .where('state', '=', 'pending')
      .execute();
  }

  /** Records an attempt and moves the delivery on, if it is still at the attempt this run read (compare-and-set). */
  async recordAttempt(
    trx: Transaction<DB>,
    attempt: {
      deliveryId: string;
      endpointId: string;
      number: number;
      at: Date;
      statusCode: number | null;
      durationMs: number;
      error: string | null;
      responseBody: string | null;
    },
    state: DeliveryState,
  ): Promise<boolean> {
    const moved = await trx
      .updateTable('webhook_deliveries')
      .set({ attempts: attempt.number, state, updated_at: attempt.at })
      .where('id', '=', attempt.deliveryId)
      .where('state', '=', 'pending')
      .where('attempts', '=', attempt.number - 1)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto('webhook_attempts')
      .values({
        delivery_id: attempt.deliveryId,
        endpoint_id: attempt.endpointId,
        attempt: attempt.number,
        attempted_at: attempt.at,
        status_code: attempt.statusCode,
        duration_ms: attempt.durationMs,
        error: attempt.error,
        response_body: attempt.responseBody,
      })
      .execute();
    return true;
  }

  async disable(trx: Transaction<DB>, endpointId: string, reason: string, now: Date): Promise<EndpointRow | undefined> {
    return trx
      .updateTable('webhook_endpoints')
      .set({ enabled: false, disabled_reason: reason, updated_at: now })
      .where('id', '=', endpointId)
      .where('enabled', '=', true)
      .returningAll()
      .executeTakeFirst();
  }

  /** The endpoint's attempts, newest first, before the attempt id `before` (0: from the newest). */
  attempts(endpointId: string, before: number, limit: number) {
    let query = this.db
      .selectFrom('webhook_attempts as a')
      .innerJoin('webhook_deliveries as d', 'd.id', 'a.delivery_id')
      .select([
        'a.id',
        'a.attempt',
        'a.attempted_at',
        'a.status_code',
        'a.duration_ms',
        'a.error',
        'a.response_body',
        'd.id as delivery_id',
        'd.message_id',
        'd.event_kind',
        'd.state',
      ])
      .where('a.endpoint_id', '=', endpointId);
    if (before > 0) query = query.where('a.id', '<', String(before));
    return query.orderBy('a.id', 'desc').limit(limit).execute();
  }
}
