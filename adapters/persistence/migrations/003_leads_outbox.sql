-- Lead delivery (issue 6): each lead's deliveries are queued in the transaction that stores
-- the lead, so an acknowledged lead always reaches the dealer — after a crash too.

-- One row per lead and channel (email, CRM webhook). A dispatcher claims a due row for a
-- lease (claimed_until, claim_token: FOR UPDATE SKIP LOCKED keeps two dispatchers off one
-- row), attempts the delivery, then marks it delivered or due again after a backoff.
CREATE TABLE lead_outbox (
  id              uuid PRIMARY KEY,
  seq             bigserial NOT NULL,  -- queue order
  lead_id         uuid NOT NULL REFERENCES leads (lead_id) ON DELETE CASCADE,
  site_slug       text NOT NULL,
  channel         text NOT NULL,
  destination     text NOT NULL,
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered')),
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  claimed_until   timestamptz,
  claim_token     uuid,
  delivered_at    timestamptz,
  last_error      text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT lead_outbox_lead_id_channel_key UNIQUE (lead_id, channel)
);

CREATE INDEX lead_outbox_due_idx ON lead_outbox (next_attempt_at) WHERE status = 'pending';

-- Every attempt, delivered or failed, with its error: the delivery history of a lead.
CREATE TABLE lead_delivery_attempts (
  entry_id uuid NOT NULL REFERENCES lead_outbox (id) ON DELETE CASCADE,
  attempt  integer NOT NULL,
  at       timestamptz NOT NULL,
  outcome  text NOT NULL CHECK (outcome IN ('delivered', 'failed')),
  error    text,
  PRIMARY KEY (entry_id, attempt)
);

-- spec 2 §4: after a successful lead, a follow-up call records the category and extra
-- params such as car_type.
CREATE TABLE lead_follow_ups (
  id         bigserial PRIMARY KEY,
  lead_id    uuid NOT NULL REFERENCES leads (lead_id) ON DELETE CASCADE,
  category   text NOT NULL,
  params     jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX lead_follow_ups_lead_id_idx ON lead_follow_ups (lead_id, id);
