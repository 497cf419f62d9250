-- Webhook deliveries fair between organisations: a delivery holds a lease while it is sent, and an
-- organisation (and each endpoint) may hold only a few at once. A delivery that finds its organisation's
-- leases taken waits its turn in the queue instead of holding a worker's slot, so an endpoint that never
-- answers costs its own organisation's deliveries, not another's. Unlogged: a lease lives seconds, and a
-- crash of the database frees them all, which is what a crash of the senders would need anyway.
CREATE UNLOGGED TABLE webhook_delivery_leases (
  delivery_id  uuid PRIMARY KEY,
  org_id       uuid NOT NULL,
  endpoint_id  uuid NOT NULL,
  expires_at   timestamptz NOT NULL
);
CREATE INDEX webhook_delivery_leases_org_idx ON webhook_delivery_leases (org_id);
