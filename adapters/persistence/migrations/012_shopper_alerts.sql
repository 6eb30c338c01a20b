-- Price-drop, sold and new-stock alerts (issue 14): the changes recorded for each shopper, and
-- the outbox of messages to shoppers. Both cascade from shoppers (delete-my-data removes them).

-- One change for one shopper. dedupe_key is unique, so the same change never alerts twice
-- (domain/shoppers/alerts.ts alertDedupeKey). An event is sent (in a message) or skipped (no
-- consent, stopped, a change before consent, gone stale) — never both, and never read again.
CREATE TABLE alert_events (
  id          bigserial PRIMARY KEY,
  shopper_id  uuid NOT NULL REFERENCES shoppers (id) ON DELETE CASCADE,
  site_slug   text NOT NULL,
  car_id      bigint NOT NULL,
  kind        text NOT NULL CHECK (kind IN ('price_drop', 'sold', 'new_match')),
  detail      jsonb NOT NULL,
  dedupe_key  text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL,
  sent_at     timestamptz,
  skipped_at  timestamptz,
  skip_reason text,
  CHECK (sent_at IS NULL OR skipped_at IS NULL)
);

CREATE INDEX alert_events_pending_idx ON alert_events (shopper_id, created_at, id) WHERE sent_at IS NULL AND skipped_at IS NULL;

-- The outbox of messages to shoppers: a worker claims a due row for a lease (claimed_until,
-- claim_token), sends it, then marks it delivered or due again after a backoff; a shopper who
-- stops has their undelivered messages cancelled.
CREATE TABLE shopper_messages (
  id              bigserial PRIMARY KEY,
  shopper_id      uuid NOT NULL REFERENCES shoppers (id) ON DELETE CASCADE,
  site_slug       text NOT NULL,
  channel         text NOT NULL CHECK (channel IN ('sms', 'email')),
  destination     text NOT NULL,
  subject         text,
  body            text NOT NULL,
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'cancelled', 'failed')),
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  claimed_until   timestamptz,
  claim_token     uuid,
  delivered_at    timestamptz,
  last_error      text,
  created_at      timestamptz NOT NULL
);

CREATE INDEX shopper_messages_due_idx ON shopper_messages (next_attempt_at, id) WHERE status = 'pending';
CREATE INDEX shopper_messages_shopper_idx ON shopper_messages (shopper_id, id);

-- New-stock alerts: when a saved search was last checked (null: never — its first check only
-- records what matches, so a shopper is not told of the stock that was already there).
ALTER TABLE saved_searches ADD COLUMN checked_at timestamptz;
