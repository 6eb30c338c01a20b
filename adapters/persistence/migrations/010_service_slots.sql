-- Service booking drop-off times (issue 13 'Slots a workshop can keep').

-- One row per booking: the drop-off time its Service Booking leads hold. booking_id is the lead
-- id of the booking's first submission (spec 2 §4: later steps carry it as lead_id), so a
-- booking holds one time whatever step books it; lead_id is the lead that booked it last.
-- slot_date and slot_time are the wall-clock date and start at the location. The counts a
-- location's form reads are counted from these rows: nothing else to keep in step.
CREATE TABLE service_bookings (
  site_slug   text NOT NULL,
  booking_id  uuid NOT NULL,
  lead_id     uuid NOT NULL REFERENCES leads (lead_id) ON DELETE CASCADE,
  location_id bigint NOT NULL,
  slot_date   date NOT NULL,
  slot_time   text NOT NULL CHECK (slot_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (site_slug, booking_id)
);

CREATE INDEX service_bookings_day_idx ON service_bookings (site_slug, location_id, slot_date, slot_time);
CREATE INDEX service_bookings_lead_id_idx ON service_bookings (lead_id);

-- The lock a booking takes on its location's day before it counts: INSERT … ON CONFLICT DO
-- UPDATE locks the row (or, new, makes the next writer wait for this transaction), so the
-- bookings of one location and date are counted and written one transaction at a time, on any
-- number of connections; other days and locations are not held up.
CREATE TABLE service_booking_days (
  site_slug   text NOT NULL,
  location_id bigint NOT NULL,
  slot_date   date NOT NULL,
  PRIMARY KEY (site_slug, location_id, slot_date)
);
