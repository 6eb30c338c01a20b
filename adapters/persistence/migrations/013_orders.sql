-- Online purchase orders (issue 15). The shopper's choices are kept as they made them (jsonb);
-- once placed, the figures they agreed to are frozen in `placed`. The hold on the car is a row of
-- `reservations` / `car_holds` (migration 005), like reserve online's, so the car shows reserved
-- across the site and the same sweeper releases it.
CREATE TABLE orders (
  order_id          text PRIMARY KEY,
  site_slug         text NOT NULL,
  car_id            bigint NOT NULL,
  car_slug          text NOT NULL,
  status            text NOT NULL CHECK (status IN ('draft', 'awaiting_payment', 'placed', 'cancelled', 'expired')),
  step              text NOT NULL,
  postcode          text,
  state             text NOT NULL,
  trade_in          jsonb,
  pay_by_choice     jsonb,
  fulfilment_choice jsonb,
  details           jsonb,
  reference         text,
  reservation_id    uuid REFERENCES reservations (reservation_id),
  payment_id        text,
  payment           jsonb,
  lead_id           uuid REFERENCES leads (lead_id),
  placed            jsonb,
  created_at        timestamptz NOT NULL,
  updated_at        timestamptz NOT NULL,
  placed_at         timestamptz,
  hold_until        timestamptz,
  CONSTRAINT orders_site_reference_key UNIQUE (site_slug, reference)
);

CREATE INDEX orders_payment_id_idx ON orders (payment_id) WHERE payment_id IS NOT NULL;
CREATE INDEX orders_site_car_idx ON orders (site_slug, car_id, created_at DESC);
