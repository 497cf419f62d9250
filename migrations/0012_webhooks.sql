-- Webhooks: endpoints an organisation registers, one delivery per (event, endpoint), and each attempt.

CREATE TABLE webhook_endpoints (
  id              uuid PRIMARY KEY,
  org_id          uuid NOT NULL REFERENCES organisations (id),
  url             text NOT NULL,
  events          text[] NOT NULL,
  description     text,
  -- The signing secret, AES-256-GCM under AUTH_SECRET: shown once at creation, needed again to sign.
  secret_sealed   text NOT NULL,
  enabled         boolean NOT NULL DEFAULT true,
  disabled_reason text,
  created_by      uuid NOT NULL REFERENCES users (id),
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL
);
CREATE INDEX webhook_endpoints_org_idx ON webhook_endpoints (org_id, created_at);

-- One message to one endpoint: its webhook-id is the same on every attempt.
CREATE TABLE webhook_deliveries (
  id            uuid PRIMARY KEY,
  endpoint_id   uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  message_id    text NOT NULL,
  event_kind    text NOT NULL,
  payload       text NOT NULL,
  state         text NOT NULL CHECK (state IN ('pending', 'delivered', 'given_up')),
  attempts      integer NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL,
  UNIQUE (endpoint_id, message_id)
);
CREATE INDEX webhook_deliveries_created_idx ON webhook_deliveries (created_at);

CREATE TABLE webhook_attempts (
  id            bigserial PRIMARY KEY,
  delivery_id   uuid NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  endpoint_id   uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  attempt       integer NOT NULL,
  attempted_at  timestamptz NOT NULL,
  status_code   integer,
  duration_ms   integer NOT NULL,
  error         text,
  -- At most the first 1 KB of what the endpoint answered.
  response_body text
);
CREATE INDEX webhook_attempts_endpoint_idx ON webhook_attempts (endpoint_id, id DESC);
CREATE INDEX webhook_attempts_delivery_idx ON webhook_attempts (delivery_id);
