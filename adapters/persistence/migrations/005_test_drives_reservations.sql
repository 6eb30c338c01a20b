-- Test drive slots and online reservations (issue 6).

-- A test-drive lead holds one 30-minute slot of its car, in the transaction that stores the
-- lead. The primary key makes a slot held once: the second shopper gets a clear 409.
-- slot_date and slot_time are the wall-clock date and start at the car's location.
CREATE TABLE test_drive_slots (
  site_slug   text NOT NULL,
  car_id      bigint NOT NULL,
  slot_date   date NOT NULL,
  slot_time   text NOT NULL CHECK (slot_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  location_id bigint NOT NULL,
  lead_id     uuid NOT NULL REFERENCES leads (lead_id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (site_slug, car_id, slot_date, slot_time)
);

CREATE INDEX test_drive_slots_lead_id_idx ON test_drive_slots (lead_id);

-- Reserve online: every reservation, whatever became of it (the deposit's history).
CREATE TABLE reservations (
  reservation_id  uuid PRIMARY KEY,
  site_slug       text NOT NULL,
  idempotency_key text NOT NULL,
  car_id          bigint NOT NULL,
  car_slug        text NOT NULL,
  status          text NOT NULL CHECK (status IN ('pending', 'paid', 'declined', 'expired', 'abandoned')),
  deposit_cents   integer NOT NULL CHECK (deposit_cents > 0),
  contact         jsonb NOT NULL,
  created_at      timestamptz NOT NULL,
  expires_at      timestamptz NOT NULL,
  paid_at         timestamptz,
  payment_id      text,
  card_brand      text,
  card_last4      text,
  test_mode       boolean NOT NULL DEFAULT false,
  decline_code    text,
  lead_id         uuid REFERENCES leads (lead_id),
  released_at     timestamptz,
  CONSTRAINT reservations_site_slug_idempotency_key_key UNIQUE (site_slug, idempotency_key)
);

CREATE INDEX reservations_open_expiry_idx ON reservations (expires_at) WHERE status IN ('pending', 'paid');
CREATE INDEX reservations_car_idx ON reservations (site_slug, car_id, created_at DESC);

-- The hold a reservation puts on its car: one row per car. A new reservation claims it with
-- INSERT … ON CONFLICT DO UPDATE … WHERE the old hold has expired, so an unexpired hold can
-- never be taken twice, by any number of instances at once.
CREATE TABLE car_holds (
  site_slug      text NOT NULL,
  car_id         bigint NOT NULL,
  reservation_id uuid NOT NULL REFERENCES reservations (reservation_id) ON DELETE CASCADE,
  expires_at     timestamptz NOT NULL,
  PRIMARY KEY (site_slug, car_id)
);
